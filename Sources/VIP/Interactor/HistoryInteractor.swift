import CalculatorFormatting
import CalculatorHistory
import CalculatorModel

/// What the History view controller asks of its scene.
@MainActor
protocol HistoryBusinessLogic {
  func loadHistory(request: HistoryScene.LoadHistory.Request)
  func search(request: HistoryScene.Search.Request)
  func cancelLoad(request: HistoryScene.CancelLoad.Request)
  func deleteEntry(request: HistoryScene.DeleteEntry.Request)
  func chooseEntry(request: HistoryScene.ChooseEntry.Request)
  func dismissNotice(request: HistoryScene.DismissNotice.Request)
}

/// What the Calculator scene's router writes before the scene shows (the store and the clock),
/// and what this scene's router reads when it closes (the entry to restore, nil for a back) or
/// opens the Breakdown scene (the breakdown of the selected row's entry).
@MainActor
protocol HistoryDataStore: AnyObject {
  var history: (any HistoryStore)? { get set }
  /// What a search waits on after the last edit: the composition root's, passed as the store.
  var clock: (any Clock<Duration>)? { get set }
  /// The saved count, which the Calculator scene's worker keeps and this scene shows.
  var savedCountWorker: SavedCountWorker? { get set }
  /// The entry to select once the first page has loaded (the app opened at it), or nil.
  var entryToSelect: HistoryEntry.ID? { get set }
  var chosenEntry: HistoryEntry? { get }
  /// For the Breakdown scene: the breakdown of the entry of that row, the Calculator's for its
  /// separators and numbers; nil for no row (loading, empty, no match).
  func breakdown(atRow row: Int) -> Breakdown?
}

/// Loads the newest entries from the store it was passed, searches it as the query is edited
/// and deletes on request; keeps the chosen entry for the router, and gives it a row's
/// breakdown. Owns one task, the load or the search in flight: each edit of the query cancels
/// it, and so does the scene going (not its being covered by the Breakdown).
@MainActor
final class HistoryInteractor: HistoryBusinessLogic, HistoryDataStore {
  var presenter: HistoryPresentationLogic?
  // MARK: ⟶ Calculator View → History Interactor: navigate forward
  var history: (any HistoryStore)?
  var clock: (any Clock<Duration>)?
  var savedCountWorker: SavedCountWorker?
  // MARK: ⟶ App → Calculator Router: open at
  var entryToSelect: HistoryEntry.ID?
  private(set) var chosenEntry: HistoryEntry?
  private var page: HistoryPage?
  /// The query the page answers: "" for the newest entries, as on opening.
  private var query = ""
  /// The load, or the search waiting or asking; the next edit of the query cancels it.
  private var loading: Task<Void, Never>?
  /// Whether the footer tells of an entry not found, until the next key.
  private var showsNotice = false

  // MARK: ⟶ History Interactor → Store: side effect
  // MARK: ⟶ History Interactor → History View: view update
  /// Presents the loading state and the saved count already known (reading none), and starts
  /// loading the newest page.
  func loadHistory(request: HistoryScene.LoadHistory.Request) {
    guard let history else { return }
    presenter?.presentHistory(response: .loading)
    savedCountWorker?.addListener(self)
    loading = Task { [weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        self?.present(page)
      } catch is CancellationError {
        // The scene went first: a late answer changes nothing.
      } catch {
        self?.presenter?.presentHistory(response: .failed(error))
      }
    }
  }

  // MARK: ⟶ History View → History Interactor: user input
  // MARK: ⟶ History Interactor → Store: search
  /// Presents searching, and 150 ms after the last edit the store's answer for the query. An
  /// edit meanwhile cancels the wait or the search in flight (or the first load): a cancelled
  /// search's answer, if it still comes, is dropped. A failure keeps the rows.
  func search(request: HistoryScene.Search.Request) {
    guard let history, let clock else { return }
    loading?.cancel()
    presenter?.presentSearch(response: .searching)
    let query = request.query
    loading = Task { [weak self] in
      do {
        try await clock.sleep(for: HistoryText.searchDelay)
        let page = try await history.search(query, limit: HistoryText.limit)
        try Task.checkCancellation()
        guard let self else { return }
        self.page = page
        self.query = query
        presenter?.presentSearch(response: .page(page, query: query))
      } catch is CancellationError {
        // A newer edit, or the scene went: this answer is stale.
      } catch {
        self?.presenter?.presentSearch(response: .failed(error))
      }
    }
  }

  // MARK: ⟶ History View → History Interactor: cancel
  /// The load or the search, waiting or running.
  func cancelLoad(request: HistoryScene.CancelLoad.Request) {
    loading?.cancel()
  }

  // MARK: ⟶ History View → History Interactor: user input
  // MARK: ⟶ History Interactor → Store: side effect
  /// Deletes the entry of that row; its row goes once the store committed, and the saved count
  /// is read again (both scenes show it). A delete is never cancelled: the user asked for it.
  func deleteEntry(request: HistoryScene.DeleteEntry.Request) {
    guard let history, let entry = entry(at: request.index) else { return }
    Task { [weak self, savedCountWorker] in
      do {
        try await history.delete(id: entry.id)
        savedCountWorker?.readCount()
        guard let self, var page else { return }
        page.remove(id: entry.id)
        present(page)
      } catch {
        self?.presenter?.presentDeleteFailure(
          response: HistoryScene.DeleteEntry.Response(error: error))
      }
    }
  }

  // MARK: ⟶ History View → History Interactor: user input
  /// The view controller reports the row selected when Enter was pressed; no row, nothing.
  func chooseEntry(request: HistoryScene.ChooseEntry.Request) {
    guard let entry = entry(at: request.index) else { return }
    chosenEntry = entry
    presenter?.presentChosenEntry(response: HistoryScene.ChooseEntry.Response())
  }

  // MARK: ⟶ History View → History Interactor: user input
  /// Any key after the notice: the footer goes back to the page's own.
  func dismissNotice(request: HistoryScene.DismissNotice.Request) {
    guard showsNotice, let page else { return }
    showsNotice = false
    presenter?.presentNoticeDismissed(response: HistoryScene.DismissNotice.Response(page: page))
  }

  // MARK: ⟶ History View → Breakdown Interactor: navigate forward
  /// Read by the router; the store is not asked: the page holds the entry.
  func breakdown(atRow row: Int) -> Breakdown? {
    entry(at: row)?.calculator.breakdown
  }

  private func entry(at index: Int) -> HistoryEntry? {
    guard let entries = page?.entries, entries.indices.contains(index) else { return nil }
    return entries[index]
  }

  // MARK: ⟶ History Interactor → History View: view update
  private func present(_ page: HistoryPage) {
    self.page = page
    presenter?.presentHistory(response: .loaded(page, query: query))
    guard let id = entryToSelect else { return }
    entryToSelect = nil
    let row = page.entries.firstIndex { $0.id == id }
    showsNotice = row == nil
    presenter?.presentSelection(
      response: HistoryScene.SelectEntry.Response(row: row ?? 0, missingID: row == nil ? id : nil))
  }
}

extension HistoryInteractor: SavedCountListener {
  // MARK: ⟶ Calculator Interactor → History Interactor: shared state
  /// The count known when the scene opens, then each new one while it shows.
  func savedCountChanged(_ count: Int?) {
    presenter?.presentSavedCount(response: HistoryScene.ShowSavedCount.Response(count: count))
  }
}
