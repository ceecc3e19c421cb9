import Bindings
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

/// The matrix's opening scenarios (TestMatrix in Tests/TestSupport): the app's coordinator
/// started at a route on a recording stack, the screens left through their view models; the
/// selection once loaded through the History view model's outputs alone, with a store whose
/// calls wait until the test answers them.
@MainActor
struct OpenAtTests {
  private let navigation = RecordingNavigation()
  private let store = ControllableHistoryStore()
  private let calculatorViewModel: CalculatorViewModel
  private let coordinator: AppCoordinator

  init() {
    calculatorViewModel = CalculatorViewModel(
      calculator: Calculator(numbers: "1,2"), history: store)
    coordinator = AppCoordinator(
      navigation: navigation, calculatorViewModel: calculatorViewModel,
      factory: ScreenFactory(history: store, clock: ManualClock()))
  }

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  private static let twoEntries: [HistoryEntry] = [
    .example(id: 2, numbers: "10,-4,x"), .example(id: 1, separators: ";", numbers: "1;2"),
  ]

  private static let loadedRows = "loaded [2026-11-25 14:03 6 10,-4,x; 2026-11-25 14:03 3 1;2]"

  /// A History view model opened at `id`, as the factory makes it, loaded with the two
  /// entries; its outputs before the answer checked. Keep it while the store answers: its load
  /// holds it weakly.
  private func openHistory(at id: HistoryEntry.ID) async
    -> (HistoryViewModel, states: Recorder, selection: Recorder)
  {
    let viewModel = HistoryViewModel(
      history: store, clock: ManualClock(), savedCount: Observable(nil), selecting: id)
    let states = recordOutputs(of: viewModel)
    let selection = Recorder()
    selection.record("selected", viewModel.selectedRow)
    #expect(states.take() == ["loading Loading…", "footer nil"])
    #expect(selection.take() == ["selected nil"])
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    #expect(states.take() == [])
    await store.answer(.entries(Self.twoEntries))
    return (viewModel, states, selection)
  }

  @Test func openingAtARouteShowsThatScreenOverTheCalculator() throws {
    coordinator.start(at: .breakdown)
    #expect(
      navigation.take() == ["setRoot CalculatorViewController", "push BreakdownViewController"])
    try #require(navigation.top as? BreakdownViewController).viewModel.backRequested()
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])

    coordinator.start(at: .presets)
    #expect(
      navigation.take() == ["setRoot CalculatorViewController", "push PresetsViewController"])
    try #require(navigation.top as? PresetsViewController).viewModel.cancelRequested()
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])

    coordinator.start(at: .history(selecting: nil))
    #expect(
      navigation.take() == ["setRoot CalculatorViewController", "push HistoryViewController"])
    try #require(navigation.top as? HistoryViewController).viewModel.backRequested()
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(calculatorViewModel.coordinator === coordinator)
  }

  @Test func anOpenedScreenReportsBackToTheCalculator() async throws {
    coordinator.start(at: .presets)
    try #require(navigation.top as? PresetsViewController).viewModel.presetChosen(at: 1)
    #expect(calculatorViewModel.finalCalculator == Calculator(separators: ";", numbers: "1,2"))
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(
      navigation.take() == [
        "setRoot CalculatorViewController", "push PresetsViewController", "pop",
      ])

    coordinator.start(at: .history(selecting: 1))
    let history = try #require(navigation.top as? HistoryViewController)
    _ = history.view
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    #expect(history.layout.list.selectedIndex == 1)
    history.viewModel.entryChosen(at: history.layout.list.selectedIndex)
    #expect(calculatorViewModel.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(
      navigation.take() == [
        "setRoot CalculatorViewController", "push HistoryViewController", "pop",
      ])
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() async {
    let (viewModel, states, selection) = await openHistory(at: 1)
    #expect(states.take() == ["\(Self.loadedRows) message nil", "footer nil"])
    #expect(selection.take() == ["selected 1"])
    viewModel.keyPressed()
    #expect(states.take() == [])
    #expect(selection.take() == [])
  }

  @Test func anEntryNotInTheListSelectsTheNewestUntilTheNextKey() async throws {
    let (viewModel, states, selection) = await openHistory(at: 9)
    #expect(states.take() == ["\(Self.loadedRows) message nil", "footer no entry 9"])
    #expect(selection.take() == ["selected 0"])
    // The notice goes with the footer alone: the rows are not published again.
    viewModel.keyPressed()
    #expect(states.take() == ["footer nil"])
    viewModel.keyPressed()
    #expect(states.take() == [])

    // The view tells its view model of every key, and the key goes on: Down moves the selection.
    let app = MVVMCApp(
      calculator: Calculator(numbers: "1,2"), history: store, route: .history(selecting: 9))
    // The launch's count and History's load start together, in either order.
    #expect(
      await store.answer(inAnyOrder: [
        (.count, .count(2)), (.newest(limit: 1_000), .entries(Self.twoEntries)),
      ]) == [])
    let layout = try #require(app.window.activeViewController as? HistoryViewController).layout
    #expect(layout.list.selectedIndex == 0)
    #expect(layout.footerLabel.text == "no entry 9" && !layout.footerLabel.isHidden)
    app.window.handle(.down)
    #expect(layout.footerLabel.isHidden)
    #expect(layout.list.selectedIndex == 1)
  }
}
