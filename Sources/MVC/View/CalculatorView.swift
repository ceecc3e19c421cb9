import CalculatorUI
import TerminalUI

/// The Calculator screen: the shared layout plus a weak delegate for its edits.
@MainActor
final class CalculatorView: CalculatorLayout {
  weak var delegate: CalculatorViewDelegate?

  override init() {
    super.init()
    // MARK: ⟶ Calculator View → Calculator Controller: user input
    separatorsField.addAction(for: .editingChanged) { [weak self] field in
      guard let self else { return }
      delegate?.calculatorView(self, didChangeSeparators: field.text)
    }
    numbersField.addAction(for: .editingChanged) { [weak self] field in
      guard let self else { return }
      delegate?.calculatorView(self, didChangeNumbers: field.text)
    }
  }
}

/// The Calculator screen in a window under 6 rows: the shared compact layout plus a weak
/// delegate for its edits, the same delegate as the full view's.
@MainActor
final class CompactCalculatorView: CompactCalculatorLayout {
  weak var delegate: CalculatorViewDelegate?

  override init() {
    super.init()
    // MARK: ⟶ Calculator View → Calculator Controller: user input
    separatorsField.addAction(for: .editingChanged) { [weak self] field in
      guard let self else { return }
      delegate?.calculatorView(self, didChangeSeparators: field.text)
    }
    numbersField.addAction(for: .editingChanged) { [weak self] field in
      guard let self else { return }
      delegate?.calculatorView(self, didChangeNumbers: field.text)
    }
  }
}
