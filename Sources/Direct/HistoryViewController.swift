import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The History screen: loads the newest entries from the Calculator controller's store when it
/// loads, searches as the query is edited (a Task per edit, the previous one cancelled, that
/// waits 150 ms on the clock first), deletes on Delete, hands an entry straight back on Enter,
/// pushes the Breakdown of the selected entry on Right (and is there as it was on return), and
/// stops loading or searching when it goes.
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  /// Weak: the navigation stack owns both screens.
  private weak var calculatorScreen: CalculatorViewController?
  private let history: any HistoryStore
  private let clock: any Clock<Duration>
  private var page: HistoryPage?
  /// The query the rows answer ("" for the newest entries).
  private var query = ""
  /// The load, or the search in flight (waiting or asking): the next edit cancels it.
  private var loading: Task<Void, Never>?
  /// The entry to select once the first page has loaded (`--open history:ID`).
  private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer shows `no entry ID`, which the next key takes away.
  private var showsNotice = false

  init(calculatorScreen: CalculatorViewController, selecting id: HistoryEntry.ID?) {
    self.calculatorScreen = calculatorScreen
    history = calculatorScreen.history
    clock = calculatorScreen.clock
    entryToSelect = id
    super.init(layout: HistoryLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.setMessage(HistoryText.loading)
    layout.setSavedCount(calculatorScreen?.savedCount)
    focusedView = layout.queryField
    loading = Task { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        try Task.checkCancellation()
        self?.show(page)
      } catch is CancellationError {
      } catch {
        self?.layout.setMessage(HistoryText.unavailable(error))
      }
    }
    layout.queryField.addAction(for: .editingChanged) { [weak self] field in
      self?.search(field.text)
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self, let entry = selectedEntry else { return }
        calculatorScreen?.restore(entry)
        navigationController?.popViewController()
      })
    addKeyCommand(
      KeyCommand(.right) { [weak self] in
        guard let self, let entry = selectedEntry else { return }
        navigationController?.pushViewController(
          BreakdownViewController(breakdown: entry.calculator.breakdown))
      })
    addKeyCommand(KeyCommand(.delete) { [weak self] in self?.deleteSelected() })
    addKeyCommand(
      KeyCommand(.escape) { [weak self] in self?.navigationController?.popViewController() })
  }

  /// A load or a search goes on under a Breakdown pushed over the screen, and stops when the
  /// screen goes.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    if isMovingFromParent { loading?.cancel() }
  }

  override func pressesBegan(_ key: Key) -> Bool {
    if showsNotice, let page {
      showsNotice = false
      layout.setFooter(HistoryText.footer(for: page, query: query))
    }
    return false
  }

  /// 150 ms after the last edit, the store's answer for `text`; an edit meanwhile cancels it.
  private func search(_ text: String) {
    loading?.cancel()
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

  private var selectedEntry: HistoryEntry? {
    guard let entries = page?.entries, entries.indices.contains(layout.list.selectedIndex)
    else { return nil }
    return entries[layout.list.selectedIndex]
  }

  private func deleteSelected() {
    guard let entry = selectedEntry else { return }
    Task { [history, weak self, weak calculatorScreen] in
      do {
        try await history.delete(id: entry.id)
        calculatorScreen?.readSavedCount()
        guard let self, var page else { return }
        page.remove(id: entry.id)
        show(page)
      } catch {
        self?.layout.setFooter(HistoryText.notDeleted(error))
      }
    }
  }

  private func show(_ page: HistoryPage) {
    self.page = page
    layout.setRows(HistoryText.rows(page.entries))
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
}
