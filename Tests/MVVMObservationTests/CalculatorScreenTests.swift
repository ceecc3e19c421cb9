import CalculatorModel
import Observation
import TestRecording
import TestSupport
import Testing

@testable import MVVMObservation

/// The matrix's Calculator scenarios (TestMatrix in Tests/TestSupport): the @Observable view
/// model as a plain object, its state read after each intent, and what Observation reports
/// (which is what makes a view evaluate again) recorded exhaustively. No TerminalUI, no
/// DeclarativeUI.
@MainActor
struct CalculatorScreenTests {
  /// A view model with every property its views read observed.
  private func makeViewModel(separators: String = ",", numbers: String = "")
    -> (CalculatorViewModel, Recorder)
  {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers),
      history: ControllableHistoryStore(), clock: ContinuousClock())
    let recorder = Recorder()
    recorder.observe("separators", on: viewModel) { $0.separators }
    recorder.observe("numbers", on: viewModel) { $0.numbers }
    recorder.observe("sum", on: viewModel) { $0.sumText }
    recorder.observe("status", on: viewModel) { $0.statusText }
    recorder.observe("focus", on: viewModel) { $0.focusedField as Any }
    recorder.observe("path", on: viewModel) { $0.path }
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
    // The field's own text is reported once (the binding wrote it); Separators is not.
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
        "separators changed", "sum changed", "status changed", "focus changed", "path changed",
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

  @Test func escOnTheCalculatorQuits() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.quitRequested()
    #expect(recorder.take() == ["quit"])
  }
}
