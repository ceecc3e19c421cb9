import CalculatorUI
import Composable
import TerminalUI

/// The Presets screen: shows the presets with its store's row selected and sends what the user
/// did; the list keeps the selection while the user moves it.
@MainActor
final class PresetsViewController: LayoutViewController<PresetsLayout> {
  let store: Store<PresetsFeature.State, PresetsFeature.Action>

  init(store: Store<PresetsFeature.State, PresetsFeature.Action>) {
    self.store = store
    super.init(layout: PresetsLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    show(store.state)
    focusedView = layout.list
    // MARK: ⟶ Presets View → Presets Feature: user input
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        store.send(.presetTapped(at: layout.list.selectedIndex))
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.store.send(.cancelTapped) })
  }

  // MARK: ⟶ Presets Feature → Presets View: view update
  /// The rows and the preselection are constants: shown once, with no observation.
  private func show(_ state: PresetsFeature.State) {
    layout.setRows(state.rows)
    layout.list.selectedIndex = state.selectedIndex
  }
}
