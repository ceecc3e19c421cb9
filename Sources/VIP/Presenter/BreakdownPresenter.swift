import CalculatorFormatting

/// What the Breakdown interactor hands on.
@MainActor
protocol BreakdownPresentationLogic {
  func presentBreakdown(response: BreakdownScene.Load.Response)
}

/// Turns the breakdown into table rows and a footer.
@MainActor
final class BreakdownPresenter: BreakdownPresentationLogic {
  weak var viewController: BreakdownDisplayLogic?

  // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
  func presentBreakdown(response: BreakdownScene.Load.Response) {
    viewController?.displayBreakdown(
      viewModel: BreakdownScene.Load.ViewModel(
        rows: BreakdownText.rows(response.breakdown),
        footer: BreakdownText.footer(response.breakdown)))
  }
}
