import CalculatorUI
import TerminalUI

/// The Calculator screen as a passive view: forwards every user event to its presenter and
/// shows what the presenter tells it, nothing else.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  /// Strong: the view owns its presenter, which holds the view weakly.
  let presenter: CalculatorPresenter

  init(presenter: CalculatorPresenter) {
    self.presenter = presenter
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // MARK: ⟶ Calculator View → Calculator Presenter: user input
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
    // MARK: ⟶ Calculator Presenter → Calculator View: view update
    presenter.attach(self)
  }

  // MARK: ⟶ Calculator View → Calculator Presenter: user input
  override func viewDidDisappear() {
    super.viewDidDisappear()
    presenter.viewDidDisappear()
  }
}

extension CalculatorViewController: CalculatorViewing {
  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func show(separators: String) {
    layout.separatorsField.text = separators
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func show(numbers: String) {
    layout.numbersField.text = numbers
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func show(sum: String, status: String) {
    layout.sumLabel.text = sum
    layout.statusLabel.text = status
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func show(savedCount: String?) {
    layout.titleRow.trailingText = savedCount
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func focusNumbers() {
    focusedView = layout.numbersField
  }

  // MARK: ⟶ Calculator Presenter → Breakdown Presenter: navigate forward
  func showBreakdown(_ presenter: BreakdownPresenter) {
    navigationController?.pushViewController(BreakdownViewController(presenter: presenter))
  }

  // MARK: ⟶ Calculator Presenter → Presets Presenter: navigate forward
  func showPresets(_ presenter: PresetsPresenter) {
    navigationController?.pushViewController(PresetsViewController(presenter: presenter))
  }

  func dismissPresets() {
    navigationController?.popViewController()
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: navigate forward
  func showHistory(_ presenter: HistoryPresenter) {
    navigationController?.pushViewController(HistoryViewController(presenter: presenter))
  }

  func dismissHistory() {
    navigationController?.popViewController()
  }

  func close() {
    view.window?.close()
  }
}
