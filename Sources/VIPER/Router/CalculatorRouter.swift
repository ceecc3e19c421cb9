import CalculatorHistory
import CalculatorModel
import TerminalUI

/// Where the Calculator presenter may ask to go.
@MainActor
protocol CalculatorRouterProtocol: AnyObject {
  func showBreakdown(_ breakdown: Breakdown)
  func showPresets(currentSeparators: String, output: any PresetsModuleOutput)
  /// Returns the History module's input, for the saved count while it is shown.
  func showHistory(savedCount: Int?, output: any HistoryModuleOutput) -> any HistoryModuleInput
  /// The same, its list selecting the entry `id` once it has loaded (the app opened at it).
  func showHistory(
    savedCount: Int?, selecting id: HistoryEntry.ID, output: any HistoryModuleOutput
  ) -> any HistoryModuleInput
  /// Closes the window: the app quits.
  func quit()
}

/// The Calculator module's Router (wireframe): builds the module and every module it opens,
/// and pushes and pops them on its view controller's navigation controller.
@MainActor
final class CalculatorRouter {
  /// Weak: the view controller owns the presenter, which owns this router.
  weak var viewController: ViewController?
  /// The store the History module's interactor gets; this router never calls it.
  private let history: any HistoryStore
  /// What the History module's interactor waits on before it searches; handed on with the
  /// store.
  private let clock: any Clock<Duration>

  init(history: any HistoryStore, clock: any Clock<Duration>) {
    self.history = history
    self.clock = clock
  }

  // MARK: ⟶ App → Calculator Router: assembly
  /// The Calculator module around the interactor the composition root made (it owns the
  /// Entity): view, presenter and router, wired; its input opens the screen the app starts at.
  static func createModule(
    interactor: CalculatorInteractor, history: any HistoryStore, clock: any Clock<Duration>
  ) -> (view: ViewController, input: any CalculatorModuleInput) {
    let router = CalculatorRouter(history: history, clock: clock)
    let presenter = CalculatorPresenter(interactor: interactor, router: router)
    let view = CalculatorViewController(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    return (view, presenter)
  }
}

extension CalculatorRouter: CalculatorRouterProtocol {
  // MARK: ⟶ Calculator Presenter → Breakdown Router: navigate forward
  func showBreakdown(_ breakdown: Breakdown) {
    push(BreakdownRouter.createModule(breakdown: breakdown))
  }

  // MARK: ⟶ Calculator Presenter → Presets Router: navigate forward
  func showPresets(currentSeparators: String, output: any PresetsModuleOutput) {
    push(PresetsRouter.createModule(currentSeparators: currentSeparators, output: output))
  }

  // MARK: ⟶ Calculator Presenter → History Router: navigate forward
  func showHistory(savedCount: Int?, output: any HistoryModuleOutput) -> any HistoryModuleInput {
    let module = HistoryRouter.createModule(
      history: history, clock: clock, savedCount: savedCount, output: output)
    push(module.view)
    return module.input
  }

  // MARK: ⟶ Calculator Presenter → History Router: navigate forward
  func showHistory(
    savedCount: Int?, selecting id: HistoryEntry.ID, output: any HistoryModuleOutput
  ) -> any HistoryModuleInput {
    let module = HistoryRouter.createModule(
      history: history, clock: clock, savedCount: savedCount, selecting: id, output: output)
    push(module.view)
    return module.input
  }

  func quit() {
    viewController?.view.window?.close()
  }

  private func push(_ module: ViewController) {
    viewController?.navigationController?.pushViewController(module)
  }
}
