import Bindings
import CalculatorUI
import TerminalUI

/// The Calculator screen: shows its view model's outputs and forwards every edit and key to
/// it. It knows nothing but its view model.
@MainActor
final class CalculatorViewController: ViewController {
  let viewModel: CalculatorViewModel
  private let layout = CalculatorLayout()

  init(viewModel: CalculatorViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    // MARK: ⟶ View → ViewModel: user input
    layout.separatorsField.addAction(for: .editingChanged) { [weak self] field in
      self?.viewModel.separatorsChanged(field.text)
    }
    layout.numbersField.addAction(for: .editingChanged) { [weak self] field in
      self?.viewModel.numbersChanged(field.text)
    }
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.viewModel.breakdownRequested() })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.viewModel.presetsRequested() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.viewModel.quitRequested() })
  }

  // MARK: ⟶ ViewModel → View: view update
  private func bind() {
    viewModel.separatorsText.observe(on: self) { [weak self] in
      self?.layout.separatorsField.text = $0
    }
    viewModel.numbersText.observe(on: self) { [weak self] in self?.layout.numbersField.text = $0 }
    viewModel.sumText.observe(on: self) { [weak self] in self?.layout.sumLabel.text = $0 }
    viewModel.statusText.observe(on: self) { [weak self] in self?.layout.statusLabel.text = $0 }
    viewModel.focusedField.observe(on: self) { [weak self] field in
      guard let self else { return }
      focusedView = field == .separators ? layout.separatorsField : layout.numbersField
    }
  }
}
