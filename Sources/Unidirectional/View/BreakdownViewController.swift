import CalculatorUI
import Composable
import TerminalUI

/// The Breakdown screen: shows its store's rows and footer, and sends the back keys.
@MainActor
final class BreakdownViewController: LayoutViewController<BreakdownLayout> {
  let store: Store<BreakdownFeature.State, BreakdownFeature.Action>

  init(store: Store<BreakdownFeature.State, BreakdownFeature.Action>) {
    self.store = store
    super.init(layout: BreakdownLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    show(store.state)
    focusedView = layout.table
    // MARK: ⟶ Breakdown View → Breakdown Feature: user input
    for key: Key in [.escape, .backspace, .left] {
      addKeyCommand(KeyCommand(key) { [weak self] in self?.store.send(.backTapped) })
    }
  }

  // MARK: ⟶ Breakdown Feature → Breakdown View: view update
  /// The state is a snapshot that never changes: shown once, with no observation.
  private func show(_ state: BreakdownFeature.State) {
    layout.setRows(state.rows.map { ($0.fragment, $0.value, $0.total) })
    layout.footerLabel.text = state.footer
  }
}
