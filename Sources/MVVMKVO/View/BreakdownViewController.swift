import CalculatorUI
import TerminalUI

/// The Breakdown screen: shows the rows and footer of the view model it was pushed with.
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
    // MARK: ⟶ Breakdown View → Navigation Controller: user input
    // Going back changes nothing, so it is the navigation stack's business, like UIKit's back
    // button: the view model is not told.
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(
        KeyCommand(key) { [weak self] in self?.navigationController?.popViewController() })
    }
  }

  // MARK: ⟶ Breakdown ViewModel → Breakdown View: view update
  /// The outputs are constants: one snapshot, shown once.
  private func bind() {
    layout.setRows(viewModel.rows)
    layout.footerLabel.text = viewModel.footer
  }
}
