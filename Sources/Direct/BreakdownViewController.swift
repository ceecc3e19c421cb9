import CalculatorModel
import CalculatorUI
import TerminalUI

/// The Breakdown screen, filled from the breakdown it is created with.
@MainActor
final class BreakdownViewController: LayoutViewController<BreakdownLayout> {
  private let breakdown: Breakdown

  init(breakdown: Breakdown) {
    self.breakdown = breakdown
    super.init(layout: BreakdownLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.setRows(breakdown.fragments.map { ($0.text, $0.outcome.description, $0.totalText) })
    layout.footerLabel.text = "Sum \(breakdown.sum) · \(breakdown.summary)"
    focusedView = layout.table
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(
        KeyCommand(key) { [weak self] in self?.navigationController?.popViewController() })
    }
  }
}
