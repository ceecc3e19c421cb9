import CalculatorUI
import TerminalUI

/// The Breakdown screen: shows the rows and footer of the view model it was pushed with.
@MainActor
final class BreakdownViewController: ViewController {
  let viewModel: BreakdownViewModel
  private let layout = BreakdownLayout()

  init(viewModel: BreakdownViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    focusedView = layout.table
    // Going back changes nothing, so it is the navigation stack's business, like UIKit's back
    // button: the view model is not told.
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(
        KeyCommand(key) { [weak self] in self?.navigationController?.popViewController() })
    }
  }

  /// The outputs are constants: one snapshot, shown once.
  private func bind() {
    layout.setRows(viewModel.rows)
    layout.footerLabel.text = viewModel.footer
  }
}
