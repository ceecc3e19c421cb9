import CalculatorModel
import CalculatorUI
import TerminalUI

/// Owns the Calculator view and the model; turns edits into model updates and model state
/// into label texts, and opens the other screens (Cocoa MVC: the controller does it all).
@MainActor
final class CalculatorViewController: ViewController {
  private var calculator: Calculator
  private let calculatorView = CalculatorView()

  init(calculator: Calculator) {
    self.calculator = calculator
    super.init()
  }

  /// The model as it is now, for the composition root's quit line only.
  var finalCalculator: Calculator { calculator }

  override func loadView() {
    calculatorView.delegate = self
    view = calculatorView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.separatorsField.text = calculator.separators
    calculatorView.numbersField.text = calculator.numbers
    focusedView = calculatorView.numbersField
    updateResult()
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.showBreakdown() })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.showPresets() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.view.window?.close() })
  }

  // MARK: ⟶ Controller → View: view update
  private func updateResult() {
    let tally = calculator.tally
    calculatorView.sumLabel.text = "\(tally.sum)"
    calculatorView.statusLabel.text = tally.summary
  }

  // MARK: ⟶ Controller → Controller: navigate forward
  private func showBreakdown() {
    navigationController?.pushViewController(
      BreakdownViewController(breakdown: calculator.breakdown))
  }

  private func showPresets() {
    let presets = PresetsViewController(currentSeparators: calculator.separators)
    presets.delegate = self
    navigationController?.pushViewController(presets)
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  // MARK: ⟶ Controller → Model: model update
  func calculatorView(_ view: CalculatorView, didChangeSeparators text: String) {
    calculator.separators = text
    updateResult()
  }

  func calculatorView(_ view: CalculatorView, didChangeNumbers text: String) {
    calculator.numbers = text
    updateResult()
  }
}

extension CalculatorViewController: PresetsViewControllerDelegate {
  // MARK: ⟶ Presets Controller → Calculator Controller: data back
  func presetsViewController(_ controller: PresetsViewController, didChoose separators: String) {
    calculator.separators = separators
    calculatorView.separatorsField.text = separators
    updateResult()
    focusedView = calculatorView.numbersField
    navigationController?.popViewController()
  }

  func presetsViewControllerDidCancel(_ controller: PresetsViewController) {
    navigationController?.popViewController()
  }
}
