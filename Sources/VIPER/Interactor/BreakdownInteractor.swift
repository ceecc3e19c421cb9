import CalculatorModel

/// What the Breakdown presenter asks of its interactor.
@MainActor
protocol BreakdownInteractorInputProtocol: AnyObject {
  func fetchBreakdown()
}

/// The Breakdown module's Interactor: holds the breakdown of the model as it was when the user
/// asked, and hands it to its output.
@MainActor
final class BreakdownInteractor {
  weak var output: (any BreakdownInteractorOutputProtocol)?
  private let breakdown: Breakdown

  init(breakdown: Breakdown) {
    self.breakdown = breakdown
  }
}

extension BreakdownInteractor: BreakdownInteractorInputProtocol {
  // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
  func fetchBreakdown() {
    output?.didFetchBreakdown(breakdown)
  }
}
