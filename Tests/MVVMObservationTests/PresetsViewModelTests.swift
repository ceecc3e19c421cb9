import Testing

@testable import MVVMObservation

/// The Presets view model: its rows, its preselection and the separators of its selection.
@MainActor
struct PresetsViewModelTests {
  @Test func listsTheSixPresetsInOrder() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    #expect(
      viewModel.rows.map { "\($0.separators)=\($0.name)" } == [
        ",=comma", ";=semicolon", " =space", "|=pipe", ",;=comma or semicolon",
        ",\n=comma or new line",
      ])
  }

  @Test(arguments: [(",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0)])
  func preselectsTheRowMatchingTheCurrentSeparatorsElseTheFirst(current: String, index: Int) {
    #expect(PresetsViewModel(currentSeparators: current).selectedIndex == index)
  }

  @Test func theSelectedSeparatorsFollowTheSelection() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    viewModel.selectedIndex = 2
    #expect(viewModel.selectedSeparators == " ")
  }
}
