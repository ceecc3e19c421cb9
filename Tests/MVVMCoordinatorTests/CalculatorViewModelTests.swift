import CalculatorModel
import Testing

@testable import MVVMCoordinator

/// The Calculator view model through its seams: outputs observed as the view would bind them,
/// navigation requests caught by a spy coordinator. Both are compared exhaustively.
@MainActor
struct CalculatorViewModelTests {
  private let spy = CoordinatorSpy()

  private func makeViewModel(separators: String = ",", numbers: String = "")
    -> (CalculatorViewModel, OutputRecorder)
  {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers))
    viewModel.coordinator = spy
    return (viewModel, OutputRecorder(viewModel))
  }

  @Test func bindingShowsTheModelAndFocusesNumbers() {
    let (_, outputs) = makeViewModel(separators: ";", numbers: "1;2;x")
    #expect(
      outputs.takeOutputs() == [
        .separators(";"), .numbers("1;2;x"), .sum("3"), .status("2 numbers, 1 ignored"),
        .focus(.numbers),
      ])
    #expect(spy.takeCalls() == [])
  }

  @Test func numbersChangedUpdatesTheModelSumAndStatusOnly() {
    let (viewModel, outputs) = makeViewModel()
    _ = outputs.takeOutputs()
    viewModel.numbersChanged("1,2")
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
    #expect(outputs.takeOutputs() == [.sum("3"), .status("2 numbers, 0 ignored")])
    #expect(spy.takeCalls() == [])
  }

  @Test func separatorsChangedUpdatesTheModelAndTheResultWithoutEchoingTheText() {
    let (viewModel, outputs) = makeViewModel(numbers: "1;2")
    _ = outputs.takeOutputs()
    viewModel.separatorsChanged(",;")
    #expect(viewModel.finalCalculator.separators == ",;")
    #expect(outputs.takeOutputs() == [.sum("3"), .status("2 numbers, 0 ignored")])
    #expect(spy.takeCalls() == [])
  }

  @Test func breakdownRequestedPassesTheCurrentBreakdownToTheCoordinator() {
    let (viewModel, outputs) = makeViewModel()
    _ = outputs.takeOutputs()
    viewModel.numbersChanged("4,x")
    _ = outputs.takeOutputs()
    viewModel.breakdownRequested()
    #expect(spy.takeCalls() == [.showBreakdown(Calculator(numbers: "4,x").breakdown)])
    #expect(outputs.takeOutputs() == [])
  }

  @Test func presetsRequestedPassesTheCurrentSeparatorsToTheCoordinator() {
    let (viewModel, outputs) = makeViewModel(separators: "|")
    _ = outputs.takeOutputs()
    viewModel.presetsRequested()
    #expect(spy.takeCalls() == [.showPresets(current: "|")])
    #expect(outputs.takeOutputs() == [])
  }

  @Test func quitRequestedAsksTheCoordinatorToQuit() {
    let (viewModel, outputs) = makeViewModel()
    _ = outputs.takeOutputs()
    viewModel.quitRequested()
    #expect(spy.takeCalls() == [.quit])
    #expect(outputs.takeOutputs() == [])
  }

  @Test func applyingSeparatorsUpdatesModelFieldResultAndFocusesNumbers() {
    let (viewModel, outputs) = makeViewModel(numbers: "1;2,3")
    _ = outputs.takeOutputs()
    viewModel.presetChosen(";")
    #expect(viewModel.finalCalculator.separators == ";")
    #expect(
      outputs.takeOutputs() == [
        .separators(";"), .sum("1"), .status("1 number, 1 ignored"), .focus(.numbers),
      ])
    #expect(spy.takeCalls() == [])
  }

  @Test func theCoordinatorIsHeldWeakly() {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    do {
      let coordinator = CoordinatorSpy()
      viewModel.coordinator = coordinator
    }
    #expect(viewModel.coordinator == nil)
    viewModel.breakdownRequested()
  }
}
