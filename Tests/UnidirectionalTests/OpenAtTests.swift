import CalculatorHistory
import CalculatorModel
import ComposableTesting
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import Unidirectional

/// The matrix's opening scenarios: a deep link is initial state. The Calculator feature's
/// state made with a start, and the features through the exhaustive test store, with a history
/// store whose calls wait until the test answers them. The view's side (the pushed screen, the
/// key that takes the notice away) is in ViewControllerTests' style at the end.
@MainActor
struct OpenAtTests {
  private let history = ControllableHistoryStore()

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  private static let page = HistoryPage(
    entries: [
      .example(id: 2, numbers: "10,-4,x"), .example(id: 1, separators: ";", numbers: "1;2"),
    ],
    total: 2)

  private func makeCalculator(start: CalculatorFeature.State.Start)
    -> TestStore<CalculatorFeature.State, CalculatorFeature.Action>
  {
    TestStore(
      initialState: CalculatorFeature.State(calculator: Calculator(numbers: "1,2"), start: start)
    ) { [history] in CalculatorFeature(history: history, clock: ManualClock()) }
  }

  /// History opened at `id`, its load answered with `page`.
  private func loadedHistory(selecting id: HistoryEntry.ID) async
    -> TestStore<HistoryFeature.State, HistoryFeature.Action>
  {
    let store = TestStore(initialState: HistoryFeature.State(selecting: id)) { [history] in
      HistoryFeature(history: history, clock: ManualClock())
    }
    await store.send(.onAppear)
    #expect(store.state.message == "Loading…")
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    await history.answer(.entries(Self.page.entries))
    return store
  }

  @Test func openingAtARouteShowsThatScreenOverTheCalculator() async {
    let calculator = Calculator(numbers: "1,2")
    let plain = CalculatorFeature.State(calculator: calculator)
    #expect(CalculatorFeature.State(calculator: calculator, start: nil) == plain)
    var breakdown = plain
    breakdown.destination = .breakdown(BreakdownFeature.State(breakdown: calculator.breakdown))
    #expect(CalculatorFeature.State(calculator: calculator, start: .breakdown) == breakdown)
    var presets = plain
    presets.destination = .presets(PresetsFeature.State(currentSeparators: ","))
    #expect(CalculatorFeature.State(calculator: calculator, start: .presets) == presets)
    var opened = plain
    opened.destination = .history(HistoryFeature.State(selecting: 2))
    #expect(
      CalculatorFeature.State(calculator: calculator, start: .history(selecting: 2)) == opened)
    // Back: the opened screen goes as one the request pushed does.
    let store = makeCalculator(start: .breakdown)
    await store.send(.destination(.presented(.breakdown(.backTapped))))
    await store.receive(.destination(.presented(.breakdown(.delegate(.back))))) {
      $0.destination = nil
    }
  }

  @Test func anOpenedScreenReportsBackToTheCalculator() async {
    let presets = makeCalculator(start: .presets)
    await presets.send(.destination(.presented(.presets(.presetTapped(at: 1)))))
    let chosen = CalculatorFeature.Action.destination(
      .presented(.presets(.delegate(.chosen(separators: ";")))))
    await presets.receive(chosen) {
      $0.separators = ";"
      $0.fieldWrites.separators = 1
      $0.sumText = "0"
      $0.statusText = "0 numbers, 1 ignored"
      $0.destination = nil
      $0.recordStep(from: .init(separators: ",", numbers: "1,2"), chosen)
    }

    var initial = CalculatorFeature.State(calculator: Calculator(numbers: "1,2"), start: nil)
    initial.destination = .history(HistoryFeature.State(content: .loaded(Self.page)))
    let store = TestStore(initialState: initial) { [history] in
      CalculatorFeature(history: history, clock: ManualClock())
    }
    await store.send(.destination(.presented(.history(.restoreTapped(at: 1)))))
    let restored = CalculatorFeature.Action.destination(
      .presented(.history(.delegate(.restored(separators: ";", numbers: "1;2")))))
    await store.receive(restored) {
      $0.separators = ";"
      $0.numbers = "1;2"
      $0.fieldWrites = CalculatorFeature.FieldWrites(separators: 1, numbers: 1)
      $0.sumText = "3"
      $0.statusText = "2 numbers, 0 ignored"
      $0.destination = nil
      $0.recordStep(from: .init(separators: ",", numbers: "1,2"), restored)
    }
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() async {
    let store = await loadedHistory(selecting: 1)
    await store.receive(.loaded(Self.page)) {
      $0.content = .loaded(Self.page)
      $0.entryToSelect = nil
      $0.selectedOnLoad = 1
    }
    #expect(store.state.footer == nil)
    await store.finish()
  }

  @Test func anEntryNotInTheListSelectsTheNewestUntilTheNextKey() async {
    let store = await loadedHistory(selecting: 9)
    await store.receive(.loaded(Self.page)) {
      $0.content = .loaded(Self.page)
      $0.entryToSelect = nil
      $0.selectedOnLoad = 0
      $0.notice = "no entry 9"
    }
    #expect(store.state.footer == "no entry 9")
    await store.send(.keyPressed) { $0.notice = nil }
    #expect(store.state.footer == nil)
    await store.send(.keyPressed)
    await store.finish()
  }
}
