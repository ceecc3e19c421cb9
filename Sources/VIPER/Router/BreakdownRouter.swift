import CalculatorModel
import TerminalUI

/// Where the Breakdown presenter may ask to go.
@MainActor
protocol BreakdownRouterProtocol: AnyObject {
  func dismiss()
}

/// The Breakdown module's Router: builds the module and pops it.
@MainActor
final class BreakdownRouter {
  weak var viewController: ViewController?

  // MARK: ⟶ Calculator Presenter → Breakdown Router: navigate forward
  /// The Breakdown module, showing `breakdown` as it was when the user asked.
  static func createModule(breakdown: Breakdown) -> ViewController {
    let interactor = BreakdownInteractor(breakdown: breakdown)
    let router = BreakdownRouter()
    let presenter = BreakdownPresenter(interactor: interactor, router: router)
    let view = BreakdownViewController(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    return view
  }
}

extension BreakdownRouter: BreakdownRouterProtocol {
  // MARK: ⟶ Breakdown View → Breakdown Router: user input
  func dismiss() {
    _ = viewController?.navigationController?.popViewController()
  }
}
