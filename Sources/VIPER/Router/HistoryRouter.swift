import CalculatorHistory
import CalculatorModel
import TerminalUI

/// Where the History presenter may ask to go.
@MainActor
protocol HistoryRouterProtocol: AnyObject {
  /// Pushes the Breakdown module over History, which stays as it is underneath.
  func showBreakdown(_ breakdown: Breakdown)
  func dismiss()
}

/// The History module's Router: builds the module, its interactor on the store and the clock
/// the app injected, pushes the Breakdown module of an entry over it, and pops it (which
/// cancels the load or the search: the view reports that it is popped).
@MainActor
final class HistoryRouter {
  weak var viewController: ViewController?

  // MARK: ⟶ Calculator Presenter → History Router: navigate forward
  /// The History module, whose interactor loads from `history` once the screen loads and
  /// searches it after a pause on `clock`, handing the chosen entry to `output`; its title row
  /// shows `savedCount` until its input is given another.
  static func createModule(
    history: any HistoryStore, clock: any Clock<Duration>, savedCount: Int?,
    selecting id: HistoryEntry.ID? = nil, output: any HistoryModuleOutput
  ) -> (view: ViewController, input: any HistoryModuleInput) {
    let interactor = HistoryInteractor(history: history, clock: clock)
    let router = HistoryRouter()
    let presenter = HistoryPresenter(interactor: interactor, router: router)
    presenter.updateSavedCount(savedCount)
    presenter.entryToSelect = id
    let view = HistoryViewController(presenter: presenter)
    presenter.view = view
    presenter.moduleOutput = output
    interactor.output = presenter
    router.viewController = view
    return (view, presenter)
  }
}

extension HistoryRouter: HistoryRouterProtocol {
  // MARK: ⟶ History Presenter → Breakdown Router: navigate forward
  func showBreakdown(_ breakdown: Breakdown) {
    viewController?.navigationController?.pushViewController(
      BreakdownRouter.createModule(breakdown: breakdown))
  }

  // MARK: ⟶ History Interactor → Calculator Interactor: data back
  func dismiss() {
    _ = viewController?.navigationController?.popViewController()
  }
}
