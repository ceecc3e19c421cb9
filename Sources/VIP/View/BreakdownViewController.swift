import CalculatorUI
import TerminalUI

/// What the Breakdown presenter may ask of its view controller.
@MainActor
protocol BreakdownDisplayLogic: AnyObject {
  func displayBreakdown(viewModel: BreakdownScene.Load.ViewModel)
}

/// The Breakdown scene's view controller: displays the rows its presenter made and sends the
/// back keys to its router.
@MainActor
final class BreakdownViewController: LayoutViewController<BreakdownLayout> {
  var interactor: BreakdownBusinessLogic?
  var router: (BreakdownRoutingLogic & BreakdownDataPassing)?

  init() {
    super.init(layout: BreakdownLayout())
    setup()
  }

  // MARK: ⟶ Calculator View → Breakdown Interactor: navigate forward
  /// Clean Swift's `setup()`: the scene's cycle, made with the view controller.
  private func setup() {
    let interactor = BreakdownInteractor()
    let presenter = BreakdownPresenter()
    let router = BreakdownRouter()
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.table
    // MARK: ⟶ Breakdown View → Breakdown Router: user input
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(KeyCommand(key) { [weak self] in self?.router?.routeToCalculator() })
    }
    // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
    interactor?.load(request: .init())
  }
}

extension BreakdownViewController: BreakdownDisplayLogic {
  // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
  func displayBreakdown(viewModel: BreakdownScene.Load.ViewModel) {
    layout.setRows(viewModel.rows)
    layout.footerLabel.text = viewModel.footer
  }
}
