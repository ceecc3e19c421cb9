import CalculatorModel
import Testing

@testable import MVVMClosure

/// The Calculator view model through its bindings alone: no TerminalUI, no screen.
@MainActor
struct CalculatorViewModelTests {
  /// A view model with every output recorded; the bind-time emissions are already checked.
  private func makeViewModel(separators: String = ",", numbers: String = "")
    -> (CalculatorViewModel, Recorder)
  {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers))
    let recorder = recordEveryOutput(of: viewModel)
    _ = recorder.take()
    return (viewModel, recorder)
  }

  /// Binds a recorder to every output, as the view binds them in its `bind()`.
  private func recordEveryOutput(of viewModel: CalculatorViewModel) -> Recorder {
    let recorder = Recorder()
    recorder.record("separators", viewModel.separatorsText)
    recorder.record("numbers", viewModel.numbersText)
    recorder.record("sum", viewModel.sumText)
    recorder.record("status", viewModel.statusText)
    recorder.record("focus", viewModel.focusedField)
    viewModel.onRoute = recorder.callback("route")
    return recorder
  }

  @Test func bindingEmitsTheInitialModelAtOnce() {
    let viewModel = CalculatorViewModel(calculator: Calculator(separators: ";", numbers: "1;2;x"))
    let recorder = recordEveryOutput(of: viewModel)
    #expect(
      recorder.take() == [
        "separators ;", "numbers 1;2;x", "sum 3", "status 2 numbers, 1 ignored", "focus numbers",
      ])
  }

  @Test func editingNumbersUpdatesTheModelSumAndStatusButNotTheField() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.numbersChanged("1,2")
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
  }

  @Test func editingSeparatorsUpdatesTheSumToo() {
    let (viewModel, recorder) = makeViewModel(numbers: "1;2")
    viewModel.separatorsChanged(",;")
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(viewModel.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
  }

  @Test func oneNumberIsSingular() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.numbersChanged("7")
    #expect(recorder.take() == ["sum 7", "status 1 number, 0 ignored"])
  }

  @Test func eachRequestEmitsItsRouteOnce() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.breakdownRequested()
    viewModel.presetsRequested()
    viewModel.breakdownRequested()
    viewModel.quitRequested()
    #expect(
      recorder.take() == ["route breakdown", "route presets", "route breakdown", "route quit"])
  }

  @Test func aChosenPresetSetsTheSeparatorsFieldTheResultAndFocusesNumbers() {
    let (viewModel, recorder) = makeViewModel(numbers: "1;2")
    viewModel.presetChosen(";")
    #expect(
      recorder.take() == ["separators ;", "sum 3", "status 2 numbers, 0 ignored", "focus numbers"])
    #expect(viewModel.finalCalculator.separators == ";")
  }

  @Test func theBreakdownViewModelShowsTheModelAsItIsNow() {
    let (viewModel, recorder) = makeViewModel()
    viewModel.numbersChanged("5,,7")
    _ = recorder.take()
    let breakdown = viewModel.makeBreakdownViewModel()
    #expect(
      breakdown.rows.map { "\($0.fragment)|\($0.value)|\($0.total)" } == [
        "5|5|5", "|ignored: empty|", "7|7|12",
      ])
    #expect(breakdown.footer == "Sum 12 · 2 numbers, 1 ignored")
    #expect(recorder.take() == [])
  }

  @Test func thePresetsViewModelPreselectsTheCurrentSeparators() {
    let (viewModel, recorder) = makeViewModel(separators: "|")
    #expect(viewModel.makePresetsViewModel().selectedIndex == 3)
    viewModel.separatorsChanged("x")
    #expect(viewModel.makePresetsViewModel().selectedIndex == 0)
    #expect(recorder.take() == ["sum 0", "status 0 numbers, 0 ignored"])
  }
}
