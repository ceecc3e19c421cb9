import CalculatorModel

/// The Presets screen's rows and preselection; reports the user's choice to its coordinator.
@MainActor
final class PresetsViewModel {
  /// One choice: the separators text and its name.
  typealias Row = (separators: String, name: String)

  weak var coordinator: PresetsCoordinating?
  let rows: [Row] = SeparatorPreset.all.map { ($0.separators, $0.name) }
  /// The row matching the current separators, or the first.
  let selectedIndex: Int

  init(currentSeparators: String) {
    selectedIndex = SeparatorPreset.index(matching: currentSeparators)
  }

  // MARK: ⟶ Presets ViewModel → PresetsCoordinator: data back
  func presetChosen(at index: Int) {
    coordinator?.presetChosen(SeparatorPreset.all[index].separators)
  }

  func cancelRequested() {
    coordinator?.presetsCancelled()
  }
}
