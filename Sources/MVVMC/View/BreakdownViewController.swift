import CalculatorUI
import TerminalUI

/// The Breakdown screen: shows the rows and footer its view model made, and forwards the
/// back keys to it.
@MainActor
final class BreakdownViewController: LayoutViewController<BreakdownLayout> {
  let viewModel: BreakdownViewModel

  init(viewModel: BreakdownViewModel) {
    self.viewModel = viewModel
    super.init(layout: BreakdownLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    focusedView = layout.table
    // MARK: ⟶ Breakdown View → App Coordinator: user input
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(KeyCommand(key) { [weak self] in self?.viewModel.backRequested() })
    }
  }

  // MARK: ⟶ Breakdown ViewModel → Breakdown View: view update
  /// The outputs are constants: one snapshot, shown once.
  private func bind() {
    layout.setRows(viewModel.rows)
    layout.footerLabel.text = viewModel.footer
  }
}
