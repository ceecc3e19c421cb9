import CalculatorModel
import CalculatorUI
import TerminalUI

/// Lists the separator presets with the current one selected; reports the choice through
/// its weak delegate.
@MainActor
final class PresetsViewController: LayoutViewController<PresetsLayout> {
  weak var delegate: PresetsViewControllerDelegate?
  private let currentSeparators: String

  // MARK: ⟶ Calculator Controller → Presets Controller: navigate forward
  init(currentSeparators: String) {
    self.currentSeparators = currentSeparators
    super.init(layout: PresetsLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // MARK: ⟶ Presets Controller → Presets View: view update
    layout.setRows(SeparatorPreset.all.map { ($0.separators, $0.name) })
    layout.list.selectedIndex = SeparatorPreset.index(matching: currentSeparators)
    focusedView = layout.list
    // MARK: ⟶ Presets View → Presets Controller: user input
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.presetChosen() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.cancelRequested() })
  }

  // MARK: ⟶ Presets Controller → Calculator Controller: data back
  private func presetChosen() {
    let preset = SeparatorPreset.all[layout.list.selectedIndex]
    delegate?.presetsViewController(self, didChoose: preset.separators)
  }

  // MARK: ⟶ Presets Controller → Calculator Controller: data back
  private func cancelRequested() {
    delegate?.presetsViewControllerDidCancel(self)
  }
}
