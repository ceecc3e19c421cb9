import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVPC

/// The matrix's History scenarios: the Calculator and History presenters with spy views and a
/// spy coordinator over a store whose calls wait until the test answers them (no sleeps); the
/// flows that leave the screen (restore, leaving while loading) through the real coordinators
/// on a recording stack. Every recorder is compared exhaustively.
@MainActor
struct HistoryTests {
  private let coordinator = CoordinatorSpy()
  private let store = ControllableHistoryStore()
  private let clock = ManualClock()

  static let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
  /// The saved-at column of every entry below, in this machine's time zone.
  static let time = HistoryText.rows([entry(1, Calculator())])[0].savedAt
  static let diskFull = HistoryError.io(path: "/x/history.sqlite", reason: "disk is full")

  static func entry(_ id: Int64, _ calculator: Calculator) -> HistoryEntry {
    HistoryEntry(id: id, saving: calculator, at: savedAt)
  }

  /// A Calculator presenter reporting to the spy coordinator, attached to a spy view, the
  /// attach and the launch's count (2) taken.
  private func makeCalculator(_ calculator: Calculator = Calculator()) async
    -> (CalculatorPresenter, CalculatorViewSpy)
  {
    let presenter = CalculatorPresenter(calculator: calculator, history: store)
    presenter.coordinator = coordinator
    let view = CalculatorViewSpy()
    presenter.attach(view)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    _ = (view.take(), coordinator.take())
    return (presenter, view)
  }

  /// A History presenter reporting to the spy coordinator, attached to a spy view, its load
  /// asked of the store and not answered.
  private func openHistory() async -> (HistoryPresenter, HistoryViewSpy) {
    let presenter = HistoryPresenter(history: store, clock: clock)
    presenter.coordinator = coordinator
    let view = HistoryViewSpy()
    presenter.attach(view)
    #expect(view.take() == ["message Loading…", "saved count nil"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    return (presenter, view)
  }

  /// A History presenter showing `entries` (fewer than the limit: no count asked).
  private func showHistory(_ entries: [HistoryEntry]) async -> (HistoryPresenter, HistoryViewSpy) {
    let (presenter, view) = await openHistory()
    await store.answer(.entries(entries))
    _ = view.take()
    return (presenter, view)
  }

  /// The app's flow with History pushed by the Calculator presenter, the launch's count (2)
  /// answered before, the push taken.
  private func makeFlowInHistory(_ calculator: Calculator = Calculator()) async throws -> Flow {
    let flow = Flow(calculator, history: store, clock: clock)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    flow.presenter.historyRequested()
    #expect(flow.navigation.take() == ["push HistoryViewController"])
    _ = flow.view.take()
    return flow
  }

  // MARK: Save (the Calculator presenter)

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let calculator = Calculator(numbers: "1,2,x")
    let (presenter, view) = await makeCalculator(calculator)
    presenter.saveRequested()
    #expect(await store.nextRequest() == .save(calculator))
    #expect(view.take() == [])
    await store.answer(.entry(Self.entry(1, calculator)))
    #expect(view.take() == ["sum 3 · 2 numbers, 1 ignored · saved"])
    presenter.numbersChanged("1,2,x,4")
    #expect(view.take() == ["sum 7 · 3 numbers, 1 ignored"])
    #expect(await store.nextRequest() == .count)
    #expect(store.requests == [.count, .save(calculator), .count])
    #expect(coordinator.take() == [])
  }

  @Test func aFailedSaveShowsItsReason() async {
    let (presenter, view) = await makeCalculator(Calculator(numbers: "1,2"))
    presenter.saveRequested()
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored · not saved: disk is full"])
    #expect(presenter.finalCalculator == Calculator(numbers: "1,2"))
  }

  // MARK: History (the History presenter, in the flow the History coordinator runs)

  @Test func historyShowsLoadingThenTheNewestRows() async throws {
    let (calculator, calculatorView) = await makeCalculator()
    calculator.historyRequested()
    #expect(coordinator.take() == ["show history 2"])
    #expect(calculatorView.take() == [])
    // The root coordinator starts a child flow, which pushes History around a presenter of it.
    let flow = try await makeFlowInHistory()
    let child = try #require(flow.coordinator.childCoordinators.only as? HistoryCoordinator)
    let presenter = try flow.top(HistoryViewController.self).presenter
    #expect(presenter.coordinator === child)
    // Loading until the store answers, then the entries in the store's order (newest first).
    let view = HistoryViewSpy()
    presenter.attach(view)
    #expect(view.take() == ["message Loading…", "saved count 2 saved"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(
      .entries([
        Self.entry(2, Calculator(numbers: "1,2,x,3")),
        Self.entry(1, Calculator(separators: ";", numbers: "1;-4")),
      ]))
    #expect(
      view.take() == [
        "row \(Self.time)  6  1,2,x,3", "row \(Self.time)  -3  1;-4", "message nil",
        "footer nil",
      ])
    // A full page: the store is asked how many there are in all.
    let (full, fullView) = await openHistory()
    let entries = (1...1_000).reversed().map { Self.entry($0, Calculator(numbers: "\($0)")) }
    await store.answer(.entries(entries))
    #expect(await store.nextRequest() == .count)
    #expect(fullView.take() == [])
    await store.answer(.count(1_234))
    let rows = (1...1_000).reversed().map { "row \(Self.time)  \($0)  \($0)" }
    #expect(fullView.take() == rows + ["message nil", "footer 1,000 of 1,234"])
    withExtendedLifetime(full) {}
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let (presenter, view) = await openHistory()
    await store.answer(.entries([]))
    #expect(view.take() == ["no rows", "message \(HistoryText.empty)", "footer nil"])
    // Enter and Delete have no row to act on.
    presenter.entryChosen(at: 0)
    presenter.deleteRequested(at: 0)
    #expect(coordinator.take() == [])
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let (presenter, view) = await openHistory()
    await store.fail(HistoryError.notAHistoryDatabase(path: "/home/u/history.sqlite"))
    #expect(view.take() == ["message History unavailable: not a history database"])
    presenter.entryChosen(at: 0)
    #expect(coordinator.take() == [])
  }

  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async throws {
    // The presenter hands the selected row's entry to its coordinator.
    let entries = [
      Self.entry(7, Calculator(separators: ";", numbers: "4;5;x")),
      Self.entry(3, Calculator(numbers: "1")),
    ]
    let (presenter, view) = await showHistory(entries)
    presenter.entryChosen(at: 0)
    #expect(coordinator.take() == ["history entry 7"])
    presenter.entryChosen(at: 2)
    #expect(coordinator.take() == [])
    #expect(view.take() == [])
    // Through the coordinators: the child pops and finishes with it, the parent hands it to
    // the Calculator presenter and removes the child.
    let flow = try await makeFlowInHistory(Calculator(numbers: "1,2"))
    let history = try flow.top(HistoryViewController.self).presenter
    let historyView = HistoryViewSpy()
    history.attach(historyView)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(entries))
    _ = historyView.take()
    history.entryChosen(at: 0)
    #expect(flow.navigation.take() == ["pop"])
    #expect(flow.navigation.screens == ["CalculatorViewController"])
    #expect(
      flow.view.take() == [
        "separators ;", "numbers 4;5;x", "sum 9 · 2 numbers, 1 ignored", "focus numbers",
      ])
    #expect(flow.presenter.finalCalculator == Calculator(separators: ";", numbers: "4;5;x"))
    #expect(flow.coordinator.childCoordinators.isEmpty)
    #expect(historyView.take() == [])
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    let (presenter, view) = await showHistory([
      Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1")),
    ])
    presenter.deleteRequested(at: 1)
    #expect(await store.nextRequest() == .delete(id: 1))
    #expect(view.take() == [])
    await store.answer(.done)
    #expect(view.take() == ["row \(Self.time)  22  22", "message nil", "footer nil"])
    #expect(coordinator.take() == ["history entry deleted"])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let (presenter, view) = await showHistory([
      Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1")),
    ])
    presenter.deleteRequested(at: 1)
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(view.take() == ["footer Not deleted: disk is full"])
    // The row is still there: Enter on it restores it.
    presenter.entryChosen(at: 1)
    #expect(coordinator.take() == ["history entry 1"])
  }

  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async throws {
    let tracker = ReleaseTracker()
    let flow = try await makeFlowInHistory(Calculator(numbers: "1"))
    do {
      let screen = try flow.top(HistoryViewController.self)
      tracker.track("HistoryViewController", screen)
      tracker.track("HistoryPresenter", screen.presenter)
      tracker.track("HistoryCoordinator", try #require(flow.coordinator.childCoordinators.only))
      // Loading the view attaches it to its presenter, which starts the load.
      _ = screen.view
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      // Esc: the presenter asks its coordinator to leave, which pops the screen. The pop tells
      // the screen it is moving from its parent, and the screen tells its presenter it was
      // popped, which stops its work.
      screen.presenter.cancelRequested()
    }
    #expect(flow.navigation.take() == ["pop"])
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(flow.coordinator.childCoordinators.isEmpty)
    #expect(tracker.alive == [])
    #expect(flow.presenter.finalCalculator == Calculator(numbers: "1"))
    #expect(flow.view.take() == [])
  }

  // MARK: Saved count (the Calculator presenter owns it; the coordinators hand it to History's)

  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async {
    let presenter = CalculatorPresenter(calculator: Calculator(), history: store)
    presenter.coordinator = coordinator
    let view = CalculatorViewSpy()
    presenter.attach(view)
    _ = view.take()
    #expect(await store.nextRequest() == .count)
    #expect(view.take() == [])
    await store.answer(.count(1_234))
    #expect(view.take() == ["saved count 1,234 saved"])
    #expect(coordinator.take() == ["saved count 1234"])
    #expect(store.countCalls == 1)
  }

  @Test func anUnavailableStoreShowsNoSavedCount() async throws {
    let flow = Flow(history: store)
    #expect(await store.nextRequest() == .count)
    await store.fail(Self.diskFull)
    #expect(flow.view.take() == ["saved count nil"])
    flow.presenter.historyRequested()
    #expect(flow.navigation.take() == ["push HistoryViewController"])
    #expect(flow.view.take() == ["sum 0 · 0 numbers, 0 ignored"])
    let view = HistoryViewSpy()
    try flow.top(HistoryViewController.self).presenter.attach(view)
    #expect(view.take() == ["message Loading…", "saved count nil"])
    #expect(store.countCalls == 1)
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let calculator = Calculator(numbers: "1,2")
    let (presenter, view) = await makeCalculator(calculator)
    presenter.saveRequested()
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry(3, calculator)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored · saved", "saved count 3 saved"])
    #expect(coordinator.take() == ["saved count 3"])
    // The same calculation again repeats the newest entry: committed, the same count.
    presenter.saveRequested()
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry(3, calculator)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored · saved", "saved count 3 saved"])
    #expect(coordinator.take() == ["saved count 3"])
    // A failed save reads nothing.
    presenter.saveRequested()
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored · not saved: disk is full"])
    #expect(store.countCalls == 3)
    #expect(store.pendingRequests == [])
  }

  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async throws {
    let flow = try await makeFlowInHistory()
    let presenter = try flow.top(HistoryViewController.self).presenter
    let view = HistoryViewSpy()
    presenter.attach(view)
    // The launch's count, without asking the store again.
    #expect(view.take() == ["message Loading…", "saved count 2 saved"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(
      .entries([
        Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1")),
      ]))
    _ = view.take()
    presenter.deleteRequested(at: 1)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.answer(.done)
    #expect(view.take() == ["row \(Self.time)  22  22", "message nil", "footer nil"])
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(view.take() == ["saved count 1 saved"])
    // The Calculator screen has it too, seen on return.
    #expect(flow.view.take() == ["saved count 1 saved"])
    presenter.cancelRequested()
    #expect(flow.navigation.take() == ["pop"])
    #expect(store.countCalls == 2)
  }

  @Test func returningToTheCalculatorReadsNoCount() async throws {
    let flow = try await makeFlowInHistory()
    let view = HistoryViewSpy()
    let presenter = try flow.top(HistoryViewController.self).presenter
    presenter.attach(view)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([]))
    presenter.cancelRequested()
    flow.presenter.breakdownRequested()
    flow.coordinator.closeBreakdown()
    flow.presenter.presetsRequested()
    try flow.top(PresetsViewController.self).presenter.cancelRequested()
    _ = (view.take(), flow.view.take())
    // Opening History again: its load is the one call waiting, no count before it.
    flow.presenter.historyRequested()
    try flow.top(HistoryViewController.self).presenter.attach(view)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    #expect(view.take() == ["message Loading…", "saved count 2 saved"])
    #expect(
      flow.navigation.take() == [
        "pop", "push BreakdownViewController", "pop", "push PresetsViewController", "pop",
        "push HistoryViewController",
      ])
    _ = flow.view.take()
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
    _ text: String, in presenter: HistoryPresenter, pause: Duration = .milliseconds(150)
  ) async {
    presenter.queryChanged(text)
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async throws {
    // The view focuses the query field when History opens (the one fact no spy can show).
    let app = MVPCApp(
      calculator: Calculator(), history: ControllableHistoryStore(),
      route: .history(selecting: nil), clock: ManualClock())
    let navigation = try #require(app.window.rootViewController as? NavigationController)
    let screen = try #require(navigation.topViewController as? HistoryViewController)
    #expect(screen.focusedView === screen.layout.queryField)

    let (presenter, view) = await showHistory(Self.twoEntries)
    await edit("4", in: presenter, pause: .milliseconds(149))
    #expect(view.take() == ["footer Searching…"])
    #expect(clock.pendingSleeps == 1)
    #expect(store.pendingRequests == [])
    clock.advance(by: .milliseconds(1))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("4", limit: 1_000)])
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    let (presenter, view) = await showHistory(Self.twoEntries)
    await edit("1", in: presenter, pause: .milliseconds(100))
    await edit("12", in: presenter, pause: .milliseconds(100))
    await edit("123", in: presenter)
    #expect(await store.nextRequest() == .search("123", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("123", limit: 1_000)])
    #expect(clock.pendingSleeps == 0)
    #expect(view.take() == Array(repeating: "footer Searching…", count: 3))
  }

  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async {
    let (presenter, view) = await showHistory(Self.twoEntries)
    await edit("1", in: presenter)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await edit("10", in: presenter)
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
    let (presenter, view) = await showHistory(Self.twoEntries)
    await edit("1", in: presenter)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    // Neither rows nor a selection told to the view: the rows stay, the selection too.
    #expect(view.take() == ["footer Searching…"])
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 1_234)))
    #expect(
      view.take() == Self.twoRows + ["message nil", "footer 2 of 1,234 matches", "select row 0"])
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async {
    let (presenter, view) = await showHistory(Self.twoEntries)
    await edit("9", in: presenter)
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(
      view.take() == [
        "footer Searching…", "no rows", "message nil", "footer No matches", "select row 0",
      ])
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async {
    let (presenter, view) = await showHistory(Self.twoEntries)
    await edit("x", in: presenter)
    #expect(await store.nextRequest() == .search("x", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    _ = view.take()
    await edit("", in: presenter)
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(
      view.take() == ["footer Searching…"] + Self.twoRows + [
        "message nil", "footer nil", "select row 0",
      ])
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async {
    let (presenter, view) = await showHistory(Self.twoEntries)
    await edit("1", in: presenter)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    #expect(view.take() == ["footer Searching…", "footer Not searched: database is locked"])
    #expect(coordinator.take() == [])
  }

  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async throws {
    let tracker = ReleaseTracker()
    let flow = try await makeFlowInHistory(Calculator(numbers: "1"))
    do {
      let screen = try flow.top(HistoryViewController.self)
      tracker.track("HistoryViewController", screen)
      tracker.track("HistoryPresenter", screen.presenter)
      tracker.track("HistoryCoordinator", try #require(flow.coordinator.childCoordinators.only))
      // Loading the view attaches it to its presenter, which starts the load.
      _ = screen.view
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      await store.answer(.entries(Self.twoEntries))
      // A key typed into the query field: the view reports the edit, the search waits.
      #expect(screen.layout.queryField.handle(.text("1")))
      await clock.waitForSleeps()
      clock.advance(by: .milliseconds(150))
      #expect(await store.nextRequest() == .search("1", limit: 1_000))
      // Esc: the presenter asks its coordinator to leave, which pops the screen. The pop tells
      // the screen it is moving from its parent, and the screen tells its presenter it was
      // popped, which stops its work.
      screen.presenter.cancelRequested()
    }
    #expect(flow.navigation.take() == ["pop"])
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    #expect(flow.coordinator.childCoordinators.isEmpty)
    #expect(tracker.alive == [])
    #expect(flow.presenter.finalCalculator == Calculator(numbers: "1"))
    #expect(flow.view.take() == [])
  }

  // MARK: Breakdown of a saved entry (the History presenter asks its coordinator, and the
  // History flow pushes the Breakdown as the root flow does from the Calculator)

  /// The Breakdown rows and footer, as a spy view is shown them, that typing `calculator` on
  /// the Calculator and pressing Enter show, through the root flow.
  private func typedBreakdown(_ calculator: Calculator) async throws -> [String] {
    let typedStore = ControllableHistoryStore()
    let flow = Flow(calculator, history: typedStore)
    #expect(await typedStore.nextRequest() == .count)
    await typedStore.answer(.count(2))
    flow.presenter.breakdownRequested()
    #expect(flow.navigation.take() == ["push BreakdownViewController"])
    let view = BreakdownViewSpy()
    try flow.top(BreakdownViewController.self).presenter.attach(view)
    _ = flow.view.take()
    return view.take()
  }

  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async throws {
    let saved = Calculator(separators: ";", numbers: "1;2;x;-3")
    let entries = [Self.entry(2, Calculator(numbers: "10,-4,x")), Self.entry(1, saved)]
    // The presenter hands the selected row's breakdown to its coordinator; no row (loading,
    // past the rows), nothing.
    let (presenter, view) = await openHistory()
    presenter.breakdownRequested(at: 0)
    #expect(coordinator.take() == [])
    await store.answer(.entries(entries))
    _ = view.take()
    presenter.breakdownRequested(at: 1)
    #expect(coordinator.take() == ["show breakdown"])
    #expect(coordinator.breakdown == saved.breakdown)
    presenter.breakdownRequested(at: 2)
    #expect(coordinator.take() == [])
    #expect(view.take() == [])
    // A search that matches nothing leaves no row: nothing.
    await edit("9", in: presenter)
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    _ = view.take()
    presenter.breakdownRequested(at: 0)
    #expect(coordinator.take() == [])
    // An empty history: nothing.
    let (empty, emptyView) = await showHistory([])
    empty.breakdownRequested(at: 0)
    #expect(coordinator.take() == [])
    #expect(emptyView.take() == [])

    // Through the coordinators: the History flow pushes the Breakdown screen that typing the
    // entry and Enter show; the Calculator's model and fields stay as they were.
    let flow = try await makeFlowInHistory(Calculator(numbers: "7"))
    let child = try #require(flow.coordinator.childCoordinators.only as? HistoryCoordinator)
    let history = try flow.top(HistoryViewController.self).presenter
    let historyView = HistoryViewSpy()
    history.attach(historyView)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(entries))
    _ = historyView.take()
    history.breakdownRequested(at: 1)
    #expect(flow.navigation.take() == ["push BreakdownViewController"])
    #expect(
      flow.navigation.screens == [
        "CalculatorViewController", "HistoryViewController", "BreakdownViewController",
      ])
    let breakdown = try flow.top(BreakdownViewController.self).presenter
    #expect(breakdown.coordinator === child)
    let breakdownView = BreakdownViewSpy()
    breakdown.attach(breakdownView)
    let rows = breakdownView.take()
    #expect(rows.first == "row 1|1|1")
    #expect(rows == (try await typedBreakdown(saved)))
    #expect(flow.view.take() == [])
    #expect(flow.presenter.finalCalculator == Calculator(numbers: "7"))
    #expect(historyView.take() == [])
  }

  @Test func backFromThatBreakdownShowsHistoryAsItWas() async throws {
    let flow = try await makeFlowInHistory(Calculator(numbers: "7"))
    let child = try #require(flow.coordinator.childCoordinators.only as? HistoryCoordinator)
    let presenter = try flow.top(HistoryViewController.self).presenter
    let view = HistoryViewSpy()
    presenter.attach(view)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    _ = view.take()
    await edit("1", in: presenter)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(
      view.take() == ["footer Searching…"] + Self.twoRows + [
        "message nil", "footer 2 matches", "select row 0",
      ])
    let requests = store.requests
    // Right on the second row: the History flow pushes the Breakdown, which covers History
    // (the stack tells the screen it disappeared, not that it was popped).
    presenter.breakdownRequested(at: 1)
    let breakdown = try flow.top(BreakdownViewController.self).presenter
    let breakdownView = BreakdownViewSpy()
    breakdown.attach(breakdownView)
    _ = breakdownView.take()
    // Esc, Backspace or Left: the Breakdown presenter asks its coordinator, the History flow,
    // to close it.
    breakdown.backRequested()
    #expect(flow.navigation.take() == ["push BreakdownViewController", "pop"])
    #expect(flow.navigation.screens == ["CalculatorViewController", "HistoryViewController"])
    #expect(flow.coordinator.childCoordinators.only === child)
    // History as it was: its view told nothing (query, rows, selection and footer stay as
    // they were drawn), the store not asked again, the Calculator told nothing.
    #expect(view.take() == [])
    #expect(store.requests == requests)
    #expect(store.pendingRequests == [])
    #expect(store.cancelledRequests == [])
    #expect(flow.view.take() == [])
    // The presenter still has the query's rows: Enter on the second restores its entry.
    presenter.entryChosen(at: 1)
    #expect(flow.navigation.take() == ["pop"])
    #expect(flow.presenter.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(flow.coordinator.childCoordinators.isEmpty)
    _ = flow.view.take()
  }

  /// Extra: a search in flight when Right is pressed goes on under the Breakdown, and History
  /// shows its answer on return; once History is popped, a search in flight stops. Through the
  /// real screens, as the app assembles them: that the view tells its presenter whether it was
  /// covered or popped is what neither a spy nor the recording stack can show.
  @Test func aSearchInFlightGoesOnUnderTheBreakdown() async throws {
    let app = MVPCApp(
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
