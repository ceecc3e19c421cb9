import CalculatorModel
import OpenCombine
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMObservableObject

/// The matrix's Calculator scenarios (TestMatrix in Tests/TestSupport): the ObservableObject view
/// model as a plain object, its state read after each intent, and what each `@Published`
/// property publishes (each also sends `objectWillChange`, which makes a view evaluate again)
/// recorded exhaustively. No TerminalUI, no DeclarativeUI.
@MainActor
struct CalculatorScreenTests {
  private let subscriptions = Subscriptions()

  /// A view model with every property its views read observed.
  private func makeViewModel(separators: String = ",", numbers: String = "")
    -> (CalculatorViewModel, Recorder)
  {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers),
      history: ControllableHistoryStore(), clock: ManualClock())
    let recorder = Recorder()
    observeAll(viewModel, on: recorder, keptIn: subscriptions)
    viewModel.quit = { [weak recorder] in recorder?.record("quit") }
    return (viewModel, recorder)
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() {
    let (viewModel, recorder) = makeViewModel(separators: ";", numbers: "1;2;x")
    #expect(viewModel.separators == ";")
    #expect(viewModel.numbers == "1;2;x")
    #expect(viewModel.sumText == "3")
    #expect(viewModel.statusText == "2 numbers, 1 ignored")
    #expect(viewModel.focusedField == .numbers)
    #expect(viewModel.path == [])
    #expect(recorder.take() == [])
  }

  @Test func editingNumbersUpdatesTheModelAndTheResult() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.numbers = "1,2"
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
    #expect(viewModel.sumText == "3")
    #expect(viewModel.statusText == "2 numbers, 0 ignored")
    // The field's own text is published once (the binding wrote it); Separators is not.
    #expect(recorder.take() == ["numbers changed", "sum changed", "status changed"])
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() {
    let (viewModel, recorder) = makeViewModel(numbers: "1;2")
    viewModel.separators = ",;"
    #expect(viewModel.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(viewModel.sumText == "3")
    #expect(viewModel.statusText == "2 numbers, 0 ignored")
    #expect(recorder.take() == ["separators changed", "sum changed", "status changed"])
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.numbers = "4,x"
    _ = recorder.take()
    viewModel.breakdownRequested()
    #expect(viewModel.path == [.breakdown])
    #expect(recorder.take() == ["path changed"])
    let breakdown = viewModel.makeBreakdownViewModel()
    #expect(breakdown.rows.map(\.fragment) == ["4", "x"])
    #expect(breakdown.footer == "Sum 4 · 1 number, 1 ignored")
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() {
    let (viewModel, recorder) = makeViewModel(separators: "|")
    viewModel.presetsRequested()
    #expect(viewModel.path == [.presets])
    #expect(recorder.take() == ["path changed"])
    #expect(viewModel.makePresetsViewModel().selectedIndex == 3)
  }

  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() {
    let (viewModel, recorder) = makeViewModel(numbers: "1;2")
    viewModel.focusedField = .separators
    viewModel.presetsRequested()
    _ = recorder.take()
    viewModel.presetChosen(";")
    #expect(viewModel.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(viewModel.sumText == "3")
    #expect(viewModel.focusedField == .numbers)
    #expect(viewModel.path == [])
    #expect(
      recorder.take() == [
        "separators changed", "sum changed", "status changed", "separators revision changed",
        "focus changed", "path changed",
      ])
  }

  /// The Presets view reports a cancel as `backRequested()` (see the Presets scenarios).
  @Test func cancellingPresetsChangesNothingAndReturns() {
    let (viewModel, recorder) = makeViewModel(numbers: "1;2")
    viewModel.presetsRequested()
    _ = recorder.take()
    viewModel.backRequested()
    #expect(viewModel.path == [])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(recorder.take() == ["path changed"])
  }

  /// Extra: `objectWillChange`, which the views observe, is sent before the value is stored,
  /// once for every published property set, whichever it is.
  @Test func everySetSendsObjectWillChangeBeforeTheValueChanges() {
    let (viewModel, recorder) = makeViewModel(numbers: "1")
    _ = recorder.take()
    let subscription = viewModel.objectWillChange.sink { [weak viewModel, weak recorder] in
      MainActor.assumeIsolated { recorder?.record("will change", viewModel?.numbers as Any) }
    }
    viewModel.numbers = "12"
    #expect(
      recorder.take() == [
        "will change 1", "numbers changed", "will change 12", "sum changed", "will change 12",
        "status changed",
      ])
    subscription.cancel()
  }

  @Test func escOnTheCalculatorQuits() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.quitRequested()
    #expect(recorder.take() == ["quit"])
  }

  /// Each edit path records its step: a restored entry, a preset and a typed key are undone
  /// newest first. Each text put back, and the step's field's text even when it is the same,
  /// gets a new revision (the view builds that field anew, its cursor at the end); the other
  /// field's does not.
  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() {
    let (viewModel, recorder) = makeViewModel(numbers: "7")
    viewModel.historyEntryChosen(.example(id: 1, separators: ";", numbers: "1;2"))
    viewModel.presetChosen(",;")
    viewModel.numbers = "1;2;4"
    viewModel.focusedField = .separators
    _ = recorder.take()

    viewModel.undoRequested()
    #expect(viewModel.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(viewModel.focusedField == .numbers)
    #expect(viewModel.sumText == "3")
    #expect(
      recorder.take() == [
        "numbers changed", "sum changed", "status changed", "numbers revision changed",
        "focus changed", "sum changed", "status changed",
      ])

    viewModel.undoRequested()
    #expect(viewModel.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(viewModel.focusedField == .separators)
    #expect(
      recorder.take() == [
        "separators changed", "sum changed", "status changed", "separators revision changed",
        "focus changed", "sum changed", "status changed",
      ])

    // A restored entry: both texts back, focus on Numbers.
    viewModel.undoRequested()
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "7"))
    #expect(viewModel.focusedField == .numbers)
    #expect(viewModel.sumText == "7")
    #expect(
      recorder.take() == [
        "separators changed", "sum changed", "status changed", "numbers changed", "sum changed",
        "status changed", "separators revision changed", "numbers revision changed",
        "focus changed", "sum changed", "status changed",
      ])

    // Nothing to undo: nothing changes.
    viewModel.undoRequested()
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "7"))
    #expect(recorder.take() == [])
  }

  /// The note goes with an undo; a redo makes the step again; a new step drops the redo; the
  /// newest 100 steps are kept.
  @Test func redoMakesTheStepAgainAndANewStepDropsIt() async {
    let history = ControllableHistoryStore()
    let viewModel = CalculatorViewModel(
      calculator: Calculator(numbers: "1"), history: history, clock: ManualClock())
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(0))
    viewModel.separators = ";"
    viewModel.saveRequested()
    #expect(await history.nextRequest() == .save(Calculator(separators: ";", numbers: "1")))
    await history.answer(.entry(.example(id: 1, separators: ";", numbers: "1")))
    #expect(viewModel.statusText == "1 number, 0 ignored · saved")

    viewModel.undoRequested()
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1"))
    #expect(viewModel.statusText == "1 number, 0 ignored")
    viewModel.focusedField = .numbers
    let recorder = Recorder()
    observeAll(viewModel, on: recorder, keptIn: subscriptions)
    viewModel.redoRequested()
    #expect(viewModel.finalCalculator == Calculator(separators: ";", numbers: "1"))
    #expect(viewModel.focusedField == .separators)
    #expect(
      recorder.take() == [
        "separators changed", "sum changed", "status changed", "separators revision changed",
        "focus changed", "sum changed", "status changed",
      ])
    viewModel.redoRequested()
    #expect(recorder.take() == [])

    // A new step drops what could be redone.
    viewModel.undoRequested()
    viewModel.numbers = "12"
    viewModel.redoRequested()
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "12"))
    viewModel.undoRequested()
    viewModel.undoRequested()
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1"))

    // 120 typed keys: 130 undos leave the first 20, 130 redos bring all 120 back.
    viewModel.numbers = ""
    let typed = (0..<120).map { String($0 % 10) }
    for key in typed { viewModel.numbers += key }
    for _ in 0..<130 { viewModel.undoRequested() }
    #expect(viewModel.numbers == typed.prefix(20).joined())
    for _ in 0..<130 { viewModel.redoRequested() }
    #expect(viewModel.numbers == typed.joined())
    _ = recorder.take()
  }
}

/// Records what every property the Calculator views read publishes.
@MainActor
func observeAll(
  _ viewModel: CalculatorViewModel, on recorder: Recorder, keptIn subscriptions: Subscriptions
) {
  recorder.observe("separators", viewModel.$separators, keptIn: subscriptions)
  recorder.observe("numbers", viewModel.$numbers, keptIn: subscriptions)
  recorder.observe("sum", viewModel.$sumText, keptIn: subscriptions)
  recorder.observe("status", viewModel.$statusText, keptIn: subscriptions)
  recorder.observe("focus", viewModel.$focusedField, keptIn: subscriptions)
  recorder.observe("path", viewModel.$path, keptIn: subscriptions)
  recorder.observe("separators revision", viewModel.$separatorsRevision, keptIn: subscriptions)
  recorder.observe("numbers revision", viewModel.$numbersRevision, keptIn: subscriptions)
}
