import CalculatorModel
import TerminalUI
import TestSupport
import Testing

@testable import DeclarativeUI
@testable import MVVMObservation

/// DESIGN §7.3: after navigation round trips and after teardown, every host, view and view model
/// is deallocated. An Observation callback or a key command that captured its host strongly, or
/// a view model that kept a view, would form a cycle that these tests catch.
@MainActor
struct ReleaseTests {
  @Test func breakdownScreenIsReleasedAfterGoingBack() throws {
    let app = MVVMObservationApp(calculator: Calculator(numbers: "1,2"))
    let terminal = HeadlessTerminal(window: app.window)
    let tracker = ReleaseTracker()
    terminal.send("\r")
    do {
      let top = try #require(app.window.activeViewController as? HostingController<AnyView>)
      let view = try #require(destination(of: top) as? BreakdownView)
      tracker.track("Breakdown host", top)
      tracker.track("Breakdown host view", top.view)
      tracker.track("BreakdownViewModel", view.viewModel)
    }
    terminal.send("\u{7F}")
    #expect(tracker.alive == [])
  }

  @Test(arguments: ["\r", "\u{1B}"])
  func presetsScreenIsReleasedAfterChoosingOrCancelling(closingKey: String) throws {
    let app = MVVMObservationApp(calculator: Calculator())
    let terminal = HeadlessTerminal(window: app.window)
    let tracker = ReleaseTracker()
    terminal.send("\u{10}")
    do {
      let top = try #require(app.window.activeViewController as? HostingController<AnyView>)
      let view = try #require(destination(of: top) as? PresetsView)
      tracker.track("Presets host", top)
      tracker.track("Presets host view", top.view)
      tracker.track("PresetsViewModel", view.viewModel)
    }
    terminal.send(closingKey)
    if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
    #expect(tracker.alive == [])
  }

  @Test func everythingIsReleasedAfterTheAppIsTornDown() throws {
    let tracker = ReleaseTracker()
    do {
      let app = MVVMObservationApp(calculator: Calculator(numbers: "1"))
      let terminal = HeadlessTerminal(window: app.window)
      terminal.send("\r\u{7F}\u{10}\u{1B}[B\r")
      let host = try #require(app.window.rootViewController as? HostingController<RootView>)
      let calculatorScreen = try #require(app.window.activeViewController)
      tracker.track("Window", app.window)
      tracker.track("HostingController<RootView>", host)
      tracker.track("NavigationController", host.host.navigations[0].controller)
      tracker.track("Calculator host", calculatorScreen)
      tracker.track("Calculator host view", calculatorScreen.view)
      tracker.track("CalculatorViewModel", host.rootView.viewModel)
      #expect(app.calculator == Calculator(separators: ";", numbers: "1"))
      terminal.send("\u{1B}")
      terminal.endOfInput()
      #expect(app.window.isClosed)
    }
    #expect(tracker.alive == [])
  }

  /// The view a pushed screen shows: the case of `RootView`'s destination switch it took.
  private func destination(of host: HostingController<AnyView>) -> Any? {
    (host.rootView.base as? ConditionalContent<BreakdownView, PresetsView>)?.content
  }
}
