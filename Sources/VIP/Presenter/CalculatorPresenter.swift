import CalculatorFormatting

/// What the Calculator interactor hands on: one method per use case, each taking its Response.
@MainActor
protocol CalculatorPresentationLogic {
  func presentCalculation(response: CalculatorScene.Load.Response)
  func presentResult(response: CalculatorScene.UpdateResult.Response)
  func presentChoice(response: CalculatorScene.ApplyChoice.Response)
  func presentSavedCount(response: CalculatorScene.ShowSavedCount.Response)
  func presentStep(response: CalculatorScene.ShowStep.Response)
}

/// Words the interactor's responses (through CalculatorFormatting) into view models for the
/// view controller, which it holds weakly: the view controller owns the cycle.
@MainActor
final class CalculatorPresenter: CalculatorPresentationLogic {
  weak var viewController: CalculatorDisplayLogic?

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func presentCalculation(response: CalculatorScene.Load.Response) {
    viewController?.displayCalculation(
      viewModel: CalculatorScene.Load.ViewModel(
        separators: response.separators, numbers: response.numbers,
        sum: CalculatorText.sum(response.tally), status: CalculatorText.status(response.tally)))
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func presentResult(response: CalculatorScene.UpdateResult.Response) {
    viewController?.displayResult(
      viewModel: CalculatorScene.UpdateResult.ViewModel(
        sum: CalculatorText.sum(response.tally),
        status: CalculatorText.status(response.tally, note: note(for: response.saveOutcome))))
  }

  private func note(for outcome: CalculatorScene.SaveOutcome?) -> String? {
    switch outcome {
    case nil: nil
    case .saved: HistoryText.saved
    case .failed(let error): HistoryText.notSaved(error)
    }
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func presentChoice(response: CalculatorScene.ApplyChoice.Response) {
    viewController?.displayChoice(
      viewModel: CalculatorScene.ApplyChoice.ViewModel(
        separators: response.separators, numbers: response.numbers,
        sum: CalculatorText.sum(response.tally), status: CalculatorText.status(response.tally)))
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func presentSavedCount(response: CalculatorScene.ShowSavedCount.Response) {
    viewController?.displaySavedCount(
      viewModel: CalculatorScene.ShowSavedCount.ViewModel(
        savedCount: response.count.map(HistoryText.savedCount)))
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  /// After an undo or a redo: no save note, as after any edit.
  func presentStep(response: CalculatorScene.ShowStep.Response) {
    viewController?.displayStep(
      viewModel: CalculatorScene.ShowStep.ViewModel(
        separators: response.separators, numbers: response.numbers, field: response.field,
        sum: CalculatorText.sum(response.tally), status: CalculatorText.status(response.tally)))
  }
}
