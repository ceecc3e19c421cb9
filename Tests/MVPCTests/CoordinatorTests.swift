import CalculatorHistory
import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVPC

// MARK: Extra — what this pattern needs beyond the matrix
//
// The coordinators' own bookkeeping: the root flow assembles the Calculator screen around the
// presenter it is given, and the Presets and History flows are children that are removed and
// freed when they finish; a child on its own pushes and pops its screen and finishes exactly
// once, and the History flow shows and closes a Breakdown without finishing; `WindowNavigator`
// drives the app's navigation controller.

@MainActor
struct AppCoordinatorTests {
  private let store = ControllableHistoryStore()

  @Test func startShowsTheCalculatorScreenAroundTheGivenPresenter() throws {
    let navigation = RecordingNavigation()
    let presenter = CalculatorPresenter(calculator: Calculator(numbers: "1"), history: store)
    let coordinator = AppCoordinator(
      navigation: navigation, calculatorPresenter: presenter, history: store,
      clock: ManualClock())
    coordinator.start()
    #expect(navigation.take() == ["setRoot CalculatorViewController"])
    #expect(try #require(navigation.top as? CalculatorViewController).presenter === presenter)
    #expect(presenter.coordinator === coordinator)
  }

  @Test(arguments: [true, false])
  func theFinishedPresetsChildIsRemovedAndFreed(choosing: Bool) throws {
    let flow = Flow(history: store)
    let tracker = ReleaseTracker()
    do {
      flow.presenter.presetsRequested()
      tracker.track("PresetsCoordinator", try #require(flow.coordinator.childCoordinators.only))
      let presets = try flow.top(PresetsViewController.self)
      tracker.track("PresetsViewController", presets)
      tracker.track("PresetsPresenter", presets.presenter)
      if choosing {
        presets.presenter.presetChosen(at: 3)
      } else {
        presets.presenter.cancelRequested()
      }
    }
    #expect(flow.navigation.take() == ["push PresetsViewController", "pop"])
    #expect(flow.coordinator.childCoordinators.isEmpty)
    #expect(tracker.alive == [])
    _ = flow.view.take()
  }

  @Test func aSecondFlowIsANewChild() throws {
    let flow = Flow(history: store)
    flow.presenter.historyRequested()
    let first = try #require(flow.coordinator.childCoordinators.only)
    try flow.top(HistoryViewController.self).presenter.cancelRequested()
    flow.presenter.historyRequested()
    let second = try #require(flow.coordinator.childCoordinators.only)
    #expect(first !== second)
    _ = (flow.navigation.take(), flow.view.take())
  }
}

@MainActor
struct PresetsCoordinatorTests {
  private let navigation = RecordingNavigation()
  private let coordinator: PresetsCoordinator
  private let finishes = Recorder()

  init() {
    coordinator = PresetsCoordinator(navigation: navigation, currentSeparators: ",;")
    coordinator.onFinish = { [finishes] _, separators in
      finishes.record("finish", separators as Any)
    }
    navigation.setRoot(ViewController())
    _ = navigation.take()
    coordinator.start()
  }

  private func presets() throws -> PresetsPresenter {
    try #require(navigation.top as? PresetsViewController).presenter
  }

  @Test func startPushesThePresetsWithTheCurrentOneSelected() throws {
    #expect(navigation.take() == ["push PresetsViewController"])
    #expect(navigation.screens == ["ViewController", "PresetsViewController"])
    #expect(try presets().coordinator === coordinator)
    let view = PresetsViewSpy()
    try presets().attach(view)
    #expect(view.take() == PresetsViewSpy.allPresets + ["selected 4"])
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

@MainActor
struct HistoryCoordinatorTests {
  private let navigation = RecordingNavigation()
  private let coordinator: HistoryCoordinator
  private let finishes = Recorder()

  init() {
    coordinator = HistoryCoordinator(
      navigation: navigation, history: ControllableHistoryStore(), clock: ManualClock(),
      savedCount: nil)
    coordinator.onFinish = { [finishes] _, entry in finishes.record("finish", entry?.id as Any) }
    navigation.setRoot(ViewController())
    _ = navigation.take()
    coordinator.start()
  }

  @Test func startPushesHistoryReportingToThisCoordinator() throws {
    #expect(navigation.take() == ["push HistoryViewController"])
    let presenter = try #require(navigation.top as? HistoryViewController).presenter
    #expect(presenter.coordinator === coordinator)
    #expect(finishes.take() == [])
  }

  @Test func anEntryOrABackPopsAndFinishesOnceWithIt() {
    _ = navigation.take()
    coordinator.historyEntryChosen(
      HistoryEntry(id: 5, saving: Calculator(numbers: "5"), at: .now))
    #expect(navigation.take() == ["pop"])
    #expect(finishes.take() == ["finish 5"])
    coordinator.historyClosed()
    #expect(navigation.take() == ["pop"])
    #expect(finishes.take() == ["finish nil"])
  }

  @Test func aBreakdownIsShownAndClosedWithinTheFlow() throws {
    _ = navigation.take()
    coordinator.showBreakdown(Calculator(numbers: "1,2").breakdown)
    #expect(navigation.take() == ["push BreakdownViewController"])
    let presenter = try #require(navigation.top as? BreakdownViewController).presenter
    #expect(presenter.coordinator === coordinator)
    let view = BreakdownViewSpy()
    presenter.attach(view)
    #expect(view.take() == ["row 1|1|1", "row 2|2|3", "footer Sum 3 · 2 numbers, 0 ignored"])
    presenter.backRequested()
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["ViewController", "HistoryViewController"])
    #expect(finishes.take() == [])
  }
}
