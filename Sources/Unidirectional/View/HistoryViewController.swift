import CalculatorUI
import Composable
import TerminalUI

/// The History screen: asks its store to load when it appears, shows the state (loading, rows,
/// failure, searching) each time it changes, and sends the query's edits, Enter, Delete and
/// Esc.
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  let store: Store<HistoryFeature.State, HistoryFeature.Action>
  private var observation: ObservationToken?
  /// The state last shown: the rows are worded and laid out again only when it changed.
  private var shown: HistoryFeature.State?

  init(store: Store<HistoryFeature.State, HistoryFeature.Action>) {
    self.store = store
    super.init(layout: HistoryLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.queryField
    // MARK: ⟶ History Feature → History View: view update
    observation = store.observe { [weak self] state in self?.apply(state) }
    // MARK: ⟶ History View → History Feature: user input
    store.send(.onAppear)
    layout.queryField.addAction(for: .editingChanged) { [weak self] field in
      self?.store.send(.queryChanged(field.text))
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        store.send(.restoreTapped(at: layout.list.selectedIndex))
      })
    addKeyCommand(
      KeyCommand(.delete) { [weak self] in
        guard let self else { return }
        store.send(.deleteTapped(at: layout.list.selectedIndex))
      })
    // MARK: ⟶ History View → History Feature: cancel
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.store.send(.cancelTapped) })
  }

  // MARK: ⟶ History View → History Feature: user input
  /// Every key first: a notice in the footer goes (the key then goes on as usual).
  override func pressesBegan(_ key: Key) -> Bool {
    if store.state.notice != nil { store.send(.keyPressed) }
    return false
  }

  // MARK: ⟶ History Feature → History View: view update
  private func apply(_ state: HistoryFeature.State) {
    guard state != shown else { return }
    let selectedBefore = shown?.selectedOnLoad
    let firstRowSelectionsBefore = shown?.firstRowSelections ?? 0
    shown = state
    layout.setMessage(state.message)
    layout.setRows(state.rows.map(\.columns))
    if let row = state.selectedOnLoad, row != selectedBefore { layout.list.selectedIndex = row }
    if state.firstRowSelections != firstRowSelectionsBefore { layout.list.selectedIndex = 0 }
    layout.setFooter(state.footer)
    layout.setSavedCount(state.savedCount)
  }
}
