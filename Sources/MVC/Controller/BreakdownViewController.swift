import CalculatorModel
import CalculatorUI
import TerminalUI

/// Shows the breakdown it was given when it was created ("prepare for segue").
@MainActor
final class BreakdownViewController: LayoutViewController<BreakdownLayout> {
  private let breakdown: Breakdown

  // MARK: ⟶ Calculator Controller → Breakdown Controller: navigate forward
  init(breakdown: Breakdown) {
    self.breakdown = breakdown
    super.init(layout: BreakdownLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // MARK: ⟶ Breakdown Controller → Breakdown View: view update
    layout.setRows(
      breakdown.fragments.map { ($0.text, $0.outcome.description, $0.totalText) })
    layout.footerLabel.text = "Sum \(breakdown.sum) · \(breakdown.summary)"
    focusedView = layout.table
    // MARK: ⟶ Breakdown View → Breakdown Controller: user input
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(
        KeyCommand(key) { [weak self] in self?.navigationController?.popViewController() })
    }
  }
}
