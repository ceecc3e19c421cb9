import CalculatorHistory
import CalculatorModel
import ComposableTesting
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import Unidirectional

/// The matrix's History scenarios: the Calculator and History features through the exhaustive
/// test store, with a history store whose calls wait until the test answers them. Every effect
/// is accounted for: each action it sends back is received, and `finish()` fails on one still
/// running. The views' side is in ViewControllerTests.
@MainActor
struct HistoryTests {
  private let history = ControllableHistoryStore()
  private let clock = ManualClock()

  private func makeCalculator(separators: String = ",", numbers: String = "")
    -> TestStore<CalculatorFeature.State, CalculatorFeature.Action>
  {
    TestStore(
      initialState: CalculatorFeature.State(
        calculator: Calculator(separators: separators, numbers: numbers))
    ) { [history, clock] in CalculatorFeature(history: history, clock: clock) }
  }

  private func makeHistory(_ content: HistoryFeature.State.Content = .loading)
    -> TestStore<HistoryFeature.State, HistoryFeature.Action>
  {
    var state = HistoryFeature.State()
    state.content = content
    return TestStore(initialState: state) { [history, clock] in
      HistoryFeature(history: history, clock: clock)
    }
  }

  /// An entry saved at 2026-11-25 14:03 local time, as its row shows it.
  private static func entry(id: Int64, separators: String = ",", numbers: String) -> HistoryEntry {
    .example(id: id, separators: separators, numbers: numbers)
  }

  private static let diskFull = HistoryError.io(path: "/x/history.sqlite", reason: "disk is full")

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let store = makeCalculator(numbers: "1,2,x")
    await store.send(.saveRequested)
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2,x")))
    await history.answer(.entry(Self.entry(id: 1, numbers: "1,2,x")))
    await store.receive(.saveFinished(saved: Calculator(numbers: "1,2,x"), note: "saved")) {
      $0.saveNote = "saved"
      $0.statusText = "2 numbers, 1 ignored · saved"
    }
    await history.answer(.count(1))
    await store.receive(.savedCountLoaded(1)) { $0.savedCount = 1 }
    await store.send(.numbersChanged("1,2")) {
      $0.numbers = "1,2"
      $0.saveNote = nil
      $0.statusText = "2 numbers, 0 ignored"
      $0.recordStep(from: .init(separators: ",", numbers: "1,2,x"), .numbersChanged("1,2"))
    }

    // Another screen covers the Calculator: the note goes.
    await store.send(.saveRequested)
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2")))
    await history.answer(.entry(Self.entry(id: 2, numbers: "1,2")))
    await store.receive(.saveFinished(saved: Calculator(numbers: "1,2"), note: "saved")) {
      $0.saveNote = "saved"
      $0.statusText = "2 numbers, 0 ignored · saved"
    }
    await history.answer(.count(2))
    await store.receive(.savedCountLoaded(2)) { $0.savedCount = 2 }
    await store.send(.breakdownRequested) {
      $0.saveNote = nil
      $0.statusText = "2 numbers, 0 ignored"
      $0.destination = .breakdown(
        BreakdownFeature.State(breakdown: Calculator(numbers: "1,2").breakdown))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }

    // Presets too.
    await store.send(.saveRequested)
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2")))
    await history.answer(.entry(Self.entry(id: 3, numbers: "1,2")))
    await store.receive(.saveFinished(saved: Calculator(numbers: "1,2"), note: "saved")) {
      $0.saveNote = "saved"
      $0.statusText = "2 numbers, 0 ignored · saved"
    }
    await history.answer(.count(3))
    await store.receive(.savedCountLoaded(3)) { $0.savedCount = 3 }
    await store.send(.presetsRequested) {
      $0.saveNote = nil
      $0.statusText = "2 numbers, 0 ignored"
      $0.destination = .presets(PresetsFeature.State(currentSeparators: ","))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }

    // The fields changed while saving: the outcome no longer describes them.
    await store.send(.saveRequested)
    await store.send(.numbersChanged("5")) {
      $0.numbers = "5"
      $0.sumText = "5"
      $0.statusText = "1 number, 0 ignored"
      $0.recordStep(from: .init(separators: ",", numbers: "1,2"), .numbersChanged("5"))
    }
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2")))
    await history.answer(.entry(Self.entry(id: 4, numbers: "1,2")))
    await store.receive(.saveFinished(saved: Calculator(numbers: "1,2"), note: "saved"))
    await history.answer(.count(4))
    await store.receive(.savedCountLoaded(4)) { $0.savedCount = 4 }
    await store.finish()
    #expect(history.requests.count == 8)
  }

  @Test func aFailedSaveShowsItsReason() async {
    let store = makeCalculator(numbers: "1,2")
    await store.send(.saveRequested)
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2")))
    await history.fail(Self.diskFull)
    await store.receive(
      .saveFinished(saved: Calculator(numbers: "1,2"), note: "not saved: disk is full")
    ) {
      $0.saveNote = "not saved: disk is full"
      $0.statusText = "2 numbers, 0 ignored · not saved: disk is full"
    }
    await store.finish()
  }

  @Test func historyShowsLoadingThenTheNewestRows() async {
    let store = makeCalculator()
    await store.send(.historyRequested) { $0.destination = .history(HistoryFeature.State()) }
    #expect(store.state.destination?.history?.message == "Loading…")
    #expect(store.state.destination?.history?.rows.isEmpty == true)
    await store.send(.destination(.presented(.history(.onAppear))))
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    let page = HistoryPage(
      entries: [Self.entry(id: 2, numbers: "1,2,x,3"), Self.entry(id: 1, numbers: "10,-4")],
      total: 2)
    await history.answer(.entries(page.entries))
    await store.receive(.destination(.presented(.history(.loaded(page))))) {
      $0.destination = .history(HistoryFeature.State(content: .loaded(page)))
    }
    let shown = store.state.destination?.history
    #expect(
      shown?.rows.map { "\($0.savedAt) | \($0.sum) | \($0.numbers)" } == [
        "2026-11-25 14:03 | 6 | 1,2,x,3", "2026-11-25 14:03 | 6 | 10,-4",
      ])
    #expect(shown?.message == nil)
    #expect(shown?.footer == nil)
    // A page with room to spare holds every entry: the store is not asked to count.
    #expect(history.requests == [.newest(limit: 1_000)])
    await store.finish()

    // More entries than a page: the footer says how many are shown.
    let full = HistoryPage(entries: page.entries, total: 1_234)
    #expect(HistoryFeature.State(content: .loaded(full)).footer == "2 of 1,234")
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let store = makeHistory()
    await store.send(.onAppear)
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    await history.answer(.entries([]))
    await store.receive(.loaded(HistoryPage(entries: [], total: 0))) {
      $0.content = .loaded(HistoryPage(entries: [], total: 0))
    }
    #expect(store.state.message == "No saved calculations. Ctrl-S on the calculator saves one.")
    #expect(store.state.rows.isEmpty)
    await store.finish()
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let store = makeHistory()
    await store.send(.onAppear)
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    await history.fail(HistoryError.notAHistoryDatabase(path: "/x/history.sqlite"))
    await store.receive(.loadFailed(message: "History unavailable: not a history database")) {
      $0.content = .failed(message: "History unavailable: not a history database")
    }
    #expect(store.state.message == "History unavailable: not a history database")
    #expect(store.state.rows.isEmpty)
    #expect(store.state.footer == nil)
    await store.finish()
  }

  /// History reports the entry as a delegate action; the Calculator puts it back, writes both
  /// fields, focuses Numbers, drops the save's note and dismisses History.
  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async {
    let page = HistoryPage(
      entries: [
        Self.entry(id: 2, numbers: "1"), Self.entry(id: 1, separators: ";", numbers: "4;x;5"),
      ],
      total: 2)
    var initial = CalculatorFeature.State(calculator: Calculator(numbers: "7"))
    initial.saveNote = "saved"
    initial.statusText = "1 number, 0 ignored · saved"
    initial.focusedField = .separators
    initial.destination = .history(HistoryFeature.State(content: .loaded(page)))
    let store = TestStore(initialState: initial) { [history, clock] in
      CalculatorFeature(history: history, clock: clock)
    }
    await store.send(.destination(.presented(.history(.restoreTapped(at: 2)))))
    await store.send(.destination(.presented(.history(.restoreTapped(at: 1)))))
    let restored = CalculatorFeature.Action.destination(
      .presented(.history(.delegate(.restored(separators: ";", numbers: "4;x;5")))))
    await store.receive(restored) {
      $0.separators = ";"
      $0.numbers = "4;x;5"
      $0.fieldWrites = CalculatorFeature.FieldWrites(separators: 1, numbers: 1)
      $0.saveNote = nil
      $0.sumText = "9"
      $0.statusText = "2 numbers, 1 ignored"
      $0.focusedField = .numbers
      $0.destination = nil
      $0.recordStep(from: .init(separators: ",", numbers: "7"), restored)
    }
    #expect(store.state.currentCalculator == Calculator(separators: ";", numbers: "4;x;5"))
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    let page = HistoryPage(
      entries: [Self.entry(id: 2, numbers: "1"), Self.entry(id: 1, numbers: "22")], total: 2)
    let store = makeHistory(.loaded(page))
    await store.send(.deleteTapped(at: 0))
    #expect(await history.nextRequest() == .delete(id: 2))
    await history.answer(.done)
    await store.receive(.delegate(.entryDeleted))
    await store.receive(.deleted(id: 2)) {
      $0.content = .loaded(HistoryPage(entries: [Self.entry(id: 1, numbers: "22")], total: 1))
    }
    #expect(store.state.rows.map(\.numbers) == ["22"])
    await store.send(.deleteTapped(at: 1))
    #expect(history.pendingRequests == [])

    // The last row goes: the empty text shows.
    await store.send(.deleteTapped(at: 0))
    #expect(await history.nextRequest() == .delete(id: 1))
    await history.answer(.done)
    await store.receive(.delegate(.entryDeleted))
    await store.receive(.deleted(id: 1)) {
      $0.content = .loaded(HistoryPage(entries: [], total: 0))
    }
    #expect(store.state.message == "No saved calculations. Ctrl-S on the calculator saves one.")
    await store.finish()
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let page = HistoryPage(entries: [Self.entry(id: 1, numbers: "1,2")], total: 1)
    let store = makeHistory(.loaded(page))
    await store.send(.deleteTapped(at: 0))
    #expect(await history.nextRequest() == .delete(id: 1))
    await history.fail(Self.diskFull)
    await store.receive(.deleteFailed(message: "Not deleted: disk is full")) {
      $0.deleteFailure = "Not deleted: disk is full"
    }
    #expect(store.state.rows.map(\.numbers) == ["1,2"])
    #expect(store.state.footer == "Not deleted: disk is full")

    // The row is still there to delete again; once it goes, so does the failure.
    await store.send(.deleteTapped(at: 0))
    #expect(await history.nextRequest() == .delete(id: 1))
    await history.answer(.done)
    await store.receive(.delegate(.entryDeleted))
    await store.receive(.deleted(id: 1)) {
      $0.content = .loaded(HistoryPage(entries: [], total: 0))
      $0.deleteFailure = nil
    }
    await store.finish()
  }

  /// Esc cancels the load and tells the Calculator, which dismisses History: the store sees
  /// the cancellation, no answer ever arrives, and no effect is left running. (That the view
  /// and its store are freed is in ViewControllerTests.)
  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async {
    let store = makeCalculator()
    await store.send(.historyRequested) { $0.destination = .history(HistoryFeature.State()) }
    await store.send(.destination(.presented(.history(.onAppear))))
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    await store.send(.destination(.presented(.history(.cancelTapped))))
    await store.receive(.destination(.presented(.history(.delegate(.cancelled))))) {
      $0.destination = nil
    }
    #expect(history.cancelledRequests == [.newest(limit: 1_000)])
    #expect(history.pendingRequests == [])
    await store.finish()
  }

  /// Extra: a delete the user asked for reaches the store and is not cancelled when the screen
  /// goes first (as in every variant), though `ifLet` cancels the screen's effects: only its
  /// answer is dropped. The Calculator still reads the count once it committed.
  @Test func aDeleteInFlightOutlivesTheScreen() async {
    let entry = Self.entry(id: 7, numbers: "1")
    let store = makeCalculator()
    await store.send(.historyRequested) { $0.destination = .history(HistoryFeature.State()) }
    await store.send(.destination(.presented(.history(.onAppear))))
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    await history.answer(.entries([entry]))
    let page = HistoryPage(entries: [entry], total: 1)
    await store.receive(.destination(.presented(.history(.loaded(page))))) {
      $0.destination = .history(HistoryFeature.State(content: .loaded(page)))
    }
    await store.send(.destination(.presented(.history(.deleteTapped(at: 0)))))
    #expect(await history.nextRequest() == .delete(id: 7))
    await store.send(.destination(.presented(.history(.cancelTapped))))
    await store.receive(.destination(.presented(.history(.delegate(.cancelled))))) {
      $0.destination = nil
    }
    await history.answer(.done)
    await store.receive(.destination(.presented(.history(.delegate(.entryDeleted)))))
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(0))
    await store.receive(.savedCountLoaded(0)) { $0.savedCount = 0 }
    #expect(history.cancelledRequests == [])
    #expect(history.requests == [.newest(limit: 1_000), .delete(id: 7), .count])
    await store.finish()
  }

  /// The Calculator feature owns the count: its view sends `.onLoad` once, and the count is
  /// state once the store answered (the title row shows it; nil shows nothing).
  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async {
    let store = makeCalculator()
    await store.send(.onLoad)
    #expect(await history.nextRequest() == .count)
    #expect(store.state.savedCount == nil)
    await history.answer(.count(1_234))
    await store.receive(.savedCountLoaded(1_234)) { $0.savedCount = 1_234 }
    #expect(history.countCalls == 1)
    await store.finish()
  }

  @Test func anUnavailableStoreShowsNoSavedCount() async {
    let store = makeCalculator()
    await store.send(.onLoad)
    #expect(await history.nextRequest() == .count)
    await history.fail(HistoryError.notAHistoryDatabase(path: "/x/history.sqlite"))
    await store.receive(.savedCountLoaded(nil))
    await store.send(.historyRequested) { $0.destination = .history(HistoryFeature.State()) }
    #expect(store.state.destination?.history?.savedCount == nil)
    #expect(history.countCalls == 1)
    await store.finish()
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let store = makeCalculator(numbers: "1,2")
    await store.send(.onLoad)
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(3))
    await store.receive(.savedCountLoaded(3)) { $0.savedCount = 3 }
    await store.send(.saveRequested)
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2")))
    await history.answer(.entry(Self.entry(id: 4, numbers: "1,2")))
    await store.receive(.saveFinished(saved: Calculator(numbers: "1,2"), note: "saved")) {
      $0.saveNote = "saved"
      $0.statusText = "2 numbers, 0 ignored · saved"
    }
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(4))
    await store.receive(.savedCountLoaded(4)) { $0.savedCount = 4 }

    // The same again repeats the newest entry: the store counts the same.
    await store.send(.saveRequested)
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2")))
    await history.answer(.entry(Self.entry(id: 4, numbers: "1,2")))
    await store.receive(.saveFinished(saved: Calculator(numbers: "1,2"), note: "saved"))
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(4))
    await store.receive(.savedCountLoaded(4))

    // A failed save reads nothing.
    await store.send(.saveRequested)
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2")))
    await history.fail(Self.diskFull)
    await store.receive(
      .saveFinished(saved: Calculator(numbers: "1,2"), note: "not saved: disk is full")
    ) {
      $0.saveNote = "not saved: disk is full"
      $0.statusText = "2 numbers, 0 ignored · not saved: disk is full"
    }
    await store.finish()
    #expect(history.countCalls == 3)
  }

  /// History opens with the Calculator's count, reading none; its delete makes the Calculator
  /// read it again, and set it in History's state and its own (seen on return).
  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async {
    let entries = [Self.entry(id: 2, numbers: "1"), Self.entry(id: 1, numbers: "22")]
    let store = makeCalculator()
    await store.send(.onLoad)
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(2))
    await store.receive(.savedCountLoaded(2)) { $0.savedCount = 2 }
    await store.send(.historyRequested) {
      $0.destination = .history(HistoryFeature.State(savedCount: 2))
    }
    await store.send(.destination(.presented(.history(.onAppear))))
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    await history.answer(.entries(entries))
    await store.receive(
      .destination(.presented(.history(.loaded(HistoryPage(entries: entries, total: 2)))))
    ) { $0.destination?.history?.content = .loaded(HistoryPage(entries: entries, total: 2)) }
    #expect(history.countCalls == 1)

    await store.send(.destination(.presented(.history(.deleteTapped(at: 0)))))
    #expect(await history.nextRequest() == .delete(id: 2))
    await history.answer(.done)
    await store.receive(.destination(.presented(.history(.delegate(.entryDeleted)))))
    await store.receive(.destination(.presented(.history(.deleted(id: 2))))) {
      $0.destination?.history?.content = .loaded(HistoryPage(entries: [entries[1]], total: 1))
    }
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(1))
    await store.receive(.savedCountLoaded(1)) {
      $0.savedCount = 1
      $0.destination?.history?.savedCount = 1
    }
    await store.send(.destination(.presented(.history(.cancelTapped))))
    await store.receive(.destination(.presented(.history(.delegate(.cancelled))))) {
      $0.destination = nil
    }
    #expect(store.state.savedCount == 1)
    #expect(history.countCalls == 2)
    await store.finish()
  }

  /// Going back is a destination set to nil, and opening a screen sets one: neither reads.
  @Test func returningToTheCalculatorReadsNoCount() async {
    let store = makeCalculator(numbers: "1")
    await store.send(.onLoad)
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(5))
    await store.receive(.savedCountLoaded(5)) { $0.savedCount = 5 }
    await store.send(.historyRequested) {
      $0.destination = .history(HistoryFeature.State(savedCount: 5))
    }
    await store.send(.destination(.presented(.history(.onAppear))))
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    await store.send(.destination(.presented(.history(.cancelTapped))))
    await store.receive(.destination(.presented(.history(.delegate(.cancelled))))) {
      $0.destination = nil
    }
    await store.send(.breakdownRequested) {
      $0.destination = .breakdown(
        BreakdownFeature.State(breakdown: Calculator(numbers: "1").breakdown))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.presetsRequested) {
      $0.destination = .presets(PresetsFeature.State(currentSeparators: ","))
    }
    await store.send(.destination(.presented(.presets(.cancelTapped))))
    await store.receive(.destination(.presented(.presets(.delegate(.cancelled))))) {
      $0.destination = nil
    }
    #expect(history.countCalls == 1)
    await store.finish()
  }

  // MARK: Searching
  //
  // The History feature alone, loaded with two entries, its search waiting on a clock the test
  // moves by hand. The view's side (the focused query field, the keys, the first row selected)
  // is in ViewControllerTests.

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  private static let twoEntries: [HistoryEntry] = [
    entry(id: 2, numbers: "10,-4,x"), entry(id: 1, separators: ";", numbers: "1;2"),
  ]

  private func loadedHistory() -> TestStore<HistoryFeature.State, HistoryFeature.Action> {
    makeHistory(.loaded(HistoryPage(entries: Self.twoEntries, total: 2)))
  }

  /// Sends the query field's text after an edit: the rows stay, the footer says Searching….
  private func edit(
    _ store: TestStore<HistoryFeature.State, HistoryFeature.Action>, to text: String
  ) async {
    await store.send(.queryChanged(text)) {
      $0.query = text
      $0.search = .searching
    }
  }

  /// Moves the clock on by `pause` once the search the last edit started is waiting.
  private func pause(_ pause: Duration = .milliseconds(150)) async {
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async {
    let store = loadedHistory()
    await edit(store, to: "4")
    #expect(store.state.footer == "Searching…")
    await pause(.milliseconds(149))
    #expect(clock.pendingSleeps == 1)
    #expect(history.pendingRequests == [])
    clock.advance(by: .milliseconds(1))
    #expect(await history.nextRequest() == .search("4", limit: 1_000))
    #expect(history.requests == [.search("4", limit: 1_000)])
    let page = HistoryPage(entries: [Self.twoEntries[0]], total: 1)
    await history.answer(.page(page))
    await store.receive(.searched(page)) {
      $0.content = .loaded(page)
      $0.answeredQuery = "4"
      $0.search = .answered
      $0.firstRowSelections = 1
    }
    #expect(history.requests == [.search("4", limit: 1_000)])
    await store.finish()
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    let store = loadedHistory()
    await edit(store, to: "1")
    await pause(.milliseconds(100))
    await edit(store, to: "12")
    await pause(.milliseconds(100))
    await edit(store, to: "123")
    await pause()
    #expect(await history.nextRequest() == .search("123", limit: 1_000))
    #expect(history.requests == [.search("123", limit: 1_000)])
    #expect(clock.pendingSleeps == 0)
    let page = HistoryPage(entries: [], total: 0)
    await history.answer(.page(page))
    await store.receive(.searched(page)) {
      $0.content = .loaded(page)
      $0.answeredQuery = "123"
      $0.search = .answered
      $0.firstRowSelections = 1
    }
    await store.finish()
  }

  /// The newer edit cancels the search in flight (`cancelInFlight`): the store sees the
  /// cancellation, and the exhaustive store receives only the newer answer.
  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async {
    let store = loadedHistory()
    await edit(store, to: "1")
    await pause()
    #expect(await history.nextRequest() == .search("1", limit: 1_000))
    await edit(store, to: "10")
    #expect(history.cancelledRequests == [.search("1", limit: 1_000)])
    await pause()
    #expect(await history.nextRequest() == .search("10", limit: 1_000))
    let page = HistoryPage(entries: [Self.twoEntries[0]], total: 1)
    await history.answer(.page(page))
    await store.receive(.searched(page)) {
      $0.content = .loaded(page)
      $0.answeredQuery = "10"
      $0.search = .answered
      $0.firstRowSelections = 1
    }
    #expect(store.state.rows.map(\.numbers) == ["10,-4,x"])
    #expect(store.state.footer == "1 match")
    await store.finish()
  }

  @Test func searchingKeepsTheRowsThenShowsTheMatches() async {
    let store = loadedHistory()
    await edit(store, to: "1")
    await pause()
    #expect(await history.nextRequest() == .search("1", limit: 1_000))
    #expect(store.state.rows.map(\.numbers) == ["10,-4,x", "1;2"])
    #expect(store.state.footer == "Searching…")
    let page = HistoryPage(entries: Self.twoEntries, total: 1_234)
    await history.answer(.page(page))
    await store.receive(.searched(page)) {
      $0.content = .loaded(page)
      $0.answeredQuery = "1"
      $0.search = .answered
      $0.firstRowSelections = 1
    }
    #expect(store.state.rows.map(\.numbers) == ["10,-4,x", "1;2"])
    #expect(store.state.message == nil)
    #expect(store.state.footer == "2 of 1,234 matches")
    await store.finish()
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async {
    let store = loadedHistory()
    await edit(store, to: "9")
    await pause()
    #expect(await history.nextRequest() == .search("9", limit: 1_000))
    let page = HistoryPage(entries: [], total: 0)
    await history.answer(.page(page))
    await store.receive(.searched(page)) {
      $0.content = .loaded(page)
      $0.answeredQuery = "9"
      $0.search = .answered
      $0.firstRowSelections = 1
    }
    #expect(store.state.rows.isEmpty)
    #expect(store.state.message == nil)
    #expect(store.state.footer == "No matches")
    await store.finish()
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async {
    let store = loadedHistory()
    await edit(store, to: "x")
    await pause()
    #expect(await history.nextRequest() == .search("x", limit: 1_000))
    let matches = HistoryPage(entries: [Self.twoEntries[0]], total: 1)
    await history.answer(.page(matches))
    await store.receive(.searched(matches)) {
      $0.content = .loaded(matches)
      $0.answeredQuery = "x"
      $0.search = .answered
      $0.firstRowSelections = 1
    }
    await edit(store, to: "")
    await pause()
    #expect(await history.nextRequest() == .search("", limit: 1_000))
    let newest = HistoryPage(entries: Self.twoEntries, total: 2)
    await history.answer(.page(newest))
    await store.receive(.searched(newest)) {
      $0.content = .loaded(newest)
      $0.answeredQuery = ""
      $0.search = .answered
      $0.firstRowSelections = 2
    }
    #expect(store.state.rows.map(\.numbers) == ["10,-4,x", "1;2"])
    #expect(store.state.message == nil)
    #expect(store.state.footer == nil)
    await store.finish()
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async {
    let store = loadedHistory()
    await edit(store, to: "1")
    await pause()
    #expect(await history.nextRequest() == .search("1", limit: 1_000))
    await history.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    await store.receive(.searchFailed(message: "Not searched: database is locked")) {
      $0.search = .failed(message: "Not searched: database is locked")
    }
    #expect(store.state.rows.map(\.numbers) == ["10,-4,x", "1;2"])
    #expect(store.state.footer == "Not searched: database is locked")
    await store.finish()
  }

  /// A delete answered after a failed search is the footer's news: the search's reason goes,
  /// whether the delete committed or failed (the footer shows one reason at a time).
  @Test func aDeleteAfterAFailedSearchReplacesItsReason() async {
    let store = loadedHistory()
    let locked = HistoryError.io(path: "/x/history.sqlite", reason: "database is locked")
    await edit(store, to: "1")
    await pause()
    #expect(await history.nextRequest() == .search("1", limit: 1_000))
    await history.fail(locked)
    await store.receive(.searchFailed(message: "Not searched: database is locked")) {
      $0.search = .failed(message: "Not searched: database is locked")
    }
    await store.send(.deleteTapped(at: 0))
    #expect(await history.nextRequest() == .delete(id: 2))
    await history.answer(.done)
    await store.receive(.delegate(.entryDeleted))
    await store.receive(.deleted(id: 2)) {
      $0.content = .loaded(HistoryPage(entries: [Self.twoEntries[1]], total: 1))
      $0.search = .answered
    }
    #expect(store.state.footer == nil)

    await edit(store, to: "2")
    await pause()
    #expect(await history.nextRequest() == .search("2", limit: 1_000))
    await history.fail(locked)
    await store.receive(.searchFailed(message: "Not searched: database is locked")) {
      $0.search = .failed(message: "Not searched: database is locked")
    }
    await store.send(.deleteTapped(at: 0))
    #expect(await history.nextRequest() == .delete(id: 1))
    await history.fail(Self.diskFull)
    await store.receive(.deleteFailed(message: "Not deleted: disk is full")) {
      $0.deleteFailure = "Not deleted: disk is full"
      $0.search = .answered
    }
    #expect(store.state.footer == "Not deleted: disk is full")
    await store.finish()
  }

  /// History opened over the Calculator and loaded with `twoEntries`, its query edited to "1".
  private func openHistoryAndEdit(
    _ store: TestStore<CalculatorFeature.State, CalculatorFeature.Action>
  ) async {
    let page = HistoryPage(entries: Self.twoEntries, total: 2)
    await store.send(.historyRequested) { $0.destination = .history(HistoryFeature.State()) }
    await store.send(.destination(.presented(.history(.onAppear))))
    #expect(await history.nextRequest() == .newest(limit: 1_000))
    await history.answer(.entries(Self.twoEntries))
    await store.receive(.destination(.presented(.history(.loaded(page))))) {
      $0.destination?.history?.content = .loaded(page)
    }
    await store.send(.destination(.presented(.history(.queryChanged("1"))))) {
      $0.destination?.history?.query = "1"
      $0.destination?.history?.search = .searching
    }
    await clock.waitForSleeps()
  }

  /// Esc: History tells the Calculator, which dismisses it.
  private func leave(_ store: TestStore<CalculatorFeature.State, CalculatorFeature.Action>) async {
    await store.send(.destination(.presented(.history(.cancelTapped))))
    await store.receive(.destination(.presented(.history(.delegate(.cancelled))))) {
      $0.destination = nil
    }
  }

  /// Esc while the search waits, then (opened again) while it asks: each time the search goes
  /// with the screen (the wait ends, the call is cancelled), no answer ever arrives, and no
  /// effect is left running. (That the view and its store are freed is in ViewControllerTests.)
  // MARK: The Breakdown of a saved entry

  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async {
    var initial = CalculatorFeature.State(calculator: Calculator(numbers: "7"))
    initial.destination = .history(
      HistoryFeature.State(content: .loaded(HistoryPage(entries: Self.twoEntries, total: 2))))
    let store = TestStore(initialState: initial) { [history, clock] in
      CalculatorFeature(history: history, clock: clock)
    }
    // No row there: nothing changes.
    await store.send(.destination(.presented(.history(.breakdownTapped(at: 2)))))
    // Only History's state changes, not the Calculator's: it presents the Breakdown that the
    // Calculator's Enter presents for the entry's fields.
    await store.send(.destination(.presented(.history(.breakdownTapped(at: 1))))) {
      $0.destination?.history?.breakdown = BreakdownFeature.State(
        breakdown: Calculator(separators: ";", numbers: "1;2").breakdown)
    }
    #expect(store.state.currentCalculator == Calculator(numbers: "7"))
    #expect(history.requests == [])
    await store.finish()
  }

  @Test func backFromThatBreakdownShowsHistoryAsItWas() async {
    let store = loadedHistory()
    await edit(store, to: "1")
    await pause()
    #expect(await history.nextRequest() == .search("1", limit: 1_000))
    let page = HistoryPage(entries: Self.twoEntries, total: 2)
    await history.answer(.page(page))
    await store.receive(.searched(page)) {
      $0.content = .loaded(page)
      $0.answeredQuery = "1"
      $0.search = .answered
      $0.firstRowSelections = 1
    }
    let shown = store.state
    let requests = history.requests
    await store.send(.breakdownTapped(at: 0)) {
      $0.breakdown = BreakdownFeature.State(breakdown: Calculator(numbers: "10,-4,x").breakdown)
    }
    await store.send(.breakdown(.presented(.backTapped)))
    await store.receive(.breakdown(.presented(.delegate(.back)))) { $0.breakdown = nil }
    #expect(store.state == shown)
    #expect(store.state.footer == "2 matches")
    #expect(history.requests == requests)
    await store.finish()
  }

  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async {
    let store = makeCalculator()
    await openHistoryAndEdit(store)
    await leave(store)
    #expect(clock.pendingSleeps == 0)
    #expect(history.pendingRequests == [])
    #expect(history.requests == [.newest(limit: 1_000)])

    await openHistoryAndEdit(store)
    clock.advance(by: .milliseconds(150))
    #expect(await history.nextRequest() == .search("1", limit: 1_000))
    await leave(store)
    #expect(history.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(history.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    await store.finish()
  }
}

extension HistoryFeature.State {
  init(content: Content) {
    self.init()
    self.content = content
  }
}
