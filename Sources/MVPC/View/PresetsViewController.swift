import CalculatorUI
import TerminalUI

/// The Presets screen as a passive view: shows the presets and the preselected row its
/// presenter gave, and forwards the choice or the cancel.
@MainActor
final class PresetsViewController: LayoutViewController<PresetsLayout> {
  let presenter: PresetsPresenter

  init(presenter: PresetsPresenter) {
    self.presenter = presenter
    super.init(layout: PresetsLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.list
    // MARK: ⟶ Presets View → Presets Presenter: user input
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        presenter.presetChosen(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.presenter.cancelRequested() })
    // MARK: ⟶ Presets Presenter → Presets View: view update
    presenter.attach(self)
  }
}

extension PresetsViewController: PresetsViewing {
  // MARK: ⟶ Presets Presenter → Presets View: view update
  func show(rows: [(separators: String, name: String)], selectedIndex: Int) {
    layout.setRows(rows)
    layout.list.selectedIndex = selectedIndex
  }
}
