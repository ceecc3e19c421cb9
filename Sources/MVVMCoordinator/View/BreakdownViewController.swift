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
    // MARK: ⟶ Breakdown View → ViewModel: user input
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(KeyCommand(key) { [weak self] in self?.viewModel.backRequested() })
    }
  }

  // MARK: ⟶ Breakdown ViewModel → View: view update
  private func bind() {
    layout.setRows(viewModel.rows)
    layout.footerLabel.text = viewModel.footer
    focusedView = layout.table
  }
}
