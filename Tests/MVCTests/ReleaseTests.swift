import CalculatorModel
import CalculatorUI
import TerminalUI
import TestSupport
import Testing

@testable import MVC

/// DESIGN §7.3: after navigation round trips and after teardown, every controller and view is
/// deallocated. A strong delegate or a strong capture in a key command would fail these.
@MainActor
struct ReleaseTests {
  @Test func breakdownControllerAndViewAreReleasedAfterGoingBack() {
    let app = MVCApp(calculator: Calculator(numbers: "1,2"))
    let tracked = ReleaseTracker()
    let terminal = HeadlessTerminal(window: app.window)
    terminal.send("\r")
    do {
      let top = app.window.activeViewController!
      tracked.track("BreakdownViewController", top)
      tracked.track("BreakdownLayout", top.view)
    }
    terminal.send("\u{7F}")
    #expect(tracked.alive == [])
  }

  @Test(arguments: ["\r", "\u{1B}"])
  func presetsControllerAndViewAreReleasedAfterChoosingOrCancelling(closingKey: String) {
    let app = MVCApp(calculator: Calculator())
    let tracked = ReleaseTracker()
    let terminal = HeadlessTerminal(window: app.window)
    terminal.send("\u{10}")
    do {
      let top = app.window.activeViewController!
      tracked.track("PresetsViewController", top)
      tracked.track("PresetsLayout", top.view)
    }
    terminal.send(closingKey)
    if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
    #expect(tracked.alive == [])
  }

  @Test func everythingIsReleasedAfterTheAppIsTornDown() {
    let tracked = ReleaseTracker()
    do {
      let app = MVCApp(calculator: Calculator(numbers: "1"))
      let terminal = HeadlessTerminal(window: app.window)
      terminal.send("\r\u{7F}\u{10}\u{1B}[B\r")
      let root = app.window.rootViewController!
      let calculator = app.window.activeViewController!
      tracked.track("Window", app.window)
      tracked.track("NavigationController", root)
      tracked.track("CalculatorViewController", calculator)
      tracked.track("CalculatorView", calculator.view)
      terminal.send("\u{1B}")
      terminal.endOfInput()
      #expect(app.window.isClosed)
    }
    #expect(tracked.alive == [])
  }
}
