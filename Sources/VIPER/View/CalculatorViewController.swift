import CalculatorUI
import TerminalUI

/// What the Calculator presenter may ask of its view: texts to show, already worded.
@MainActor
protocol CalculatorViewProtocol: AnyObject {
  func show(separators: String)
  func show(numbers: String)
  func show(sum: String, status: String)
  /// Shows `text` right-aligned in the title row (`1,234 saved`), or none.
  func show(savedCount: String?)
  func focusNumbers()
}

/// The Calculator module's View: forwards every user event to its presenter and shows what the
/// presenter tells it. It decides nothing, knows no model, and never navigates (the Router
/// does).
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  /// Strong: the view owns its presenter, which holds the view weakly.
  let presenter: any CalculatorPresenterProtocol

  init(presenter: any CalculatorPresenterProtocol) {
    self.presenter = presenter
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // MARK: ⟶ Calculator View → Calculator Interactor: user input
    layout.separatorsField.addAction(for: .editingChanged) { [weak self] field in
      self?.presenter.separatorsChanged(field.text)
    }
    layout.numbersField.addAction(for: .editingChanged) { [weak self] field in
      self?.presenter.numbersChanged(field.text)
    }
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.presenter.breakdownRequested() })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.presenter.presetsRequested() })
    addKeyCommand(KeyCommand(.control("s")) { [weak self] in self?.presenter.saveRequested() })
    addKeyCommand(KeyCommand(.control("r")) { [weak self] in self?.presenter.historyRequested() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.presenter.quitRequested() })
    // MARK: ⟶ Calculator Interactor → Calculator View: view update
    presenter.viewDidLoad()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  override func viewDidDisappear() {
    super.viewDidDisappear()
    presenter.viewDidDisappear()
  }
}

extension CalculatorViewController: CalculatorViewProtocol {
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func show(separators: String) {
    layout.separatorsField.text = separators
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func show(numbers: String) {
    layout.numbersField.text = numbers
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func show(sum: String, status: String) {
    layout.sumLabel.text = sum
    layout.statusLabel.text = status
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func show(savedCount: String?) {
    layout.titleRow.trailingText = savedCount
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func focusNumbers() {
    focusedView = layout.numbersField
  }
}
