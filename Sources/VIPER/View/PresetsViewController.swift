import CalculatorUI
import TerminalUI

/// What the Presets presenter may ask of its view.
@MainActor
protocol PresetsViewProtocol: AnyObject {
  func show(rows: [(separators: String, name: String)], selectedIndex: Int)
}

/// The Presets module's View: shows the presets and the preselected row its presenter gave,
/// and forwards the choice or the cancel.
@MainActor
final class PresetsViewController: LayoutViewController<PresetsLayout> {
  let presenter: any PresetsPresenterProtocol

  init(presenter: any PresetsPresenterProtocol) {
    self.presenter = presenter
    super.init(layout: PresetsLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.list
    // MARK: ⟶ Presets View → Presets Interactor: user input
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        presenter.presetChosen(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.presenter.cancelRequested() })
    // MARK: ⟶ Presets Interactor → Presets View: view update
    presenter.viewDidLoad()
  }
}

extension PresetsViewController: PresetsViewProtocol {
  // MARK: ⟶ Presets Interactor → Presets View: view update
  func show(rows: [(separators: String, name: String)], selectedIndex: Int) {
    layout.setRows(rows)
    layout.list.selectedIndex = selectedIndex
  }
}
