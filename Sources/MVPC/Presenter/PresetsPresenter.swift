import CalculatorModel

/// Lists the presets with the current one preselected; reports the choice or the cancel to
/// its coordinator, which ends the flow.
@MainActor
final class PresetsPresenter {
  /// Weak: the coordinator owns the flow that shows this screen.
  weak var coordinator: PresetsCoordinating?
  private let currentSeparators: String
  private weak var view: PresetsViewing?

  // MARK: ⟶ Calculator Presenter → Presets Presenter: navigate forward
  init(currentSeparators: String) {
    self.currentSeparators = currentSeparators
  }

  // MARK: ⟶ Presets Presenter → Presets View: view update
  func attach(_ view: PresetsViewing) {
    self.view = view
    view.show(
      rows: SeparatorPreset.all.map { ($0.separators, $0.name) },
      selectedIndex: SeparatorPreset.index(matching: currentSeparators))
  }

  // MARK: ⟶ Presets View → Presets Presenter: user input
  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  /// The view reports the row selected when Enter was pressed.
  func presetChosen(at index: Int) {
    coordinator?.presetChosen(SeparatorPreset.all[index].separators)
  }

  // MARK: ⟶ Presets View → Presets Presenter: user input
  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  func cancelRequested() {
    coordinator?.presetsCancelled()
  }
}
