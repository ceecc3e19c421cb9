import CalculatorUI
import TerminalUI

/// The Presets screen: shows the presets with the current one selected and tells its view
/// model what the user did; whoever opened the screen hears the view model's completion.
@MainActor
final class PresetsViewController: LayoutViewController<PresetsLayout> {
  let viewModel: PresetsViewModel

  init(viewModel: PresetsViewModel) {
    self.viewModel = viewModel
    super.init(layout: PresetsLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    focusedView = layout.list
    // MARK: ⟶ Presets View → Presets ViewModel: user input
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        viewModel.presetChosen(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.viewModel.cancelRequested() })
  }

  // MARK: ⟶ Presets ViewModel → Presets View: view update
  /// The rows and the preselection are constants.
  private func bind() {
    layout.setRows(viewModel.rows)
    layout.list.selectedIndex = viewModel.selectedIndex
  }
}
