import CalculatorUI
import Composable
import TerminalUI

/// The History screen: asks its store to load when it appears, shows the state (loading, rows,
/// failure, searching) as it changes, each part when what it reads changed, pushes or pops the
/// Breakdown as the state's `breakdown` says, and sends the query's edits, Enter, Right, Delete
/// and Esc.
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  let store: Store<HistoryFeature.State, HistoryFeature.Action>
  private var listObservation: ObservationToken?
  private var footerObservation: ObservationToken?
  private var breakdownObservation: ObservationToken?
  /// The Breakdown pushed for the state's `breakdown`, while there is one.
  private weak var presentedBreakdown: ViewController?
  /// The selections the list has made for the state (the list owns its selection), so that
  /// each is made once.
  private var selectedOnLoad: Int?
  private var firstRowSelections = 0
  /// The saved count the title shows (nil before the first is read), so that it is worded once.
  private var shownSavedCount: Int?

  init(store: Store<HistoryFeature.State, HistoryFeature.Action>) {
    self.store = store
    super.init(layout: HistoryLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.queryField
    // MARK: ⟶ History Feature → History View: view update
    // Two observations, each run again only when what it reads changed: an edit of the query
    // changes the footer, not the rows, so it runs the footer's alone.
    listObservation = observe { [weak self] in self?.showList() }
    footerObservation = observe { [weak self] in self?.showFooter() }
    breakdownObservation = observe { [weak self] in self?.showBreakdown() }
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
      KeyCommand(.right) { [weak self] in
        guard let self else { return }
        store.send(.breakdownTapped(at: layout.list.selectedIndex))
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
  /// The message or the rows, and a row the state asks to select: after a load, an answer or
  /// a delete, never after an edit of the query.
  private func showList() {
    layout.setMessage(store.message)
    layout.setRows(store.rows.map(\.columns))
    let selectedOnLoad = store.selectedOnLoad
    if let row = selectedOnLoad, row != self.selectedOnLoad { layout.list.selectedIndex = row }
    self.selectedOnLoad = selectedOnLoad
    let firstRowSelections = store.firstRowSelections
    if firstRowSelections != self.firstRowSelections { layout.list.selectedIndex = 0 }
    self.firstRowSelections = firstRowSelections
  }

  // MARK: ⟶ History Feature → History View: view update
  /// The footer (`Searching…` after each edit of the query) and the saved count.
  private func showFooter() {
    layout.setFooter(store.footer)
    let savedCount = store.savedCount
    if savedCount != shownSavedCount { layout.setSavedCount(savedCount) }
    shownSavedCount = savedCount
  }

  // MARK: ⟶ History Feature → Breakdown Feature: navigate forward
  /// Pushes the Breakdown when the state presents one, with a store scoped to it, and pops it
  /// when the state's `breakdown` goes (its back key).
  private func showBreakdown() {
    switch (store.breakdown != nil, presentedBreakdown) {
    case (true, nil):
      guard let child = store.scope(state: { $0.breakdown }, action: { .breakdown(.presented($0)) })
      else { return }
      let screen = BreakdownViewController(store: child)
      presentedBreakdown = screen
      navigationController?.pushViewController(screen)
    case (false, .some):
      presentedBreakdown = nil
      navigationController?.popViewController()
    default:
      return
    }
  }
}
