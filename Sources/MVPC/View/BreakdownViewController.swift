import CalculatorUI
import TerminalUI

/// The Breakdown screen as a passive view: shows the rows its presenter formatted and
/// forwards the back keys.
@MainActor
final class BreakdownViewController: LayoutViewController<BreakdownLayout> {
  let presenter: BreakdownPresenter

  init(presenter: BreakdownPresenter) {
    self.presenter = presenter
    super.init(layout: BreakdownLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.table
    // MARK: ⟶ Breakdown View → App Coordinator: user input
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(KeyCommand(key) { [weak self] in self?.presenter.backRequested() })
    }
    // MARK: ⟶ Breakdown Presenter → Breakdown View: view update
    presenter.attach(self)
  }
}

extension BreakdownViewController: BreakdownViewing {
  // MARK: ⟶ Breakdown Presenter → Breakdown View: view update
  func show(rows: [(fragment: String, value: String, total: String)], footer: String) {
    layout.setRows(rows)
    layout.footerLabel.text = footer
  }
}
