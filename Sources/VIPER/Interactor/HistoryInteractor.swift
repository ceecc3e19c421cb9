import CalculatorHistory
import CalculatorModel

/// What the History presenter asks of its interactor.
@MainActor
protocol HistoryInteractorInputProtocol: AnyObject {
  /// Loads the newest `limit` entries (and the total, when there are more).
  func loadHistory(limit: Int)
  /// Searches the entries for `query` once `delay` has passed on the clock without another
  /// search asked; the search asked before, waiting or running, is cancelled.
  func searchHistory(_ query: String, limit: Int, after delay: Duration)
  /// Cancels the load or the search in flight.
  func cancelLoading()
  func chooseEntry(at index: Int)
  /// The breakdown of the entry of that row: the Calculator's, for the entry's separators and
  /// numbers.
  func fetchBreakdown(at index: Int)
  func deleteEntry(at index: Int)
}

/// The History module's Interactor: loads the newest entries from the store, searches them as
/// the query is edited, deletes them, and finds the entry of a row, or its breakdown. It owns
/// one task, the load or the search in flight: a newer search cancels it, and so does the
/// screen when it goes (not when the Breakdown covers it); deletes run to their end.
@MainActor
final class HistoryInteractor {
  weak var output: (any HistoryInteractorOutputProtocol)?
  private let history: any HistoryStore
  /// What a search waits on before it asks the store; handed over with the store.
  private let clock: any Clock<Duration>
  /// The entries the rows show, once loaded or found.
  private var page: HistoryPage?
  /// The load, or the search waiting or asking; the next search cancels it.
  private var loading: Task<Void, Never>?

  init(history: any HistoryStore, clock: any Clock<Duration>) {
    self.history = history
    self.clock = clock
  }

  private func entry(at index: Int) -> HistoryEntry? {
    guard let entries = page?.entries, entries.indices.contains(index) else { return nil }
    return entries[index]
  }
}

extension HistoryInteractor: HistoryInteractorInputProtocol {
  // MARK: ⟶ History Interactor → Store: side effect
  // MARK: ⟶ History Interactor → History View: view update
  func loadHistory(limit: Int) {
    loading = Task { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: limit)
        // A search or the screen's going cancelled it: its answer would be stale.
        try Task.checkCancellation()
        guard let self else { return }
        self.page = page
        output?.didLoadHistory(page)
      } catch is CancellationError {
        // The screen went first: a late answer changes nothing.
      } catch {
        self?.output?.didFailToLoadHistory(error)
      }
    }
  }

  // MARK: ⟶ History Interactor → Store: search
  // MARK: ⟶ History Interactor → History View: view update
  /// `delay` after the last call, the store's answer for `query`. A call meanwhile cancels the
  /// wait or the search in flight: a cancelled search's answer, if it still comes, is dropped.
  func searchHistory(_ query: String, limit: Int, after delay: Duration) {
    loading?.cancel()
    loading = Task { [history, clock, weak self] in
      do {
        try await clock.sleep(for: delay)
        let page = try await history.search(query, limit: limit)
        try Task.checkCancellation()
        guard let self else { return }
        self.page = page
        output?.didSearchHistory(page, query: query)
      } catch is CancellationError {
        // A newer query or the screen's going came first: a late answer changes nothing.
      } catch {
        guard !Task.isCancelled else { return }
        self?.output?.didFailToSearchHistory(error)
      }
    }
  }

  // MARK: ⟶ History View → History Interactor: cancel
  /// The screen went (popped, not covered): a late answer, loaded or found, must change nothing.
  func cancelLoading() {
    loading?.cancel()
  }

  // MARK: ⟶ History View → History Interactor: user input
  // MARK: ⟶ History Interactor → Calculator Interactor: data back
  func chooseEntry(at index: Int) {
    guard let entry = entry(at: index) else { return }
    output?.didChooseEntry(entry)
  }

  // MARK: ⟶ History Presenter → Breakdown Router: navigate forward
  /// No row (loading, empty, no match), nothing. The store is not asked: the page holds the
  /// entry, and the entry its calculation.
  func fetchBreakdown(at index: Int) {
    guard let entry = entry(at: index) else { return }
    output?.didFetchBreakdown(entry.calculator.breakdown)
  }

  // MARK: ⟶ History View → History Interactor: user input
  // MARK: ⟶ History Interactor → Store: side effect
  /// Deletes the entry of that row; the row goes once the store committed. Never cancelled:
  /// the user asked for it. The task keeps the output (the presenter, which owns this
  /// interactor) until then, so that the module output hears of it even if the screen went.
  func deleteEntry(at index: Int) {
    guard let entry = entry(at: index) else { return }
    Task { [history, weak self, output] in
      do {
        try await history.delete(id: entry.id)
        guard let self, var page else { return }
        page.remove(id: entry.id)
        self.page = page
        output?.didDeleteEntry(leaving: page)
      } catch {
        self?.output?.didFailToDeleteEntry(error)
      }
    }
  }
}
