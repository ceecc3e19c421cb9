import CalculatorUI
import TerminalUI

/// The Presets screen: shows the presets with the current one selected and tells its view
/// model what the user did; whoever opened the screen hears the view model's completion.
@MainActor
final class PresetsViewController: ViewController {
  let viewModel: PresetsViewModel
  private let layout = PresetsLayout()

  init(viewModel: PresetsViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    focusedView = layout.list
    // MARK: ⟶ View → ViewModel: user input
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        viewModel.presetChosen(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.viewModel.cancelRequested() })
  }

  /// The rows and the preselection are constants; the completion goes to the opener.
  private func bind() {
    layout.setRows(viewModel.rows)
    layout.list.selectedIndex = viewModel.selectedIndex
  }
}
