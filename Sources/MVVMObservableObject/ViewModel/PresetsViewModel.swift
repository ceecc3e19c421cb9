import CalculatorModel
import OpenCombine

/// The Presets screen's rows and selection. The choice goes back through the closure the
/// opener gave the view, into the Calculator view model's state.
@MainActor
final class PresetsViewModel: ObservableObject {
  typealias Row = (separators: String, name: String)

  // MARK: ⟶ Presets ViewModel → Presets View: view update
  // MARK: ⟶ Presets View → Presets ViewModel: user input
  let rows: [Row] = SeparatorPreset.all.map { ($0.separators, $0.name) }
  /// The selected row; the list binds to it (the current separators' row at first).
  @Published var selectedIndex: Int

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  // MARK: ⟶ Presets ViewModel → Presets View: view update
  init(currentSeparators: String) {
    selectedIndex = SeparatorPreset.index(matching: currentSeparators)
  }

  // MARK: ⟶ Presets View → Calculator ViewModel: data back
  /// The separators of the selected row.
  var selectedSeparators: String {
    SeparatorPreset.all[selectedIndex].separators
  }
}
