import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import DeclarativeUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import DeclarativeUI
@testable import MVVMObservableObject

/// The matrix's History scenarios (TestMatrix in Tests/TestSupport): the Calculator and
/// History view models as plain objects, with `ControllableHistoryStore`, whose calls wait
/// until the test answers (no sleeps). A load runs as the view runs it, `await
/// viewModel.load()` in a task, here the test's; leaving cancels the view's task, so the last
/// scenario goes through the app's window.
@MainActor
struct HistoryTests {
  private let subscriptions = Subscriptions()

  static let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
  static let diskFull = HistoryError.io(path: "/x/history.sqlite", reason: "disk is full")

  static func entry(_ id: Int64, separators: String = ",", numbers: String) -> HistoryEntry {
    HistoryEntry(id: id, saving: Calculator(separators: separators, numbers: numbers), at: savedAt)
  }

  /// `2025-11-25 14:03` in the time zone the tests run in.
  static let time = HistoryText.rows([entry(0, numbers: "")])[0].savedAt

  /// A Calculator view model whose launch count the store answered: 3 saved.
  private func makeCalculator(
    numbers: String, clock: ManualClock = ManualClock()
  ) async -> (CalculatorViewModel, ControllableHistoryStore) {
    let store = ControllableHistoryStore()
    let viewModel = CalculatorViewModel(
      calculator: Calculator(numbers: numbers), history: store, clock: clock)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    return (viewModel, store)
  }

  /// A History view model whose state and selection are observed, and whose chosen entries
  /// are recorded. A page shown sets the selection (kept in range) before the state: a
  /// `@Published` property publishes every set, an equal value too.
  private func makeHistory(
    clock: ManualClock = ManualClock()
  ) -> (HistoryViewModel, ControllableHistoryStore, Recorder) {
    let store = ControllableHistoryStore()
    let recorder = Recorder()
    let viewModel = HistoryViewModel(
      history: store, clock: clock, deleteCommitted: {},
      entryChosen: { [weak recorder] entry in recorder?.record("chosen \(entry.id)") })
    recorder.observe("state", viewModel.$state, keptIn: subscriptions)
    recorder.observe("selection", viewModel.$selectedIndex, keptIn: subscriptions)
    return (viewModel, store, recorder)
  }

  /// `makeHistory()` loaded with `entries`, the newest first, as the view's task loads it.
  private func makeLoadedHistory(
    _ entries: [HistoryEntry], clock: ManualClock = ManualClock()
  ) async -> (HistoryViewModel, ControllableHistoryStore, Recorder) {
    let (viewModel, store, recorder) = makeHistory(clock: clock)
    let load = Task { await viewModel.load() }
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(.entries(entries))
    await load.value
    #expect(recorder.take() == ["selection changed", "state changed"])
    return (viewModel, store, recorder)
  }

  // MARK: Saving

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let (viewModel, store) = await makeCalculator(numbers: "1,2,x,3")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,x,3")))
    #expect(viewModel.statusText == "3 numbers, 1 ignored")
    await store.answer(.entry(Self.entry(1, numbers: "1,2,x,3")))
    #expect(viewModel.statusText == "3 numbers, 1 ignored · saved")
    // The next edit clears the note.
    viewModel.numbers = "1,2,x,3,4"
    #expect(viewModel.statusText == "4 numbers, 1 ignored")
  }

  @Test func aFailedSaveShowsItsReason() async {
    let (viewModel, store) = await makeCalculator(numbers: "1,2")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.fail(Self.diskFull)
    #expect(viewModel.statusText == "2 numbers, 0 ignored · not saved: disk is full")
    // A screen pushed over the Calculator clears the note.
    viewModel.breakdownRequested()
    #expect(viewModel.statusText == "2 numbers, 0 ignored")
  }

  /// Extra: a save that answers after an edit says nothing (the fields no longer hold what
  /// was saved), and the save is not tied to the screen: it ends after the view model goes.
  @Test func aSaveAnsweredAfterAnEditOrAfterTheScreenWentChangesNothing() async {
    let (viewModel, store) = await makeCalculator(numbers: "1")
    viewModel.saveRequested()
    viewModel.numbers = "12"
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1")))
    await store.answer(.entry(Self.entry(1, numbers: "1")))
    #expect(viewModel.statusText == "1 number, 0 ignored")

    weak var released: CalculatorViewModel?
    do {
      let (gone, store) = await makeCalculator(numbers: "5")
      gone.saveRequested()
      released = gone
      _ = consume gone
      #expect(released == nil)
      #expect(await store.nextRequest() == .save(Calculator(numbers: "5")))
      await store.answer(.entry(Self.entry(1, numbers: "5")))
      #expect(store.cancelledRequests == [])
    }
  }

  // MARK: Loading

  @Test func historyShowsLoadingThenTheNewestRows() async {
    let (calculator, _) = await makeCalculator(numbers: "7")
    calculator.historyRequested()
    #expect(calculator.path == [.history(selecting: nil)])
    let (viewModel, store, recorder) = makeHistory()
    #expect(viewModel.state.summary == "loading: Loading…")
    let load = Task { await viewModel.load() }
    #expect(await store.nextRequest() == .newest(limit: 1000))
    #expect(viewModel.state.summary == "loading: Loading…")
    #expect(recorder.take() == [])
    await store.answer(
      .entries([Self.entry(2, numbers: "10,-4,x"), Self.entry(1, separators: ";", numbers: "1;2")]))
    await load.value
    #expect(
      viewModel.state.summary == "loaded: \(Self.time) 6 10,-4,x | \(Self.time) 3 1;2 | - | -")
    #expect(viewModel.selectedIndex == 0)
    #expect(recorder.take() == ["selection changed", "state changed"])
    #expect(store.requests == [.newest(limit: 1000)])
  }

  /// Extra: a full page asks for the count, which the footer shows.
  @Test func aFullPageShowsHowManyThereAreInAll() async {
    let (viewModel, store, recorder) = makeHistory()
    let load = Task { await viewModel.load() }
    _ = await store.nextRequest()
    await store.answer(.entries((1...1000).reversed().map { Self.entry($0, numbers: "\($0)") }))
    #expect(await store.nextRequest() == .count)
    #expect(viewModel.state.summary == "loading: Loading…")
    await store.answer(.count(1234))
    await load.value
    guard case .loaded(let rows, nil, "1,000 of 1,234") = viewModel.state else {
      Issue.record("\(viewModel.state.summary)")
      return
    }
    #expect(rows.count == 1000)
    #expect(rows.first?.words.numbers == "1000")
    #expect(recorder.take() == ["selection changed", "state changed"])
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let (viewModel, store, recorder) = await makeLoadedHistory([])
    #expect(
      viewModel.state.summary
        == "loaded: No saved calculations. Ctrl-S on the calculator saves one. | -")
    // Enter and Delete have no row to act on.
    viewModel.restoreRequested()
    viewModel.deleteRequested()
    #expect(store.requests == [.newest(limit: 1000)])
    #expect(recorder.take() == [])
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let (viewModel, store, recorder) = makeHistory()
    let load = Task { await viewModel.load() }
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    await load.value
    #expect(viewModel.state.summary == "failed: History unavailable: disk is full")
    #expect(recorder.take() == ["state changed"])
    viewModel.restoreRequested()
    viewModel.deleteRequested()
    #expect(store.requests == [.newest(limit: 1000)])
    #expect(recorder.take() == [])
  }

  // MARK: Restore and delete

  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async {
    let (calculator, store) = await makeCalculator(numbers: "7")
    let recorder = Recorder()
    calculator.focusedField = .separators
    calculator.saveRequested()
    // The save's call reaches the store before the load starts: two tasks started together
    // reach it in either order.
    #expect(await store.nextRequest() == .save(Calculator(numbers: "7")))
    calculator.historyRequested()
    let history = calculator.makeHistoryViewModel()
    let load = Task { await history.load() }
    // The save answers while History shows: its note is on the covered status line.
    await store.answer(.entry(Self.entry(3, numbers: "7")))
    #expect(calculator.statusText == "1 number, 0 ignored · saved")
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(
      .entries([Self.entry(3, numbers: "7"), Self.entry(1, separators: ";", numbers: "1;2;x")]))
    await load.value
    history.selectedIndex = 1
    observeAll(calculator, on: recorder, keptIn: subscriptions)
    history.restoreRequested()
    #expect(calculator.finalCalculator == Calculator(separators: ";", numbers: "1;2;x"))
    #expect(calculator.separators == ";")
    #expect(calculator.numbers == "1;2;x")
    #expect(calculator.sumText == "3")
    #expect(calculator.statusText == "2 numbers, 1 ignored")
    #expect(calculator.focusedField == .numbers)
    #expect(calculator.path == [])
    #expect(
      recorder.take() == [
        "separators changed", "sum changed", "status changed", "numbers changed",
        "sum changed", "status changed", "separators revision changed",
        "numbers revision changed", "focus changed", "path changed",
      ])
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    let (viewModel, store, recorder) = await makeLoadedHistory([
      Self.entry(2, numbers: "22"), Self.entry(1, numbers: "1"),
    ])
    viewModel.selectedIndex = 1
    _ = recorder.take()
    viewModel.deleteRequested()
    #expect(await store.nextRequest() == .delete(id: 1))
    #expect(viewModel.state.summary == "loaded: \(Self.time) 22 22 | \(Self.time) 1 1 | - | -")
    await store.answer(.done)
    #expect(viewModel.state.summary == "loaded: \(Self.time) 22 22 | - | -")
    #expect(viewModel.selectedIndex == 0)
    #expect(recorder.take() == ["selection changed", "state changed"])
    viewModel.deleteRequested()
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.answer(.done)
    #expect(
      viewModel.state.summary
        == "loaded: No saved calculations. Ctrl-S on the calculator saves one. | -")
    #expect(recorder.take() == ["selection changed", "state changed"])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let (viewModel, store, recorder) = await makeLoadedHistory([Self.entry(1, numbers: "1")])
    viewModel.deleteRequested()
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.fail(Self.diskFull)
    #expect(
      viewModel.state.summary == "loaded: \(Self.time) 1 1 | - | Not deleted: disk is full")
    #expect(recorder.take() == ["state changed"])
    viewModel.restoreRequested()
    #expect(recorder.take() == ["chosen 1"])
  }

  // MARK: The Breakdown of a saved entry

  /// Right on History is the History view model's `breakdownRequested()`: with a row, the view
  /// model publishes its entry (navigation as state), which the view presents with the
  /// Breakdown view model that typing the entry and Enter make. The Calculator view model
  /// publishes nothing: its fields and path are not touched. With no row (loading, no match)
  /// there is no entry.
  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async {
    let clock = ManualClock()
    let (calculator, store) = await makeCalculator(numbers: "7", clock: clock)
    calculator.historyRequested()
    let history = calculator.makeHistoryViewModel()
    let recorder = Recorder()
    observeAll(calculator, on: recorder, keptIn: subscriptions)
    recorder.observe("breakdown", history.$breakdownEntry, keptIn: subscriptions)
    let load = Task { await history.load() }
    #expect(await store.nextRequest() == .newest(limit: 1000))
    history.breakdownRequested()
    #expect(history.breakdownEntry == nil)
    await store.answer(.entries(Self.twoEntries))
    await load.value
    history.selectedIndex = 1
    history.breakdownRequested()
    #expect(history.breakdownEntry == Self.twoEntries[1])
    #expect(recorder.take() == ["breakdown changed"])

    let typed = CalculatorViewModel(
      calculator: Calculator(separators: ";", numbers: "1;2"),
      history: ControllableHistoryStore(), clock: ManualClock())
    typed.breakdownRequested()
    #expect(typed.path == [.breakdown])
    let shown = history.makeBreakdownViewModel(for: Self.twoEntries[1])
    let expected = typed.makeBreakdownViewModel()
    let words = { (row: BreakdownViewModel.Row) in "\(row.fragment)|\(row.value)|\(row.total)" }
    #expect(shown.rows.map(words) == ["1|1|1", "2|2|3"])
    #expect(shown.rows.map(words) == expected.rows.map(words))
    #expect(shown.footer == expected.footer)
    #expect(shown.footer == "Sum 3 · 2 numbers, 0 ignored")
    #expect(calculator.path == [.history(selecting: nil)])
    #expect(calculator.finalCalculator == Calculator(numbers: "7"))

    // Back, then no match: no row, no Breakdown.
    history.breakdownBackRequested()
    #expect(history.breakdownEntry == nil)
    #expect(recorder.take() == ["breakdown changed"])
    await edit("9", history, on: clock)
    #expect(await store.nextRequest() == .search("9", limit: 1000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(history.state.summary == "loaded: - | No matches")
    history.breakdownRequested()
    #expect(history.breakdownEntry == nil)
    #expect(calculator.path == [.history(selecting: nil)])
    #expect(recorder.take() == [])
  }

  /// Through the app: Esc, Backspace or Left on that Breakdown sets the entry to nil, which
  /// pops it, and History is there as it was (query, rows, selection, footer): the stack kept
  /// its screen, view and view model under the Breakdown, so nothing asks the store again, and
  /// Enter still restores the row that was selected.
  @Test func backFromThatBreakdownShowsHistoryAsItWas() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let app = MVVMObservableObjectApp(
      calculator: Calculator(numbers: "5"), history: store, route: nil, clock: clock)
    let terminal = HeadlessTerminal(window: app.window)
    await store.failLaunchCount()
    terminal.send("\u{12}")
    let screen = try #require(app.window.activeViewController as? HostingController<AnyView>)
    let viewModel = try #require(historyView(on: screen)).viewModel
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(.entries(Self.twoEntries))
    terminal.send("1")
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 1234)))
    await terminal.settle()
    terminal.send("\u{1B}[B")
    let history = terminal.text
    #expect(history.hasPrefix("History\nSearch ▸ 1\n"))
    #expect(history.contains("\n2 of 1,234 matches\n"))
    let requests = store.requests
    for back in ["\u{1B}", "\u{7F}", "\u{1B}[D"] {
      terminal.send("\u{1B}[C")
      #expect(viewModel.breakdownEntry == Self.twoEntries[1])
      #expect(app.window.activeViewController !== screen)
      #expect(terminal.text.hasPrefix("Breakdown\n"))
      terminal.send(back)
      if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
      await terminal.settle()
      #expect(viewModel.breakdownEntry == nil)
      #expect(app.window.activeViewController === screen)
      #expect(historyView(on: screen)?.viewModel === viewModel)
      #expect(terminal.text == history)
      #expect(store.requests == requests)
    }
    #expect(store.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    #expect(viewModel.query == "1")
    #expect(viewModel.selectedIndex == 1)
    terminal.send("\r")
    #expect(app.calculator == Calculator(separators: ";", numbers: "1;2"))
  }

  // MARK: Leaving

  /// Through the app: Esc pops the screen, which ends its view's `.task`, which cancels the
  /// store's call; the screen's host, view and view model are then freed.
  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async throws {
    let store = ControllableHistoryStore()
    let app = MVVMObservableObjectApp(calculator: Calculator(numbers: "5"), history: store)
    let terminal = HeadlessTerminal(window: app.window)
    await store.failLaunchCount()
    weak var screen: HostingController<AnyView>?
    weak var viewModel: HistoryViewModel?
    do {
      terminal.send("\u{12}")
      let shown = try #require(app.window.activeViewController as? HostingController<AnyView>)
      screen = shown
      // The destination's `switch` case: the History view, in the last branch.
      let view = Mirror(reflecting: shown.rootView.base).descendant("storage", "falseContent")
      viewModel = try #require(view as? HistoryView).viewModel
    }
    #expect(await store.nextRequest() == .newest(limit: 1000))
    #expect(screen != nil && viewModel != nil)
    await terminal.settle()
    #expect(terminal.text.hasPrefix("History\nSearch ▸\nLoading…\n"))
    terminal.send("\u{1B}")
    terminal.escapeTimeout()
    #expect(store.cancelledRequests == [.newest(limit: 1000)])
    #expect(store.pendingRequests == [])
    // Freed at once: the task, whose cancelled load has not returned yet, holds neither.
    #expect(screen == nil)
    #expect(viewModel == nil)
    await terminal.settle()
    #expect(terminal.text.hasPrefix("Calculator\nSeparators    ,\nNumbers     ▸ 5\n"))
    #expect(app.calculator == Calculator(numbers: "5"))
  }

  // MARK: Saved count

  /// A title row 80 columns wide, as the shared `TitleRow` draws it: the title, and the count
  /// right-aligned.
  static func titleRow(_ title: String, _ count: String) -> String {
    title + String(repeating: " ", count: 80 - title.count - count.count) + count
  }

  /// Through the app: the view model reads the count as the app starts, and the Calculator's
  /// title row shows it once the store answers.
  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async {
    let store = ControllableHistoryStore()
    let app = MVVMObservableObjectApp(calculator: Calculator(numbers: "5"), history: store)
    let terminal = HeadlessTerminal(window: app.window)
    #expect(await store.nextRequest() == .count)
    await terminal.settle()
    #expect(terminal.text.hasPrefix("Calculator\nSeparators"))
    await store.answer(.count(1234))
    await terminal.settle()
    #expect(terminal.text.hasPrefix(Self.titleRow("Calculator", "1,234 saved") + "\n"))
    #expect(store.requests == [.count])
  }

  @Test func anUnavailableStoreShowsNoSavedCount() async {
    let store = ControllableHistoryStore()
    let calculator = CalculatorViewModel(
      calculator: Calculator(numbers: "7"), history: store, clock: ManualClock())
    #expect(await store.nextRequest() == .count)
    await store.fail(Self.diskFull)
    #expect(calculator.savedCountText == nil)
    calculator.historyRequested()
    #expect(calculator.makeHistoryViewModel().savedCountText == nil)
    #expect(store.countCalls == 1)
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let (viewModel, store) = await makeCalculator(numbers: "1,2")
    // A failed save reads nothing: the next call is the next save.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.fail(Self.diskFull)
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(4, numbers: "1,2")))
    #expect(await store.nextRequest() == .count)
    #expect(viewModel.savedCountText == "3 saved")
    await store.answer(.count(4))
    #expect(viewModel.savedCountText == "4 saved")
    // A duplicate of the newest entry: read again, the count stays.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(4, numbers: "1,2")))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(4))
    #expect(viewModel.savedCountText == "4 saved")
    #expect(store.countCalls == 3)
  }

  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async {
    let store = ControllableHistoryStore()
    let calculator = CalculatorViewModel(
      calculator: Calculator(numbers: "7"), history: store, clock: ManualClock())
    calculator.historyRequested()
    let history = calculator.makeHistoryViewModel()
    let load = Task { await history.load() }
    // The launch's count, answered while History shows, reaches it too. It and the load start
    // together, in either order.
    #expect(history.savedCountText == nil)
    #expect(
      await store.answer(inAnyOrder: [
        (.count, .count(2)),
        (
          .newest(limit: 1000),
          .entries([Self.entry(2, numbers: "22"), Self.entry(1, numbers: "1")])
        ),
      ]) == [])
    #expect(history.savedCountText == "2 saved")
    await load.value
    // A failed delete reads nothing: the next call is the next delete.
    history.deleteRequested()
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.fail(Self.diskFull)
    history.deleteRequested()
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.answer(.done)
    #expect(await store.nextRequest() == .count)
    #expect(history.savedCountText == "2 saved")
    await store.answer(.count(1))
    #expect(history.savedCountText == "1 saved")
    calculator.backRequested()
    #expect(calculator.savedCountText == "1 saved")
    #expect(store.countCalls == 2)
  }

  /// Through the app: History shows the count known, and no screen's appearance reads it.
  @Test func returningToTheCalculatorReadsNoCount() async {
    let store = ControllableHistoryStore()
    let app = MVVMObservableObjectApp(calculator: Calculator(numbers: "1;2"), history: store)
    let terminal = HeadlessTerminal(window: app.window)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    terminal.send("\u{12}")
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(.entries([]))
    await terminal.settle()
    #expect(terminal.text.hasPrefix(Self.titleRow("History", "3 saved") + "\n"))
    terminal.send("\u{1B}")
    terminal.escapeTimeout()
    // Breakdown (Backspace goes back) and Presets (Esc).
    terminal.send("\r\u{7F}\u{10}\u{1B}")
    terminal.escapeTimeout()
    await terminal.settle()
    #expect(terminal.text.hasPrefix(Self.titleRow("Calculator", "3 saved") + "\nSeparators"))
    #expect(store.requests == [.count, .newest(limit: 1000)])
    #expect(store.pendingRequests == [])
  }

  // MARK: Searching

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1), and their rows.
  static let twoEntries = [entry(2, numbers: "10,-4,x"), entry(1, separators: ";", numbers: "1;2")]
  static let twoRows = "\(time) 6 10,-4,x | \(time) 3 1;2"

  /// Edits the query as the field writes it (`key` typed, or ⌫ for Backspace), and moves the
  /// clock on by `pause` once the wait the edit started is pending.
  private func edit(
    _ key: String, _ viewModel: HistoryViewModel, on clock: ManualClock,
    pause: Duration = .milliseconds(150)
  ) async {
    if key == "⌫" { viewModel.query.removeLast() } else { viewModel.query += key }
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async {
    let clock = ManualClock()
    let (viewModel, store, _) = await makeLoadedHistory(Self.twoEntries, clock: clock)
    await edit("4", viewModel, on: clock, pause: .milliseconds(149))
    #expect(viewModel.state.summary == "loaded: \(Self.twoRows) | - | Searching…")
    #expect(clock.pendingSleeps == 1)
    #expect(store.pendingRequests == [])
    clock.advance(by: .milliseconds(1))
    #expect(await store.nextRequest() == .search("4", limit: 1000))
    #expect(store.requests == [.newest(limit: 1000), .search("4", limit: 1000)])
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    let clock = ManualClock()
    let (viewModel, store, _) = await makeLoadedHistory(Self.twoEntries, clock: clock)
    await edit("1", viewModel, on: clock, pause: .milliseconds(100))
    await edit("2", viewModel, on: clock, pause: .milliseconds(100))
    await edit("3", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("123", limit: 1000))
    #expect(store.requests == [.newest(limit: 1000), .search("123", limit: 1000)])
    #expect(clock.pendingSleeps == 0)
  }

  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async {
    let clock = ManualClock()
    let (viewModel, store, recorder) = await makeLoadedHistory(Self.twoEntries, clock: clock)
    await edit("1", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    // The edit cancels the search in flight at once, before the wait.
    viewModel.query += "0"
    #expect(store.cancelledRequests == [.search("1", limit: 1000)])
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("10", limit: 1000))
    _ = recorder.take()
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(viewModel.state.summary == "loaded: \(Self.time) 6 10,-4,x | - | 1 match")
    #expect(recorder.take() == ["selection changed", "state changed"])
  }

  @Test func searchingKeepsTheRowsThenShowsTheMatches() async {
    let clock = ManualClock()
    let (viewModel, store, recorder) = await makeLoadedHistory(Self.twoEntries, clock: clock)
    viewModel.selectedIndex = 1
    _ = recorder.take()
    await edit("1", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    #expect(viewModel.state.summary == "loaded: \(Self.twoRows) | - | Searching…")
    #expect(viewModel.selectedIndex == 1)
    #expect(recorder.take() == ["state changed"])
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 1234)))
    #expect(viewModel.state.summary == "loaded: \(Self.twoRows) | - | 2 of 1,234 matches")
    #expect(viewModel.selectedIndex == 0)
    #expect(recorder.take() == ["selection changed", "state changed"])
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async {
    let clock = ManualClock()
    let (viewModel, store, _) = await makeLoadedHistory(Self.twoEntries, clock: clock)
    await edit("9", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("9", limit: 1000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(viewModel.state.summary == "loaded: - | No matches")
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async {
    let clock = ManualClock()
    let (viewModel, store, _) = await makeLoadedHistory(Self.twoEntries, clock: clock)
    await edit("x", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("x", limit: 1000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    await edit("⌫", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("", limit: 1000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(viewModel.state.summary == "loaded: \(Self.twoRows) | - | -")
    // An empty history lists as on opening too: the empty text in place of the rows.
    await edit("x", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("x", limit: 1000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    await edit("⌫", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("", limit: 1000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(
      viewModel.state.summary
        == "loaded: No saved calculations. Ctrl-S on the calculator saves one. | -")
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async {
    let clock = ManualClock()
    let (viewModel, store, _) = await makeLoadedHistory(Self.twoEntries, clock: clock)
    await edit("1", viewModel, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    #expect(
      viewModel.state.summary
        == "loaded: \(Self.twoRows) | - | Not searched: database is locked")
  }

  /// Extra: an edit while the screen loads says `Searching…` under `Loading…`, and the load's
  /// answer, stale once the query is edited, is not shown; the search's is.
  @Test func anEditWhileLoadingShowsTheSearchsAnswerNotTheLoads() async {
    let clock = ManualClock()
    let (viewModel, store, _) = makeHistory(clock: clock)
    let load = Task { await viewModel.load() }
    #expect(await store.nextRequest() == .newest(limit: 1000))
    viewModel.query = "1"
    #expect(viewModel.state.summary == "loading: Loading… | Searching…")
    await store.answer(.entries(Self.twoEntries))
    await load.value
    #expect(viewModel.state.summary == "loading: Loading… | Searching…")
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(viewModel.state.summary == "loaded: \(Self.time) 6 10,-4,x | - | 1 match")
  }

  /// Through the app: Esc pops the screen, which frees its view model, whose subscription
  /// cancels the search in flight.
  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let app = MVVMObservableObjectApp(
      calculator: Calculator(numbers: "5"), history: store, route: nil, clock: clock)
    let terminal = HeadlessTerminal(window: app.window)
    await store.failLaunchCount()
    weak var screen: HostingController<AnyView>?
    weak var viewModel: HistoryViewModel?
    do {
      terminal.send("\u{12}")
      let shown = try #require(app.window.activeViewController as? HostingController<AnyView>)
      screen = shown
      let view = Mirror(reflecting: shown.rootView.base).descendant("storage", "falseContent")
      viewModel = try #require(view as? HistoryView).viewModel
    }
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(.entries(Self.twoEntries))
    terminal.send("1")
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    terminal.send("\u{1B}")
    terminal.escapeTimeout()
    #expect(store.cancelledRequests == [.search("1", limit: 1000)])
    #expect(store.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    #expect(screen == nil)
    #expect(viewModel == nil)
    await terminal.settle()
    #expect(terminal.text.hasPrefix("Calculator\n"))
  }

  /// Extra: leaving while the search waits cancels the wait, and asks nothing.
  @Test func leavingWhileTheSearchWaitsCancelsTheWait() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let app = MVVMObservableObjectApp(
      calculator: Calculator(numbers: "5"), history: store, route: nil, clock: clock)
    let terminal = HeadlessTerminal(window: app.window)
    await store.failLaunchCount()
    terminal.send("\u{12}")
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(.entries(Self.twoEntries))
    terminal.send("12")
    await clock.waitForSleeps()
    terminal.send("\u{1B}")
    terminal.escapeTimeout()
    #expect(clock.pendingSleeps == 0)
    clock.advance(by: .milliseconds(150))
    #expect(store.requests == [.count, .newest(limit: 1000)])
  }
}

// MARK: Extra — the view through the app's window

/// The History view, through the app's window and keys, with the store answering when the
/// test says: every state draws exactly what the shared `HistoryLayout` draws with the same
/// texts (as Direct and the imperative variants show it), and the keys reach the view model.
@MainActor
struct HistoryViewTests {
  /// The app over `store` and `clock`, its window in a terminal.
  private func makeApp(
    numbers: String = "", store: ControllableHistoryStore, clock: ManualClock = ManualClock()
  ) async -> (MVVMObservableObjectApp, HeadlessTerminal) {
    let app = MVVMObservableObjectApp(
      calculator: Calculator(numbers: numbers), history: store, route: nil, clock: clock)
    await store.failLaunchCount()
    return (app, HeadlessTerminal(window: app.window))
  }

  /// The shared layout with these texts, in a window of the app's size.
  private func layout(
    query: String = "", message: String?, rows: [HistoryText.Row] = [], footer: String? = nil,
    selected: Int = 0
  ) -> String {
    let controller = LayoutViewController(layout: HistoryLayout())
    controller.layout.queryField.text = query
    controller.focusedView = controller.layout.queryField
    controller.layout.setMessage(message)
    controller.layout.setRows(rows)
    controller.layout.setFooter(footer)
    controller.layout.list.selectedIndex = selected
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    return HeadlessTerminal(window: window).text
  }

  @Test func everyStateIsDrawnAsTheSharedLayoutDrawsIt() async {
    let store = ControllableHistoryStore()
    let (app, terminal) = await makeApp(numbers: "9", store: store)
    terminal.send("\u{12}")
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await terminal.settle()
    #expect(terminal.text == layout(message: HistoryText.loading))

    let entries = (1...1000).reversed().map { HistoryTests.entry($0, numbers: "1,\($0)") }
    await store.answer(.entries(entries))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1234))
    await terminal.settle()
    let rows = HistoryText.rows(entries)
    #expect(terminal.text == layout(message: nil, rows: rows, footer: "1,000 of 1,234"))
    terminal.send("\u{1B}[B")
    #expect(
      terminal.text == layout(message: nil, rows: rows, footer: "1,000 of 1,234", selected: 1))

    terminal.send("\u{1B}[3~")
    #expect(await store.nextRequest() == .delete(id: 999))
    await store.fail(HistoryTests.diskFull)
    await terminal.settle()
    #expect(
      terminal.text
        == layout(message: nil, rows: rows, footer: "Not deleted: disk is full", selected: 1))

    terminal.send("\r")
    #expect(app.calculator == Calculator(numbers: "1,999"))
    #expect(terminal.text.hasPrefix("Calculator\nSeparators    ,\nNumbers     ▸ 1,999\n"))
  }

  @Test func aFailedAndAnEmptyLoadAreDrawnAsTheSharedLayoutDrawsThem() async {
    let store = ControllableHistoryStore()
    let (app, terminal) = await makeApp(numbers: "9", store: store)
    terminal.send("\u{12}")
    _ = await store.nextRequest()
    await store.fail(HistoryTests.diskFull)
    await terminal.settle()
    #expect(terminal.text == layout(message: "History unavailable: disk is full"))
    terminal.send("\r\u{1B}[3~")
    #expect(store.pendingRequests == [])
    terminal.send("\u{1B}")
    terminal.escapeTimeout()
    #expect(terminal.text.hasPrefix("Calculator\n"))

    terminal.send("\u{12}")
    _ = await store.nextRequest()
    await store.answer(.entries([]))
    await terminal.settle()
    #expect(terminal.text == layout(message: HistoryText.empty))
    #expect(app.calculator == Calculator(numbers: "9"))
  }

  /// The query row through the view: the field has the focus when History opens, typed keys
  /// reach the view model's query, the keys that move a selection move the list's, and each
  /// state of a search is drawn as the shared layout draws it.
  @Test func aSearchIsDrawnAsTheSharedLayoutDrawsIt() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (app, terminal) = await makeApp(store: store, clock: clock)
    terminal.send("\u{12}")
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(.entries(HistoryTests.twoEntries))
    await terminal.settle()
    let rows = HistoryText.rows(HistoryTests.twoEntries)
    #expect(terminal.text == layout(message: nil, rows: rows))
    let screen = try #require(app.window.activeViewController)
    #expect(screen.focusedView is TerminalUI.TextField)

    terminal.send("1\u{1B}[B")
    #expect(
      terminal.text
        == layout(query: "1", message: nil, rows: rows, footer: "Searching…", selected: 1))
    #expect(screen.focusedView is TerminalUI.TextField)
    #expect(store.pendingRequests == [])
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    await store.answer(.page(HistoryPage(entries: [HistoryTests.twoEntries[1]], total: 1)))
    await terminal.settle()
    #expect(
      terminal.text
        == layout(query: "1", message: nil, rows: [rows[1]], footer: "1 match", selected: 0))

    terminal.send("\u{7F}")
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("", limit: 1000))
    await store.fail(HistoryTests.diskFull)
    await terminal.settle()
    #expect(
      terminal.text
        == layout(message: nil, rows: [rows[1]], footer: "Not searched: disk is full"))
    terminal.send("\r")
    #expect(app.calculator == Calculator(separators: ";", numbers: "1;2"))
  }

  /// The rows go to a view of their own as values, compared with `==`: a query edit (its
  /// `Searching…`) and a move of the selection publish and evaluate the screen's body, never the
  /// rows' (no row is laid out again, the list not looked at); a search's answer shows the new
  /// rows. (Body evaluations are counted around synchronous keys only: the process's other
  /// tests evaluate bodies during an `await`.)
  @Test func aQueryEditEvaluatesTheScreenAndNotItsRows() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (_, terminal) = await makeApp(numbers: "9", store: store, clock: clock)
    terminal.send("\u{12}")
    #expect(await store.nextRequest() == .newest(limit: 1000))
    let entries = (1...50).reversed().map { HistoryTests.entry($0, numbers: "1,\($0)") }
    await store.answer(.entries(entries))
    await terminal.settle()
    let rows = HistoryText.rows(entries)

    var before = BodyEvaluations.count
    terminal.send("1")
    #expect(BodyEvaluations.count - before == 1)
    #expect(terminal.text == layout(query: "1", message: nil, rows: rows, footer: "Searching…"))
    before = BodyEvaluations.count
    terminal.send("\u{1B}[B")
    #expect(BodyEvaluations.count - before == 1)
    #expect(
      terminal.text
        == layout(query: "1", message: nil, rows: rows, footer: "Searching…", selected: 1))

    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    await store.answer(.page(HistoryPage(entries: Array(entries.prefix(2)), total: 2)))
    await terminal.settle()
    #expect(
      terminal.text
        == layout(query: "1", message: nil, rows: Array(rows.prefix(2)), footer: "2 matches"))
  }

  /// Right through the view: the Breakdown screen drawn is the one the Calculator draws when
  /// the entry is typed and Enter pressed; the app's fields stay as they were.
  @Test func rightThroughTheViewDrawsWhatTypingTheEntryAndEnterDraw() async {
    let store = ControllableHistoryStore()
    let (app, terminal) = await makeApp(numbers: "9", store: store)
    terminal.send("\u{12}")
    #expect(await store.nextRequest() == .newest(limit: 1000))
    // While loading, Right does nothing.
    terminal.send("\u{1B}[C")
    await store.answer(.entries(HistoryTests.twoEntries))
    await terminal.settle()
    #expect(terminal.text == layout(message: nil, rows: HistoryText.rows(HistoryTests.twoEntries)))
    terminal.send("\u{1B}[B\u{1B}[C")

    let typedStore = ControllableHistoryStore()
    let typed = MVVMObservableObjectApp(
      calculator: Calculator(separators: ";", numbers: "1;2"), history: typedStore)
    let typedTerminal = HeadlessTerminal(window: typed.window)
    await typedStore.failLaunchCount()
    typedTerminal.send("\r")
    #expect(terminal.text.hasPrefix("Breakdown\n"))
    #expect(terminal.text == typedTerminal.text)
    #expect(app.calculator == Calculator(numbers: "9"))
  }

  /// A search in flight when Right is pressed goes on under the Breakdown (the pipeline is the
  /// view model's, which the stack keeps while History is covered): back on History, its answer
  /// shows.
  @Test func aSearchInFlightGoesOnUnderTheBreakdown() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (_, terminal) = await makeApp(numbers: "9", store: store, clock: clock)
    terminal.send("\u{12}")
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(.entries(HistoryTests.twoEntries))
    terminal.send("1")
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1000))
    // The Breakdown of the row selected then: the newest, 10,-4,x.
    terminal.send("\u{1B}[C")
    #expect(terminal.text.contains("Sum 6 · 2 numbers, 1 ignored"))
    await store.answer(.page(HistoryPage(entries: [HistoryTests.twoEntries[1]], total: 1)))
    await terminal.settle()
    #expect(terminal.text.hasPrefix("Breakdown\n"))
    terminal.send("\u{1B}")
    terminal.escapeTimeout()
    await terminal.settle()
    #expect(
      terminal.text
        == layout(
          query: "1", message: nil, rows: HistoryText.rows([HistoryTests.twoEntries[1]]),
          footer: "1 match"))
    #expect(store.cancelledRequests == [])
  }

  /// Ctrl-S through the view: the note reaches the status line, and a push (Ctrl-R) covers it.
  @Test func ctrlSShowsTheNoteUntilAScreenIsPushed() async {
    let store = ControllableHistoryStore()
    let (_, terminal) = await makeApp(numbers: "1,2", store: store)
    terminal.send("\u{13}")
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(HistoryTests.entry(1, numbers: "1,2")))
    await terminal.settle()
    #expect(terminal.text.contains("\n              2 numbers, 0 ignored · saved\n"))
    terminal.send("\u{12}")
    _ = await store.nextRequest()
    terminal.send("\u{1B}")
    terminal.escapeTimeout()
    #expect(terminal.text.contains("\n              2 numbers, 0 ignored\n"))
  }
}

extension HistoryViewModel.State {
  /// The state in one line: its case, then the rows (`savedAt sum numbers`), the message and
  /// the footer, `-` for none.
  var summary: String {
    switch self {
    case .loading(let message, let footer):
      "loading: \(message)" + (footer.map { " | \($0)" } ?? "")
    case .failed(let message, let footer): "failed: \(message)" + (footer.map { " | \($0)" } ?? "")
    case .loaded(let rows, let message, let footer):
      "loaded: "
        + (rows.map { "\($0.words.savedAt) \($0.words.sum) \($0.words.numbers)" } + [
          message ?? "-", footer ?? "-",
        ])
        .joined(separator: " | ")
    }
  }
}

extension ControllableHistoryStore {
  /// Fails the count the app reads at launch, so that the title rows show no count and the
  /// store's next call is the test's.
  func failLaunchCount() async {
    #expect(await nextRequest() == .count)
    await fail(HistoryTests.diskFull)
  }
}
