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
  private func makeViewModel(
    separators: String = ",", numbers: String = "",
    history: ControllableHistoryStore = ControllableHistoryStore()
  ) -> (CalculatorViewModel, OutputRecorder) {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers),
      history: history, clock: ManualClock())
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

  // Undo and redo (SPEC: Undo and redo). The view model sets the texts of the fields the step
  // changed and of the field it focuses (a text set from code puts the cursor at its end: see
  // the extra view tests for the cursors).

  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() async {
    let store = ControllableHistoryStore()
    let (viewModel, recorder) = makeViewModel(numbers: "1", history: store)
    viewModel.numbersChanged("1;2")
    viewModel.presetChosen(";")
    viewModel.entryRestored(separators: ";", numbers: "4;5")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(separators: ";", numbers: "4;5")))
    await store.answer(.entry(.example(id: 1, separators: ";", numbers: "4;5")))
    await store.answer(.count(1))
    _ = recorder.take()

    // The restore: Numbers back, Separators untouched, the note gone.
    viewModel.undoRequested()
    #expect(
      recorder.take() == ["numbers 1;2", "sum 3", "status 2 numbers, 0 ignored", "focus numbers"])
    // The preset: Separators back and focused.
    viewModel.undoRequested()
    #expect(
      recorder.take() == [
        "separators ,", "sum 0", "status 0 numbers, 1 ignored", "focus separators",
      ])
    // The typed key.
    viewModel.undoRequested()
    #expect(
      recorder.take() == ["numbers 1", "sum 1", "status 1 number, 0 ignored", "focus numbers"])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1"))

    // Nothing left to undo: nothing set, a save's note stays.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(separators: ",", numbers: "1")))
    await store.answer(.entry(.example(id: 2, numbers: "1")))
    await store.answer(.count(2))
    #expect(recorder.take() == ["sum 1", "status 1 number, 0 ignored · saved"])
    viewModel.undoRequested()
    #expect(recorder.take() == [])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1"))
  }

  @Test func redoMakesTheStepAgainAndANewStepDropsIt() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.redoRequested()
    #expect(recorder.take() == [])
    viewModel.numbersChanged("1")
    viewModel.separatorsChanged(",;")
    viewModel.undoRequested()
    viewModel.undoRequested()
    _ = recorder.take()
    viewModel.redoRequested()
    #expect(
      recorder.take() == ["numbers 1", "sum 1", "status 1 number, 0 ignored", "focus numbers"])

    // A new step drops the separators' step, which could be redone.
    viewModel.numbersChanged("12")
    _ = recorder.take()
    viewModel.redoRequested()
    #expect(recorder.take() == [])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "12"))
    // An input that changes no text is no step.
    viewModel.numbersChanged("12")
    viewModel.presetChosen(",")
    viewModel.entryRestored(separators: ",", numbers: "12")
    _ = recorder.take()
    viewModel.undoRequested()
    #expect(
      recorder.take() == ["numbers 1", "sum 1", "status 1 number, 0 ignored", "focus numbers"])

    // The newest 100 steps are kept: the 101st drops the oldest.
    let (longer, _) = makeViewModel()
    for number in 1...101 { longer.numbersChanged(String(number)) }
    for _ in 1...101 { longer.undoRequested() }
    #expect(longer.finalCalculator == Calculator(separators: ",", numbers: "1"))
    for _ in 1...100 { longer.redoRequested() }
    #expect(longer.finalCalculator == Calculator(separators: ",", numbers: "101"))
  }
}
