import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVC

/// The matrix's History scenarios (TestMatrix in Tests/TestSupport): the controllers with
/// their real views in a window, the History controller's delegate a spy, and a store whose
/// calls wait until the test answers them (no sleeps).
@MainActor
struct HistoryTests {
  /// Records every delegate call as a line.
  final class DelegateSpy: HistoryViewControllerDelegate {
    let calls: Recorder

    init(sourceLocation: SourceLocation = #_sourceLocation) {
      calls = Recorder(sourceLocation: sourceLocation)
    }

    func historyViewController(_ controller: HistoryViewController, didChoose entry: HistoryEntry) {
      calls.record("choose \(entry.id)")
    }

    func historyViewControllerDidCancel(_ controller: HistoryViewController) {
      calls.record("cancel")
    }

    func historyDidDelete(_ entry: HistoryEntry) {
      calls.record("delete \(entry.id)")
    }
  }

  /// The Calculator controller in a navigation controller in a window, as the app has it.
  private struct CalculatorScreen {
    let controller: CalculatorViewController
    let view: CalculatorView
    let navigation: NavigationController
    let window: Window
  }

  /// Answers the count the controller reads at launch with `savedCount`, or leaves it
  /// waiting when nil.
  private func makeCalculatorScreen(
    _ store: ControllableHistoryStore, clock: ManualClock = ManualClock(),
    separators: String = ",", numbers: String = "", savedCount: Int? = 2
  ) async -> CalculatorScreen {
    let controller = CalculatorViewController(
      calculator: Calculator(separators: separators, numbers: numbers), history: store,
      clock: clock)
    let navigation = NavigationController(rootViewController: controller)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    if let savedCount {
      #expect(await store.nextRequest() == .count)
      await store.answer(.count(savedCount))
    }
    return CalculatorScreen(
      controller: controller, view: controller.view as! CalculatorView, navigation: navigation,
      window: window)
  }

  /// The History controller alone in a window, its delegate a spy.
  private struct HistoryScreen {
    let controller: HistoryViewController
    let layout: HistoryLayout
    let spy: DelegateSpy
    let window: Window
  }

  private func makeHistoryScreen(
    _ store: ControllableHistoryStore, clock: ManualClock = ManualClock()
  ) -> HistoryScreen {
    let controller = HistoryViewController(history: store, clock: clock, savedCount: 2)
    let spy = DelegateSpy()
    controller.delegate = spy
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    return HistoryScreen(
      controller: controller, layout: controller.view as! HistoryLayout, spy: spy, window: window)
  }

  private static func entry(_ id: Int64, _ calculator: Calculator) -> HistoryEntry {
    HistoryEntry(id: id, saving: calculator, at: Date(timeIntervalSince1970: 1_764_079_439))
  }

  /// Two entries, the newest first: `10,-4,x` (sum 6) and `1;2` (sum 3).
  private static let twoEntries = [
    entry(2, Calculator(numbers: "10,-4,x")), entry(1, Calculator(separators: ";", numbers: "1;2")),
  ]

  /// The rows' texts without their saved-at time (`2026-11-25 14:03`, local time).
  private static func rowsWithoutTime(_ layout: HistoryLayout) -> [String] {
    layout.list.rows.map { String($0.dropFirst("2026-11-25 14:03".count)) }
  }

  /// The message line, or nil when it takes no line.
  private static func message(_ layout: HistoryLayout) -> String? {
    layout.messageLabel.isHidden ? nil : layout.messageLabel.text
  }

  /// The footer line, or nil when it takes no line.
  private static func footer(_ layout: HistoryLayout) -> String? {
    layout.footerLabel.isHidden ? nil : layout.footerLabel.text
  }

  // MARK: Saving

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, numbers: "1,2,x,3")
    screen.window.handle(.control("s"))
    let saved = Calculator(numbers: "1,2,x,3")
    #expect(await store.nextRequest() == .save(saved))
    #expect(screen.view.statusLabel.text == "3 numbers, 1 ignored")
    await store.answer(.entry(Self.entry(1, saved)))
    #expect(screen.view.statusLabel.text == "3 numbers, 1 ignored · saved")
    screen.window.handle(.text("4"))
    #expect(screen.view.statusLabel.text == "3 numbers, 1 ignored")
    #expect(await store.nextRequest() == .count)
    #expect(store.requests == [.count, .save(saved), .count])
  }

  @Test func aFailedSaveShowsItsReason() async {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, numbers: "1,2")
    screen.window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "disk is full"))
    #expect(screen.view.statusLabel.text == "2 numbers, 0 ignored · not saved: disk is full")
    #expect(screen.view.sumLabel.text == "3")
  }

  // MARK: Loading

  @Test func historyShowsLoadingThenTheNewestRows() async throws {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store)
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    #expect(Self.message(layout) == "Loading…")
    #expect(layout.list.rows == [])
    #expect(history.focusedView === layout.queryField)

    #expect(await store.nextRequest() == .newest(limit: 1_000))
    let entries = (1...1_000).reversed().map { Self.entry(Int64($0), Calculator(numbers: "\($0)")) }
    await store.answer(.entries(entries))
    // A full page: the store is asked how many there are in all, and the screen still loads.
    #expect(await store.nextRequest() == .count)
    #expect(Self.message(layout) == "Loading…")
    await store.answer(.count(1_234))

    #expect(Self.rowsWithoutTime(layout).count == 1_000)
    #expect(Self.rowsWithoutTime(layout).first == "  1000  1000")
    #expect(Self.rowsWithoutTime(layout).last == "  1     1")
    #expect(Self.message(layout) == nil)
    #expect(Self.footer(layout) == "1,000 of 1,234")
    #expect(store.requests == [.count, .newest(limit: 1_000), .count])
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let store = ControllableHistoryStore()
    let screen = makeHistoryScreen(store)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([]))
    #expect(
      Self.message(screen.layout) == "No saved calculations. Ctrl-S on the calculator saves one.")
    #expect(screen.layout.list.rows == [])
    #expect(Self.footer(screen.layout) == nil)
    // With no row, Enter and Delete do nothing.
    screen.window.handle(.enter)
    screen.window.handle(.delete)
    #expect(screen.spy.calls.take() == [])
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let store = ControllableHistoryStore()
    let screen = makeHistoryScreen(store)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.fail(HistoryError.notAHistoryDatabase(path: "/x/history.sqlite"))
    #expect(Self.message(screen.layout) == "History unavailable: not a history database")
    #expect(screen.layout.list.rows == [])
    #expect(Self.footer(screen.layout) == nil)
  }

  // MARK: Restore and delete

  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async throws {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, numbers: "7")
    // A save that commits while History is open: its note must not outlive the restore.
    screen.window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator(numbers: "7")))
    screen.window.handle(.control("r"))
    await store.answer(.entry(Self.entry(3, Calculator(numbers: "7"))))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))

    screen.window.handle(.down)
    screen.window.handle(.enter)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.controller.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(screen.view.separatorsField.text == ";")
    #expect(screen.view.numbersField.text == "1;2")
    #expect(screen.view.sumLabel.text == "3")
    #expect(screen.view.statusLabel.text == "2 numbers, 0 ignored")
    #expect(screen.controller.focusedView === screen.view.numbersField)
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    let store = ControllableHistoryStore()
    let screen = makeHistoryScreen(store)
    _ = await store.nextRequest()
    await store.answer(.entries(Self.twoEntries))
    screen.window.handle(.down)
    screen.window.handle(.delete)
    #expect(await store.nextRequest() == .delete(id: 1))
    #expect(Self.rowsWithoutTime(screen.layout) == ["  6  10,-4,x", "  3  1;2"])
    await store.answer(.done)
    #expect(Self.rowsWithoutTime(screen.layout) == ["  6  10,-4,x"])
    #expect(Self.message(screen.layout) == nil)
    #expect(Self.footer(screen.layout) == nil)
    #expect(screen.spy.calls.take() == ["delete 1"])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let store = ControllableHistoryStore()
    let screen = makeHistoryScreen(store)
    _ = await store.nextRequest()
    await store.answer(.entries(Self.twoEntries))
    screen.window.handle(.delete)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    #expect(Self.rowsWithoutTime(screen.layout) == ["  6  10,-4,x", "  3  1;2"])
    #expect(Self.footer(screen.layout) == "Not deleted: database is locked")
    #expect(screen.spy.calls.take() == [])
  }

  // MARK: The Breakdown of a saved entry

  /// The lines of the Breakdown screen the Calculator's Enter shows for `calculator`.
  private func breakdownFromTheCalculator(_ calculator: Calculator) async -> [String] {
    let screen = await makeCalculatorScreen(
      ControllableHistoryStore(), separators: calculator.separators,
      numbers: calculator.numbers, savedCount: nil)
    screen.window.handle(.enter)
    return screen.window.render().cells.lines
  }

  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async throws {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, numbers: "7")
    screen.window.handle(.control("r"))
    // Loading: no row, so Right does nothing.
    screen.window.handle(.right)
    #expect(screen.navigation.topViewController is HistoryViewController)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    screen.window.handle(.down)
    screen.window.handle(.right)
    #expect(screen.navigation.topViewController is BreakdownViewController)
    let expected = await breakdownFromTheCalculator(Calculator(separators: ";", numbers: "1;2"))
    #expect(screen.window.render().cells.lines == expected)
    #expect(screen.controller.finalCalculator == Calculator(numbers: "7"))
  }

  @Test func backFromThatBreakdownShowsHistoryAsItWas() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await makeCalculatorScreen(store, clock: clock)
    screen.window.handle(.control("r"))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    screen.window.handle(.text("1"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    screen.window.handle(.down)
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let shown = screen.window.render().cells.lines
    let requests = store.requests
    for back: Key in [.escape, .backspace, .left] {
      screen.window.handle(.right)
      #expect(screen.navigation.topViewController is BreakdownViewController)
      screen.window.handle(back)
      #expect(screen.navigation.topViewController === history)
      #expect(screen.window.render().cells.lines == shown)
    }
    #expect(store.requests == requests)
    #expect(store.pendingRequests == [])
  }

  // MARK: Leaving

  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async throws {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, numbers: "1,2")
    weak var history: HistoryViewController?
    weak var layout: HistoryLayout?
    do {
      screen.window.handle(.control("r"))
      let top = try #require(screen.navigation.topViewController as? HistoryViewController)
      history = top
      layout = top.view as? HistoryLayout
    }
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(history == nil)
    #expect(layout == nil)
    #expect(screen.controller.finalCalculator == Calculator(numbers: "1,2"))
  }

  // MARK: Saved count

  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, savedCount: nil)
    #expect(await store.nextRequest() == .count)
    #expect(screen.view.titleRow.trailingText == nil)
    await store.answer(.count(1_234))
    #expect(screen.view.titleRow.trailingText == "1,234 saved")
    #expect(store.countCalls == 1)
  }

  @Test func anUnavailableStoreShowsNoSavedCount() async throws {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, savedCount: nil)
    #expect(await store.nextRequest() == .count)
    await store.fail(HistoryError.notAHistoryDatabase(path: "/x/history.sqlite"))
    #expect(screen.view.titleRow.trailingText == nil)
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    #expect((history.view as! HistoryLayout).titleRow.trailingText == nil)
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, numbers: "1,2", savedCount: 2)
    screen.window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(3, Calculator(numbers: "1,2"))))
    #expect(await store.nextRequest() == .count)
    #expect(screen.view.titleRow.trailingText == "2 saved")
    await store.answer(.count(3))
    #expect(screen.view.titleRow.trailingText == "3 saved")
    // The same calculation again: the store moves the newest entry, and says so by its count.
    screen.window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(3, Calculator(numbers: "1,2"))))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    #expect(screen.view.titleRow.trailingText == "3 saved")
    // A failed save reads nothing.
    screen.window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "disk is full"))
    #expect(store.pendingRequests == [])
    #expect(store.countCalls == 3)
  }

  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async throws {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, savedCount: 2)
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    #expect(layout.titleRow.trailingText == "2 saved")
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    screen.window.handle(.delete)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.answer(.done)
    #expect(await store.nextRequest() == .count)
    #expect(layout.titleRow.trailingText == "2 saved")
    await store.answer(.count(1))
    #expect(layout.titleRow.trailingText == "1 saved")
    screen.window.handle(.escape)
    #expect(screen.view.titleRow.trailingText == "1 saved")
    #expect(store.countCalls == 2)
  }

  @Test func returningToTheCalculatorReadsNoCount() async {
    let store = ControllableHistoryStore()
    let screen = await makeCalculatorScreen(store, savedCount: 2)
    screen.window.handle(.control("r"))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    screen.window.handle(.escape)
    screen.window.handle(.enter)
    screen.window.handle(.escape)
    screen.window.handle(.control("p"))
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.view.titleRow.trailingText == "2 saved")
    // The next call the store sees is the save: no screen asked for a count on the way.
    screen.window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator()))
    #expect(store.countCalls == 1)
  }

  // MARK: Searching

  /// History loaded with `twoEntries`, its query field focused.
  private func loadedHistoryScreen(
    _ store: ControllableHistoryStore, clock: ManualClock
  ) async -> HistoryScreen {
    let screen = makeHistoryScreen(store, clock: clock)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    return screen
  }

  /// Types `key` and moves the clock on by `pause` once the search it starts is waiting.
  private func type(
    _ key: String, into screen: HistoryScreen, on clock: ManualClock,
    pause: Duration = .milliseconds(150)
  ) async {
    screen.window.handle(key == "⌫" ? .backspace : .text(key))
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await loadedHistoryScreen(store, clock: clock)
    #expect(screen.controller.focusedView === screen.layout.queryField)
    await type("4", into: screen, on: clock, pause: .milliseconds(149))
    #expect(clock.pendingSleeps == 1)
    #expect(store.pendingRequests == [])
    clock.advance(by: .milliseconds(1))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("4", limit: 1_000)])
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await loadedHistoryScreen(store, clock: clock)
    await type("1", into: screen, on: clock, pause: .milliseconds(100))
    await type("2", into: screen, on: clock, pause: .milliseconds(100))
    await type("3", into: screen, on: clock)
    #expect(await store.nextRequest() == .search("123", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("123", limit: 1_000)])
    #expect(clock.pendingSleeps == 0)
  }

  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await loadedHistoryScreen(store, clock: clock)
    await type("1", into: screen, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await type("0", into: screen, on: clock)
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(await store.nextRequest() == .search("10", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(Self.rowsWithoutTime(screen.layout) == ["  6  10,-4,x"])
    #expect(Self.footer(screen.layout) == "1 match")
  }

  @Test func searchingKeepsTheRowsThenShowsTheMatches() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await loadedHistoryScreen(store, clock: clock)
    screen.window.handle(.down)
    await type("1", into: screen, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    #expect(Self.rowsWithoutTime(screen.layout) == ["  6  10,-4,x", "  3  1;2"])
    #expect(screen.layout.list.selectedIndex == 1)
    #expect(Self.footer(screen.layout) == "Searching…")
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 1_234)))
    #expect(Self.rowsWithoutTime(screen.layout) == ["  6  10,-4,x", "  3  1;2"])
    #expect(screen.layout.list.selectedIndex == 0)
    #expect(Self.message(screen.layout) == nil)
    #expect(Self.footer(screen.layout) == "2 of 1,234 matches")
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await loadedHistoryScreen(store, clock: clock)
    await type("9", into: screen, on: clock)
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(screen.layout.list.rows == [])
    #expect(Self.message(screen.layout) == nil)
    #expect(Self.footer(screen.layout) == "No matches")
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await loadedHistoryScreen(store, clock: clock)
    await type("x", into: screen, on: clock)
    #expect(await store.nextRequest() == .search("x", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    await type("⌫", into: screen, on: clock)
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(Self.rowsWithoutTime(screen.layout) == ["  6  10,-4,x", "  3  1;2"])
    #expect(Self.message(screen.layout) == nil)
    #expect(Self.footer(screen.layout) == nil)
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await loadedHistoryScreen(store, clock: clock)
    await type("1", into: screen, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    #expect(Self.rowsWithoutTime(screen.layout) == ["  6  10,-4,x", "  3  1;2"])
    #expect(Self.footer(screen.layout) == "Not searched: database is locked")
  }

  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = await makeCalculatorScreen(store, clock: clock)
    weak var history: HistoryViewController?
    weak var layout: HistoryLayout?
    do {
      screen.window.handle(.control("r"))
      let top = try #require(screen.navigation.topViewController as? HistoryViewController)
      history = top
      layout = top.view as? HistoryLayout
    }
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    screen.window.handle(.text("1"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    #expect(history == nil)
    #expect(layout == nil)
  }
}
