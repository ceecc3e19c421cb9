import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Composable
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import Unidirectional

/// The matrix's last scenario: the store reports to its observers through tokens the views
/// hold; a released token ends the observation, so a store never keeps a view alive.
@MainActor
struct ObservationTests {
  private final class Observer {
    var seen: [String] = []
  }

  @Test func whatItReportsToIsHeldWeakly() {
    let store = Store(initialState: CalculatorFeature.State(calculator: Calculator())) {
      CalculatorFeature(history: ControllableHistoryStore(), clock: ManualClock())
    }
    weak var released: Observer?
    var token: ObservationToken?
    do {
      let observer = Observer()
      token = store.observe { [weak observer] state in observer?.seen.append(state.sumText) }
      #expect(observer.seen == ["0"])
      released = observer
    }
    #expect(released == nil)
    token = nil
    store.send(.numbersChanged("5"))
    #expect(store.state.currentCalculator.sum == 5)
    #expect(token == nil)
  }
}

// MARK: Extra — what this pattern needs beyond the matrix
//
// The views' side, which is code of its own here: events become actions, the state reaches the
// widgets, the field writes and focus apply once, and the destination pushes and pops screens.

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
    let store = Store(
      initialState: CalculatorFeature.State(
        calculator: Calculator(separators: separators, numbers: numbers))
    ) { CalculatorFeature(history: history, clock: clock) }
    let controller = CalculatorViewController(store: store)
    let navigation = NavigationController(rootViewController: controller)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    return Screen(
      controller: controller, layout: controller.view as! CalculatorLayout,
      navigation: navigation, window: window)
  }

  private func state(of screen: Screen) -> CalculatorFeature.State { screen.controller.store.state }

  @Test func theViewShowsTheStateAndSendsEditsWithoutMovingTheCursor() {
    let screen = makeScreen(numbers: "1,3")
    #expect(screen.layout.separatorsField.text == ",")
    #expect(screen.layout.sumLabel.text == "4")
    #expect(screen.layout.statusLabel.text == "2 numbers, 0 ignored")
    #expect(screen.controller.focusedView === screen.layout.numbersField)
    screen.window.handle(.left)
    screen.window.handle(.text("2,"))
    #expect(state(of: screen).numbers == "1,2,3")
    #expect(screen.layout.sumLabel.text == "6")
    #expect(screen.layout.numbersField.cursor == 4)
    screen.window.handle(.tab)
    #expect(state(of: screen).focusedField == .separators)
    screen.window.handle(.backspace)
    #expect(state(of: screen).separators == "")
    #expect(screen.layout.sumLabel.text == "0")
  }

  @Test(arguments: [Key.escape, .backspace, .left])
  func theBreakdownBackKeysPopIt(key: Key) throws {
    let screen = makeScreen(separators: "|", numbers: "4|x")
    screen.window.handle(.enter)
    let breakdown = try #require(screen.navigation.topViewController as? BreakdownViewController)
    let table = (breakdown.view as! BreakdownLayout).table
    #expect(table.rows == ["  1  4         4      4", "  2  x         ignored: not a number"])
    screen.window.handle(key)
    #expect(screen.navigation.topViewController === screen.controller)
    #expect(state(of: screen).destination == nil)
  }

  @Test func presetsPushAndPopWithTheStateAndEscQuits() throws {
    let screen = makeScreen(separators: "|", numbers: "1;2")
    screen.window.handle(.tab)
    screen.window.handle(.control("p"))
    let presets = try #require(screen.navigation.topViewController as? PresetsViewController)
    #expect((presets.view as! PresetsLayout).list.selectedIndex == 3)
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.layout.separatorsField.text == "|")
    #expect(screen.controller.focusedView === screen.layout.separatorsField)
    screen.window.handle(.control("p"))
    screen.window.handle(.up)
    screen.window.handle(.up)
    screen.window.handle(.enter)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(state(of: screen).separators == ";")
    #expect(screen.layout.separatorsField.text == ";")
    #expect(screen.layout.sumLabel.text == "3")
    #expect(screen.controller.focusedView === screen.layout.numbersField)
    screen.window.handle(.escape)
    #expect(screen.window.isClosed)
  }

  /// A preset equal to the field's text is written all the same: the cursor goes to the end,
  /// as in every variant.
  @Test func aFieldWriteAppliesEvenWhenTheTextIsUnchanged() {
    let screen = makeScreen(separators: ",", numbers: "1")
    screen.window.handle(.tab)
    screen.window.handle(.left)
    #expect(screen.layout.separatorsField.cursor == 0)
    screen.window.handle(.control("p"))
    screen.window.handle(.enter)
    #expect(state(of: screen).fieldWrites.separators == 1)
    #expect(screen.layout.separatorsField.cursor == 1)
  }

  /// The History view shows its scoped store's state, sends Enter, Delete and Esc, and goes
  /// with its state; the restore comes back through the Calculator feature.
  @Test func theHistoryViewShowsItsStateAndTheRestoreComesBack() async throws {
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
    #expect(layout.list.rows.map { $0.dropFirst(18) } == ["3  1;2", "7  7,x"])
    screen.window.handle(.down)
    screen.window.handle(.delete)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.answer(.done)
    // The delete runs in a task of its own (it outlives the screen), so its effect hears the
    // answer a turn of the main actor later: let queued work run, as headless mode's settle does.
    for _ in 0..<HeadlessTerminal.yieldsPerRound where layout.list.rows.count != 1 {
      await Task.yield()
    }
    #expect(layout.list.rows.count == 1)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    screen.window.handle(.enter)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(state(of: screen).currentCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(screen.layout.separatorsField.text == ";")
    #expect(screen.layout.numbersField.text == "1;2")
    #expect(screen.layout.sumLabel.text == "3")
    #expect(screen.controller.focusedView === screen.layout.numbersField)

    weak var released: HistoryViewController?
    do {
      screen.window.handle(.control("r"))
      released = screen.navigation.topViewController as? HistoryViewController
      #expect(released != nil)
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      screen.window.handle(.escape)
    }
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(released == nil)
  }

  /// Right pushes a Breakdown scoped to History's `breakdown`, and its back keys pop it to the
  /// same History screen, its selection and rows as they were.
  @Test(arguments: [Key.escape, .backspace, .left])
  func rightPushesTheBreakdownOverHistoryAndItsBackPopsIt(back: Key) async throws {
    let store = ControllableHistoryStore()
    let screen = makeScreen(history: store)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(
      .entries([
        HistoryEntry(id: 2, saving: Calculator(separators: ";", numbers: "1;2"), at: .now),
        HistoryEntry(id: 1, saving: Calculator(numbers: "7,x"), at: .now),
      ]))
    screen.window.handle(.down)
    let rows = layout.list.rows
    screen.window.handle(.right)
    let breakdown = try #require(screen.navigation.topViewController as? BreakdownViewController)
    #expect(
      breakdown.store.state
        == BreakdownFeature.State(breakdown: Calculator(numbers: "7,x").breakdown))
    screen.window.handle(back)
    #expect(screen.navigation.topViewController === history)
    #expect(history.store.breakdown == nil)
    #expect(layout.list.selectedIndex == 1)
    #expect(layout.list.rows == rows)
    #expect(store.pendingRequests == [])
  }

  /// An edit of the query changes the footer alone: its observation runs, the list's does not,
  /// so the rows are neither worded nor set again, however many there are.
  @Test func aQueryEditShowsSearchingAndLeavesTheRowsAlone() async throws {
    let store = ControllableHistoryStore()
    let screen = makeScreen(history: store)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    screen.window.handle(.control("r"))
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(
      .entries([HistoryEntry(id: 1, saving: Calculator(numbers: "7,x"), at: .now)]))
    #expect(layout.list.rows.count == 1)
    // Rows the view did not set, which only setting the rows again would replace.
    layout.list.rows = ["not set again"]

    screen.window.handle(.text("7"))

    #expect(layout.footerLabel.text == "Searching…")
    #expect(layout.list.rows == ["not set again"])
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
  }

  /// The History view's side of the search: the query field has the focus, its edits go to the
  /// store as the query while ↓ still moves the list, the state's footer and rows show, the
  /// answer's first row is selected; and the screen goes with its search still asking.
  @Test func theHistoryViewSendsTheQueryAndShowsTheSearch() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let screen = makeScreen(history: store, clock: clock)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    let entries = [
      HistoryEntry(id: 2, saving: Calculator(numbers: "7,x"), at: .now),
      HistoryEntry(id: 1, saving: Calculator(separators: ";", numbers: "1;2"), at: .now),
    ]
    weak var released: HistoryViewController?
    weak var releasedLayout: HistoryLayout?
    do {
      screen.window.handle(.control("r"))
      let history = try #require(screen.navigation.topViewController as? HistoryViewController)
      let layout = history.view as! HistoryLayout
      released = history
      releasedLayout = layout
      #expect(history.focusedView === layout.queryField)
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      await store.answer(.entries(entries))
      screen.window.handle(.down)
      #expect(layout.list.selectedIndex == 1)
      screen.window.handle(.text("7"))
      screen.window.handle(.text("x"))
      screen.window.handle(.backspace)
      #expect(layout.queryField.text == "7")
      #expect(history.store.state.query == "7")
      #expect(layout.list.rows.map { $0.dropFirst(18) } == ["7  7,x", "3  1;2"])
      #expect(layout.list.selectedIndex == 1)
      #expect(layout.footerLabel.text == "Searching…")
      await clock.waitForSleeps()
      clock.advance(by: .milliseconds(150))
      #expect(await store.nextRequest() == .search("7", limit: 1_000))
      await store.answer(.page(HistoryPage(entries: entries, total: 1_234)))
      #expect(layout.list.rows.map { $0.dropFirst(18) } == ["7  7,x", "3  1;2"])
      #expect(layout.list.selectedIndex == 0)
      #expect(layout.messageLabel.isHidden)
      #expect(layout.footerLabel.text == "2 of 1,234 matches")

      screen.window.handle(.text("2"))
      await clock.waitForSleeps()
      clock.advance(by: .milliseconds(150))
      #expect(await store.nextRequest() == .search("72", limit: 1_000))
      screen.window.handle(.escape)
    }
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(store.cancelledRequests == [.search("72", limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    #expect(released == nil)
    #expect(releasedLayout == nil)
  }
}
