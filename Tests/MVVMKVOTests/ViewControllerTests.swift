import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMKVO

/// The matrix's last Breakdown scenario: the Breakdown view model has no input, so going back
/// is the view's alone, and tested through it.
@MainActor
struct BreakdownBackTests {
  @Test(arguments: [Key.escape, .backspace, .left])
  func breakdownBackKeysReturn(key: Key) {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    let viewModel = BreakdownViewModel(breakdown: Calculator(numbers: "1").breakdown)
    navigation.pushViewController(BreakdownViewController(viewModel: viewModel))
    window.handle(key)
    #expect(navigation.topViewController === root)
  }
}

// MARK: Extra — what this pattern needs beyond the matrix
//
// The views' side of the observations, which is code of its own here: events reach the view
// model's inputs, outputs reach the widgets, the route closure pushes the next screen, and the
// Presets outcome comes back through the view, which pops the screen.

@MainActor
struct ViewControllerTests {
  private struct Screen {
    let controller: CalculatorViewController
    let layout: CalculatorLayout
    let navigation: NavigationController
    let window: Window
  }

  private func makeScreen(
    separators: String = ",", numbers: String = "",
    history: ControllableHistoryStore = ControllableHistoryStore(),
    clock: ManualClock = ManualClock()
  ) -> Screen {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers), history: history,
      clock: clock)
    let controller = CalculatorViewController(viewModel: viewModel)
    let navigation = NavigationController(rootViewController: controller)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    return Screen(
      controller: controller, layout: controller.view as! CalculatorLayout,
      navigation: navigation, window: window)
  }

  @Test func theViewShowsEveryOutputAndSendsEditsWithoutMovingTheCursor() {
    let screen = makeScreen(numbers: "1,3")
    #expect(screen.layout.separatorsField.text == ",")
    #expect(screen.layout.sumLabel.text == "4")
    #expect(screen.layout.statusLabel.text == "2 numbers, 0 ignored")
    #expect(screen.controller.focusedView === screen.layout.numbersField)
    screen.window.handle(.left)
    screen.window.handle(.text("2,"))
    #expect(screen.controller.viewModel.finalCalculator.numbers == "1,2,3")
    #expect(screen.layout.sumLabel.text == "6")
    #expect(screen.layout.numbersField.cursor == 4)
    screen.window.handle(.tab)
    screen.window.handle(.backspace)
    #expect(screen.controller.viewModel.finalCalculator.separators == "")
    #expect(screen.layout.sumLabel.text == "0")
  }

  @Test func routesPushTheScreensTheViewModelMakesAndQuitCloses() throws {
    let screen = makeScreen(separators: "|", numbers: "4|x")
    screen.window.handle(.enter)
    let breakdown = try #require(screen.navigation.topViewController as? BreakdownViewController)
    let table = (breakdown.view as! BreakdownLayout).table
    #expect(table.rows == ["  1  4         4      4", "  2  x         ignored: not a number"])
    screen.window.handle(.backspace)
    screen.window.handle(.control("p"))
    let presets = try #require(screen.navigation.topViewController as? PresetsViewController)
    #expect((presets.view as! PresetsLayout).list.selectedIndex == 3)
    screen.window.handle(.escape)
    #expect(screen.navigation.topViewController === screen.controller)
    screen.window.handle(.escape)
    #expect(screen.window.isClosed)
  }

  @Test func thePresetsOutcomeComesBackThroughTheViewWhichPops() throws {
    let screen = makeScreen(numbers: "1;2")
    screen.window.handle(.tab)
    screen.window.handle(.control("p"))
    screen.window.handle(.down)
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.layout.separatorsField.text == ",")
    #expect(screen.controller.focusedView === screen.layout.separatorsField)
    screen.window.handle(.control("p"))
    screen.window.handle(.down)
    screen.window.handle(.enter)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.controller.viewModel.finalCalculator.separators == ";")
    #expect(screen.layout.separatorsField.text == ";")
    #expect(screen.layout.sumLabel.text == "3")
    #expect(screen.controller.focusedView === screen.layout.numbersField)
  }

  /// Ctrl-_ and Ctrl-Y reach the view model; the texts it sets put the cursor at the end of
  /// the fields the step changed and of the field it focuses (also when a restore left Numbers'
  /// text as it was), and the other field keeps its cursor.
  @Test func undoAndRedoKeysPutTheStepsCursorsAtTheEndAndKeepTheOthers() {
    let screen = makeScreen(numbers: "1,2")
    let separators = screen.layout.separatorsField
    let numbers = screen.layout.numbersField
    for key: Key in [.text("3"), .tab, .left, .text(";"), .tab, .home, .control("_")] {
      screen.window.handle(key)
    }
    #expect(separators.text == "," && separators.cursor == 1)
    #expect(numbers.text == "1,23" && numbers.cursor == 0)
    #expect(screen.controller.focusedView === separators)
    screen.window.handle(.home)
    screen.window.handle(.control("_"))
    #expect(numbers.text == "1,2" && numbers.cursor == 3)
    #expect(separators.cursor == 0)
    #expect(screen.controller.focusedView === numbers)
    screen.window.handle(.control("y"))
    #expect(numbers.text == "1,23" && numbers.cursor == 4)
    #expect(screen.layout.sumLabel.text == "24")

    screen.controller.viewModel.entryRestored(separators: ";", numbers: "1,23")
    screen.window.handle(.home)
    screen.window.handle(.control("_"))
    #expect(separators.text == "," && separators.cursor == 1)
    #expect(numbers.text == "1,23" && numbers.cursor == 4)
    #expect(screen.controller.focusedView === numbers)
  }

  /// The History view applies its observed state and footer to the layout, sends Enter, Delete
  /// and Esc to its view model, and stops the load when it goes; the restore comes back through the
  /// Calculator view, which pops.
  @Test func theHistoryViewShowsItsStateAndTheRestoreComesBackThroughTheView() async throws {
    let store = ControllableHistoryStore()
    let screen = makeScreen(numbers: "9", history: store)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    #expect(layout.messageLabel.text == "Loading…")
    #expect(history.focusedView === layout.queryField)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(
      .entries([
        HistoryEntry(id: 2, saving: Calculator(separators: ";", numbers: "1;2"), at: .now),
        HistoryEntry(id: 1, saving: Calculator(numbers: "7,x"), at: .now),
      ]))
    #expect(layout.messageLabel.isHidden)
    // Each row: the saved-at time (16 characters), two spaces, the sum, two spaces, the numbers.
    #expect(layout.list.rows.map { $0.dropFirst(18) } == ["3  1;2", "7  7,x"])
    screen.window.handle(.down)
    screen.window.handle(.delete)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.answer(.done)
    #expect(layout.list.rows.count == 1)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    screen.window.handle(.enter)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(
      screen.controller.viewModel.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(screen.layout.separatorsField.text == ";")
    #expect(screen.layout.numbersField.text == "1;2")
    #expect(screen.layout.sumLabel.text == "3")
    #expect(screen.controller.focusedView === screen.layout.numbersField)

    screen.window.handle(.control("r"))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(
      screen.controller.viewModel.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
  }

  /// The History view focuses its query field and sends it every edit to its view model, whose
  /// search (once the clock moved 150 ms) shows in the layout with the first row selected; the
  /// keys that move the list still move it; leaving stops the search.
  @Test func theHistoryViewSendsTheQuerysEditsAndStopsTheSearchWhenItGoes() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = makeScreen(history: store, clock: clock)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    #expect(history.focusedView === layout.queryField)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    let entries: [HistoryEntry] = [
      .example(id: 2, numbers: "10,-4,x"), .example(id: 1, separators: ";", numbers: "1;2"),
    ]
    await store.answer(.entries(entries))
    screen.window.handle(.down)
    screen.window.handle(.text("1"))
    #expect(layout.queryField.text == "1")
    #expect(layout.footerLabel.text == "Searching…" && !layout.footerLabel.isHidden)
    #expect(layout.list.selectedIndex == 1)
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: entries, total: 2)))
    #expect(layout.list.rows.map { $0.dropFirst(18) } == ["6  10,-4,x", "3  1;2"])
    #expect(layout.footerLabel.text == "2 matches")
    #expect(layout.list.selectedIndex == 0)

    screen.window.handle(.backspace)
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(store.cancelledRequests == [.search("", limit: 1_000)])
    #expect(store.pendingRequests == [])
  }

  /// The view observes the footer apart from the state: an edit of the query sets the footer's
  /// label and leaves the list as it was (a row the test put there stays).
  @Test func aQueryEditSetsTheFooterAndLeavesTheRowsAlone() async throws {
    let store = ControllableHistoryStore()
    let screen = makeScreen(history: store, clock: ManualClock())
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([.example(id: 1, numbers: "1,2")]))
    layout.list.rows = ["a row the view did not set"]
    screen.window.handle(.text("1"))
    #expect(layout.footerLabel.text == "Searching…" && !layout.footerLabel.isHidden)
    #expect(layout.list.rows == ["a row the view did not set"])
    // Leaving History cancels the search waiting on the clock: nothing is left alive.
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
  }

  // The matrix's two scenarios of the Breakdown of a saved entry, and what this pattern needs
  // beyond them: History's view pushes the Breakdown its view model routes to, and covered by
  // it, lets its work go on (it stops it only when popped).

  /// Two entries, the newest first: `1;2;x;-3` (id 2) and `10,-4,x` (id 1).
  private static let twoEntries: [HistoryEntry] = [
    .example(id: 2, separators: ";", numbers: "1;2;x;-3"), .example(id: 1, numbers: "10,-4,x"),
  ]

  /// History, open over a Calculator showing `9` with 2 saved; `entries` loaded when given.
  private func openHistory(
    _ entries: [HistoryEntry]?, store: ControllableHistoryStore, clock: ManualClock = ManualClock()
  ) async throws -> (Screen, HistoryViewController, HistoryLayout) {
    let screen = makeScreen(numbers: "9", history: store, clock: clock)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    if let entries { await store.answer(.entries(entries)) }
    return (screen, history, history.view as! HistoryLayout)
  }

  /// The query edited to `text` on History's field, and its search asked after the pause.
  private func search(
    _ text: String, on screen: Screen, store: ControllableHistoryStore, clock: ManualClock
  ) async {
    screen.window.handle(.text(text))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search(text, limit: 1_000))
  }

  /// Right pushes the Breakdown screen of the selected entry, drawn as the Calculator's Enter
  /// draws it for the entry's fields; the Calculator's own fields stay. With no row (loading,
  /// no entry, no match), Right does nothing.
  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (screen, history, layout) = try await openHistory(nil, store: store, clock: clock)
    screen.window.handle(.right)
    #expect(screen.navigation.topViewController === history)
    await store.answer(.entries(Self.twoEntries))
    for (separators, numbers, footer) in [
      (";", "1;2;x;-3", "Sum 0 · 3 numbers, 1 ignored"),
      (",", "10,-4,x", "Sum 6 · 2 numbers, 1 ignored"),
    ] {
      screen.window.handle(.right)
      let breakdown = try #require(screen.navigation.topViewController as? BreakdownViewController)
      #expect((breakdown.view as! BreakdownLayout).footerLabel.text == footer)
      let typed = makeScreen(separators: separators, numbers: numbers)
      typed.window.handle(.enter)
      #expect(screen.window.render() == typed.window.render())
      #expect(screen.controller.viewModel.finalCalculator == Calculator(numbers: "9"))
      screen.window.handle(.escape)
      screen.window.handle(.down)
    }
    #expect(screen.layout.numbersField.text == "9")
    #expect(screen.layout.sumLabel.text == "9")

    await search("5", on: screen, store: store, clock: clock)
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(layout.footerLabel.text == "No matches")
    screen.window.handle(.right)
    #expect(screen.navigation.topViewController === history)

    let emptyStore = ControllableHistoryStore()
    let (empty, emptyHistory, _) = try await openHistory([], store: emptyStore)
    empty.window.handle(.right)
    #expect(empty.navigation.topViewController === emptyHistory)
  }

  /// Esc, Backspace or Left on that Breakdown pops it: History is there as it was (the query,
  /// the rows, the selection, the footer, the saved count, drawn the same), and the store is
  /// asked nothing, nor is a call cancelled.
  @Test func backFromThatBreakdownShowsHistoryAsItWas() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let entries = Self.twoEntries + [.example(id: 0, numbers: "3")]
    let (screen, history, layout) = try await openHistory(entries, store: store, clock: clock)
    await search("-", on: screen, store: store, clock: clock)
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    screen.window.handle(.down)
    let before = screen.window.render()
    let requests = store.requests
    for back in [Key.escape, .backspace, .left] {
      screen.window.handle(.right)
      #expect(screen.navigation.topViewController is BreakdownViewController)
      screen.window.handle(back)
      #expect(screen.navigation.topViewController === history)
      #expect(screen.window.render() == before)
      #expect(layout.queryField.text == "-")
      #expect(layout.list.rows.map { $0.dropFirst(18) } == ["0  1;2;x;-3", "6  10,-4,x"])
      #expect(layout.list.selectedIndex == 1)
      #expect(layout.footerLabel.text == "2 matches")
      #expect(layout.titleRow.trailingText == "2 saved")
      #expect(history.focusedView === layout.queryField)
      #expect(store.requests == requests)
      #expect(store.cancelledRequests == [])
    }
    // The selection is History's own: Enter restores the row still selected.
    screen.window.handle(.enter)
    #expect(screen.controller.viewModel.finalCalculator == Calculator(numbers: "10,-4,x"))
  }

  /// A search waiting on the clock, or asking, when Right is pressed goes on under the
  /// Breakdown (the view cancels it only when popped); back on History, its answer shows.
  @Test func aSearchInFlightGoesOnUnderTheBreakdown() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (screen, history, layout) = try await openHistory(
      Self.twoEntries, store: store, clock: clock)
    screen.window.handle(.text("4"))
    screen.window.handle(.right)
    #expect(screen.navigation.topViewController is BreakdownViewController)
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[1]], total: 1)))
    #expect(store.cancelledRequests == [])
    screen.window.handle(.escape)
    #expect(screen.navigation.topViewController === history)
    #expect(layout.list.rows.map { $0.dropFirst(18) } == ["6  10,-4,x"])
    #expect(layout.footerLabel.text == "1 match")
    #expect(layout.list.selectedIndex == 0)

    // Popped, History stops the search it started.
    screen.window.handle(.text("7"))
    await clock.waitForSleeps()
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(clock.pendingSleeps == 0)
  }

  // The matrix's two Saved count scenarios that are the views' lifecycle: loading at launch,
  // appearing again.

  /// The view asks its view model to load once, when the screen loads at launch; the count
  /// shows in the title row once the store answers, on History too when it is open by then.
  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async throws {
    let store = ControllableHistoryStore()
    let screen = makeScreen(history: store)
    #expect(await store.nextRequest() == .count)
    #expect(screen.layout.titleRow.trailingText == nil)
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let historyLayout = history.view as! HistoryLayout
    #expect(historyLayout.titleRow.trailingText == nil)
    await store.answer(.count(1_234))
    #expect(screen.layout.titleRow.trailingText == "1,234 saved")
    #expect(historyLayout.titleRow.trailingText == "1,234 saved")
    #expect(store.countCalls == 1)
  }

  /// No view reads the count when it appears: History shows the one known, and going back to
  /// the Calculator, or to and from any other screen, asks nothing.
  @Test func returningToTheCalculatorReadsNoCount() async throws {
    let store = ControllableHistoryStore()
    let screen = makeScreen(numbers: "1", history: store)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(7))
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    #expect((history.view as! HistoryLayout).titleRow.trailingText == "7 saved")
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    screen.window.handle(.escape)
    screen.window.handle(.control("p"))
    screen.window.handle(.escape)
    screen.window.handle(.enter)
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.layout.titleRow.trailingText == "7 saved")
    #expect(store.requests == [.count, .newest(limit: 1_000)])
    #expect(store.countCalls == 1)
  }
}
