import CalculatorUI
import DeclarativeUI

/// The Presets screen: the presets with the selection bound to its view model; Enter hands the
/// selected separators to whoever opened the screen, Esc cancels.
struct PresetsView: View {
  @ObservedObject var viewModel: PresetsViewModel
  let presetChosen: @MainActor (String) -> Void
  let cancelRequested: @MainActor () -> Void

  // MARK: ⟶ Presets ViewModel → Presets View: view update
  var body: some View {
    VStack {
      Text(PresetsLayout.title)
      list
      Text(PresetsLayout.hint)
    }
    // MARK: ⟶ Presets View → Calculator ViewModel: data back
    .onKeyPress(.enter) {
      presetChosen(viewModel.selectedSeparators)
      return .handled
    }
    .onKeyPress(.escape) {
      cancelRequested()
      return .handled
    }
  }

  // MARK: ⟶ Presets View → Presets ViewModel: user input
  // MARK: ⟶ Presets ViewModel → Presets View: view update
  /// The rows, with the selection bound to the view model: Up/Down write it.
  private var list: some View {
    List(selection: $viewModel.selectedIndex) {
      ForEach(viewModel.rows) { row in Text(PresetsLayout.text(of: row)) }
    }
    .listRowInsets(leading: PresetsLayout.indent)
  }
}
