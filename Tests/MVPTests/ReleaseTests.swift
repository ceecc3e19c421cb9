import CalculatorModel
import CalculatorUI
import TerminalUI
import TestSupport
import Testing

@testable import MVP

/// DESIGN §7.3: after navigation round trips and after teardown, every view controller, view
/// and presenter is deallocated. A presenter holding its view strongly, a strong delegate or a
/// strong capture in a key command or field action would fail these.
@MainActor
struct ReleaseTests {
  @Test func breakdownViewControllerViewAndPresenterAreReleasedAfterGoingBack() throws {
    let app = MVPApp(calculator: Calculator(numbers: "1,2"))
    let tracked = ReleaseTracker()
    let terminal = HeadlessTerminal(window: app.window)
    terminal.send("\r")
    do {
      let top = try #require(app.window.activeViewController as? BreakdownViewController)
      tracked.track("BreakdownViewController", top)
      tracked.track("BreakdownLayout", top.view)
      tracked.track("BreakdownPresenter", top.presenter)
    }
    terminal.send("\u{7F}")
    #expect(app.window.activeViewController is CalculatorViewController)
    #expect(tracked.alive == [])
  }

  @Test(arguments: ["\r", "\u{1B}"])
  func presetsViewControllerViewAndPresenterAreReleasedAfterChoosingOrCancelling(
    closingKey: String
  ) throws {
    let app = MVPApp(calculator: Calculator())
    let tracked = ReleaseTracker()
    let terminal = HeadlessTerminal(window: app.window)
    terminal.send("\u{10}")
    do {
      let top = try #require(app.window.activeViewController as? PresetsViewController)
      tracked.track("PresetsViewController", top)
      tracked.track("PresetsLayout", top.view)
      tracked.track("PresetsPresenter", top.presenter)
    }
    terminal.send(closingKey)
    if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
    #expect(app.window.activeViewController is CalculatorViewController)
    #expect(tracked.alive == [])
  }

  @Test func everythingIsReleasedAfterTheAppIsTornDown() throws {
    let tracked = ReleaseTracker()
    do {
      let app = MVPApp(calculator: Calculator(numbers: "1"))
      let terminal = HeadlessTerminal(window: app.window)
      terminal.send("\r\u{7F}\u{10}\u{1B}[B\r")
      let root = try #require(app.window.rootViewController)
      let calculator = try #require(app.window.activeViewController as? CalculatorViewController)
      tracked.track("Window", app.window)
      tracked.track("NavigationController", root)
      tracked.track("CalculatorViewController", calculator)
      tracked.track("CalculatorLayout", calculator.view)
      tracked.track("CalculatorPresenter", calculator.presenter)
      terminal.send("\u{1B}")
      terminal.endOfInput()
      #expect(app.window.isClosed)
      #expect(app.calculator == Calculator(separators: ";", numbers: "1"))
    }
    #expect(tracked.alive == [])
  }
}
