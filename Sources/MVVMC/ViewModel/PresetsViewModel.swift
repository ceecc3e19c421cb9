import CalculatorModel

/// The Presets screen's rows and preselection; reports the user's choice to its coordinator.
@MainActor
final class PresetsViewModel {
  /// One choice: the separators text and its name.
  typealias Row = (separators: String, name: String)

  weak var coordinator: PresetsCoordinating?
  // MARK: ⟶ Presets ViewModel → Presets View: view update
  let rows: [Row] = SeparatorPreset.all.map { ($0.separators, $0.name) }
  /// The row matching the current separators, or the first.
  let selectedIndex: Int

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  // MARK: ⟶ Presets ViewModel → Presets View: view update
  init(currentSeparators: String) {
    selectedIndex = SeparatorPreset.index(matching: currentSeparators)
  }

  // MARK: ⟶ Presets View → Presets ViewModel: user input
  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  func presetChosen(at index: Int) {
    coordinator?.presetChosen(SeparatorPreset.all[index].separators)
  }

  // MARK: ⟶ Presets View → Presets ViewModel: user input
  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  func cancelRequested() {
    coordinator?.presetsCancelled()
  }
}
