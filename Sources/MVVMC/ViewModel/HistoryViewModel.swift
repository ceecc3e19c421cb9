import Bindings
import CalculatorFormatting
import CalculatorHistory

/// The History screen's one state, in words: it loads the newest entries from the store when
/// the screen loads and stops when the screen goes, deletes through the store, and reports
/// the chosen entry (or a back) to its coordinator.
@MainActor
final class HistoryViewModel {
  /// One row in words: saved-at, sum, the numbers as typed.
  typealias Row = HistoryText.Row

  /// What the screen shows, already in words.
  enum State {
    /// Until the store answers.
    case loading(message: String)
    /// The rows, the text in their place (an empty history) and the footer (`1,000 of N`,
    /// or why a delete failed).
    case loaded(rows: [Row], message: String?, footer: String?)
    /// Why the load failed.
    case failed(message: String)
  }

  weak var coordinator: HistoryCoordinating?
  // MARK: ⟶ History ViewModel → History View: view update
  let state = Observable(State.loading(message: HistoryText.loading))
  /// The saved count, in the box the Calculator view model shares: the count it knows now,
  /// and every new one, whichever screen read it.
  let savedCount: Observable<Int?>
  /// The row to select: nil until the first page loads for a screen opened at an entry
  /// (`--open history:ID`), then that entry's row (the newest when the page lacks it).
  let selectedRow = Observable<Int?>(nil)
  private let history: any HistoryStore
  /// The entries the rows show, once loaded.
  private var page: HistoryPage?
  private var loading: Task<Void, Never>?
  /// The entry to select once the first page has loaded (the app opened at it).
  private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer says `no entry ID`, which the next key takes away.
  private var showsNotice = false

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  init(
    history: any HistoryStore, savedCount: Observable<Int?>, selecting id: HistoryEntry.ID? = nil
  ) {
    self.history = history
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
    showFooter(HistoryText.footer(for: page))
  }

  // MARK: ⟶ History View → History ViewModel: cancel
  func viewDidDisappear() {
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
        self?.showFooter(HistoryText.notDeleted(error))
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
    state.value = .loaded(
      rows: HistoryText.rows(page.entries), message: HistoryText.message(for: page),
      footer: opening?.notice ?? HistoryText.footer(for: page))
    if let opening { selectedRow.value = opening.row }
  }

  /// The rows stay; only the footer changes.
  private func showFooter(_ footer: String?) {
    guard case .loaded(let rows, let message, _) = state.value else { return }
    state.value = .loaded(rows: rows, message: message, footer: footer)
  }
}
