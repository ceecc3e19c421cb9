import Bindings
import CalculatorModel

/// The Presets screen's rows and selection; publishes how the user finished with it, for
/// whoever opened the screen to observe.
@MainActor
final class PresetsViewModel {
  typealias Row = (separators: String, name: String)

  /// How the screen was left: with a preset's separators, or cancelled.
  enum Completion: Equatable {
    case chosen(separators: String)
    case cancelled
  }

  let rows: [Row] = SeparatorPreset.all.map { ($0.separators, $0.name) }
  let preselectedIndex: Int
  let completion = Observable<Completion?>(nil)

  init(currentSeparators: String) {
    preselectedIndex = SeparatorPreset.index(matching: currentSeparators)
  }

  // MARK: Inputs

  func presetChosen(at index: Int) {
    completion.value = .chosen(separators: SeparatorPreset.all[index].separators)
  }

  func cancelled() {
    completion.value = .cancelled
  }
}
