import CalculatorModel
import CalculatorUI
import TerminalUI

/// The Presets screen: Enter hands the choice straight to the Calculator controller that
/// opened it (no delegate protocol) and pops.
@MainActor
final class PresetsViewController: LayoutViewController<PresetsLayout> {
  /// Weak: the navigation stack owns both screens.
  private weak var calculatorScreen: CalculatorViewController?

  init(calculatorScreen: CalculatorViewController) {
    self.calculatorScreen = calculatorScreen
    super.init(layout: PresetsLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.setRows(SeparatorPreset.all.map { ($0.separators, $0.name) })
    let current = calculatorScreen?.calculator.separators ?? ""
    layout.list.selectedIndex = SeparatorPreset.index(matching: current)
    focusedView = layout.list
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        calculatorScreen?.applyPreset(SeparatorPreset.all[layout.list.selectedIndex].separators)
        navigationController?.popViewController()
      })
    addKeyCommand(
      KeyCommand(.escape) { [weak self] in self?.navigationController?.popViewController() })
  }
}
