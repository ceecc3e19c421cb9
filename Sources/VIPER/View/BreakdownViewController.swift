import CalculatorUI
import TerminalUI

/// What the Breakdown presenter may ask of its view.
@MainActor
protocol BreakdownViewProtocol: AnyObject {
  func show(rows: [(fragment: String, value: String, total: String)], footer: String)
}

/// The Breakdown module's View: shows the rows its presenter worded and forwards the back keys.
@MainActor
final class BreakdownViewController: LayoutViewController<BreakdownLayout> {
  let presenter: any BreakdownPresenterProtocol

  init(presenter: any BreakdownPresenterProtocol) {
    self.presenter = presenter
    super.init(layout: BreakdownLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.table
    // MARK: ⟶ Breakdown View → Breakdown Router: user input
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(KeyCommand(key) { [weak self] in self?.presenter.backRequested() })
    }
    // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
    presenter.viewDidLoad()
  }
}

extension BreakdownViewController: BreakdownViewProtocol {
  // MARK: ⟶ Breakdown Interactor → Breakdown View: view update
  func show(rows: [(fragment: String, value: String, total: String)], footer: String) {
    layout.setRows(rows)
    layout.footerLabel.text = footer
  }
}
