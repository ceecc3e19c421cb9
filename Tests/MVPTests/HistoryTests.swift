import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVP

/// The matrix's History scenarios: the Calculator and History presenters with spy views and a
/// store whose calls wait until the test answers them (no sleeps).
@MainActor
struct HistoryTests {
  static let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
  /// The saved-at column of every entry below, in this machine's time zone.
  static let time = HistoryText.rows([entry(1, Calculator())])[0].savedAt
  static let diskFull = HistoryError.io(path: "/x/history.sqlite", reason: "disk is full")

  static func entry(_ id: Int64, _ calculator: Calculator) -> HistoryEntry {
    HistoryEntry(id: id, saving: calculator, at: savedAt)
  }

  /// A Calculator presenter attached to a spy, with the attach calls already taken and the
  /// launch's count answered (2).
  private func makeCalculator(
    _ calculator: Calculator = Calculator(), history: ControllableHistoryStore
  ) async -> (CalculatorPresenter, CalculatorViewSpy) {
    let presenter = CalculatorPresenter(
      calculator: calculator, history: history, clock: ManualClock())
    let view = CalculatorViewSpy()
    presenter.attach(view)
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(2))
    _ = view.take()
    return (presenter, view)
  }

  /// A History presenter attached to a spy view, its load asked of the store and not answered.
  private func openHistory(_ store: ControllableHistoryStore, clock: ManualClock = ManualClock())
    async -> (HistoryPresenter, HistoryViewSpy, HistoryDelegateSpy)
  {
    let presenter = HistoryPresenter(history: store, clock: clock)
    let view = HistoryViewSpy()
    let delegate = HistoryDelegateSpy()
    presenter.delegate = delegate
    presenter.attach(view)
    #expect(view.take() == ["message Loading…", "saved count nil"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    return (presenter, view, delegate)
  }

  /// A History presenter showing `entries` (fewer than the limit: no count asked).
  private func showHistory(
    _ entries: [HistoryEntry], from store: ControllableHistoryStore,
    clock: ManualClock = ManualClock()
  ) async -> (HistoryPresenter, HistoryViewSpy, HistoryDelegateSpy) {
    let (presenter, view, delegate) = await openHistory(store, clock: clock)
    await store.answer(.entries(entries))
    _ = view.take()
    return (presenter, view, delegate)
  }

  // MARK: Save (the Calculator presenter)

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let store = ControllableHistoryStore()
    let calculator = Calculator(numbers: "1,2,x")
    let (presenter, view) = await makeCalculator(calculator, history: store)
    presenter.saveRequested()
    #expect(await store.nextRequest() == .save(calculator))
    #expect(view.take() == [])
    await store.answer(.entry(Self.entry(1, calculator)))
    #expect(view.take() == ["sum 3 · 2 numbers, 1 ignored · saved"])
    presenter.numbersChanged("1,2,x,4")
    #expect(view.take() == ["sum 7 · 3 numbers, 1 ignored"])
  }

  @Test func aFailedSaveShowsItsReason() async {
    let store = ControllableHistoryStore()
    let (presenter, view) = await makeCalculator(Calculator(numbers: "1,2"), history: store)
    presenter.saveRequested()
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored · not saved: disk is full"])
  }

  // MARK: History (the History presenter, opened by the Calculator presenter)

  @Test func historyShowsLoadingThenTheNewestRows() async throws {
    let store = ControllableHistoryStore()
    let (calculator, calculatorView) = await makeCalculator(history: store)
    calculator.historyRequested()
    #expect(calculatorView.take() == ["show history"])
    let presenter = try #require(calculatorView.historyPresenter)
    #expect(presenter.delegate === calculator)
    let view = HistoryViewSpy()
    presenter.attach(view)
    #expect(view.take() == ["message Loading…", "saved count 2 saved"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    let entries = (1...1_000).reversed().map { Self.entry($0, Calculator(numbers: "\($0)")) }
    await store.answer(.entries(entries))
    // A full page: the store is asked how many there are in all.
    #expect(await store.nextRequest() == .count)
    #expect(view.take() == [])
    await store.answer(.count(1_234))
    let rows = (1...1_000).reversed().map { "row \(Self.time)  \($0)  \($0)" }
    #expect(view.take() == rows + ["message nil", "footer 1,000 of 1,234"])
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let store = ControllableHistoryStore()
    let (presenter, view, delegate) = await openHistory(store)
    await store.answer(.entries([]))
    #expect(view.take() == ["no rows", "message \(HistoryText.empty)", "footer nil"])
    // Enter and Delete have no row to act on.
    presenter.entryChosen(at: 0)
    presenter.deleteRequested(at: 0)
    #expect(delegate.take() == [])
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let store = ControllableHistoryStore()
    let (presenter, view, _) = await openHistory(store)
    await store.fail(Self.diskFull)
    #expect(view.take() == ["message History unavailable: disk is full"])
    withExtendedLifetime(presenter) {}
  }

  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async throws {
    let store = ControllableHistoryStore()
    let (calculator, calculatorView) = await makeCalculator(
      Calculator(numbers: "7"), history: store)
    // A save's outcome shows until the restore.
    calculator.saveRequested()
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry(3, Calculator(numbers: "7"))))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    #expect(
      calculatorView.take() == ["sum 7 · 1 number, 0 ignored · saved", "saved count 3 saved"])
    calculator.historyRequested()
    #expect(calculatorView.take() == ["show history"])
    let presenter = try #require(calculatorView.historyPresenter)
    let view = HistoryViewSpy()
    presenter.attach(view)
    _ = await store.nextRequest()
    await store.answer(
      .entries([
        Self.entry(2, Calculator(numbers: "10,-4,x")),
        Self.entry(1, Calculator(separators: ";", numbers: "1;2")),
      ]))
    _ = view.take()
    presenter.entryChosen(at: 1)
    #expect(calculator.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(
      calculatorView.take() == [
        "separators ;", "numbers 1;2", "sum 3 · 2 numbers, 0 ignored", "focus numbers",
        "dismiss history",
      ])
    #expect(view.take() == [])
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    let store = ControllableHistoryStore()
    let (presenter, view, delegate) = await showHistory(
      [Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1"))],
      from: store)
    presenter.deleteRequested(at: 1)
    #expect(await store.nextRequest() == .delete(id: 1))
    #expect(view.take() == [])
    await store.answer(.done)
    #expect(view.take() == ["row \(Self.time)  22  22", "message nil", "footer nil"])
    #expect(delegate.take() == ["deleted 1"])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let store = ControllableHistoryStore()
    let (presenter, view, delegate) = await showHistory(
      [Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1"))],
      from: store)
    presenter.deleteRequested(at: 1)
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(view.take() == ["footer Not deleted: disk is full"])
    // The row is still there: Enter on it restores it.
    presenter.entryChosen(at: 1)
    #expect(delegate.take() == ["restore , 1"])
  }

  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async {
    let store = ControllableHistoryStore()
    weak var presenter: HistoryPresenter?
    weak var view: HistoryViewSpy?
    let delegate = HistoryDelegateSpy()
    do {
      let (opened, openedView, _) = await openHistory(store)
      (presenter, view) = (opened, openedView)
      opened.delegate = delegate
      // Esc: the presenter reports the cancel, its opener pops the view, which then
      // disappears.
      opened.cancelRequested()
      opened.viewDidDisappear(popped: true)
    }
    #expect(delegate.take() == ["cancelled"])
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(presenter == nil)
    #expect(view == nil)
  }

  // MARK: Saved count (the Calculator presenter owns it and hands it to History's)

  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async {
    let store = ControllableHistoryStore()
    let presenter = CalculatorPresenter(
      calculator: Calculator(), history: store, clock: ManualClock())
    let view = CalculatorViewSpy()
    presenter.attach(view)
    _ = view.take()
    #expect(await store.nextRequest() == .count)
    #expect(view.take() == [])
    await store.answer(.count(1_234))
    #expect(view.take() == ["saved count 1,234 saved"])
    #expect(store.countCalls == 1)
  }

  @Test func anUnavailableStoreShowsNoSavedCount() async throws {
    let store = ControllableHistoryStore()
    let calculator = CalculatorPresenter(
      calculator: Calculator(), history: store, clock: ManualClock())
    let calculatorView = CalculatorViewSpy()
    calculator.attach(calculatorView)
    _ = calculatorView.take()
    #expect(await store.nextRequest() == .count)
    await store.fail(Self.diskFull)
    #expect(calculatorView.take() == ["saved count nil"])
    calculator.historyRequested()
    #expect(calculatorView.take() == ["show history"])
    let view = HistoryViewSpy()
    try #require(calculatorView.historyPresenter).attach(view)
    #expect(view.take() == ["message Loading…", "saved count nil"])
    #expect(store.countCalls == 1)
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let store = ControllableHistoryStore()
    let calculator = Calculator(numbers: "1,2")
    let (presenter, view) = await makeCalculator(calculator, history: store)
    presenter.saveRequested()
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry(3, calculator)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored · saved", "saved count 3 saved"])
    // The same calculation again repeats the newest entry: committed, the same count.
    presenter.saveRequested()
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry(3, calculator)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored · saved", "saved count 3 saved"])
    // A failed save reads nothing.
    presenter.saveRequested()
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored · not saved: disk is full"])
    #expect(store.countCalls == 3)
    #expect(store.pendingRequests == [])
  }

  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async throws {
    let store = ControllableHistoryStore()
    let (calculator, calculatorView) = await makeCalculator(history: store)
    calculator.historyRequested()
    #expect(calculatorView.take() == ["show history"])
    let presenter = try #require(calculatorView.historyPresenter)
    let view = HistoryViewSpy()
    presenter.attach(view)
    // The launch's count, without asking the store again.
    #expect(view.take() == ["message Loading…", "saved count 2 saved"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(
      .entries([Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1"))]))
    _ = view.take()
    presenter.deleteRequested(at: 1)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.answer(.done)
    #expect(view.take() == ["row \(Self.time)  22  22", "message nil", "footer nil"])
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(view.take() == ["saved count 1 saved"])
    // The Calculator screen has it too, seen on return.
    #expect(calculatorView.take() == ["saved count 1 saved"])
    presenter.cancelRequested()
    #expect(calculatorView.take() == ["dismiss history"])
    #expect(store.countCalls == 2)
  }

  @Test func returningToTheCalculatorReadsNoCount() async throws {
    let store = ControllableHistoryStore()
    let (calculator, calculatorView) = await makeCalculator(history: store)
    calculator.breakdownRequested()
    calculator.presetsRequested()
    try #require(calculatorView.presetsPresenter).cancelRequested()
    calculator.historyRequested()
    calculator.viewDidDisappear()
    let presenter = try #require(calculatorView.historyPresenter)
    let view = HistoryViewSpy()
    presenter.attach(view)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([]))
    presenter.cancelRequested()
    presenter.viewDidDisappear(popped: true)
    _ = view.take()
    // Opening History again: its load is the one call waiting, no count before it.
    calculator.historyRequested()
    try #require(calculatorView.historyPresenter).attach(view)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    #expect(view.take() == ["message Loading…", "saved count 2 saved"])
    #expect(
      calculatorView.take() == [
        "show breakdown", "show presets", "dismiss presets", "show history",
        "sum 0 · 0 numbers, 0 ignored", "dismiss history", "show history",
      ])
    #expect(store.countCalls == 1)
  }

  // MARK: Searching (the History presenter; its view reports each edit of the query)

  /// Two entries, the newest first: `10,-4,x` (sum 6) and `1;2` (sum 3).
  static let twoEntries = [
    entry(2, Calculator(numbers: "10,-4,x")),
    entry(1, Calculator(separators: ";", numbers: "1;2")),
  ]
  static let twoRows = ["row \(time)  6  10,-4,x", "row \(time)  3  1;2"]

  /// The view reports the query's text after an edit, then the clock moves on by `pause` once
  /// the search the edit started is waiting.
  private func edit(
    _ text: String, in presenter: HistoryPresenter, on clock: ManualClock,
    pause: Duration = .milliseconds(150)
  ) async {
    presenter.queryChanged(text)
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async throws {
    // The view focuses the query field when History opens (the one fact no spy can show).
    let app = MVPApp(
      calculator: Calculator(), history: ControllableHistoryStore(),
      route: .history(selecting: nil), clock: ManualClock())
    let navigation = try #require(app.window.rootViewController as? NavigationController)
    let screen = try #require(navigation.topViewController as? HistoryViewController)
    #expect(screen.focusedView === screen.layout.queryField)

    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (presenter, view, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("4", in: presenter, on: clock, pause: .milliseconds(149))
    #expect(view.take() == ["footer Searching…"])
    #expect(clock.pendingSleeps == 1)
    #expect(store.pendingRequests == [])
    clock.advance(by: .milliseconds(1))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("4", limit: 1_000)])
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (presenter, view, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", in: presenter, on: clock, pause: .milliseconds(100))
    await edit("12", in: presenter, on: clock, pause: .milliseconds(100))
    await edit("123", in: presenter, on: clock)
    #expect(await store.nextRequest() == .search("123", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("123", limit: 1_000)])
    #expect(clock.pendingSleeps == 0)
    #expect(view.take() == Array(repeating: "footer Searching…", count: 3))
  }

  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (presenter, view, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", in: presenter, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await edit("10", in: presenter, on: clock)
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(await store.nextRequest() == .search("10", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(
      view.take() == [
        "footer Searching…", "footer Searching…", Self.twoRows[0], "message nil",
        "footer 1 match", "select row 0",
      ])
  }

  @Test func searchingKeepsTheRowsThenShowsTheMatches() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (presenter, view, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", in: presenter, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    // Neither rows nor a selection told to the view: the rows stay, the selection too.
    #expect(view.take() == ["footer Searching…"])
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 1_234)))
    #expect(
      view.take() == Self.twoRows + ["message nil", "footer 2 of 1,234 matches", "select row 0"])
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (presenter, view, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("9", in: presenter, on: clock)
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(
      view.take() == [
        "footer Searching…", "no rows", "message nil", "footer No matches", "select row 0",
      ])
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (presenter, view, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("x", in: presenter, on: clock)
    #expect(await store.nextRequest() == .search("x", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    _ = view.take()
    await edit("", in: presenter, on: clock)
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(
      view.take() == ["footer Searching…"] + Self.twoRows + [
        "message nil", "footer nil", "select row 0",
      ])
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (presenter, view, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", in: presenter, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    #expect(view.take() == ["footer Searching…", "footer Not searched: database is locked"])
  }

  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    weak var presenter: HistoryPresenter?
    weak var view: HistoryViewSpy?
    let delegate = HistoryDelegateSpy()
    do {
      let (shown, shownView, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
      (presenter, view) = (shown, shownView)
      shown.delegate = delegate
      await edit("1", in: shown, on: clock)
      #expect(await store.nextRequest() == .search("1", limit: 1_000))
      #expect(shownView.take() == ["footer Searching…"])
      // Esc: the presenter reports the cancel, its opener pops the view, which then
      // disappears.
      shown.cancelRequested()
      shown.viewDidDisappear(popped: true)
    }
    #expect(delegate.take() == ["cancelled"])
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    #expect(presenter == nil)
    #expect(view == nil)
  }

  // MARK: Breakdown of a saved entry (the History presenter hands its view a Breakdown
  // presenter, as the Calculator presenter does on Enter)

  /// The Breakdown rows and footer, as a spy view is shown them, that typing `calculator` on
  /// the Calculator and pressing Enter show.
  private func typedBreakdown(_ calculator: Calculator) async throws -> [String] {
    let (presenter, view) = await makeCalculator(calculator, history: ControllableHistoryStore())
    presenter.breakdownRequested()
    #expect(view.take() == ["show breakdown"])
    let breakdownView = BreakdownViewSpy()
    try #require(view.breakdownPresenter).attach(breakdownView)
    return breakdownView.take()
  }

  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async throws {
    let store = ControllableHistoryStore()
    let (calculator, calculatorView) = await makeCalculator(
      Calculator(numbers: "7"), history: store)
    calculator.historyRequested()
    #expect(calculatorView.take() == ["show history"])
    let presenter = try #require(calculatorView.historyPresenter)
    let view = HistoryViewSpy()
    presenter.attach(view)
    #expect(view.take() == ["message Loading…", "saved count 2 saved"])
    // Loading: no row, Right does nothing.
    presenter.breakdownRequested(at: 0)
    #expect(view.take() == [])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    let saved = Calculator(separators: ";", numbers: "1;2;x;-3")
    await store.answer(
      .entries([Self.entry(2, Calculator(numbers: "10,-4,x")), Self.entry(1, saved)]))
    _ = view.take()
    // Right on the second row: the view is handed a Breakdown presenter to push.
    presenter.breakdownRequested(at: 1)
    #expect(view.take() == ["show breakdown"])
    let breakdownView = BreakdownViewSpy()
    try #require(view.breakdownPresenter).attach(breakdownView)
    let rows = breakdownView.take()
    #expect(rows.first == "row 1|1|1")
    #expect(rows == (try await typedBreakdown(saved)))
    // The Calculator's model and fields are not the entry's: nothing was restored.
    #expect(calculatorView.take() == [])
    #expect(calculator.finalCalculator == Calculator(numbers: "7"))

    // No row in an empty history, nor when a search matches nothing: Right does nothing.
    let emptyStore = ControllableHistoryStore()
    let clock = ManualClock()
    let (empty, emptyView, emptyDelegate) = await showHistory([], from: emptyStore)
    empty.breakdownRequested(at: 0)
    #expect(emptyView.take() == [])
    #expect(emptyDelegate.take() == [])
    let (searched, searchedView, _) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("9", in: searched, on: clock)
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    _ = searchedView.take()
    searched.breakdownRequested(at: 0)
    #expect(searchedView.take() == [])
  }

  @Test func backFromThatBreakdownShowsHistoryAsItWas() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (presenter, view, delegate) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", in: presenter, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(
      view.take() == ["footer Searching…"] + Self.twoRows + [
        "message nil", "footer 2 matches", "select row 0",
      ])
    let requests = store.requests
    // Right on the second row; the view pushes the Breakdown, which covers History: the view
    // says it was not popped.
    presenter.breakdownRequested(at: 1)
    #expect(view.take() == ["show breakdown"])
    presenter.viewDidDisappear(popped: false)
    let breakdown = try #require(view.breakdownPresenter)
    let breakdownView = BreakdownViewSpy()
    breakdown.attach(breakdownView)
    _ = breakdownView.take()
    // Esc, Backspace or Left on the Breakdown: it pops itself.
    breakdown.backRequested()
    #expect(breakdownView.take() == ["dismiss"])
    // History as it was: its view told nothing (query, rows, selection and footer stay as
    // they were drawn), the store not asked again, nothing reported to the Calculator.
    #expect(view.take() == [])
    #expect(store.requests == requests)
    #expect(store.pendingRequests == [])
    #expect(store.cancelledRequests == [])
    #expect(delegate.take() == [])
    // The presenter still has the query's rows: Enter on the second restores its entry.
    presenter.entryChosen(at: 1)
    #expect(delegate.take() == ["restore ; 1;2"])
  }

  /// Extra: a search in flight when Right is pressed goes on under the Breakdown, and History
  /// shows its answer on return; once History is popped, a search in flight stops. Through the
  /// real screens, as the app assembles them: that the view tells its presenter whether it was
  /// covered or popped is what no spy can show.
  @Test func aSearchInFlightGoesOnUnderTheBreakdown() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let app = MVPApp(
      calculator: Calculator(), history: store, route: .history(selecting: nil), clock: clock)
    #expect(
      await store.answer(inAnyOrder: [
        (.count, .count(2)), (.newest(limit: 1_000), .entries(Self.twoEntries)),
      ]) == [])
    let navigation = try #require(app.window.rootViewController as? NavigationController)
    let history = try #require(navigation.topViewController as? HistoryViewController)
    app.window.handle(.text("1"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    // Right while the search is asked: the Breakdown of the row selected then, the newest.
    app.window.handle(.right)
    let breakdown = try #require(navigation.topViewController as? BreakdownViewController)
    #expect(
      breakdown.layout.footerLabel.text
        == BreakdownText.footer(Self.twoEntries[0].calculator.breakdown))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[1]], total: 1)))
    #expect(store.cancelledRequests == [])
    app.window.handle(.escape)
    #expect(navigation.topViewController === history)
    #expect(history.layout.footerLabel.text == "1 match")
    #expect(history.layout.list.selectedIndex == 0)
    // Popped with a search in flight: the search stops.
    app.window.handle(.text("2"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("12", limit: 1_000))
    app.window.handle(.escape)
    #expect(navigation.topViewController is CalculatorViewController)
    #expect(store.cancelledRequests == [.search("12", limit: 1_000)])
    #expect(app.calculator == Calculator())
  }
}
