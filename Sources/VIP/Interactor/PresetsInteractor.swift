import CalculatorModel

/// What the Presets view controller asks of its scene.
@MainActor
protocol PresetsBusinessLogic {
  func load(request: PresetsScene.Load.Request)
  func choosePreset(request: PresetsScene.ChoosePreset.Request)
}

/// What the Calculator scene's router writes before the scene shows (the current separators),
/// and what this scene's router reads when it closes (the choice, nil for a cancel).
@MainActor
protocol PresetsDataStore: AnyObject {
  var currentSeparators: String { get set }
  var chosenSeparators: String? { get }
}

/// Lists the presets with the current one selected, and keeps the chosen one for the router.
@MainActor
final class PresetsInteractor: PresetsBusinessLogic, PresetsDataStore {
  var presenter: PresetsPresentationLogic?
  // MARK: ⟶ Calculator View → Presets Interactor: navigate forward
  var currentSeparators = ""
  private(set) var chosenSeparators: String?

  // MARK: ⟶ Presets Interactor → Presets View: view update
  func load(request: PresetsScene.Load.Request) {
    presenter?.presentPresets(
      response: PresetsScene.Load.Response(
        presets: SeparatorPreset.all,
        selectedIndex: SeparatorPreset.index(matching: currentSeparators)))
  }

  // MARK: ⟶ Presets View → Presets Interactor: user input
  /// The view controller reports the row selected when Enter was pressed.
  func choosePreset(request: PresetsScene.ChoosePreset.Request) {
    chosenSeparators = SeparatorPreset.all[request.index].separators
    presenter?.presentChosenPreset(response: PresetsScene.ChoosePreset.Response())
  }
}
