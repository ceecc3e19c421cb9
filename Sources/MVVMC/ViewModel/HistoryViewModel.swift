import Bindings
import CalculatorFormatting
import CalculatorHistory

/// The History screen's state and footer, in words, each in a box of its own: it loads the
/// newest entries from the store when the screen loads, searches as the query is edited, stops
/// when the screen goes (not when the Breakdown covers it), deletes through the store, and
/// reports the chosen entry, a back, or the selected entry's Breakdown to its coordinator. It owns one task, the load or the search in flight: each edit of the query
/// cancels it and starts a search that first waits 150 ms on the clock it was given. An edit
/// sets the footer alone: the rows are published when they change, not on each key.
@MainActor
final class HistoryViewModel {
  /// One row in words: saved-at, sum, the numbers as typed.
  typealias Row = HistoryText.Row

  /// What the screen shows above the footer, already in words.
  enum State {
    /// Until the store answers, or a search started before it did answers.
    case loading(message: String)
    /// The rows and the text in their place (an empty history).
    case loaded(rows: [Row], message: String?)
    /// Why the load failed.
    case failed(message: String)
  }

  weak var coordinator: HistoryCoordinating?
  // MARK: ⟶ History ViewModel → History View: view update
  let state = Observable(State.loading(message: HistoryText.loading))
  /// The line above the hint (`1,000 of N`, `N matches`, `Searching…`, `no entry ID`, or why a
  /// delete or a search failed); nil when there is none.
  let footer = Observable<String?>(nil)
  /// The saved count, in the box the Calculator view model shares: the count it knows now,
  /// and every new one, whichever screen read it.
  let savedCount: Observable<Int?>
  /// The row to select: nil until the first page loads for a screen opened at an entry
  /// (`--open history:ID`), then that entry's row (the newest when the page lacks it); the
  /// first row once a search answered.
  let selectedRow = Observable<Int?>(nil)
  private let history: any HistoryStore
  /// What a search waits on after the last edit, given with the store.
  private let clock: any Clock<Duration>
  /// The entries the rows show, once loaded.
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
    history: any HistoryStore, clock: any Clock<Duration>, savedCount: Observable<Int?>,
    selecting id: HistoryEntry.ID? = nil
  ) {
    self.history = history
    self.clock = clock
    self.savedCount = savedCount
    entryToSelect = id
  }

  // MARK: ⟶ History ViewModel → Store: side effect
  /// Starts the load; its answer is shown only while the screen is there.
  func viewDidLoad() {
    loading = Task { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        self?.show(page)
      } catch is CancellationError {
        // The screen went first: a late answer changes nothing.
      } catch {
        self?.state.value = .failed(message: HistoryText.unavailable(error))
      }
    }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  /// Any key takes the `no entry ID` notice away; the view lets the key go on as usual.
  func keyPressed() {
    guard showsNotice, let page else { return }
    showsNotice = false
    footer.value = HistoryText.footer(for: page, query: query)
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Store: search
  /// 150 ms after the last edit, the store's answer for `text`, its first row selected. An
  /// edit meanwhile cancels the wait or the search in flight (the first one, a load still in
  /// flight): a cancelled search's answer, if it still comes, is dropped.
  func queryChanged(_ text: String) {
    loading?.cancel()
    // The entry the screen opened at belongs to the newest page, which this edit replaces.
    entryToSelect = nil
    footer.value = HistoryText.searching
    loading = Task { [history, clock, weak self] in
      do {
        try await clock.sleep(for: HistoryText.searchDelay)
        let page = try await history.search(text, limit: HistoryText.limit)
        try Task.checkCancellation()
        guard let self else { return }
        query = text
        show(page)
        selectedRow.value = 0
      } catch is CancellationError {
        // A newer edit or the screen's going came first: a late answer changes nothing.
      } catch {
        self?.footer.value = HistoryText.notSearched(error)
      }
    }
  }

  // MARK: ⟶ History View → History ViewModel: cancel
  /// The screen went: popped, a late answer must change nothing; covered by the Breakdown, the
  /// load or the search goes on, and its answer shows on return.
  func viewDidDisappear(popped: Bool) {
    guard popped else { return }
    loading?.cancel()
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  func entryChosen(at index: Int) {
    guard let entry = entry(at: index) else { return }
    coordinator?.historyEntryChosen(entry)
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  func backRequested() {
    coordinator?.historyClosed()
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
  /// The entry of the row selected when Right was pressed: its breakdown goes to the
  /// coordinator, as the Calculator view model hands it the model's; nothing is restored, and
  /// with no such row nothing happens.
  func breakdownRequested(at index: Int) {
    guard let entry = entry(at: index) else { return }
    coordinator?.showBreakdown(entry.calculator.breakdown)
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → Store: side effect
  /// Deletes the entry of that row; the row goes once the store committed, and the count is
  /// read again for both screens. Never cancelled.
  func deleteRequested(at index: Int) {
    guard let entry = entry(at: index) else { return }
    Task { [history, savedCount, weak self] in
      do {
        try await history.delete(id: entry.id)
        if let self, var page {
          page.remove(id: entry.id)
          show(page)
        }
        savedCount.value = await history.savedCount()
      } catch {
        self?.footer.value = HistoryText.notDeleted(error)
      }
    }
  }

  private func entry(at index: Int) -> HistoryEntry? {
    guard let entries = page?.entries, entries.indices.contains(index) else { return nil }
    return entries[index]
  }

  // MARK: ⟶ History ViewModel → History View: view update
  private func show(_ page: HistoryPage) {
    self.page = page
    let opening = entryToSelect.map { HistoryText.opening(page, at: $0) }
    entryToSelect = nil
    showsNotice = opening?.notice != nil
    // A search's empty answer has no message: its footer says `No matches`.
    state.value = .loaded(
      rows: HistoryText.rows(page.entries),
      message: query.isEmpty ? HistoryText.message(for: page) : nil)
    footer.value = opening?.notice ?? HistoryText.footer(for: page, query: query)
    if let opening { selectedRow.value = opening.row }
  }

}
