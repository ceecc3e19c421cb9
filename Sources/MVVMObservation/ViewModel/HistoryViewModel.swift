import CalculatorFormatting
import CalculatorHistory
import Observation

/// The History screen's state and intents: loads the newest entries from the store, deletes
/// the selected one, and hands the selected one back to whoever opened the screen (through
/// the closure it was made with). What the screen shows is one state, already in words; the
/// selection is bound to the list.
///
/// The view runs the load as its `.task`, so the load is the view's: it is cancelled when the
/// view disappears (the screen is popped), and a cancelled load changes nothing.
@MainActor
@Observable
final class HistoryViewModel {
  /// What the screen shows.
  enum State {
    /// Until the load answers: `Loading…` in place of the rows.
    case loading(message: String)
    /// The loaded page: its rows, the empty text in their place when there are none, the
    /// footer (`1,000 of 1,234`, or why a delete failed).
    case loaded(rows: [HistoryText.Row], message: String?, footer: String?)
    /// The load failed: `History unavailable: …` in place of the rows.
    case failed(message: String)
  }

  // MARK: ⟶ History ViewModel → History View: view update
  private(set) var state = State.loading(message: HistoryText.loading)
  // MARK: ⟶ History View → History ViewModel: user input
  /// The selected row; the list binds to it.
  var selectedIndex = 0
  // MARK: ⟶ History ViewModel → History View: view update
  /// The title row's `1,234 saved`: the count the Calculator view model read, nothing until known.
  private(set) var savedCountText: String?

  @ObservationIgnored private let history: any HistoryStore
  /// Tells the Calculator view model, which owns the saved count, to read it again.
  @ObservationIgnored private let deleteCommitted: @MainActor () -> Void
  @ObservationIgnored private let entryChosen: @MainActor (HistoryEntry) -> Void
  /// The entries the rows show, once loaded.
  @ObservationIgnored private var page: HistoryPage?
  /// The entry to select once the first page has loaded (the app opened at it), until then.
  @ObservationIgnored private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer tells of an entry not found, until the next key.
  @ObservationIgnored private var showsNotice = false

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  init(
    history: any HistoryStore, deleteCommitted: @escaping @MainActor () -> Void,
    entryChosen: @escaping @MainActor (HistoryEntry) -> Void, selecting id: HistoryEntry.ID? = nil
  ) {
    self.history = history
    self.deleteCommitted = deleteCommitted
    self.entryChosen = entryChosen
    entryToSelect = id
  }

  // MARK: ⟶ History View → History ViewModel: user input
  /// Any key, before the screen handles it: a notice in the footer goes.
  func keyPressed() {
    guard showsNotice, let page else { return }
    showsNotice = false
    showFooter(HistoryText.footer(for: page))
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  /// The saved count, from the Calculator view model: the one known when the screen opens, then
  /// each one read while it shows.
  func savedCountChanged(_ count: Int?) {
    savedCountText = count.map(HistoryText.savedCount)
  }

  // MARK: ⟶ History ViewModel → Store: side effect
  // MARK: ⟶ History View → History ViewModel: cancel
  /// Loads the newest page: the view's `.task` runs it. When that task is cancelled the
  /// store's call throws `CancellationError`, which changes nothing.
  ///
  /// A closure that holds this view model weakly, not a method: a task awaiting a method
  /// holds its object until the call returns, so leaving the screen would free it only once
  /// the cancelled call had wound down. This way the task keeps nothing of the screen alive.
  var load: @MainActor () async -> Void {
    { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        self?.show(page)
      } catch is CancellationError {
      } catch {
        self?.state = .failed(message: HistoryText.unavailable(error))
      }
    }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Hands the selected entry back; nothing when there is no row.
  func restoreRequested() {
    if let entry = selectedEntry { entryChosen(entry) }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Store: side effect
  /// Deletes the selected entry; its row goes once the store has committed, and the saved count
  /// is read again. The delete is not the view's: it runs to its end even if the screen goes,
  /// holding this view model weakly.
  func deleteRequested() {
    guard let entry = selectedEntry else { return }
    Task { [history, deleteCommitted, weak self] in
      do {
        try await history.delete(id: entry.id)
        deleteCommitted()
        guard let self, var page else { return }
        page.remove(id: entry.id)
        show(page)
      } catch {
        self?.showFooter(HistoryText.notDeleted(error))
      }
    }
  }

  // MARK: ⟶ History ViewModel → History View: view update
  private func show(_ page: HistoryPage) {
    self.page = page
    selectedIndex = min(selectedIndex, max(0, page.entries.count - 1))
    state = .loaded(
      rows: HistoryText.rows(page.entries), message: HistoryText.message(for: page),
      footer: HistoryText.footer(for: page))

    guard let id = entryToSelect else { return }
    entryToSelect = nil
    let opening = HistoryText.opening(page, at: id)
    selectedIndex = opening.row
    if let notice = opening.notice {
      showFooter(notice)
      showsNotice = true
    }
  }

  private var selectedEntry: HistoryEntry? {
    guard let entries = page?.entries, entries.indices.contains(selectedIndex) else { return nil }
    return entries[selectedIndex]
  }

  private func showFooter(_ footer: String?) {
    guard case .loaded(let rows, let message, _) = state else { return }
    state = .loaded(rows: rows, message: message, footer: footer)
  }
}
