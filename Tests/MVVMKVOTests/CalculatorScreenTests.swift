import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMKVO

/// The matrix's Calculator scenarios (TestMatrix in Tests/TestSupport): the Calculator view
/// model through its outputs alone, recorded as its view observes them, routes included. No
/// screen (TerminalUI for its clock only).
@MainActor
struct CalculatorScreenTests {
  /// A view model with every output recorded; the `.initial` calls are already checked.
  private func makeViewModel(separators: String = ",", numbers: String = "")
    -> (CalculatorViewModel, OutputRecorder)
  {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers),
      history: ControllableHistoryStore(), clock: ManualClock())
    let recorder = recordOutputs(of: viewModel)
    _ = recorder.take()
    return (viewModel, recorder)
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: ";", numbers: "1;2;x"),
      history: ControllableHistoryStore(),
      clock: ManualClock())
    let recorder = recordOutputs(of: viewModel)
    #expect(
      recorder.take() == [
        "separators ;", "numbers 1;2;x", "sum 3", "status 2 numbers, 1 ignored", "focus numbers",
      ])
  }

  @Test func editingNumbersUpdatesTheModelAndTheResult() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.numbersChanged("1,2")
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() {
    let (viewModel, recorder) = makeViewModel(numbers: "1;2")
    viewModel.separatorsChanged(",;")
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(viewModel.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.numbersChanged("4,x")
    _ = recorder.take()
    viewModel.breakdownRequested()
    #expect(recorder.take() == ["route breakdown"])
    let breakdown = viewModel.makeBreakdownViewModel()
    #expect(breakdown.rows.map(\.fragment) == ["4", "x"])
    #expect(breakdown.footer == "Sum 4 · 1 number, 1 ignored")
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() {
    let (viewModel, recorder) = makeViewModel(separators: "|")
    viewModel.presetsRequested()
    #expect(recorder.take() == ["route presets"])
    #expect(viewModel.makePresetsViewModel().selectedIndex == 3)
  }

  /// The view model sets what follows from the choice; its view pops the Presets screen when
  /// the Presets view model completes (see the extra view tests).
  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() {
    let (viewModel, recorder) = makeViewModel(numbers: "1;2")
    viewModel.presetChosen(";")
    #expect(
      recorder.take() == ["separators ;", "sum 3", "status 2 numbers, 0 ignored", "focus numbers"])
    #expect(viewModel.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
  }

  /// The Presets view model completes with `cancelled`, which its view turns into a pop (see
  /// the extra view tests); the Calculator view model emits nothing.
  @Test func cancellingPresetsChangesNothingAndReturns() {
    let (viewModel, recorder) = makeViewModel(numbers: "1;2")
    let presets = viewModel.makePresetsViewModel()
    presets.onCompletion = recorder.callback("completion")
    presets.cancelRequested()
    #expect(recorder.take() == ["completion cancelled"])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
  }

  @Test func escOnTheCalculatorQuits() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.quitRequested()
    #expect(recorder.take() == ["route quit"])
  }
}
