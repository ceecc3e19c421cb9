import CalculatorModel

/// The Presets screen's rows and selection; reports how the user finished with it through a
/// plain output closure that whoever opened the screen sets.
@MainActor
final class PresetsViewModel {
  /// One choice: the separators text and its name.
  typealias Row = (separators: String, name: String)

  /// How the screen was left: with a preset's separators, or cancelled.
  enum Completion: Equatable {
    case chosen(separators: String)
    case cancelled
  }

  // MARK: ⟶ Presets ViewModel → Presets View: view update
  let rows: [Row] = SeparatorPreset.all.map { ($0.separators, $0.name) }
  /// The row matching the current separators, or the first.
  let selectedIndex: Int
  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  /// Called once, when the user chooses or cancels.
  var onCompletion: (@MainActor (Completion) -> Void)?

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  // MARK: ⟶ Presets ViewModel → Presets View: view update
  init(currentSeparators: String) {
    selectedIndex = SeparatorPreset.index(matching: currentSeparators)
  }

  // MARK: ⟶ Presets View → Presets ViewModel: user input
  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  func presetChosen(at index: Int) {
    onCompletion?(.chosen(separators: SeparatorPreset.all[index].separators))
  }

  // MARK: ⟶ Presets View → Presets ViewModel: user input
  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  func cancelRequested() {
    onCompletion?(.cancelled)
  }
}
