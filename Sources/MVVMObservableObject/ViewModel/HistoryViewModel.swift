import CalculatorFormatting
import CalculatorHistory
import OpenCombine

/// The History screen's state and intents: loads the newest entries from the store, searches
/// as the query is edited, deletes the selected one, hands the selected one back to whoever
/// opened the screen (through the closure it was made with), and publishes whose Breakdown
/// shows over the screen (navigation as state: the view presents it). What the screen shows is
/// one published state, already in words; the selection and the query are bound to the view.
///
/// The view runs the load as its `.task`, so the load is the view's: it is cancelled when the
/// view disappears (the screen is popped), and a cancelled load changes nothing. The search
/// is a Combine pipeline this view model sets up once, on `$query`: each edit says
/// `Searching…`; `debounce` waits 150 ms after the last edit on the injected clock, and `map`
/// makes the query a store call; `switchToLatest` keeps only the latest of these, cancelling
/// the call in flight when the query is edited again. Its subscription is this view model's:
/// when the screen goes, so does the view model, and the subscription cancels the wait or the
/// call.
@MainActor
final class HistoryViewModel: ObservableObject {
  /// What the screen shows.
  enum State {
    /// Until the load answers: `Loading…` in place of the rows (and `Searching…` in the
    /// footer once the query is edited).
    case loading(message: String, footer: String?)
    /// The loaded page: its rows, the empty text in their place when there are none, the
    /// footer (`1,000 of 1,234`, `3 matches`, `Searching…`, or why a delete or a search
    /// failed).
    case loaded(rows: [Row], message: String?, footer: String?)
    /// The load failed: `History unavailable: …` in place of the rows (and what a search
    /// says in the footer).
    case failed(message: String, footer: String?)
  }

  /// One row in words, by the id of its entry: when it was saved, its sum, the numbers.
  struct Row: Identifiable, Equatable {
    let id: HistoryEntry.ID
    let words: HistoryText.Row

    static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.id == rhs.id && lhs.words == rhs.words
    }
  }

  // MARK: ⟶ History ViewModel → History View: view update
  @Published private(set) var state = State.loading(message: HistoryText.loading, footer: nil)
  // MARK: ⟶ History View → History ViewModel: user input
  /// The selected row; the list binds to it.
  @Published var selectedIndex = 0
  // MARK: ⟶ History View → History ViewModel: user input
  /// The query, bound to the field; the search pipeline follows its edits.
  @Published var query = ""
  // MARK: ⟶ History ViewModel → History View: view update
  /// The query field's name, in front of it.
  let queryName = HistoryText.searchName
  // MARK: ⟶ History ViewModel → History View: view update
  /// The title row's `1,234 saved`: the count the Calculator view model read, nothing until known.
  @Published private(set) var savedCountText: String?
  // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
  /// The entry whose Breakdown shows over this screen, nil when none: navigation as state.
  /// The view presents it with `.navigationDestination(item:)`, and setting it to nil goes back.
  @Published var breakdownEntry: HistoryEntry?

  private let history: any HistoryStore
  /// Tells the Calculator view model, which owns the saved count, to read it again.
  private let deleteCommitted: @MainActor () -> Void
  private let entryChosen: @MainActor (HistoryEntry) -> Void
  /// The entries the rows show, once loaded.
  private var page: HistoryPage?
  /// The query the rows answer: "" for the newest entries, as on opening.
  private var shownQuery = ""
  /// Whether the query was edited: the load's answer, if it comes after, is stale.
  private var queryEdited = false
  /// The search pipeline's subscription, cancelled when this view model goes.
  private var searches: AnyCancellable?
  /// The entry to select once the first page has loaded (the app opened at it), until then.
  private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer tells of an entry not found, until the next key.
  private var showsNotice = false

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  init(
    history: any HistoryStore, clock: any Clock<Duration>,
    deleteCommitted: @escaping @MainActor () -> Void,
    entryChosen: @escaping @MainActor (HistoryEntry) -> Void, selecting id: HistoryEntry.ID? = nil
  ) {
    self.history = history
    self.deleteCommitted = deleteCommitted
    self.entryChosen = entryChosen
    entryToSelect = id
    // MARK: ⟶ History ViewModel → Store: search
    // Each edit switches at once to `Searching…`, which cancels the search in flight (its
    // answer, if it still comes, is never sent); 150 ms after the last edit (an edit meanwhile
    // starts the wait again), to the store's answer for the query.
    let edits = $query.dropFirst()
    searches = edits.map { _ in Just(Search.edited).eraseToAnyPublisher() }
      .merge(
        with:
          edits
          .debounce(for: .init(HistoryText.searchDelay), scheduler: ClockScheduler(clock: clock))
          .map { text in
            TaskFuture { try await history.search(text, limit: HistoryText.limit) }
              .map { Search.answered(query: text, $0) }
              .eraseToAnyPublisher()
          }
      )
      .switchToLatest()
      .sink { [weak self] search in self?.searchChanged(search) }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  /// Any key, before the screen handles it: a notice in the footer goes.
  func keyPressed() {
    guard showsNotice, let page else { return }
    showsNotice = false
    showFooter(HistoryText.footer(for: page, query: shownQuery))
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
  ///
  /// Once the query is edited its answer is stale: the search's answer shows instead.
  var load: @MainActor () async -> Void {
    { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        guard let self, !queryEdited else { return }
        show(page)
      } catch is CancellationError {
      } catch {
        guard let self, !queryEdited else { return }
        state = .failed(message: HistoryText.unavailable(error), footer: nil)
      }
    }
  }

  /// What the search pipeline says.
  private enum Search {
    /// The query was edited: a search is on its way, and the load's answer is stale.
    case edited
    /// The store's answer for `query`.
    case answered(query: String, Result<HistoryPage, any Error>)
  }

  // MARK: ⟶ History ViewModel → History View: view update
  /// `Searching…` while the rows stay; then the answer's rows, the first selected, and how
  /// many match, or, when the store failed, the rows as they were and why.
  private func searchChanged(_ search: Search) {
    switch search {
    case .edited:
      queryEdited = true
      showFooter(HistoryText.searching)
    case .answered(let query, .success(let page)):
      shownQuery = query
      show(page, selectingFirst: true)
    case .answered(_, .failure(let error)):
      showFooter(HistoryText.notSearched(error))
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

  // MARK: ⟶ History ViewModel → History View: view update
  /// Shows `page`, the answer to `shownQuery`: a search's has no message (its empty answer's
  /// footer says `No matches`).
  private func show(_ page: HistoryPage, selectingFirst: Bool = false) {
    self.page = page
    selectedIndex = selectingFirst ? 0 : min(selectedIndex, max(0, page.entries.count - 1))
    state = .loaded(
      rows: zip(page.entries, HistoryText.rows(page.entries)).map { entry, row in
        Row(id: entry.id, words: row)
      },
      message: shownQuery.isEmpty ? HistoryText.message(for: page) : nil,
      footer: HistoryText.footer(for: page, query: shownQuery))

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
    case .loaded(let rows, let message, _):
      state = .loaded(rows: rows, message: message, footer: footer)
    case .failed(let message, _): state = .failed(message: message, footer: footer)
    }
  }
}
