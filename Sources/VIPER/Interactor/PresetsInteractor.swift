import CalculatorModel

/// What the Presets presenter asks of its interactor.
@MainActor
protocol PresetsInteractorInputProtocol: AnyObject {
  func fetchPresets()
  func choosePreset(at index: Int)
}

/// The Presets module's Interactor: lists the model's presets with the one matching the
/// current separators selected, and turns a chosen row into its separators.
@MainActor
final class PresetsInteractor {
  weak var output: (any PresetsInteractorOutputProtocol)?
  private let currentSeparators: String

  init(currentSeparators: String) {
    self.currentSeparators = currentSeparators
  }
}

extension PresetsInteractor: PresetsInteractorInputProtocol {
  // MARK: ⟶ Presets Interactor → Presets View: view update
  func fetchPresets() {
    output?.didFetchPresets(
      SeparatorPreset.all, selectedIndex: SeparatorPreset.index(matching: currentSeparators))
  }

  // MARK: ⟶ Presets View → Presets Interactor: user input
  // MARK: ⟶ Presets Interactor → Calculator Interactor: data back
  func choosePreset(at index: Int) {
    output?.didChoosePreset(separators: SeparatorPreset.all[index].separators)
  }
}
