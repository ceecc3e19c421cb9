import CalculatorModel
import CalculatorUI
import TerminalUI

/// The Calculator screen with nothing in between: each field's action writes the model and
/// sets the labels itself, and the keys push the next controllers.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  private(set) var calculator: Calculator

  init(calculator: Calculator) {
    self.calculator = calculator
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.separatorsField.text = calculator.separators
    layout.numbersField.text = calculator.numbers
    focusedView = layout.numbersField
    updateResult()
    layout.separatorsField.addAction(for: .editingChanged) { [weak self] field in
      guard let self else { return }
      calculator.separators = field.text
      updateResult()
    }
    layout.numbersField.addAction(for: .editingChanged) { [weak self] field in
      guard let self else { return }
      calculator.numbers = field.text
      updateResult()
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        let breakdown = BreakdownViewController(breakdown: calculator.breakdown)
        navigationController?.pushViewController(breakdown)
      })
    addKeyCommand(
      KeyCommand(.control("p")) { [weak self] in
        guard let self else { return }
        navigationController?.pushViewController(PresetsViewController(calculatorScreen: self))
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.view.window?.close() })
  }

  /// Called by the Presets screen, which knows this controller by its concrete type.
  func applyPreset(_ separators: String) {
    calculator.separators = separators
    layout.separatorsField.text = separators
    updateResult()
    focusedView = layout.numbersField
  }

  private func updateResult() {
    let tally = calculator.tally
    layout.sumLabel.text = "\(tally.sum)"
    layout.statusLabel.text = tally.summary
  }
}
