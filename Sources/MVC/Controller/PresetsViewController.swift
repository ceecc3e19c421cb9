import CalculatorModel
import CalculatorUI
import TerminalUI

/// Lists the separator presets with the current one selected; reports the choice through
/// its weak delegate.
@MainActor
final class PresetsViewController: ViewController {
  weak var delegate: PresetsViewControllerDelegate?
  private let currentSeparators: String
  private let layout = PresetsLayout()

  init(currentSeparators: String) {
    self.currentSeparators = currentSeparators
    super.init()
  }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.setRows(SeparatorPreset.all.map { ($0.separators, $0.name) })
    layout.list.selectedIndex = SeparatorPreset.index(matching: currentSeparators)
    focusedView = layout.list
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.choose() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.cancel() })
  }

  private func choose() {
    let preset = SeparatorPreset.all[layout.list.selectedIndex]
    delegate?.presetsViewController(self, didChoose: preset.separators)
  }

  private func cancel() {
    delegate?.presetsViewControllerDidCancel(self)
  }
}
