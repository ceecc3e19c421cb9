/// What the Presets interactor hands on.
@MainActor
protocol PresetsPresentationLogic {
  func presentPresets(response: PresetsScene.Load.Response)
  func presentChosenPreset(response: PresetsScene.ChoosePreset.Response)
}

/// Turns the presets into rows; tells the view controller a choice was made.
@MainActor
final class PresetsPresenter: PresetsPresentationLogic {
  weak var viewController: PresetsDisplayLogic?

  // MARK: ⟶ Presets Interactor → Presets View: view update
  func presentPresets(response: PresetsScene.Load.Response) {
    viewController?.displayPresets(
      viewModel: PresetsScene.Load.ViewModel(
        rows: response.presets.map { ($0.separators, $0.name) },
        selectedIndex: response.selectedIndex))
  }

  // MARK: ⟶ Presets Router → Calculator Interactor: data back
  func presentChosenPreset(response: PresetsScene.ChoosePreset.Response) {
    viewController?.displayChosenPreset(viewModel: PresetsScene.ChoosePreset.ViewModel())
  }
}
