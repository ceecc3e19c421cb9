import CalculatorModel
import ComposableTesting
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import Unidirectional

/// The matrix's Presets scenarios: the Presets feature's state and its delegate actions.
@MainActor
struct PresetsFeatureTests {
  private func makeStore(current: String)
    -> TestStore<PresetsFeature.State, PresetsFeature.Action>
  {
    TestStore(initialState: PresetsFeature.State(currentSeparators: current)) { PresetsFeature() }
  }

  @Test func presetsListsTheSixPresetsInOrder() {
    let state = PresetsFeature.State(currentSeparators: ",")
    #expect(
      state.rows.map { "\($0.separators)=\($0.name)" } == [
        ",=comma", ";=semicolon", " =space", "|=pipe", ",;=comma or semicolon",
        ",\n=comma or new line",
      ])
  }

  @Test(arguments: [(",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0)])
  func presetsPreselectsTheMatchingRowElseTheFirst(current: String, index: Int) {
    #expect(PresetsFeature.State(currentSeparators: current).selectedIndex == index)
  }

  @Test func choosingARowReportsItsSeparators() async {
    let store = makeStore(current: ",")
    await store.send(.presetTapped(at: 2))
    await store.receive(.delegate(.chosen(separators: " ")))
  }

  @Test func cancellingReportsCancel() async {
    let store = makeStore(current: ",")
    await store.send(.cancelTapped)
    await store.receive(.delegate(.cancelled))
  }
}

/// The matrix's Breakdown scenarios: the Breakdown feature's snapshot and its back action.
@MainActor
struct BreakdownFeatureTests {
  @Test func breakdownShowsOneRowPerFragmentAndTheFooter() {
    let state = BreakdownFeature.State(breakdown: Calculator(numbers: "5,,7").breakdown)
    #expect(
      state.rows.map { "\($0.fragment)|\($0.value)|\($0.total)" } == [
        "5|5|5", "|ignored: empty|", "7|7|12",
      ])
    #expect(state.footer == "Sum 12 · 2 numbers, 1 ignored")
  }

  /// The view sends `backTapped` for each key (see ViewControllerTests); the feature tells
  /// the Calculator, which dismisses it.
  @Test func breakdownBackKeysReturn() async {
    let store = TestStore(
      initialState: CalculatorFeature.State(calculator: Calculator(numbers: "1"))
    ) { CalculatorFeature(history: ControllableHistoryStore(), clock: ManualClock()) }
    await store.send(.breakdownRequested) {
      $0.destination = .breakdown(
        BreakdownFeature.State(breakdown: Calculator(numbers: "1").breakdown))
    }
    await store.send(.destination(.presented(.breakdown(.backTapped))))
    await store.receive(.destination(.presented(.breakdown(.delegate(.back))))) {
      $0.destination = nil
    }
  }
}
