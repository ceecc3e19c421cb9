import CalculatorUI
import TerminalUI

/// What the Presets presenter may ask of its view controller.
@MainActor
protocol PresetsDisplayLogic: AnyObject {
  func displayPresets(viewModel: PresetsScene.Load.ViewModel)
  func displayChosenPreset(viewModel: PresetsScene.ChoosePreset.ViewModel)
}

/// The Presets scene's view controller: displays the presets, sends the chosen row to its
/// interactor and routes back once the choice is kept (or at once, for a cancel).
@MainActor
final class PresetsViewController: LayoutViewController<PresetsLayout> {
  var interactor: PresetsBusinessLogic?
  var router: (PresetsRoutingLogic & PresetsDataPassing)?

  init() {
    super.init(layout: PresetsLayout())
    setup()
  }

  // MARK: ⟶ Calculator View → Presets Interactor: navigate forward
  /// Clean Swift's `setup()`: the scene's cycle, made with the view controller.
  private func setup() {
    let interactor = PresetsInteractor()
    let presenter = PresetsPresenter()
    let router = PresetsRouter()
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.list
    // MARK: ⟶ Presets View → Presets Interactor: user input
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        interactor?.choosePreset(request: .init(index: layout.list.selectedIndex))
      })
    // MARK: ⟶ Presets Router → Calculator Interactor: data back
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.router?.routeToCalculator() })
    // MARK: ⟶ Presets Interactor → Presets View: view update
    interactor?.load(request: .init())
  }
}

extension PresetsViewController: PresetsDisplayLogic {
  // MARK: ⟶ Presets Interactor → Presets View: view update
  func displayPresets(viewModel: PresetsScene.Load.ViewModel) {
    layout.setRows(viewModel.rows)
    layout.list.selectedIndex = viewModel.selectedIndex
  }

  // MARK: ⟶ Presets Router → Calculator Interactor: data back
  func displayChosenPreset(viewModel: PresetsScene.ChoosePreset.ViewModel) {
    router?.routeToCalculator()
  }
}
