import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The History screen: loads the newest entries from the Calculator controller's store when it
/// loads, deletes on Delete, hands an entry straight back on Enter, and stops loading when it
/// goes.
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  /// Weak: the navigation stack owns both screens.
  private weak var calculatorScreen: CalculatorViewController?
  private let history: any HistoryStore
  private var page: HistoryPage?
  private var loading: Task<Void, Never>?
  /// The entry to select once the first page has loaded (`--open history:ID`).
  private var entryToSelect: HistoryEntry.ID?
  /// Whether the footer shows `no entry ID`, which the next key takes away.
  private var showsNotice = false

  init(calculatorScreen: CalculatorViewController, selecting id: HistoryEntry.ID?) {
    self.calculatorScreen = calculatorScreen
    history = calculatorScreen.history
    entryToSelect = id
    super.init(layout: HistoryLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.setMessage(HistoryText.loading)
    layout.setSavedCount(calculatorScreen?.savedCount)
    focusedView = layout.list
    loading = Task { [history, weak self] in
      do {
        let page = try await history.newestPage(limit: HistoryText.limit)
        self?.show(page)
      } catch is CancellationError {
      } catch {
        self?.layout.setMessage(HistoryText.unavailable(error))
      }
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self, let entry = selectedEntry else { return }
        calculatorScreen?.restore(entry)
        navigationController?.popViewController()
      })
    addKeyCommand(KeyCommand(.delete) { [weak self] in self?.deleteSelected() })
    addKeyCommand(
      KeyCommand(.escape) { [weak self] in self?.navigationController?.popViewController() })
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    loading?.cancel()
  }

  override func pressesBegan(_ key: Key) -> Bool {
    if showsNotice, let page {
      showsNotice = false
      layout.setFooter(HistoryText.footer(for: page))
    }
    return false
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
    layout.setMessage(HistoryText.message(for: page))
    layout.setFooter(HistoryText.footer(for: page))
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
