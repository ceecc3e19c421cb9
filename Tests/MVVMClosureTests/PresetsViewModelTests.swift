import Testing

@testable import MVVMClosure

/// The Presets view model: its rows, its preselection and its completion output.
@MainActor
struct PresetsViewModelTests {
  private func makeViewModel(current: String) -> (PresetsViewModel, Recorder) {
    let viewModel = PresetsViewModel(currentSeparators: current)
    let recorder = Recorder()
    viewModel.onCompletion = recorder.callback("completion")
    return (viewModel, recorder)
  }

  @Test func listsTheSixPresetsInOrder() {
    let (viewModel, _) = makeViewModel(current: ",")
    #expect(
      viewModel.rows.map { "\($0.separators)=\($0.name)" } == [
        ",=comma", ";=semicolon", " =space", "|=pipe", ",;=comma or semicolon",
        ",\n=comma or new line",
      ])
  }

  @Test(arguments: [(",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0)])
  func preselectsTheRowMatchingTheCurrentSeparatorsElseTheFirst(current: String, index: Int) {
    let (viewModel, _) = makeViewModel(current: current)
    #expect(viewModel.selectedIndex == index)
  }

  @Test func choosingARowCompletesWithItsSeparators() {
    let (viewModel, recorder) = makeViewModel(current: ",")
    viewModel.presetChosen(at: 2)
    #expect(recorder.take() == [#"completion chosen(separators: " ")"#])
  }

  @Test func cancellingCompletesWithNothingChosen() {
    let (viewModel, recorder) = makeViewModel(current: ",")
    viewModel.cancelRequested()
    #expect(recorder.take() == ["completion cancelled"])
  }
}
