import CalculatorFormatting
import CalculatorHistory
import KeyValueObserving

/// The History screen's state and logic: calls the store, owns the load task, and publishes
/// one state, already in words, as one `@Observed` property; the saved count is in an object
/// it shares with the Calculator view model. Restoring an entry or leaving is reported through
/// a plain output closure that whoever opened the screen sets.
@MainActor
final class HistoryViewModel: KeyValueObservingObject {
  /// One row in words: when it was saved, its sum, the numbers as typed.
  typealias Row = HistoryText.Row

  /// What the screen shows: loading, the loaded page, or why it could not load.
  enum State {
    case loading(message: String)
    /// `message` stands in place of the rows (the empty text) and `footer` above the hint
    /// (`1,000 of N`, or why a delete failed); nil when there is none.
    case loaded(rows: [Row], message: String?, footer: String?)
    case failed(message: String)
  }

  /// How the screen was left: with an entry's separators and numbers, or cancelled.
  enum Completion: Equatable {
    case restored(separators: String, numbers: String)
    case cancelled
  }

  // MARK: ⟶ History ViewModel → History View: view update
  @Observed private(set) var state = State.loading(message: HistoryText.loading)
  /// The saved count, in the object the Calculator view model shares: the count it knows now,
  /// and every new one, whichever screen read it.
  let savedCount: SavedCount
  /// The row to select: nil until the first page loads for a screen opened at an entry
  /// (`--open history:ID`), then that entry's row (the newest when the page lacks it).
  @Observed private(set) var selectedRow: Int? = nil
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Called once, when the user restores an entry or cancels.
  var onCompletion: (@MainActor (Completion) -> Void)?

  private let history: any HistoryStore
  /// What the state shows, once loaded: the entries behind the rows.
  private var page: HistoryPage?
  private var loading: Task<Void, Never>?
  /// The entry to select once the first page has loaded (the app opened at it).
  private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer says `no entry ID`, which the next key takes away.
  private var showsNotice = false

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  init(history: any HistoryStore, savedCount: SavedCount, selecting id: HistoryEntry.ID? = nil) {
    self.history = history
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
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Restores the entry of the row at `index`; ignored when there is no such row.
  func restoreSelected(at index: Int) {
    guard let entry = entry(at: index) else { return }
    onCompletion?(.restored(separators: entry.separators, numbers: entry.numbers))
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
        self?.showDeleteFailure(error)
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
    state = Self.loaded(page, footer: HistoryText.footer(for: page))
  }

  // MARK: ⟶ History View → History ViewModel: cancel
  /// Stops the load: the screen went. A late answer changes nothing.
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
    guard let id = entryToSelect else {
      state = Self.loaded(page, footer: HistoryText.footer(for: page))
      return
    }
    entryToSelect = nil
    let opening = HistoryText.opening(page, at: id)
    showsNotice = opening.notice != nil
    state = Self.loaded(page, footer: opening.notice ?? HistoryText.footer(for: page))
    selectedRow = opening.row
  }

  private func removeRow(of entry: HistoryEntry) {
    guard var page else { return }
    page.remove(id: entry.id)
    show(page)
  }

  /// The rows stay; the footer says why.
  private func showDeleteFailure(_ error: any Error) {
    guard let page else { return }
    state = Self.loaded(page, footer: HistoryText.notDeleted(error))
  }

  private static func loaded(_ page: HistoryPage, footer: String?) -> State {
    .loaded(
      rows: HistoryText.rows(page.entries), message: HistoryText.message(for: page),
      footer: footer)
  }
}
