import CalculatorHistory
import CalculatorModel
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMKVO

/// The matrix's History scenarios: the Calculator view model's save and restore, and the
/// History view model's observed state and footer, through their outputs alone, with a store whose calls
/// wait until the test answers them. The views' side is in ViewControllerTests.
@MainActor
struct HistoryTests {
  private let store = ControllableHistoryStore()
  /// The time History waits on before it searches, moved by hand.
  private let clock = ManualClock()

  /// A Calculator view model on the store, its `.initial` outputs already checked.
  private func makeCalculator(separators: String = ",", numbers: String = "")
    -> (CalculatorViewModel, OutputRecorder)
  {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers), history: store,
      clock: clock)
    let recorder = recordOutputs(of: viewModel)
    _ = recorder.take()
    return (viewModel, recorder)
  }

  /// The History view model the Calculator one makes, loading, its Loading state checked.
  /// Keep it while the store answers: its load holds it weakly, as the view does not.
  private func openHistory() async -> (HistoryViewModel, OutputRecorder) {
    let (calculator, calculatorRecorder) = makeCalculator()
    calculator.historyRequested()
    #expect(calculatorRecorder.take() == ["route history"])
    let viewModel = calculator.makeHistoryViewModel()
    let recorder = recordOutputs(of: viewModel)
    #expect(recorder.take() == ["state loading Loading…", "footer nil"])
    viewModel.load()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    #expect(recorder.take() == [])
    return (viewModel, recorder)
  }

  /// History opened and loaded with `entries`, the loaded state checked by the caller's
  /// scenario before (see `historyShowsLoadingThenTheNewestRows`).
  private func loadedHistory(_ entries: [HistoryEntry]) async -> (HistoryViewModel, OutputRecorder)
  {
    let (viewModel, recorder) = await openHistory()
    await store.answer(.entries(entries))
    _ = recorder.take()
    return (viewModel, recorder)
  }

  /// An entry saved at 2026-11-25 14:03 local time, as its row shows it.
  private static func entry(id: Int64, separators: String = ",", numbers: String) -> HistoryEntry {
    .example(id: id, separators: separators, numbers: numbers)
  }

  private static let diskFull = HistoryError.io(path: "/x/history.sqlite", reason: "disk is full")

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let (viewModel, recorder) = makeCalculator(numbers: "1,2,x")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,x")))
    #expect(recorder.take() == [])
    await store.answer(.entry(Self.entry(id: 1, numbers: "1,2,x")))
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 1 ignored · saved"])
    await store.answer(.count(1))
    viewModel.numbersChanged("1,2")
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored"])

    // A push covers the screen: the note goes with it.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(id: 2, numbers: "1,2")))
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored · saved"])
    await store.answer(.count(2))
    viewModel.historyRequested()
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored", "route history"])
    for (id, route) in [(Int64(3), "breakdown"), (4, "presets")] {
      viewModel.saveRequested()
      #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
      await store.answer(.entry(Self.entry(id: id, numbers: "1,2")))
      #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored · saved"])
      await store.answer(.count(Int(id)))
      if route == "breakdown" {
        viewModel.breakdownRequested()
      } else {
        viewModel.presetsRequested()
      }
      #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored", "route \(route)"])
    }

    // The fields changed while saving: the outcome no longer describes them.
    viewModel.saveRequested()
    viewModel.numbersChanged("5")
    _ = recorder.take()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(id: 5, numbers: "1,2")))
    #expect(recorder.take() == [])
    #expect(store.requests.count == 10)
  }

  @Test func aFailedSaveShowsItsReason() async {
    let (viewModel, recorder) = makeCalculator(numbers: "1,2")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.fail(Self.diskFull)
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored · not saved: disk is full"])
  }

  @Test func historyShowsLoadingThenTheNewestRows() async {
    let (viewModel, recorder) = await openHistory()
    await store.answer(
      .entries([
        Self.entry(id: 2, numbers: "1,2,x,3"), Self.entry(id: 1, numbers: "10,-4"),
      ]))
    #expect(
      recorder.take() == [
        #"state loaded ["2026-11-25 14:03 | 6 | 1,2,x,3", "2026-11-25 14:03 | 6 | 10,-4"] "#
          + "message nil",
        "footer nil",
      ])
    // A page with room to spare holds every entry: the store is not asked to count.
    #expect(store.requests == [.newest(limit: 1_000)])
    withExtendedLifetime(viewModel) {}
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let (viewModel, recorder) = await openHistory()
    await store.answer(.entries([]))
    #expect(
      recorder.take() == [
        "state loaded [] message No saved calculations. Ctrl-S on the calculator saves one.",
        "footer nil",
      ])
    withExtendedLifetime(viewModel) {}
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let (viewModel, recorder) = await openHistory()
    await store.fail(HistoryError.notAHistoryDatabase(path: "/x/history.sqlite"))
    #expect(recorder.take() == ["state failed History unavailable: not a history database"])
    withExtendedLifetime(viewModel) {}
  }

  /// The History view model reports the entry's fields; the Calculator view (see
  /// ViewControllerTests) forwards them to its view model, which puts them back, and pops.
  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async {
    let (history, historyRecorder) = await loadedHistory([
      Self.entry(id: 2, numbers: "1"), Self.entry(id: 1, separators: ";", numbers: "4;x;5"),
    ])
    history.restoreSelected(at: 2)
    #expect(historyRecorder.take() == [])
    history.restoreSelected(at: 1)
    #expect(historyRecorder.take() == [#"completion restored(separators: ";", numbers: "4;x;5")"#])

    let (calculator, recorder) = makeCalculator(numbers: "7")
    calculator.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "7")))
    await store.answer(.entry(Self.entry(id: 3, numbers: "7")))
    _ = recorder.take()
    calculator.entryRestored(separators: ";", numbers: "4;x;5")
    #expect(
      recorder.take() == [
        "separators ;", "numbers 4;x;5", "sum 9", "status 2 numbers, 1 ignored", "focus numbers",
      ])
    #expect(calculator.finalCalculator == Calculator(separators: ";", numbers: "4;x;5"))
  }

  /// The History view model turns Right into its route, the Breakdown view model made from the
  /// row's entry (as the Calculator view model makes it from the same fields); History's view
  /// pushes it (see ViewControllerTests). Nothing is restored; with no such row, no route.
  @Test func theBreakdownRouteCarriesTheEntrysBreakdown() async throws {
    let (history, recorder) = await loadedHistory([
      Self.entry(id: 2, numbers: "1"), Self.entry(id: 1, separators: ";", numbers: "4;x;5"),
    ])
    var routes: [HistoryViewModel.Route] = []
    history.onRoute = { routes.append($0) }
    history.breakdownRequested(at: 2)
    #expect(routes.isEmpty)
    history.breakdownRequested(at: 1)
    #expect(routes.count == 1)
    guard case .breakdown(let breakdown) = try #require(routes.first) else { return }
    let typed = CalculatorViewModel(
      calculator: Calculator(separators: ";", numbers: "4;x;5"), history: store, clock: clock
    )
    .makeBreakdownViewModel()
    #expect(breakdown.rows.map { "\($0)" } == typed.rows.map { "\($0)" })
    #expect(breakdown.footer == "Sum 9 · 2 numbers, 1 ignored")
    #expect(recorder.take() == [])
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    let (viewModel, recorder) = await loadedHistory([
      Self.entry(id: 2, numbers: "1"), Self.entry(id: 1, numbers: "22"),
    ])
    viewModel.deleteSelected(at: 0)
    #expect(await store.nextRequest() == .delete(id: 2))
    #expect(recorder.take() == [])
    await store.answer(.done)
    #expect(
      recorder.take() == [
        #"state loaded ["2026-11-25 14:03 | 22 | 22"] message nil"#, "footer nil",
      ])
    await store.answer(.count(1))
    viewModel.deleteSelected(at: 1)
    #expect(store.pendingRequests == [])

    // The last row goes: the empty text shows.
    viewModel.deleteSelected(at: 0)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.answer(.done)
    #expect(
      recorder.take() == [
        "state loaded [] message No saved calculations. Ctrl-S on the calculator saves one.",
        "footer nil",
      ])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let (viewModel, recorder) = await loadedHistory([Self.entry(id: 1, numbers: "1,2")])
    viewModel.deleteSelected(at: 0)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.fail(Self.diskFull)
    // The rows stay as they were: only the footer is set.
    #expect(recorder.take() == ["footer Not deleted: disk is full"])
    // The row is still there to delete again.
    viewModel.deleteSelected(at: 0)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.answer(.done)
    _ = recorder.take()
  }

  /// The view calls `cancelLoading()` when it disappears (see ViewControllerTests): the
  /// store sees the cancellation, the state stays, and the task keeps nothing alive.
  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async {
    weak var released: HistoryViewModel?
    do {
      let (viewModel, recorder) = await openHistory()
      released = viewModel
      viewModel.cancelLoading()
      #expect(store.cancelledRequests == [.newest(limit: 1_000)])
      #expect(store.pendingRequests == [])
      #expect(recorder.take() == [])
    }
    #expect(released == nil)
  }

  // Saved count: one observed object, which the Calculator view model makes and the History
  // view model shares; whichever reads a new count sets it for both screens. The launch read
  // and going back are the views' (their lifecycle), so those two scenarios are in
  // ViewControllerTests.

  @Test func anUnavailableStoreShowsNoSavedCount() async {
    let (calculator, _) = makeCalculator()
    let counts = recordSavedCount(of: calculator.savedCount)
    _ = counts.take()
    calculator.load()
    #expect(await store.nextRequest() == .count)
    await store.fail(HistoryError.notAHistoryDatabase(path: "/x/history.sqlite"))
    #expect(counts.take() == ["savedCount nil"])
    let history = calculator.makeHistoryViewModel()
    #expect(recordSavedCount(of: history.savedCount).take() == ["savedCount nil"])
    #expect(store.countCalls == 1)
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let (viewModel, recorder) = makeCalculator(numbers: "1,2")
    let counts = recordSavedCount(of: viewModel.savedCount)
    _ = counts.take()
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(id: 1, numbers: "1,2")))
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored · saved"])
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(counts.take() == ["savedCount 1"])

    // The same again: the store keeps one entry, and the count read again is the same.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(id: 1, numbers: "1,2")))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(counts.take() == ["savedCount 1"])
    _ = recorder.take()

    // A failed save reads nothing.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.fail(Self.diskFull)
    #expect(recorder.take() == ["sum 3", "status 2 numbers, 0 ignored · not saved: disk is full"])
    #expect(store.pendingRequests == [])
    #expect(store.countCalls == 2)
    #expect(counts.take() == [])
  }

  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async {
    let (calculator, _) = makeCalculator()
    let calculatorCounts = recordSavedCount(of: calculator.savedCount)
    calculator.load()
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    #expect(calculatorCounts.take() == ["savedCount nil", "savedCount 2"])

    // History shows the count known already, without asking again.
    let history = calculator.makeHistoryViewModel()
    let historyCounts = recordSavedCount(of: history.savedCount)
    let recorder = recordOutputs(of: history)
    #expect(historyCounts.take() == ["savedCount 2"])
    history.load()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(
      .entries([Self.entry(id: 2, numbers: "1"), Self.entry(id: 1, numbers: "22")]))
    _ = recorder.take()
    #expect(store.countCalls == 1)

    history.deleteSelected(at: 0)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.answer(.done)
    _ = recorder.take()
    #expect(historyCounts.take() == [])
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(historyCounts.take() == ["savedCount 1"])
    #expect(calculatorCounts.take() == ["savedCount 1"])

    // A failed delete reads nothing.
    history.deleteSelected(at: 0)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.fail(Self.diskFull)
    _ = recorder.take()
    #expect(store.pendingRequests == [])
    #expect(store.countCalls == 2)
  }

  // MARK: Searching
  //
  // The History view model alone: its input `queryChanged(_:)` (the view sends the query
  // field's every edit, and focuses the field; see ViewControllerTests), its observed state
  // and selected row, on a clock the test moves.

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  private static let twoEntries: [HistoryEntry] = [
    .example(id: 2, numbers: "10,-4,x"), .example(id: 1, separators: ";", numbers: "1;2"),
  ]

  /// The state line of `rows` with no message.
  private static func loaded(_ rows: [String]) -> String {
    "state loaded \(rows) message nil"
  }

  /// `twoEntries`' rows as the state gives them.
  private static let twoRows = [
    "2026-11-25 14:03 | 6 | 10,-4,x", "2026-11-25 14:03 | 3 | 1;2",
  ]

  /// History loaded with `twoEntries`, its state and its selected row observed from now on.
  private func searchableHistory() async -> (HistoryViewModel, OutputRecorder, OutputRecorder) {
    let (viewModel, recorder) = await loadedHistory(Self.twoEntries)
    let selection = recordSelectedRow(of: viewModel)
    #expect(selection.take() == ["selected nil"])
    return (viewModel, recorder, selection)
  }

  /// The query edited to `text`; the clock moved on by `pause` once the search it starts waits.
  private func edit(
    _ viewModel: HistoryViewModel, to text: String, pause: Duration = .milliseconds(150)
  ) async {
    viewModel.queryChanged(text)
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async {
    let (viewModel, recorder, _) = await searchableHistory()
    await edit(viewModel, to: "4", pause: .milliseconds(149))
    #expect(recorder.take() == ["footer Searching…"])
    #expect(clock.pendingSleeps == 1)
    #expect(store.pendingRequests == [])
    clock.advance(by: .milliseconds(1))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("4", limit: 1_000)])
  }

  /// The rows are sent when they change, not on each key: an edit of the query sets the
  /// footer alone, however many rows there are, and so does every edit before the search
  /// answers.
  @Test func aQueryEditSetsTheFooterWithoutSendingTheRowsAgain() async {
    let (viewModel, recorder) = await loadedHistory(
      (1...500).map { Self.entry(id: Int64($0), numbers: "\($0)") })
    for text in ["1", "12", "1"] {
      viewModel.queryChanged(text)
      #expect(recorder.take() == ["footer Searching…"])
    }
    #expect(store.requests == [.newest(limit: 1_000)])
    // The screen goes: the search waiting on the clock ends with it, and keeps nothing alive.
    viewModel.cancelLoading()
    #expect(clock.pendingSleeps == 0)
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    let (viewModel, _, _) = await searchableHistory()
    await edit(viewModel, to: "1", pause: .milliseconds(100))
    await edit(viewModel, to: "12", pause: .milliseconds(100))
    await edit(viewModel, to: "123")
    #expect(await store.nextRequest() == .search("123", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("123", limit: 1_000)])
    #expect(clock.pendingSleeps == 0)
  }

  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async {
    let (viewModel, recorder, selection) = await searchableHistory()
    await edit(viewModel, to: "1")
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await edit(viewModel, to: "10")
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(await store.nextRequest() == .search("10", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(
      recorder.take() == [
        "footer Searching…", "footer Searching…", Self.loaded([Self.twoRows[0]]),
        "footer 1 match",
      ])
    #expect(selection.take() == ["selected 0"])
  }

  @Test func searchingKeepsTheRowsThenShowsTheMatches() async {
    let (viewModel, recorder, selection) = await searchableHistory()
    await edit(viewModel, to: "1")
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    #expect(recorder.take() == ["footer Searching…"])
    #expect(selection.take() == [])
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 1_234)))
    #expect(recorder.take() == [Self.loaded(Self.twoRows), "footer 2 of 1,234 matches"])
    #expect(selection.take() == ["selected 0"])
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async {
    let (viewModel, recorder, selection) = await searchableHistory()
    await edit(viewModel, to: "9")
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    _ = recorder.take()
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(recorder.take() == [Self.loaded([]), "footer No matches"])
    #expect(selection.take() == ["selected 0"])
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async {
    let (viewModel, recorder, selection) = await searchableHistory()
    await edit(viewModel, to: "x")
    #expect(await store.nextRequest() == .search("x", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    _ = recorder.take()
    _ = selection.take()
    await edit(viewModel, to: "")
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(
      recorder.take() == [
        "footer Searching…", Self.loaded(Self.twoRows), "footer nil",
      ])
    #expect(selection.take() == ["selected 0"])

    // No entry at all: the empty text, as on opening.
    await edit(viewModel, to: "")
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(
      recorder.take() == [
        "footer Searching…",
        "state loaded [] message No saved calculations. Ctrl-S on the calculator saves one.",
        "footer nil",
      ])
    #expect(selection.take() == ["selected 0"])
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async {
    let (viewModel, recorder, selection) = await searchableHistory()
    await edit(viewModel, to: "1")
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    _ = recorder.take()
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    #expect(recorder.take() == ["footer Not searched: database is locked"])
    #expect(selection.take() == [])
  }

  /// The view calls `cancelLoading()` when it disappears (see ViewControllerTests): the wait,
  /// or the search in flight, is cancelled, the state stays, and the task keeps nothing alive.
  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async {
    weak var released: HistoryViewModel?
    do {
      let (viewModel, recorder, _) = await searchableHistory()
      released = viewModel
      await edit(viewModel, to: "1", pause: .milliseconds(100))
      viewModel.cancelLoading()
      #expect(clock.pendingSleeps == 0)
      #expect(recorder.take() == ["footer Searching…"])
    }
    #expect(released == nil)
    do {
      let (viewModel, recorder, _) = await searchableHistory()
      released = viewModel
      await edit(viewModel, to: "1")
      #expect(await store.nextRequest() == .search("1", limit: 1_000))
      viewModel.cancelLoading()
      #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
      #expect(store.pendingRequests == [])
      #expect(clock.pendingSleeps == 0)
      #expect(recorder.take() == ["footer Searching…"])
    }
    #expect(released == nil)
  }

  // MARK: Extra — what this pattern needs beyond the matrix

  /// An edit before the first page came cancels the load (its answer would be stale): no row,
  /// the loading state stays with `Searching…` in the footer, until the search answers.
  @Test func anEditBeforeTheFirstPageCancelsTheLoad() async {
    let (viewModel, recorder) = await openHistory()
    let selection = recordSelectedRow(of: viewModel)
    _ = selection.take()
    await edit(viewModel, to: "3")
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(await store.nextRequest() == .search("3", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[1]], total: 1)))
    #expect(
      recorder.take() == [
        "footer Searching…", Self.loaded([Self.twoRows[1]]), "footer 1 match",
      ])
    #expect(selection.take() == ["selected 0"])
  }
}
