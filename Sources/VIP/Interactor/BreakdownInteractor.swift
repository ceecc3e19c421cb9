import CalculatorModel

/// What the Breakdown view controller asks of its scene.
@MainActor
protocol BreakdownBusinessLogic {
  func load(request: BreakdownScene.Load.Request)
}

/// What the Calculator scene's router writes before the scene shows.
@MainActor
protocol BreakdownDataStore: AnyObject {
  var breakdown: Breakdown? { get set }
}

/// Hands the breakdown it was passed to its presenter.
@MainActor
final class BreakdownInteractor: BreakdownBusinessLogic, BreakdownDataStore {
  var presenter: BreakdownPresentationLogic?
  // MARK: ⟶ Calculator View → Breakdown Interactor: navigate forward
  var breakdown: Breakdown?

  // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
  func load(request: BreakdownScene.Load.Request) {
    guard let breakdown else { return }
    presenter?.presentBreakdown(response: BreakdownScene.Load.Response(breakdown: breakdown))
  }
}
