import CalculatorModel
import Testing

@testable import MVVMCoordinator

@MainActor
struct BreakdownViewModelTests {
  private let spy = CoordinatorSpy()

  @Test func rowsAndFooterAreTheBreakdownInWords() {
    let viewModel = BreakdownViewModel(breakdown: Calculator(numbers: "5,,x,7").breakdown)
    #expect(
      viewModel.rows.map { [$0.fragment, $0.value, $0.total] } == [
        ["5", "5", "5"],
        ["", "ignored: empty", ""],
        ["x", "ignored: not a number", ""],
        ["7", "7", "12"],
      ])
    #expect(viewModel.footer == "Sum 12 · 2 numbers, 2 ignored")
  }

  @Test func backRequestedAsksTheCoordinatorToClose() {
    let viewModel = BreakdownViewModel(breakdown: Calculator().breakdown)
    viewModel.coordinator = spy
    viewModel.backRequested()
    #expect(spy.takeCalls() == [.closeBreakdown])
  }

  @Test func theCoordinatorIsHeldWeakly() {
    let viewModel = BreakdownViewModel(breakdown: Calculator().breakdown)
    do {
      let coordinator = CoordinatorSpy()
      viewModel.coordinator = coordinator
    }
    #expect(viewModel.coordinator == nil)
  }
}

@MainActor
struct PresetsViewModelTests {
  private let spy = CoordinatorSpy()

  @Test func rowsAreThePresetsInOrder() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    #expect(
      viewModel.rows.map { "\($0.separators)|\($0.name)" } == [
        ",|comma", ";|semicolon", " |space", "||pipe", ",;|comma or semicolon",
        ",\n|comma or new line",
      ])
  }

  @Test(arguments: [(",", 0), (";", 1), (",;", 4), ("#", 0), ("", 0)])
  func theCurrentSeparatorsArePreselectedElseTheFirst(current: String, index: Int) {
    #expect(PresetsViewModel(currentSeparators: current).selectedIndex == index)
  }

  @Test func choosingARowReportsItsSeparators() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    viewModel.coordinator = spy
    viewModel.presetChosen(at: 2)
    #expect(spy.takeCalls() == [.presetChosen(" ")])
  }

  @Test func cancellingReportsCancel() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    viewModel.coordinator = spy
    viewModel.cancelRequested()
    #expect(spy.takeCalls() == [.presetsCancelled])
  }

  @Test func theCoordinatorIsHeldWeakly() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    do {
      let coordinator = CoordinatorSpy()
      viewModel.coordinator = coordinator
    }
    #expect(viewModel.coordinator == nil)
  }
}
