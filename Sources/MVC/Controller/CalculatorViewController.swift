import CalculatorModel
import CalculatorUI
import TerminalUI

/// Owns the Calculator view and the model; turns edits into model updates and model state
/// into label texts, and opens the other screens (Cocoa MVC: the controller does it all).
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorView> {
  private var calculator: Calculator

  init(calculator: Calculator) {
    self.calculator = calculator
    super.init(layout: CalculatorView())
  }

  /// The model as it is now, for the composition root's quit line only.
  var finalCalculator: Calculator { calculator }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.delegate = self
    layout.separatorsField.text = calculator.separators
    layout.numbersField.text = calculator.numbers
    focusedView = layout.numbersField
    updateResult()
    // MARK: ⟶ Calculator View → Calculator Controller: user input
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.showBreakdown() })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.showPresets() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.view.window?.close() })
  }

  // MARK: ⟶ Calculator Controller → Calculator View: view update
  private func updateResult() {
    let tally = calculator.tally
    layout.sumLabel.text = "\(tally.sum)"
    layout.statusLabel.text = tally.summary
  }

  // MARK: ⟶ Calculator Controller → Breakdown Controller: navigate forward
  private func showBreakdown() {
    navigationController?.pushViewController(
      BreakdownViewController(breakdown: calculator.breakdown))
  }

  // MARK: ⟶ Calculator Controller → Presets Controller: navigate forward
  private func showPresets() {
    let presets = PresetsViewController(currentSeparators: calculator.separators)
    presets.delegate = self
    navigationController?.pushViewController(presets)
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  // MARK: ⟶ Calculator View → Calculator Controller: user input
  // MARK: ⟶ Calculator Controller → Model: model update
  func calculatorView(_ view: CalculatorView, didChangeSeparators text: String) {
    calculator.separators = text
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator Controller: user input
  // MARK: ⟶ Calculator Controller → Model: model update
  func calculatorView(_ view: CalculatorView, didChangeNumbers text: String) {
    calculator.numbers = text
    updateResult()
  }
}

extension CalculatorViewController: PresetsViewControllerDelegate {
  // MARK: ⟶ Presets Controller → Calculator Controller: data back
  func presetsViewController(_ controller: PresetsViewController, didChoose separators: String) {
    calculator.separators = separators
    layout.separatorsField.text = separators
    updateResult()
    focusedView = layout.numbersField
    navigationController?.popViewController()
  }

  // MARK: ⟶ Presets Controller → Calculator Controller: data back
  func presetsViewControllerDidCancel(_ controller: PresetsViewController) {
    navigationController?.popViewController()
  }
}
