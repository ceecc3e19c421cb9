import CalculatorFormatting
import CalculatorHistory

/// Loads the newest entries from the store it was handed, searches as its view reports each
/// edit of the query, deletes on request, and reports the chosen entry, the back or the
/// selected entry's Breakdown to its coordinator. Owns one task, the load or the search in
/// flight: each edit cancels it and starts a search that first waits 150 ms on the clock it was
/// handed, and the view's pop cancels it (covered by the Breakdown, the task goes on).
@MainActor
final class HistoryPresenter {
  /// Weak: the coordinator owns the flow that shows this screen.
  weak var coordinator: HistoryCoordinating?
  private let history: any HistoryStore
  private let clock: any Clock<Duration>
  private weak var view: HistoryViewing?
  private var page: HistoryPage?
  /// The query the rows answer: "" for the newest entries, as on opening.
  private var query = ""
  /// The load, or the search waiting or asking; the next edit of the query cancels it.
  private var loading: Task<Void, Never>?
  /// How many calculations are saved, as the Calculator presenter, which owns the count, last
  /// had it handed over.
  private var savedCount: Int?

  /// The entry to select once the first page has loaded (the app opened at it), until then.
  private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer tells of an entry not found, until the next key.
  private var showsNotice = false

  // MARK: ⟶ Calculator Presenter → History Presenter: navigate forward
  init(
    history: any HistoryStore, clock: any Clock<Duration>, selecting id: HistoryEntry.ID? = nil
  ) {
    self.history = history
    self.clock = clock
    entryToSelect = id
  }

  // MARK: ⟶ History Presenter → History View: view update
  // MARK: ⟶ History Presenter → Store: side effect
  /// Connects the view, shows `Loading…` and starts loading the newest page.
  func attach(_ view: HistoryViewing) {
    self.view = view
    view.show(message: HistoryText.loading)
    view.show(savedCount: savedCount.map(HistoryText.savedCount))
    loading = Task { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        self?.show(page)
      } catch is CancellationError {
      } catch {
        self?.view?.show(message: HistoryText.unavailable(error))
      }
    }
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  /// Takes the count the Calculator presenter knows when the flow starts, then each new one it
  /// reads while the screen is shown (the coordinators hand them on).
  func showSavedCount(_ count: Int?) {
    savedCount = count
    view?.show(savedCount: count.map(HistoryText.savedCount))
  }

  // MARK: ⟶ History View → History Presenter: cancel
  /// The screen went: popped, a late answer must change nothing; covered by the Breakdown, the
  /// load or the search goes on and its answer shows on return.
  func viewDidDisappear(popped: Bool) {
    guard popped else { return }
    loading?.cancel()
  }

  // MARK: ⟶ History View → History Presenter: user input
  /// Any key, before the screen handles it: a notice in the footer goes.
  func keyPressed() {
    guard showsNotice, let page else { return }
    showsNotice = false
    view?.show(footer: HistoryText.footer(for: page, query: query))
  }

  // MARK: ⟶ History View → History Presenter: user input
  // MARK: ⟶ History Presenter → History View: view update
  /// Each edit of the query: the rows stay, the footer says `Searching…`, and the search
  /// starts over.
  func queryChanged(_ text: String) {
    loading?.cancel()
    view?.show(footer: HistoryText.searching)
    search(text)
  }

  // MARK: ⟶ History Presenter → Store: search
  /// 150 ms after the last edit, the store's answer for `text`. An edit meanwhile cancels the
  /// wait or the search in flight: a cancelled search's answer, if it still comes, is dropped.
  private func search(_ text: String) {
    loading = Task { [history, clock, weak self] in
      do {
        try await clock.sleep(for: HistoryText.searchDelay)
        let page = try await history.search(text, limit: HistoryText.limit)
        try Task.checkCancellation()
        self?.query = text
        self?.show(page)
        self?.view?.select(row: 0)
      } catch is CancellationError {
      } catch {
        self?.view?.show(footer: HistoryText.notSearched(error))
      }
    }
  }

  // MARK: ⟶ History View → History Presenter: user input
  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  /// The view reports the row selected when Enter was pressed; no row, nothing happens.
  func entryChosen(at index: Int) {
    guard let entry = entry(at: index) else { return }
    coordinator?.historyEntryChosen(entry)
  }

  // MARK: ⟶ History View → History Presenter: user input
  // MARK: ⟶ History Presenter → Breakdown Presenter: navigate forward
  /// The view reports the row selected when Right was pressed; no row, nothing happens. The
  /// coordinator is handed the entry's breakdown, as the Calculator presenter hands it the
  /// model's; this presenter stays as it is under the Breakdown.
  func breakdownRequested(at index: Int) {
    guard let entry = entry(at: index) else { return }
    coordinator?.showBreakdown(entry.calculator.breakdown)
  }

  // MARK: ⟶ History View → History Presenter: user input
  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  func cancelRequested() {
    coordinator?.historyClosed()
  }

  // MARK: ⟶ History View → History Presenter: user input
  // MARK: ⟶ History Presenter → Store: side effect
  /// Deletes the entry of the selected row; its row goes once the store committed. A delete is
  /// never cancelled: the user asked for it. The task keeps the coordinator until then, so that
  /// the flow hears of it even once it has finished (the count it hands on has changed).
  func deleteRequested(at index: Int) {
    guard let entry = entry(at: index) else { return }
    Task { [history, weak self, coordinator] in
      do {
        try await history.delete(id: entry.id)
        coordinator?.historyEntryDeleted()
        guard let self, var page else { return }
        page.remove(id: entry.id)
        show(page)
      } catch {
        self?.view?.show(footer: HistoryText.notDeleted(error))
      }
    }
  }

  private func entry(at index: Int) -> HistoryEntry? {
    guard let entries = page?.entries, entries.indices.contains(index) else { return nil }
    return entries[index]
  }

  // MARK: ⟶ History Presenter → History View: view update
  private func show(_ page: HistoryPage) {
    self.page = page
    view?.show(rows: HistoryText.rows(page.entries))
    // A search's empty answer has no message: its footer says `No matches`.
    view?.show(message: query.isEmpty ? HistoryText.message(for: page) : nil)
    view?.show(footer: HistoryText.footer(for: page, query: query))
    guard let id = entryToSelect else { return }
    entryToSelect = nil
    let opening = HistoryText.opening(page, at: id)
    view?.select(row: opening.row)
    if let notice = opening.notice {
      view?.show(footer: notice)
      showsNotice = true
    }
  }
}
