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
