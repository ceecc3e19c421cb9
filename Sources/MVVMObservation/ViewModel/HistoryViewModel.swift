import CalculatorFormatting
import CalculatorHistory
import Observation

/// The History screen's state and intents: loads the newest entries from the store, searches
/// as the query is edited, deletes the selected one, hands the selected one back to whoever
/// opened the screen (through the closure it was made with), and says whose Breakdown shows
/// over the screen (navigation as state: the view presents it). What the screen shows is one
/// state, already in words, and the rows apart from it, so that only the view that shows
/// them reads them (an edit of the query changes the footer, not the rows); the selection, the
/// query and the focus are bound to the view.
///
/// The view runs the load as its `.task`, and the search as its `.task(id: query)`, so both
/// are the view's: an edit of the query cancels the search in flight and starts it again, the
/// screen's going cancels either, and a cancelled one changes nothing.
@MainActor
@Observable
final class HistoryViewModel {
  /// What the screen shows.
  enum State {
    /// Until the load answers: `Loading…` in place of the rows (and, should the query be
    /// edited meanwhile, `Searching…` or why the search failed in the footer).
    case loading(message: String, footer: String? = nil)
    /// The loaded page (its rows are `rows`): the empty text in their place when there are
    /// none, the footer (`1,000 of 1,234`, or why a delete failed).
    case loaded(message: String?, footer: String?)
    /// The load failed: `History unavailable: …` in place of the rows (the footer as above).
    case failed(message: String, footer: String? = nil)
  }

  /// One row in words, by the id of its entry: when it was saved, its sum, the numbers.
  struct Row: Identifiable, Equatable {
    let id: HistoryEntry.ID
    let words: HistoryText.Row

    static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.id == rhs.id && lhs.words == rhs.words
    }
  }

  /// The one field the screen focuses.
  enum Field: Hashable {
    case query
  }

  // MARK: ⟶ History ViewModel → History View: view update
  private(set) var state = State.loading(message: HistoryText.loading)
  // MARK: ⟶ History ViewModel → History View: view update
  /// The loaded page's rows, none until it has loaded; set only when they change.
  private(set) var rows: [Row] = []
  // MARK: ⟶ History View → History ViewModel: user input
  /// The selected row; the list binds to it.
  var selectedIndex = 0
  // MARK: ⟶ History ViewModel → History View: view update
  /// The title row's `1,234 saved`: the count the Calculator view model read, nothing until known.
  private(set) var savedCountText: String?
  // MARK: ⟶ History ViewModel → History View: view update
  /// The query field's name, `Search`.
  let queryName = HistoryText.searchName
  // MARK: ⟶ History View → History ViewModel: user input
  /// The focused field; the view binds the query field's focus to it, so the screen opens
  /// with the query focused.
  var focusedField: Field? = .query
  // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
  /// The entry whose Breakdown shows over this screen, nil when none: navigation as state.
  /// The view presents it with `.navigationDestination(item:)`, and setting it to nil goes back.
  var breakdownEntry: HistoryEntry?

  // MARK: ⟶ History View → History ViewModel: user input
  /// The query; the field binds to it. An edit shows `Searching…` at once, the rows staying;
  /// the view's `.task(id: query)` then runs `search` again.
  var query = "" {
    didSet {
      guard query != oldValue else { return }
      queryWasEdited = true
      showFooter(HistoryText.searching)
    }
  }

  @ObservationIgnored private let history: any HistoryStore
  /// What the search waits on after an edit, handed down with the store.
  @ObservationIgnored private let clock: any Clock<Duration>
  /// Tells the Calculator view model, which owns the saved count, to read it again.
  @ObservationIgnored private let deleteCommitted: @MainActor () -> Void
  @ObservationIgnored private let entryChosen: @MainActor (HistoryEntry) -> Void
  /// The entries the rows show, once loaded.
  @ObservationIgnored private var page: HistoryPage?
  /// The query the rows answer: "" for the newest entries, as on opening.
  @ObservationIgnored private var answeredQuery = ""
  /// Whether the query has been edited: until then the load, not a search, fills the rows.
  @ObservationIgnored private var queryWasEdited = false
  /// The entry to select once the first page has loaded (the app opened at it), until then.
  @ObservationIgnored private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer tells of an entry not found, until the next key.
  @ObservationIgnored private var showsNotice = false

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  init(
    history: any HistoryStore, clock: any Clock<Duration>,
    deleteCommitted: @escaping @MainActor () -> Void,
    entryChosen: @escaping @MainActor (HistoryEntry) -> Void, selecting id: HistoryEntry.ID? = nil
  ) {
    self.history = history
    self.clock = clock
    self.deleteCommitted = deleteCommitted
    self.entryChosen = entryChosen
    entryToSelect = id
  }

  // MARK: ⟶ History View → History ViewModel: user input
  /// Any key, before the screen handles it: a notice in the footer goes.
  func keyPressed() {
    guard showsNotice, let page else { return }
    showsNotice = false
    showFooter(HistoryText.footer(for: page, query: answeredQuery))
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
  /// store's call throws `CancellationError`, which changes nothing. An answer that comes
  /// after an edit of the query is stale: the search shows its own.
  ///
  /// A closure that holds this view model weakly, not a method: a task awaiting a method
  /// holds its object until the call returns, so leaving the screen would free it only once
  /// the cancelled call had wound down. This way the task keeps nothing of the screen alive.
  var load: @MainActor () async -> Void {
    { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        guard let self, !queryWasEdited else { return }
        show(page)
      } catch is CancellationError {
      } catch {
        guard let self, !queryWasEdited else { return }
        state = .failed(message: HistoryText.unavailable(error))
      }
    }
  }

  // MARK: ⟶ History View → History ViewModel: cancel
  // MARK: ⟶ History ViewModel → Store: search
  /// Waits 150 ms on the clock, then asks the store for the query's matches and shows them,
  /// the first selected: the view's `.task(id: query)` runs it, so each edit cancels the run
  /// in flight and starts it again, and the screen's going cancels it. A cancelled wait throws
  /// (nothing is asked); a cancelled search's answer, or failure, if it still comes, is
  /// dropped. On the view's first appearance, the query not yet edited, it does nothing: the
  /// load fills the rows.
  ///
  /// A closure that holds this view model weakly, as `load` is: leaving frees the screen at
  /// once, before the cancelled call has wound down.
  var search: @MainActor () async -> Void {
    { [history, clock, weak self] in
      guard let text = self?.editedQuery else { return }
      do {
        try await clock.sleep(for: HistoryText.searchDelay)
        let page = try await history.search(text, limit: HistoryText.limit)
        try Task.checkCancellation()
        self?.showMatches(page, for: text)
      } catch is CancellationError {
      } catch {
        if !Task.isCancelled { self?.showFooter(HistoryText.notSearched(error)) }
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
  /// Shows the selected entry's Breakdown over this screen, which stays as it is (a load,
  /// search or delete in flight goes on); nothing when there is no row. The fields of the
  /// Calculator are not touched.
  func breakdownRequested() {
    guard let entry = selectedEntry else { return }
    // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
    breakdownEntry = entry
  }

  // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
  /// The Breakdown of a saved entry: the one its separators and numbers, typed on the
  /// Calculator, show on Enter.
  func makeBreakdownViewModel(for entry: HistoryEntry) -> BreakdownViewModel {
    BreakdownViewModel(breakdown: entry.calculator.breakdown)
  }

  /// Back from that Breakdown (Esc, Backspace or Left): this screen shows again as it was.
  func breakdownBackRequested() {
    breakdownEntry = nil
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

  /// The query to search for, once it has been edited.
  private var editedQuery: String? { queryWasEdited ? query : nil }

  // MARK: ⟶ History ViewModel → History View: view update
  /// A search's answer: its rows, the first selected.
  private func showMatches(_ page: HistoryPage, for text: String) {
    answeredQuery = text
    show(page)
    selectedIndex = 0
  }

  // MARK: ⟶ History ViewModel → History View: view update
  private func show(_ page: HistoryPage) {
    self.page = page
    selectedIndex = min(selectedIndex, max(0, page.entries.count - 1))
    // A search's empty answer has no message: its footer says `No matches`.
    let rows = zip(page.entries, HistoryText.rows(page.entries)).map { entry, row in
      Row(id: entry.id, words: row)
    }
    if rows != self.rows { self.rows = rows }
    state = .loaded(
      message: answeredQuery.isEmpty ? HistoryText.message(for: page) : nil,
      footer: HistoryText.footer(for: page, query: answeredQuery))

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
    switch state {
    case .loading(let message, _): state = .loading(message: message, footer: footer)
    case .loaded(let message, _): state = .loaded(message: message, footer: footer)
    case .failed(let message, _): state = .failed(message: message, footer: footer)
    }
  }
}
