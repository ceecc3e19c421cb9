import CalculatorFormatting
import CalculatorHistory
import KeyValueObserving

/// The History screen's state and logic: calls the store, owns one task (the load, or the
/// search the query's last edit started, which waits 150 ms on the clock first), and publishes
/// what the screen shows, already in words, as `@Observed` properties the view observes one key
/// path each, as KVO has one observable property per value: the state (the rows, or the text in
/// their place) and the footer apart, so that a query edit, a failure or a notice going away
/// sets the footer alone and the rows are not sent again. The saved count is in an object it
/// shares with the Calculator view model. Restoring an entry or leaving is reported through a
/// plain output closure that whoever opened the screen sets; where to go next from the screen
/// (the Breakdown of an entry) through another, that the screen's own view sets.
@MainActor
final class HistoryViewModel: KeyValueObservingObject {
  /// One row in words: when it was saved, its sum, the numbers as typed.
  typealias Row = HistoryText.Row

  /// What the screen shows above the footer: loading, the loaded page, or why it could not
  /// load. A search started before the first page came keeps the loading message, with no row.
  enum State {
    case loading(message: String)
    /// `message` stands in place of the rows (the empty text); nil when there is none.
    case loaded(rows: [Row], message: String?)
    case failed(message: String)
  }

  /// How the screen was left: with an entry's separators and numbers, or cancelled.
  enum Completion: Equatable {
    case restored(separators: String, numbers: String)
    case cancelled
  }

  /// Where the screen asks to go, over itself; emitted once per request (an event, so a
  /// closure: an observed property would show it again to a later observer).
  enum Route {
    /// The Breakdown screen, its view model made from an entry's fields.
    case breakdown(BreakdownViewModel)
  }

  // MARK: ⟶ History ViewModel → History View: view update
  @Observed private(set) var state = State.loading(message: HistoryText.loading)
  /// The line above the hint (`1,000 of N`, `N matches`, `Searching…`, `no entry ID`, or why a
  /// delete or a search failed); nil when there is none.
  @Observed private(set) var footer: String? = nil
  /// The saved count, in the object the Calculator view model shares: the count it knows now,
  /// and every new one, whichever screen read it.
  let savedCount: SavedCount
  /// The row to select: nil until the first page loads for a screen opened at an entry
  /// (`--open history:ID`), then that entry's row (the newest when the page lacks it); the
  /// first row once a search answers.
  @Observed private(set) var selectedRow: Int? = nil
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Called once, when the user restores an entry or cancels.
  var onCompletion: (@MainActor (Completion) -> Void)?
  // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
  /// Called once per request with where to go; the view sets it when it binds, and pushes.
  var onRoute: (@MainActor (Route) -> Void)?

  private let history: any HistoryStore
  /// What a search waits on after the last edit: the composition root's, handed down with the
  /// store.
  private let clock: any Clock<Duration>
  /// What the state shows, once loaded: the entries behind the rows.
  private var page: HistoryPage?
  /// The query the rows answer: "" for the newest entries, as on opening.
  private var query = ""
  /// The load, or the search waiting or asking; the next edit of the query cancels it.
  private var loading: Task<Void, Never>?
  /// The entry to select once the first page has loaded (the app opened at it).
  private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer says `no entry ID`, which the next key takes away.
  private var showsNotice = false

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  init(
    history: any HistoryStore, clock: any Clock<Duration>, savedCount: SavedCount,
    selecting id: HistoryEntry.ID? = nil
  ) {
    self.history = history
    self.clock = clock
    self.savedCount = savedCount
    entryToSelect = id
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Store: side effect
  /// Starts loading the newest page. The task holds this view model weakly, and a cancelled
  /// load changes nothing.
  func load() {
    loading = Task { [history, weak self] in
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
  // MARK: ⟶ History ViewModel → Store: search
  /// The query's text after each edit: 150 ms after the last one, the store's answer for it,
  /// the first row selected. The rows stay meanwhile, the footer says `Searching…`. An edit
  /// cancels the load, or the wait or the search in flight: a cancelled search's answer, if it
  /// still comes, is dropped. The task holds this view model weakly.
  func queryChanged(_ text: String) {
    loading?.cancel()
    footer = HistoryText.searching
    loading = Task { [history, clock, weak self] in
      do {
        try await clock.sleep(for: HistoryText.searchDelay)
        let page = try await history.search(text, limit: HistoryText.limit)
        try Task.checkCancellation()
        self?.showMatches(page, for: text)
      } catch is CancellationError {
      } catch {
        // A failure that comes after the next edit is as stale as an answer would be.
        guard !Task.isCancelled else { return }
        self?.footer = HistoryText.notSearched(error)
      }
    }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Restores the entry of the row at `index`; ignored when there is no such row.
  func restoreSelected(at index: Int) {
    guard let entry = entry(at: index) else { return }
    onCompletion?(.restored(separators: entry.separators, numbers: entry.numbers))
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
  /// Opens the Breakdown of the entry of the row at `index`: the one the Calculator shows for
  /// the entry's fields, which are not restored; ignored when there is no such row.
  func breakdownRequested(at index: Int) {
    guard let entry = entry(at: index) else { return }
    onRoute?(.breakdown(BreakdownViewModel(breakdown: entry.calculator.breakdown)))
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Store: side effect
  /// Deletes the entry of the row at `index`; its row goes once the store committed, and the
  /// count is read again for both screens. A delete is not cancelled when the screen goes.
  func deleteSelected(at index: Int) {
    guard let entry = entry(at: index) else { return }
    Task { [history, savedCount, weak self] in
      do {
        try await history.delete(id: entry.id)
        self?.removeRow(of: entry)
        savedCount.value = await history.savedCount()
      } catch {
        // The rows stay; the footer says why.
        self?.footer = HistoryText.notDeleted(error)
      }
    }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  func cancelRequested() {
    onCompletion?(.cancelled)
  }

  // MARK: ⟶ History View → History ViewModel: user input
  /// Any key takes the `no entry ID` notice away; the view lets the key go on as usual.
  func keyPressed() {
    guard showsNotice, let page else { return }
    showsNotice = false
    footer = HistoryText.footer(for: page, query: query)
  }

  // MARK: ⟶ History View → History ViewModel: cancel
  /// Stops the load, or the search waiting or asking: the screen went (not when a Breakdown
  /// covers it: the answer shows on return). A late answer changes nothing.
  func cancelLoading() {
    loading?.cancel()
  }

  private func entry(at index: Int) -> HistoryEntry? {
    guard let entries = page?.entries, entries.indices.contains(index) else { return nil }
    return entries[index]
  }

  // MARK: ⟶ History ViewModel → History View: view update
  private func show(_ page: HistoryPage) {
    self.page = page
    // A search's empty answer has no message: its footer says `No matches`.
    state = .loaded(
      rows: HistoryText.rows(page.entries),
      message: query.isEmpty ? HistoryText.message(for: page) : nil)
    guard let id = entryToSelect else {
      footer = HistoryText.footer(for: page, query: query)
      return
    }
    entryToSelect = nil
    let opening = HistoryText.opening(page, at: id)
    showsNotice = opening.notice != nil
    footer = opening.notice ?? HistoryText.footer(for: page, query: query)
    selectedRow = opening.row
  }

  /// A search's answer: its rows, the first selected, and how many match (or, for the empty
  /// query, the newest entries as on opening).
  private func showMatches(_ page: HistoryPage, for text: String) {
    query = text
    show(page)
    selectedRow = 0
  }

  private func removeRow(of entry: HistoryEntry) {
    guard var page else { return }
    page.remove(id: entry.id)
    show(page)
  }
}
