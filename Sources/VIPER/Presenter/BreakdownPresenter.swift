import CalculatorFormatting
import CalculatorModel

/// What the Breakdown view tells its presenter.
@MainActor
protocol BreakdownPresenterProtocol: AnyObject {
  func viewDidLoad()
  func backRequested()
}

/// What the Breakdown interactor reports back to its presenter.
@MainActor
protocol BreakdownInteractorOutputProtocol: AnyObject {
  func didFetchBreakdown(_ breakdown: Breakdown)
}

/// The Breakdown module's Presenter: words the breakdown the interactor holds as table rows
/// and a footer, and asks the router to go back.
@MainActor
final class BreakdownPresenter {
  weak var view: (any BreakdownViewProtocol)?
  let interactor: any BreakdownInteractorInputProtocol
  let router: any BreakdownRouterProtocol

  init(interactor: any BreakdownInteractorInputProtocol, router: any BreakdownRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }
}

extension BreakdownPresenter: BreakdownPresenterProtocol {
  // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
  func viewDidLoad() {
    interactor.fetchBreakdown()
  }

  // MARK: ⟶ Breakdown View → Breakdown Router: user input
  func backRequested() {
    router.dismiss()
  }
}

extension BreakdownPresenter: BreakdownInteractorOutputProtocol {
  // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
  func didFetchBreakdown(_ breakdown: Breakdown) {
    view?.show(rows: BreakdownText.rows(breakdown), footer: BreakdownText.footer(breakdown))
  }
}
