import CalculatorModel
import TerminalUI
import TestSupport
import Testing

@testable import MVVMClosure

/// DESIGN §7.3: after navigation round trips and after teardown, every view controller, view
/// and view model is deallocated. A binding closure that captures `self` strongly, or a box
/// that holds its observers strongly, forms a cycle that these tests catch.
@MainActor
struct ReleaseTests {
  @Test func breakdownScreenIsReleasedAfterGoingBack() throws {
    let app = MVVMClosureApp(calculator: Calculator(numbers: "1,2"))
    let terminal = HeadlessTerminal(window: app.window)
    let tracker = ReleaseTracker()
    terminal.send("\r")
    do {
      let top = try #require(app.window.activeViewController as? BreakdownViewController)
      tracker.track("BreakdownViewController", top)
      tracker.track("BreakdownLayout", top.view)
      tracker.track("BreakdownViewModel", top.viewModel)
    }
    terminal.send("\u{7F}")
    #expect(tracker.alive == [])
  }

  @Test(arguments: ["\r", "\u{1B}"])
  func presetsScreenIsReleasedAfterChoosingOrCancelling(closingKey: String) throws {
    let app = MVVMClosureApp(calculator: Calculator())
    let terminal = HeadlessTerminal(window: app.window)
    let tracker = ReleaseTracker()
    terminal.send("\u{10}")
    do {
      let top = try #require(app.window.activeViewController as? PresetsViewController)
      tracker.track("PresetsViewController", top)
      tracker.track("PresetsLayout", top.view)
      tracker.track("PresetsViewModel", top.viewModel)
    }
    terminal.send(closingKey)
    if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
    #expect(app.window.activeViewController is CalculatorViewController)
    #expect(tracker.alive == [])
  }

  @Test func everythingIsReleasedAfterTheAppIsTornDown() throws {
    let tracker = ReleaseTracker()
    do {
      let app = MVVMClosureApp(calculator: Calculator(numbers: "1"))
      let terminal = HeadlessTerminal(window: app.window)
      terminal.send("\r\u{7F}\u{10}\u{1B}[B\r")
      let calculator = try #require(app.window.activeViewController as? CalculatorViewController)
      tracker.track("Window", app.window)
      tracker.track("NavigationController", try #require(app.window.rootViewController))
      tracker.track("CalculatorViewController", calculator)
      tracker.track("CalculatorLayout", calculator.view)
      tracker.track("CalculatorViewModel", calculator.viewModel)
      #expect(app.calculator == Calculator(separators: ";", numbers: "1"))
      terminal.send("\u{1B}")
      terminal.endOfInput()
      #expect(app.window.isClosed)
    }
    #expect(tracker.alive == [])
  }
}
