import CalculatorFormatting
import CalculatorHistory
import CalculatorModel

/// What the History view tells its presenter.
@MainActor
protocol HistoryPresenterProtocol: AnyObject {
  func viewDidLoad()
  /// The row selected when Enter was pressed; no row, nothing happens.
  func entryChosen(at index: Int)
  /// The row selected when Right was pressed; no row, nothing happens.
  func breakdownRequested(at index: Int)
  func deleteRequested(at index: Int)
  /// The query field's text after an edit.
  func queryChanged(_ text: String)
  func cancelRequested()
  /// Popped (`isMovingFromParent`), or covered by a module it pushed.
  func viewDidDisappear(isMovingFromParent: Bool)
  /// Any key, before the screen handles it.
  func keyPressed()
}

/// What the History interactor reports back to its presenter: entries and errors, not words.
@MainActor
protocol HistoryInteractorOutputProtocol: AnyObject {
  func didLoadHistory(_ page: HistoryPage)
  func didFailToLoadHistory(_ error: any Error)
  /// The entries that match `query` (the newest, for the empty query), and how many in all.
  func didSearchHistory(_ page: HistoryPage, query: String)
  func didFailToSearchHistory(_ error: any Error)
  /// The page without the entry whose delete the store committed.
  func didDeleteEntry(leaving page: HistoryPage)
  func didFailToDeleteEntry(_ error: any Error)
  func didChooseEntry(_ entry: HistoryEntry)
  /// The breakdown of the entry of the row Right was pressed on.
  func didFetchBreakdown(_ breakdown: Breakdown)
}

/// How the History module hands the chosen entry to the module that opened it (the Calculator
/// presenter, which tells its interactor), and says that a delete was committed.
@MainActor
protocol HistoryModuleOutput: AnyObject {
  func historyModule(didRestore entry: HistoryEntry)
  /// Called even when the screen has gone by the time the store committed.
  func historyModuleDidDeleteEntry()
}

/// What the module that opened History tells it while it is shown: the saved count, which that
/// module keeps.
@MainActor
protocol HistoryModuleInput: AnyObject {
  func updateSavedCount(_ count: Int?)
}

/// The History module's Presenter: words loading, searching, the rows, the empty text, the
/// matches and every failure for its view, hands each edit of the query to its interactor and
/// the chosen entry to its module output, asks its router to show an entry's breakdown, and to
/// go back after a choice or a cancel.
@MainActor
final class HistoryPresenter {
  weak var view: (any HistoryViewProtocol)?
  /// Weak: the module that opened this one owns it, through its screen.
  weak var moduleOutput: (any HistoryModuleOutput)?
  let interactor: any HistoryInteractorInputProtocol
  let router: any HistoryRouterProtocol
  /// The saved count the opening module handed over, shown in the title row.
  private var savedCount: Int?
  /// The entry to select once the first page has loaded (the app opened at it), until then.
  var entryToSelect: HistoryEntry.ID?
  /// The page shown, and whether its footer tells of an entry not found (until the next key).
  private var page: HistoryPage?
  private var showsNotice = false
  /// The query the rows answer: "" for the newest entries, as on opening.
  private var query = ""

  init(interactor: any HistoryInteractorInputProtocol, router: any HistoryRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: ⟶ History Interactor → History View: view update
  private func show(_ page: HistoryPage) {
    self.page = page
    view?.show(rows: HistoryText.rows(page.entries))
    // A search's empty answer has no message: its footer says `No matches`.
    view?.show(message: query.isEmpty ? HistoryText.message(for: page) : nil)
    view?.show(footer: HistoryText.footer(for: page, query: query))
  }
}

extension HistoryPresenter: HistoryPresenterProtocol {
  // MARK: ⟶ History Interactor → History View: view update
  // MARK: ⟶ History Interactor → Store: side effect
  func viewDidLoad() {
    view?.show(message: HistoryText.loading)
    view?.show(savedCount: savedCount.map(HistoryText.savedCount))
    interactor.loadHistory(limit: HistoryText.limit)
  }

  // MARK: ⟶ History View → History Interactor: user input
  func entryChosen(at index: Int) {
    interactor.chooseEntry(at: index)
  }

  // MARK: ⟶ History Presenter → Breakdown Router: navigate forward
  func breakdownRequested(at index: Int) {
    interactor.fetchBreakdown(at: index)
  }

  // MARK: ⟶ History View → History Interactor: user input
  func deleteRequested(at index: Int) {
    interactor.deleteEntry(at: index)
  }

  // MARK: ⟶ History View → History Interactor: user input
  /// The rows stay while the interactor waits and searches; the footer says so.
  func queryChanged(_ text: String) {
    view?.show(footer: HistoryText.searching)
    interactor.searchHistory(text, limit: HistoryText.limit, after: HistoryText.searchDelay)
  }

  // MARK: ⟶ History View → History Interactor: user input
  func cancelRequested() {
    router.dismiss()
  }

  // MARK: ⟶ History View → History Interactor: cancel
  /// The load or the search stops when the screen goes; under the Breakdown it goes on, and
  /// its answer is shown on return.
  func viewDidDisappear(isMovingFromParent: Bool) {
    guard isMovingFromParent else { return }
    interactor.cancelLoading()
  }

  // MARK: ⟶ History View → History Interactor: user input
  func keyPressed() {
    guard showsNotice, let page else { return }
    showsNotice = false
    view?.show(footer: HistoryText.footer(for: page, query: query))
  }
}

extension HistoryPresenter: HistoryModuleInput {
  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  func updateSavedCount(_ count: Int?) {
    savedCount = count
    view?.show(savedCount: count.map(HistoryText.savedCount))
  }
}

extension HistoryPresenter: HistoryInteractorOutputProtocol {
  // MARK: ⟶ History Interactor → History View: view update
  func didLoadHistory(_ page: HistoryPage) {
    show(page)
    guard let id = entryToSelect else { return }
    entryToSelect = nil
    let opening = HistoryText.opening(page, at: id)
    view?.select(row: opening.row)
    if let notice = opening.notice {
      view?.show(footer: notice)
      showsNotice = true
    }
  }

  // MARK: ⟶ History Interactor → History View: view update
  func didFailToLoadHistory(_ error: any Error) {
    view?.show(message: HistoryText.unavailable(error))
  }

  // MARK: ⟶ History Interactor → History View: view update
  /// The matches replace the rows, the first selected.
  func didSearchHistory(_ page: HistoryPage, query: String) {
    self.query = query
    show(page)
    view?.select(row: 0)
  }

  // MARK: ⟶ History Interactor → History View: view update
  /// The rows stay.
  func didFailToSearchHistory(_ error: any Error) {
    view?.show(footer: HistoryText.notSearched(error))
  }

  // MARK: ⟶ History Interactor → History View: view update
  func didDeleteEntry(leaving page: HistoryPage) {
    moduleOutput?.historyModuleDidDeleteEntry()
    show(page)
  }

  // MARK: ⟶ History Interactor → History View: view update
  func didFailToDeleteEntry(_ error: any Error) {
    view?.show(footer: HistoryText.notDeleted(error))
  }

  // MARK: ⟶ History Interactor → Calculator Interactor: data back
  func didChooseEntry(_ entry: HistoryEntry) {
    moduleOutput?.historyModule(didRestore: entry)
    router.dismiss()
  }

  // MARK: ⟶ History Presenter → Breakdown Router: navigate forward
  func didFetchBreakdown(_ breakdown: Breakdown) {
    router.showBreakdown(breakdown)
  }
}
