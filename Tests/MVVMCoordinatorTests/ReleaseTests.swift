import CalculatorModel
import CalculatorUI
import TerminalUI
import TestSupport
import Testing

@testable import MVVMCoordinator

/// DESIGN §7.3: after navigation round trips and after teardown, every view, view controller,
/// view model and coordinator is deallocated. A strong back reference to a coordinator, a
/// strong capture in a binding or key command, or a child never removed would fail these.
@MainActor
struct ReleaseTests {
  private let tracker = ReleaseTracker()

  /// Tracks the screen on top of the app: its controller, view and view model.
  private func trackTopScreen(of app: MVVMCoordinatorApp) throws {
    let top = try #require(app.window.activeViewController)
    tracker.track("\(type(of: top))", top)
    tracker.track("\(type(of: top.view))", top.view)
    switch top {
    case let breakdown as BreakdownViewController:
      tracker.track("BreakdownViewModel", breakdown.viewModel)
    case let presets as PresetsViewController:
      tracker.track("PresetsViewModel", presets.viewModel)
      tracker.track("PresetsCoordinator", try #require(presets.viewModel.coordinator))
    default:
      Issue.record("unexpected screen \(type(of: top))")
    }
  }

  @Test func theBreakdownScreenIsReleasedAfterGoingBack() throws {
    let app = MVVMCoordinatorApp(calculator: Calculator(numbers: "1,2"))
    let terminal = HeadlessTerminal(window: app.window)
    terminal.send("\r")
    try trackTopScreen(of: app)
    terminal.send("\u{7F}")
    #expect(tracker.alive == [])
  }

  @Test(arguments: ["\r", "\u{1B}"])
  func thePresetsScreenAndChildCoordinatorAreReleasedAfterChoosingOrCancelling(
    closingKey: String
  ) throws {
    let app = MVVMCoordinatorApp(calculator: Calculator())
    let terminal = HeadlessTerminal(window: app.window)
    terminal.send("\u{10}")
    try trackTopScreen(of: app)
    #expect(tracker.alive.count == 4)
    terminal.send(closingKey)
    if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
    #expect(tracker.alive == [])
    #expect(app.appCoordinator.childCoordinators.isEmpty)
  }

  @Test func everythingIsReleasedAfterTheAppIsTornDown() throws {
    do {
      let app = MVVMCoordinatorApp(calculator: Calculator(numbers: "1"))
      let terminal = HeadlessTerminal(window: app.window)
      terminal.send("\r\u{7F}\u{10}\u{1B}[B\r")
      let calculator = try #require(app.window.activeViewController as? CalculatorViewController)
      tracker.track("Window", app.window)
      tracker.track("NavigationController", try #require(app.window.rootViewController))
      tracker.track("CalculatorViewController", calculator)
      tracker.track("CalculatorLayout", calculator.view)
      tracker.track("CalculatorViewModel", calculator.viewModel)
      tracker.track("AppCoordinator", app.appCoordinator)
      tracker.track("WindowNavigator", app.appCoordinator.navigation)
      terminal.send("\u{1B}")
      terminal.endOfInput()
      #expect(app.window.isClosed)
    }
    #expect(tracker.alive == [])
  }

  @Test func everythingIsReleasedWhenTheAppIsTornDownDuringThePresetsFlow() throws {
    do {
      let app = MVVMCoordinatorApp(calculator: Calculator())
      let terminal = HeadlessTerminal(window: app.window)
      terminal.send("\u{10}")
      try trackTopScreen(of: app)
      tracker.track("AppCoordinator", app.appCoordinator)
      terminal.send("\u{3}")
      #expect(app.window.isClosed)
    }
    #expect(tracker.alive == [])
  }

  @Test func coordinatorsAndScreensAreReleasedWithARecordingStackToo() throws {
    do {
      let navigation = RecordingNavigation()
      let viewModel = CalculatorViewModel(calculator: Calculator())
      let coordinator = AppCoordinator(navigation: navigation, calculatorViewModel: viewModel)
      coordinator.start()
      viewModel.breakdownRequested()
      try #require(navigation.top as? BreakdownViewController).viewModel.backRequested()
      viewModel.presetsRequested()
      try #require(navigation.top as? PresetsViewController).viewModel.presetChosen(at: 1)
      tracker.track("AppCoordinator", coordinator)
      tracker.track("CalculatorViewModel", viewModel)
      tracker.track("RecordingNavigation", navigation)
    }
    #expect(tracker.alive == [])
  }
}
