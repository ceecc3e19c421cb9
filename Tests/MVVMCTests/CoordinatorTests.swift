import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

// MARK: Extra — what this pattern needs beyond the matrix
//
// The coordinators' own bookkeeping: the root flow assembles the Calculator screen around the
// view model it is given, and the Presets flow is a child that is removed and freed when it
// finishes; the child on its own pushes and pops its screen and finishes exactly once.

@MainActor
struct AppCoordinatorTests {
  private let navigation = RecordingNavigation()
  private let store = ControllableHistoryStore()
  private let calculatorViewModel: CalculatorViewModel
  private let coordinator: AppCoordinator

  init() {
    calculatorViewModel = CalculatorViewModel(calculator: Calculator(numbers: "1"), history: store)
    coordinator = AppCoordinator(
      navigation: navigation, calculatorViewModel: calculatorViewModel,
      factory: ScreenFactory(history: store, clock: ManualClock()))
    coordinator.start()
  }

  @Test func startShowsTheCalculatorScreenAroundTheGivenViewModel() throws {
    #expect(navigation.take() == ["setRoot CalculatorViewController"])
    #expect(
      try #require(navigation.top as? CalculatorViewController).viewModel === calculatorViewModel)
    #expect(calculatorViewModel.coordinator === coordinator)
  }

  @Test(arguments: [true, false])
  func theFinishedChildIsRemovedAndFreed(choosing: Bool) throws {
    _ = navigation.take()
    let tracker = ReleaseTracker()
    do {
      calculatorViewModel.presetsRequested()
      tracker.track("PresetsCoordinator", try #require(coordinator.childCoordinators.only))
      let presets = try #require(navigation.top as? PresetsViewController).viewModel
      if choosing { presets.presetChosen(at: 3) } else { presets.cancelRequested() }
    }
    #expect(navigation.take() == ["push PresetsViewController", "pop"])
    #expect(coordinator.childCoordinators.isEmpty)
    #expect(tracker.alive == [])
  }

  @Test func aSecondPresetsFlowIsANewChild() throws {
    calculatorViewModel.presetsRequested()
    let first = try #require(coordinator.childCoordinators.only)
    try #require(navigation.top as? PresetsViewController).viewModel.cancelRequested()
    calculatorViewModel.presetsRequested()
    let second = try #require(coordinator.childCoordinators.only)
    #expect(first !== second)
    _ = navigation.take()
  }
}

@MainActor
struct PresetsCoordinatorTests {
  private let navigation = RecordingNavigation()
  private let coordinator: PresetsCoordinator
  private let finishes = Recorder()

  init() {
    coordinator = PresetsCoordinator(
      navigation: navigation,
      factory: ScreenFactory(history: ControllableHistoryStore(), clock: ManualClock()),
      currentSeparators: ",;")
    coordinator.onFinish = { [finishes] _, separators in
      finishes.record("finish", separators as Any)
    }
    navigation.setRoot(ViewController())
    _ = navigation.take()
    coordinator.start()
  }

  private func presets() throws -> PresetsViewModel {
    try #require(navigation.top as? PresetsViewController).viewModel
  }

  @Test func startPushesThePresetsWithTheCurrentOneSelected() throws {
    #expect(navigation.take() == ["push PresetsViewController"])
    #expect(navigation.screens == ["ViewController", "PresetsViewController"])
    #expect(try presets().selectedIndex == 4)
    #expect(try presets().coordinator === coordinator)
    #expect(finishes.take() == [])
  }

  @Test func choosingPopsAndFinishesOnceWithTheSeparators() throws {
    _ = navigation.take()
    try presets().presetChosen(at: 0)
    #expect(navigation.take() == ["pop"])
    #expect(finishes.take() == ["finish ,"])
  }

  @Test func cancellingPopsAndFinishesOnceWithNothing() throws {
    _ = navigation.take()
    try presets().cancelRequested()
    #expect(navigation.take() == ["pop"])
    #expect(finishes.take() == ["finish nil"])
  }

  @Test func itPassesItselfSoTheParentKnowsWhichChildFinished() throws {
    _ = navigation.take()
    // Identifiers, not the child itself: the closure is the child's, so holding it would be a
    // retain cycle (AddressSanitizer's leak check reports it).
    var finished: [ObjectIdentifier] = []
    coordinator.onFinish = { child, _ in finished.append(ObjectIdentifier(child)) }
    try presets().cancelRequested()
    #expect(finished == [ObjectIdentifier(coordinator)])
    _ = navigation.take()
  }
}
