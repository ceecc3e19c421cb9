import CalculatorUI
import TerminalUI

/// The Calculator screen: shows its view model's outputs and forwards every edit and key to
/// it. It knows nothing but its view model.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  let viewModel: CalculatorViewModel

  init(viewModel: CalculatorViewModel) {
    self.viewModel = viewModel
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    // MARK: ⟶ Calculator View → Calculator ViewModel: user input
    layout.separatorsField.addAction(for: .editingChanged) { [weak self] field in
      self?.viewModel.separatorsChanged(field.text)
    }
    layout.numbersField.addAction(for: .editingChanged) { [weak self] field in
      self?.viewModel.numbersChanged(field.text)
    }
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.viewModel.breakdownRequested() })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.viewModel.presetsRequested() })
    addKeyCommand(KeyCommand(.control("s")) { [weak self] in self?.viewModel.saveRequested() })
    addKeyCommand(KeyCommand(.control("r")) { [weak self] in self?.viewModel.historyRequested() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.viewModel.quitRequested() })
    viewModel.viewDidLoad()
  }

  /// Covered by a pushed screen: the view model drops its save note.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    viewModel.viewDidDisappear()
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  private func bind() {
    viewModel.separatorsText.observe(on: self) { [weak self] text in
      self?.layout.separatorsField.text = text
    }
    viewModel.numbersText.observe(on: self) { [weak self] text in
      self?.layout.numbersField.text = text
    }
    viewModel.sumText.observe(on: self) { [weak self] text in self?.layout.sumLabel.text = text }
    viewModel.statusText.observe(on: self) { [weak self] text in
      self?.layout.statusLabel.text = text
    }
    viewModel.focusedField.observe(on: self) { [weak self] field in
      guard let self else { return }
      focusedView = field == .separators ? layout.separatorsField : layout.numbersField
    }
    viewModel.savedCount.observe(on: self) { [weak self] count in
      self?.layout.setSavedCount(count)
    }
  }
}
