import TerminalUI

/// Where the Presets presenter may ask to go.
@MainActor
protocol PresetsRouterProtocol: AnyObject {
  func dismiss()
}

/// The Presets module's Router: builds the module and pops it.
@MainActor
final class PresetsRouter {
  weak var viewController: ViewController?

  // MARK: ⟶ Calculator Presenter → Presets Router: navigate forward
  /// The Presets module, with the preset matching `currentSeparators` selected, handing the
  /// choice to `output`.
  static func createModule(
    currentSeparators: String, output: any PresetsModuleOutput
  ) -> ViewController {
    let interactor = PresetsInteractor(currentSeparators: currentSeparators)
    let router = PresetsRouter()
    let presenter = PresetsPresenter(interactor: interactor, router: router)
    let view = PresetsViewController(presenter: presenter)
    presenter.view = view
    presenter.moduleOutput = output
    interactor.output = presenter
    router.viewController = view
    return view
  }
}

extension PresetsRouter: PresetsRouterProtocol {
  // MARK: ⟶ Presets Interactor → Calculator Interactor: data back
  func dismiss() {
    _ = viewController?.navigationController?.popViewController()
  }
}
