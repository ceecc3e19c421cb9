import CalculatorUI
import TerminalUI

/// The Presets screen as a passive view: shows the presets and the preselected row its
/// presenter gave, and forwards the choice or the cancel.
@MainActor
final class PresetsViewController: ViewController {
  let presenter: PresetsPresenter
  private let layout = PresetsLayout()

  init(presenter: PresetsPresenter) {
    self.presenter = presenter
    super.init()
  }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.list
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        presenter.presetChosen(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.presenter.cancelRequested() })
    presenter.attach(self)
  }
}

extension PresetsViewController: PresetsViewing {
  func show(presets: [(separators: String, name: String)], selectedIndex: Int) {
    layout.setRows(presets)
    layout.list.selectedIndex = selectedIndex
  }
}
