import CalculatorFormatting
import CalculatorHistory
import CalculatorUI
import TerminalUI

/// Loads the newest saved calculations from the store it was given when it was created,
/// searches as the query is edited, deletes on Delete, pushes the selected entry's Breakdown on
/// Right, and reports the chosen entry through its weak delegate. It owns one task, the load or
/// the search in flight: each edit of the query cancels it and starts a search that first waits
/// 150 ms on the clock, and the screen cancels it when it goes (not while a Breakdown covers
/// it).
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  weak var delegate: HistoryViewControllerDelegate?
  private let history: any HistoryStore
  private let clock: any Clock<Duration>
  private var page: HistoryPage?
  /// The query the rows answer: "" for the newest entries, as on opening.
  private var query = ""
  /// The load, or the search waiting or asking; the next edit of the query cancels it.
  private var loading: Task<Void, Never>?
  /// The entry to select once the first page has loaded (the app opened at it).
  private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer says `no entry ID`, which the next key takes away.
  private var showsNotice = false

  // MARK: ⟶ Calculator Controller → History Controller: navigate forward
  init(
    history: any HistoryStore, clock: any Clock<Duration>, savedCount: Int?,
    selecting id: HistoryEntry.ID? = nil
  ) {
    self.history = history
    self.clock = clock
    self.savedCount = savedCount
    entryToSelect = id
    super.init(layout: HistoryLayout())
  }

  // MARK: ⟶ Calculator Controller → History Controller: shared state
  /// How many calculations are saved, as the Calculator controller knows it: it sets a new
  /// count here while this screen is shown.
  var savedCount: Int? {
    didSet { layout.setSavedCount(savedCount) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // MARK: ⟶ History Controller → History View: view update
    layout.setMessage(HistoryText.loading)
    layout.setSavedCount(savedCount)
    focusedView = layout.queryField
    load()
    // MARK: ⟶ History View → History Controller: user input
    layout.queryField.addAction(for: .editingChanged) { [weak self] field in
      self?.search(field.text)
    }
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.entryChosen() })
    addKeyCommand(KeyCommand(.right) { [weak self] in self?.showBreakdown() })
    addKeyCommand(KeyCommand(.delete) { [weak self] in self?.deleteRequested() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.cancelRequested() })
  }

  // MARK: ⟶ History View → History Controller: user input
  /// Any key takes the `no entry ID` notice away; the key then goes on as usual.
  override func pressesBegan(_ key: Key) -> Bool {
    if showsNotice, let page {
      showsNotice = false
      layout.setFooter(HistoryText.footer(for: page, query: query))
    }
    return false
  }

  // MARK: ⟶ History Controller → Store: cancel
  /// Popped, the screen stops its load or search; covered by a Breakdown, it lets it finish.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    if isMovingFromParent { loading?.cancel() }
  }

  // MARK: ⟶ History Controller → Store: side effect
  private func load() {
    loading = Task { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        // A load the first edit cancelled: its page is older than the search's answer.
        try Task.checkCancellation()
        self?.show(page)
      } catch is CancellationError {
      } catch {
        self?.layout.setMessage(HistoryText.unavailable(error))
      }
    }
  }

  // MARK: ⟶ History Controller → Store: search
  /// 150 ms after the last edit, the store's answer for `text`. An edit meanwhile cancels the
  /// wait or the search in flight: a cancelled search's answer, if it still comes, is dropped.
  private func search(_ text: String) {
    loading?.cancel()
    // An edit before the first page came: the entry the app was opened at is not selected in
    // the search's answer.
    entryToSelect = nil
    layout.setFooter(HistoryText.searching)
    loading = Task { [history, clock, weak self] in
      do {
        try await clock.sleep(for: HistoryText.searchDelay)
        let page = try await history.search(text, limit: HistoryText.limit)
        try Task.checkCancellation()
        self?.query = text
        self?.show(page)
        self?.layout.list.selectedIndex = 0
      } catch is CancellationError {
      } catch {
        // A failure of a search a newer edit cancelled is not this query's.
        guard !Task.isCancelled else { return }
        self?.layout.setFooter(HistoryText.notSearched(error))
      }
    }
  }

  // MARK: ⟶ History Controller → Store: side effect
  /// Not cancelled when the screen goes: a delete the user asked for runs to its end, and the
  /// delegate hears of it even then (the count it keeps has changed).
  private func deleteRequested() {
    guard let entry = selectedEntry else { return }
    Task { [history, weak self, weak delegate] in
      do {
        try await history.delete(id: entry.id)
        delegate?.historyDidDelete(entry)
        guard let self, var page else { return }
        page.remove(id: entry.id)
        show(page)
      } catch {
        self?.layout.setFooter(HistoryText.notDeleted(error))
      }
    }
  }

  // MARK: ⟶ History Controller → History View: view update
  private func show(_ page: HistoryPage) {
    self.page = page
    layout.setRows(HistoryText.rows(page.entries))
    // A search's empty answer has no message: its footer says `No matches`.
    layout.setMessage(query.isEmpty ? HistoryText.message(for: page) : nil)
    layout.setFooter(HistoryText.footer(for: page, query: query))
    guard let id = entryToSelect else { return }
    entryToSelect = nil
    let opening = HistoryText.opening(page, at: id)
    layout.list.selectedIndex = opening.row
    if let notice = opening.notice {
      layout.setFooter(notice)
      showsNotice = true
    }
  }

  // MARK: ⟶ History Controller → Breakdown Controller: navigate forward
  /// The Breakdown screen the Calculator pushes, made from the entry's fields.
  private func showBreakdown() {
    guard let entry = selectedEntry else { return }
    navigationController?.pushViewController(
      BreakdownViewController(breakdown: entry.calculator.breakdown))
  }

  // MARK: ⟶ History Controller → Calculator Controller: data back
  private func entryChosen() {
    guard let entry = selectedEntry else { return }
    delegate?.historyViewController(self, didChoose: entry)
  }

  // MARK: ⟶ History Controller → Calculator Controller: data back
  private func cancelRequested() {
    delegate?.historyViewControllerDidCancel(self)
  }

  private var selectedEntry: HistoryEntry? {
    guard let entries = page?.entries, entries.indices.contains(layout.list.selectedIndex)
    else { return nil }
    return entries[layout.list.selectedIndex]
  }
}
