import CalculatorModel

/// The Presets screen's rows and selection; reports how the user finished with it through a
/// plain output closure that whoever opened the screen sets.
@MainActor
final class PresetsViewModel {
  typealias Row = (separators: String, name: String)

  /// How the screen was left: with a preset's separators, or cancelled.
  enum Completion: Equatable {
    case chosen(separators: String)
    case cancelled
  }

  let rows: [Row] = SeparatorPreset.all.map { ($0.separators, $0.name) }
  let selectedIndex: Int
  /// Called once, when the user chooses or cancels.
  var onCompletion: (@MainActor (Completion) -> Void)?

  init(currentSeparators: String) {
    selectedIndex = SeparatorPreset.index(matching: currentSeparators)
  }

  // MARK: Inputs

  func presetChosen(at index: Int) {
    onCompletion?(.chosen(separators: SeparatorPreset.all[index].separators))
  }

  func cancelRequested() {
    onCompletion?(.cancelled)
  }
}
