import CalculatorModel

/// What the Presets view tells its presenter.
@MainActor
protocol PresetsPresenterProtocol: AnyObject {
  func viewDidLoad()
  /// The row selected when Enter was pressed.
  func presetChosen(at index: Int)
  func cancelRequested()
}

/// What the Presets interactor reports back to its presenter.
@MainActor
protocol PresetsInteractorOutputProtocol: AnyObject {
  func didFetchPresets(_ presets: [SeparatorPreset], selectedIndex: Int)
  func didChoosePreset(separators: String)
}

/// How the Presets module hands the chosen separators to the module that opened it (the
/// Calculator presenter, which tells its interactor).
@MainActor
protocol PresetsModuleOutput: AnyObject {
  func presetsModule(didChoose separators: String)
}

/// The Presets module's Presenter: shows the presets the interactor lists, hands the chosen
/// separators to its module output, and asks its router to go back after a choice or a cancel.
@MainActor
final class PresetsPresenter {
  weak var view: (any PresetsViewProtocol)?
  /// Weak: the module that opened this one owns it, through its screen.
  weak var moduleOutput: (any PresetsModuleOutput)?
  let interactor: any PresetsInteractorInputProtocol
  let router: any PresetsRouterProtocol

  init(interactor: any PresetsInteractorInputProtocol, router: any PresetsRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }
}

extension PresetsPresenter: PresetsPresenterProtocol {
  // MARK: ⟶ Presets Interactor → Presets View: view update
  func viewDidLoad() {
    interactor.fetchPresets()
  }

  // MARK: ⟶ Presets View → Presets Interactor: user input
  func presetChosen(at index: Int) {
    interactor.choosePreset(at: index)
  }

  // MARK: ⟶ Presets View → Presets Interactor: user input
  func cancelRequested() {
    router.dismiss()
  }
}

extension PresetsPresenter: PresetsInteractorOutputProtocol {
  // MARK: ⟶ Presets Interactor → Presets View: view update
  func didFetchPresets(_ presets: [SeparatorPreset], selectedIndex: Int) {
    view?.show(rows: presets.map { ($0.separators, $0.name) }, selectedIndex: selectedIndex)
  }

  // MARK: ⟶ Presets Interactor → Calculator Interactor: data back
  func didChoosePreset(separators: String) {
    moduleOutput?.presetsModule(didChoose: separators)
    router.dismiss()
  }
}
