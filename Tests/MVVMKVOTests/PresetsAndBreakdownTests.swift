import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMKVO

/// The matrix's Presets scenarios: the Presets view model, its completion recorded.
@MainActor
struct PresetsScreenTests {
  private func makeViewModel(current: String) -> (PresetsViewModel, Recorder) {
    let viewModel = PresetsViewModel(currentSeparators: current)
    let recorder = Recorder()
    viewModel.onCompletion = recorder.callback("completion")
    return (viewModel, recorder)
  }

  @Test func presetsListsTheSixPresetsInOrder() {
    let (viewModel, _) = makeViewModel(current: ",")
    #expect(
      viewModel.rows.map { "\($0.separators)=\($0.name)" } == [
        ",=comma", ";=semicolon", " =space", "|=pipe", ",;=comma or semicolon",
        ",\n=comma or new line",
      ])
  }

  @Test(arguments: [(",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0)])
  func presetsPreselectsTheMatchingRowElseTheFirst(current: String, index: Int) {
    let (viewModel, _) = makeViewModel(current: current)
    #expect(viewModel.selectedIndex == index)
  }

  @Test func choosingARowReportsItsSeparators() {
    let (viewModel, recorder) = makeViewModel(current: ",")
    viewModel.presetChosen(at: 2)
    #expect(recorder.take() == [#"completion chosen(separators: " ")"#])
  }

  @Test func cancellingReportsCancel() {
    let (viewModel, recorder) = makeViewModel(current: ",")
    viewModel.cancelRequested()
    #expect(recorder.take() == ["completion cancelled"])
  }

  /// MVVM-KVO's back references are its observations: a view model holds them weakly, and
  /// they hold their handlers, so a view model does not keep the view observing it alive.
  @Test func whatItReportsToIsHeldWeakly() {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(), history: ControllableHistoryStore(), clock: ManualClock())
    weak var released: OutputRecorder?
    do {
      let recorder = recordOutputs(of: viewModel)
      _ = recorder.take()
      released = recorder
    }
    #expect(released == nil)
    viewModel.numbersChanged("5")
    #expect(viewModel.finalCalculator.sum == 5)
  }
}

/// The matrix's Breakdown scenarios: the Breakdown view model's constant outputs; going back
/// is the view's alone.
@MainActor
struct BreakdownScreenTests {
  @Test func breakdownShowsOneRowPerFragmentAndTheFooter() {
    let viewModel = BreakdownViewModel(breakdown: Calculator(numbers: "5,,7").breakdown)
    #expect(
      viewModel.rows.map { "\($0.fragment)|\($0.value)|\($0.total)" } == [
        "5|5|5", "|ignored: empty|", "7|7|12",
      ])
    #expect(viewModel.footer == "Sum 12 · 2 numbers, 1 ignored")
  }
}
