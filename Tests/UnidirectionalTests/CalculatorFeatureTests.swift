import CalculatorModel
import ComposableTesting
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import Unidirectional

/// The matrix's Calculator scenarios (TestMatrix in Tests/TestSupport): the Calculator feature's
/// reducer through the exhaustive test store. Each `send` states every change of the state;
/// each action the reducer sends itself is `receive`d. No TerminalUI, no screen.
@MainActor
struct CalculatorFeatureTests {
  private func makeStore(separators: String = ",", numbers: String = "")
    -> TestStore<CalculatorFeature.State, CalculatorFeature.Action>
  {
    TestStore(
      initialState: CalculatorFeature.State(
        calculator: Calculator(separators: separators, numbers: numbers))
    ) { CalculatorFeature(history: ControllableHistoryStore(), clock: ManualClock()) }
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() {
    let state = CalculatorFeature.State(calculator: Calculator(separators: ";", numbers: "1;2;x"))
    #expect(state.separators == ";")
    #expect(state.numbers == "1;2;x")
    #expect(state.sumText == "3")
    #expect(state.statusText == "2 numbers, 1 ignored")
    #expect(state.focusedField == .numbers)
    #expect(state.destination == nil)
  }

  /// The field's own text is not written back: no field write is counted.
  @Test func editingNumbersUpdatesTheModelAndTheResult() async {
    let store = makeStore()
    await store.send(.numbersChanged("1,2")) {
      $0.numbers = "1,2"
      $0.sumText = "3"
      $0.statusText = "2 numbers, 0 ignored"
      $0.recordStep(from: .init(separators: ",", numbers: ""), .numbersChanged("1,2"))
    }
    #expect(store.state.currentCalculator == Calculator(separators: ",", numbers: "1,2"))
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() async {
    let store = makeStore(numbers: "1;2")
    await store.send(.separatorsChanged(",;")) {
      $0.separators = ",;"
      $0.sumText = "3"
      $0.statusText = "2 numbers, 0 ignored"
      $0.recordStep(from: .init(separators: ",", numbers: "1;2"), .separatorsChanged(",;"))
    }
    #expect(store.state.currentCalculator == Calculator(separators: ",;", numbers: "1;2"))
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() async {
    let store = makeStore(numbers: "4,x")
    await store.send(.breakdownRequested) {
      $0.destination = .breakdown(
        BreakdownFeature.State(breakdown: Calculator(numbers: "4,x").breakdown))
    }
    #expect(store.state.destination?.breakdown?.rows.map(\.fragment) == ["4", "x"])
    #expect(store.state.destination?.breakdown?.footer == "Sum 4 · 1 number, 1 ignored")
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() async {
    let store = makeStore(separators: "|")
    await store.send(.presetsRequested) {
      $0.destination = .presets(PresetsFeature.State(currentSeparators: "|"))
    }
    #expect(store.state.destination?.presets?.selectedIndex == 3)
  }

  /// The Presets feature reports the choice as a delegate action; the Calculator sets the
  /// model, writes the field, focuses Numbers and dismisses Presets (the view pops it).
  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() async {
    let store = makeStore(numbers: "1;2")
    await store.send(.focusChanged(.separators)) { $0.focusedField = .separators }
    await store.send(.presetsRequested) {
      $0.destination = .presets(PresetsFeature.State(currentSeparators: ","))
    }
    await store.send(.destination(.presented(.presets(.presetTapped(at: 1)))))
    let chosen = CalculatorFeature.Action.destination(
      .presented(.presets(.delegate(.chosen(separators: ";")))))
    await store.receive(chosen) {
      $0.separators = ";"
      $0.fieldWrites.separators = 1
      $0.sumText = "3"
      $0.statusText = "2 numbers, 0 ignored"
      $0.focusedField = .numbers
      $0.destination = nil
      $0.recordStep(from: .init(separators: ",", numbers: "1;2"), chosen)
    }
    #expect(store.state.currentCalculator == Calculator(separators: ";", numbers: "1;2"))
  }

  @Test func cancellingPresetsChangesNothingAndReturns() async {
    let store = makeStore(numbers: "1;2")
    await store.send(.focusChanged(.separators)) { $0.focusedField = .separators }
    await store.send(.presetsRequested) {
      $0.destination = .presets(PresetsFeature.State(currentSeparators: ","))
    }
    await store.send(.destination(.presented(.presets(.cancelTapped))))
    await store.receive(.destination(.presented(.presets(.delegate(.cancelled))))) {
      $0.destination = nil
    }
    #expect(store.state.currentCalculator == Calculator(separators: ",", numbers: "1;2"))
  }

  @Test func escOnTheCalculatorQuits() async {
    let store = makeStore()
    await store.send(.quitRequested) { $0.isQuitting = true }
  }
}
