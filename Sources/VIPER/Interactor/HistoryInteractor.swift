import CalculatorHistory

/// What the History presenter asks of its interactor.
@MainActor
protocol HistoryInteractorInputProtocol: AnyObject {
  /// Loads the newest `limit` entries (and the total, when there are more).
  func loadHistory(limit: Int)
  func cancelLoading()
  func chooseEntry(at index: Int)
  func deleteEntry(at index: Int)
}

/// The History module's Interactor: loads the newest entries from the store, deletes them, and
/// finds the entry of a row. It owns the load task and cancels it when asked; deletes run to
/// their end.
@MainActor
final class HistoryInteractor {
  weak var output: (any HistoryInteractorOutputProtocol)?
  private let history: any HistoryStore
  /// The entries the rows show, once loaded.
  private var page: HistoryPage?
  private var loading: Task<Void, Never>?

  init(history: any HistoryStore) {
    self.history = history
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

  // MARK: ⟶ History View → History Interactor: cancel
  /// The screen went (popped or covered): a late answer must change nothing.
  func cancelLoading() {
    loading?.cancel()
  }

  // MARK: ⟶ History View → History Interactor: user input
  // MARK: ⟶ History Interactor → Calculator Interactor: data back
  func chooseEntry(at index: Int) {
    guard let entry = entry(at: index) else { return }
    output?.didChooseEntry(entry)
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
