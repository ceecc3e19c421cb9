import Bindings
import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

/// The matrix's History scenarios: the view models with the controllable store (each call
/// waits for the test's answer, so no test sleeps) and a spy coordinator; the flows that leave
/// a screen (restore, leaving while loading) through the real coordinators on a recording
/// stack. Every recorder is compared exhaustively.
@MainActor
struct HistoryTests {
  private let spy = CoordinatorSpy()
  private let store = ControllableHistoryStore()
  /// The time History's searches wait on, moved by hand.
  private let clock = ManualClock()

  /// Every entry saved at the same minute; `time` is that minute as the rows show it.
  private static let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
  private static let time = HistoryText.rows([entry(0, numbers: "")])[0].savedAt

  private static func entry(_ id: Int64, separators: String = ",", numbers: String)
    -> HistoryEntry
  {
    HistoryEntry(
      id: id, saving: Calculator(separators: separators, numbers: numbers), at: savedAt)
  }

  /// A Calculator view model reporting to the spy, its outputs recorded, the bind-time taken.
  private func makeCalculator(numbers: String) -> (CalculatorViewModel, Recorder) {
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: numbers), history: store)
    viewModel.coordinator = spy
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    return (viewModel, outputs)
  }

  /// A History view model reporting to the spy whose load the store answered with `entries`
  /// (fewer than the limit: no count), its state and footer recorded, those so far taken. It asks
  /// `history` when given (a wrapper of the controllable store), else the store itself.
  private func makeLoadedHistory(
    _ entries: [HistoryEntry], history: (any HistoryStore)? = nil
  ) async -> (HistoryViewModel, Recorder) {
    let viewModel = HistoryViewModel(
      history: history ?? store, clock: clock, savedCount: Observable(nil))
    viewModel.coordinator = spy
    let states = recordOutputs(of: viewModel)
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: HistoryText.limit))
    await store.answer(.entries(entries))
    _ = states.take()
    return (viewModel, states)
  }

  /// The app's flow on a recording stack, started, with History pushed and the start taken.
  private func makeFlowInHistory(numbers: String) throws
    -> (AppCoordinator, CalculatorViewModel, RecordingNavigation, HistoryViewController)
  {
    let navigation = RecordingNavigation()
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: numbers), history: store)
    let coordinator = AppCoordinator(
      navigation: navigation, calculatorViewModel: viewModel,
      factory: ScreenFactory(history: store, clock: clock))
    coordinator.start()
    viewModel.historyRequested()
    #expect(
      navigation.take() == ["setRoot CalculatorViewController", "push HistoryViewController"])
    let history = try #require(navigation.top as? HistoryViewController)
    return (coordinator, viewModel, navigation, history)
  }

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let (viewModel, outputs) = makeCalculator(numbers: "1,2,x")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,x")))
    #expect(outputs.take() == [])
    await store.answer(.entry(Self.entry(1, numbers: "1,2,x")))
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 1 ignored · saved"])
    viewModel.numbersChanged("1,2")
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(store.requests == [.save(Calculator(numbers: "1,2,x")), .count])
    #expect(spy.take() == [])
  }

  @Test func aFailedSaveShowsItsReason() async {
    let (viewModel, outputs) = makeCalculator(numbers: "4")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "4")))
    await store.fail(HistoryError.io(path: "/home/u/history.sqlite", reason: "disk is full"))
    #expect(outputs.take() == ["sum 4", "status 1 number, 0 ignored · not saved: disk is full"])
    #expect(viewModel.finalCalculator == Calculator(numbers: "4"))
  }

  @Test func historyShowsLoadingThenTheNewestRows() async throws {
    let (calculator, _) = makeCalculator(numbers: "")
    calculator.historyRequested()
    #expect(spy.take() == ["show history"])
    // The coordinator starts a child flow, which pushes History around a view model of it.
    let (coordinator, _, _, screen) = try makeFlowInHistory(numbers: "")
    let child = try #require(coordinator.childCoordinators.only as? HistoryCoordinator)
    #expect(screen.viewModel.coordinator === child)
    // Loading until the store answers, then the entries in the store's order (newest first).
    let viewModel = HistoryViewModel(history: store, clock: clock, savedCount: Observable(nil))
    let states = recordOutputs(of: viewModel)
    #expect(states.take() == ["loading Loading…", "footer nil"])
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    #expect(states.take() == [])
    await store.answer(
      .entries([Self.entry(2, numbers: "1,2,x,3"), Self.entry(1, separators: ";", numbers: "1;-4")])
    )
    #expect(
      states.take() == [
        "loaded [\(Self.time) 6 1,2,x,3; \(Self.time) -3 1;-4] message nil", "footer nil",
      ])
    // A full page: the store counts, and the footer says how many there are in all.
    let full = HistoryViewModel(history: store, clock: clock, savedCount: Observable(nil))
    let fullStates = recordOutputs(of: full)
    _ = fullStates.take()
    full.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    let entries = (1...1_000).reversed().map { Self.entry(Int64($0), numbers: "\($0)") }
    await store.answer(.entries(entries))
    #expect(await store.nextRequest() == .count)
    #expect(fullStates.take() == [])
    await store.answer(.count(1_234))
    let rows = entries.map { "\(Self.time) \($0.numbers) \($0.numbers)" }
    #expect(
      fullStates.take() == [
        "loaded [\(rows.joined(separator: "; "))] message nil", "footer 1,000 of 1,234",
      ])
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let viewModel = HistoryViewModel(history: store, clock: clock, savedCount: Observable(nil))
    let states = recordOutputs(of: viewModel)
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([]))
    #expect(
      states.take() == [
        "loading Loading…", "footer nil",
        "loaded [] message No saved calculations. Ctrl-S on the calculator saves one.",
        "footer nil",
      ])
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let viewModel = HistoryViewModel(history: store, clock: clock, savedCount: Observable(nil))
    viewModel.coordinator = spy
    let states = recordOutputs(of: viewModel)
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.fail(HistoryError.notAHistoryDatabase(path: "/home/u/history.sqlite"))
    #expect(
      states.take() == [
        "loading Loading…", "footer nil", "failed History unavailable: not a history database",
      ])
    // With no row, Enter and Delete do nothing.
    viewModel.entryChosen(at: 0)
    viewModel.deleteRequested(at: 0)
    #expect(spy.take() == [])
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async throws {
    // The view model hands the selected row's entry to its coordinator.
    let entries = [Self.entry(7, separators: ";", numbers: "4;5;x"), Self.entry(3, numbers: "1")]
    let (viewModel, states) = await makeLoadedHistory(entries)
    viewModel.entryChosen(at: 0)
    #expect(spy.take() == ["history entry 7"])
    viewModel.entryChosen(at: 2)
    #expect(spy.take() == [])
    #expect(states.take() == [])
    // Through the coordinators: the child pops and finishes with it, the parent restores it
    // into the Calculator view model and removes the child.
    let (coordinator, calculator, navigation, screen) = try makeFlowInHistory(numbers: "1,2")
    screen.viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(entries))
    let outputs = recordOutputs(of: calculator)
    _ = outputs.take()
    screen.viewModel.entryChosen(at: 0)
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(
      outputs.take() == [
        "separators ;", "numbers 4;5;x", "sum 9", "status 2 numbers, 1 ignored", "focus numbers",
      ])
    #expect(calculator.finalCalculator == Calculator(separators: ";", numbers: "4;5;x"))
    #expect(coordinator.childCoordinators.isEmpty)
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    let (viewModel, states) = await makeLoadedHistory([
      Self.entry(2, numbers: "2"), Self.entry(1, numbers: "1"),
    ])
    viewModel.deleteRequested(at: 1)
    #expect(await store.nextRequest() == .delete(id: 1))
    #expect(states.take() == [])
    await store.answer(.done)
    #expect(states.take() == ["loaded [\(Self.time) 2 2] message nil", "footer nil"])
    await store.answer(.count(1))
    viewModel.deleteRequested(at: 0)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.answer(.done)
    #expect(
      states.take() == [
        "loaded [] message No saved calculations. Ctrl-S on the calculator saves one.",
        "footer nil",
      ])
    await store.answer(.count(0))
    viewModel.deleteRequested(at: 0)
    #expect(store.pendingRequests == [])
    #expect(spy.take() == [])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let (viewModel, states) = await makeLoadedHistory([
      Self.entry(2, numbers: "2"), Self.entry(1, numbers: "1"),
    ])
    viewModel.deleteRequested(at: 0)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.fail(HistoryError.io(path: "/home/u/history.sqlite", reason: "database is locked"))
    // The rows stay as they were: only the footer is published.
    #expect(states.take() == ["footer Not deleted: database is locked"])
    #expect(spy.take() == [])
  }

  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async throws {
    let tracker = ReleaseTracker()
    let (coordinator, calculator, navigation, _) = try makeFlowInHistory(numbers: "1")
    do {
      let screen = try #require(navigation.top as? HistoryViewController)
      tracker.track("HistoryViewController", screen)
      tracker.track("HistoryViewModel", screen.viewModel)
      tracker.track("HistoryCoordinator", try #require(coordinator.childCoordinators.only))
      // Loading the view starts the load, as when the window first shows the screen.
      _ = screen.view
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      // Esc: the view model asks its coordinator to leave, which pops the screen.
      screen.viewModel.backRequested()
    }
    #expect(navigation.take() == ["pop"])
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(coordinator.childCoordinators.isEmpty)
    #expect(tracker.alive == [])
    #expect(calculator.finalCalculator == Calculator(numbers: "1"))
  }

  // Saved count: one box, which the Calculator view model owns and hands to its coordinator
  // with the request for History; the coordinators pass it to the History view model they
  // make, and whichever reads a new count sets it for both screens.

  /// At launch, as the app assembles it: the Calculator screen loads, and its view model asks
  /// the store once; the count shows once the store answers, on History too if open by then.
  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async throws {
    let app = MVVMCApp(calculator: Calculator(), history: store)
    let navigation = try #require(app.window.rootViewController as? NavigationController)
    let calculator = try #require(navigation.topViewController?.view as? CalculatorLayout)
    #expect(await store.nextRequest() == .count)
    #expect(calculator.titleRow.trailingText == nil)
    app.window.handle(.control("r"))
    let history = try #require(navigation.topViewController?.view as? HistoryLayout)
    #expect(history.titleRow.trailingText == nil)
    await store.answer(.count(1_234))
    #expect(calculator.titleRow.trailingText == "1,234 saved")
    #expect(history.titleRow.trailingText == "1,234 saved")
    #expect(store.countCalls == 1)
  }

  @Test func anUnavailableStoreShowsNoSavedCount() async throws {
    let (_, calculator, _, screen) = try makeFlowInHistory(numbers: "")
    let counts = recordSavedCount(of: calculator.savedCount)
    _ = counts.take()
    calculator.viewDidLoad()
    #expect(await store.nextRequest() == .count)
    await store.fail(HistoryError.notAHistoryDatabase(path: "/home/u/history.sqlite"))
    #expect(counts.take() == ["savedCount nil"])
    #expect(recordSavedCount(of: screen.viewModel.savedCount).take() == ["savedCount nil"])
    #expect(store.countCalls == 1)
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let (viewModel, outputs) = makeCalculator(numbers: "1,2")
    let counts = recordSavedCount(of: viewModel.savedCount)
    _ = counts.take()
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(1, numbers: "1,2")))
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 0 ignored · saved"])
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(counts.take() == ["savedCount 1"])

    // The same again: the store keeps one entry, and the count read again is the same.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.answer(.entry(Self.entry(1, numbers: "1,2")))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(counts.take() == ["savedCount 1"])
    _ = outputs.take()

    // A failed save reads nothing.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2")))
    await store.fail(HistoryError.io(path: "/home/u/history.sqlite", reason: "disk is full"))
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 0 ignored · not saved: disk is full"])
    #expect(store.pendingRequests == [])
    #expect(store.countCalls == 2)
    #expect(counts.take() == [])
  }

  /// Through the coordinators, which hand the Calculator's box on to the History view model.
  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async throws {
    let (_, calculator, _, screen) = try makeFlowInHistory(numbers: "")
    calculator.viewDidLoad()
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    // History shows the count known already, without asking again.
    let calculatorCounts = recordSavedCount(of: calculator.savedCount)
    let historyCounts = recordSavedCount(of: screen.viewModel.savedCount)
    #expect(calculatorCounts.take() == ["savedCount 2"])
    #expect(historyCounts.take() == ["savedCount 2"])
    let states = recordOutputs(of: screen.viewModel)
    screen.viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([Self.entry(2, numbers: "2"), Self.entry(1, numbers: "1")]))
    _ = states.take()
    #expect(store.countCalls == 1)

    screen.viewModel.deleteRequested(at: 0)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.answer(.done)
    #expect(states.take() == ["loaded [\(Self.time) 1 1] message nil", "footer nil"])
    #expect(historyCounts.take() == [])
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(historyCounts.take() == ["savedCount 1"])
    #expect(calculatorCounts.take() == ["savedCount 1"])

    // A failed delete reads nothing.
    screen.viewModel.deleteRequested(at: 0)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.fail(HistoryError.io(path: "/home/u/history.sqlite", reason: "disk is full"))
    _ = states.take()
    #expect(store.pendingRequests == [])
    #expect(store.countCalls == 2)
  }

  /// In the assembled app: History shows the count known, and going back to the Calculator,
  /// or to and from any other screen, asks nothing.
  @Test func returningToTheCalculatorReadsNoCount() async throws {
    let app = MVVMCApp(calculator: Calculator(numbers: "1"), history: store)
    let navigation = try #require(app.window.rootViewController as? NavigationController)
    let calculator = try #require(navigation.topViewController?.view as? CalculatorLayout)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(7))
    app.window.handle(.control("r"))
    let history = try #require(navigation.topViewController?.view as? HistoryLayout)
    #expect(history.titleRow.trailingText == "7 saved")
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    for key: Key in [.escape, .control("p"), .escape, .enter, .escape] {
      app.window.handle(key)
    }
    #expect(navigation.viewControllers.count == 1)
    #expect(calculator.titleRow.trailingText == "7 saved")
    #expect(store.requests == [.count, .newest(limit: 1_000)])
    #expect(store.countCalls == 1)
  }

  // MARK: Searching
  //
  // The History view model alone, as its view forwards each edit of the query field
  // (`queryChanged(_:)`); the clock moved by hand. That the field has the focus and forwards
  // its edits, and that the view selects the row the view model says, is the view's binding
  // (ViewControllerTests).

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  private static let twoEntries = [
    entry(2, numbers: "10,-4,x"), entry(1, separators: ";", numbers: "1;2"),
  ]

  /// The two entries' rows as `recordOutputs(of:)` writes them.
  private static let twoRows = "loaded [\(time) 6 10,-4,x; \(time) 3 1;2]"

  /// The first entry's row alone.
  private static let firstRow = "loaded [\(time) 6 10,-4,x]"

  /// Edits the query to `text` and moves the clock on by `pause` once the search the edit
  /// started is waiting.
  private func edit(
    _ viewModel: HistoryViewModel, to text: String, pause: Duration = .milliseconds(150)
  ) async {
    viewModel.queryChanged(text)
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async {
    let (viewModel, states) = await makeLoadedHistory(Self.twoEntries)
    await edit(viewModel, to: "4", pause: .milliseconds(149))
    #expect(states.take() == ["footer Searching…"])
    #expect(clock.pendingSleeps == 1)
    #expect(store.pendingRequests == [])
    clock.advance(by: .milliseconds(1))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("4", limit: 1_000)])
  }

  /// The rows are published when they change, not on each key: an edit of the query sets the
  /// footer alone, however many rows there are, and so does every edit before the search
  /// answers.
  @Test func aQueryEditPublishesTheFooterWithoutPublishingTheRowsAgain() async {
    let (viewModel, states) = await makeLoadedHistory(
      (1...500).map { Self.entry(Int64($0), numbers: "\($0)") })
    for text in ["1", "12", "1"] {
      viewModel.queryChanged(text)
      #expect(states.take() == ["footer Searching…"])
    }
    #expect(store.requests == [.newest(limit: 1_000)])
    // Covered by the Breakdown, the search goes on; popped, the screen goes, and the search
    // waiting on the clock ends with it, keeping nothing alive.
    viewModel.viewDidDisappear(popped: false)
    #expect(await clock.waitForSleeps())
    #expect(clock.pendingSleeps == 1)
    viewModel.viewDidDisappear(popped: true)
    #expect(clock.pendingSleeps == 0)
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    let (viewModel, states) = await makeLoadedHistory(Self.twoEntries)
    await edit(viewModel, to: "1", pause: .milliseconds(100))
    await edit(viewModel, to: "12", pause: .milliseconds(100))
    await edit(viewModel, to: "123")
    #expect(await store.nextRequest() == .search("123", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("123", limit: 1_000)])
    #expect(clock.pendingSleeps == 0)
    #expect(states.take() == Array(repeating: "footer Searching…", count: 3))
  }

  /// The cancel reaches the store; and through a store that answers a search even once it is
  /// cancelled (as one that cannot stop a query would), that answer is never shown.
  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async {
    let late = LateAnsweringStore(
      base: store, lateAnswer: HistoryPage(entries: [Self.twoEntries[1]], total: 1))
    let (viewModel, states) = await makeLoadedHistory(Self.twoEntries, history: late)
    await edit(viewModel, to: "1")
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await edit(viewModel, to: "10")
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(await store.nextRequest() == .search("10", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(
      states.take() == [
        "footer Searching…", "footer Searching…", "\(Self.firstRow) message nil", "footer 1 match",
      ])
  }

  @Test func searchingKeepsTheRowsThenShowsTheMatches() async {
    let (viewModel, states) = await makeLoadedHistory(Self.twoEntries)
    let selection = Recorder()
    selection.record("selected", viewModel.selectedRow)
    #expect(selection.take() == ["selected nil"])
    await edit(viewModel, to: "1")
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    #expect(states.take() == ["footer Searching…"])
    #expect(selection.take() == [])
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 1_234)))
    #expect(states.take() == ["\(Self.twoRows) message nil", "footer 2 of 1,234 matches"])
    #expect(selection.take() == ["selected 0"])
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async {
    let (viewModel, states) = await makeLoadedHistory(Self.twoEntries)
    await edit(viewModel, to: "9")
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    _ = states.take()
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(states.take() == ["loaded [] message nil", "footer No matches"])
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async {
    let (viewModel, states) = await makeLoadedHistory(Self.twoEntries)
    await edit(viewModel, to: "x")
    #expect(await store.nextRequest() == .search("x", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    await edit(viewModel, to: "")
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    _ = states.take()
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(states.take() == ["\(Self.twoRows) message nil", "footer nil"])
    // As on opening, an empty history says so in the message.
    await edit(viewModel, to: "")
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    _ = states.take()
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(
      states.take() == [
        "loaded [] message No saved calculations. Ctrl-S on the calculator saves one.",
        "footer nil",
      ])
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async {
    let (viewModel, states) = await makeLoadedHistory(Self.twoEntries)
    await edit(viewModel, to: "1")
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    _ = states.take()
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    #expect(states.take() == ["footer Not searched: database is locked"])
  }

  /// Through the coordinators, as `leavingWhileLoadingCancelsTheLoadAndFreesTheScreen`.
  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async throws {
    let tracker = ReleaseTracker()
    let (coordinator, calculator, navigation, _) = try makeFlowInHistory(numbers: "1")
    do {
      let screen = try #require(navigation.top as? HistoryViewController)
      tracker.track("HistoryViewController", screen)
      tracker.track("HistoryViewModel", screen.viewModel)
      tracker.track("HistoryCoordinator", try #require(coordinator.childCoordinators.only))
      _ = screen.view
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      await store.answer(.entries(Self.twoEntries))
      await edit(screen.viewModel, to: "1")
      #expect(await store.nextRequest() == .search("1", limit: 1_000))
      // Esc: the view model asks its coordinator to leave, which pops the screen.
      screen.viewModel.backRequested()
    }
    #expect(navigation.take() == ["pop"])
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    #expect(coordinator.childCoordinators.isEmpty)
    #expect(tracker.alive == [])
    #expect(calculator.finalCalculator == Calculator(numbers: "1"))
  }

  /// Beyond the matrix: the first edit cancels a load still in flight, and its answer is the
  /// search's, the first row selected, even for a screen opened at an entry.
  @Test func anEditWhileLoadingCancelsTheLoadAndSearchesInstead() async {
    let viewModel = HistoryViewModel(
      history: store, clock: clock, savedCount: Observable(nil), selecting: 1)
    let states = recordOutputs(of: viewModel)
    let selection = Recorder()
    selection.record("selected", viewModel.selectedRow)
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await edit(viewModel, to: "1")
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    // The loading state stays: the edit sets the footer alone.
    #expect(states.take() == ["loading Loading…", "footer nil", "footer Searching…"])
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(states.take() == ["\(Self.twoRows) message nil", "footer 2 matches"])
    #expect(selection.take() == ["selected nil", "selected 0"])
  }

  // MARK: The Breakdown of a saved entry
  //
  // The History view model hands the selected entry's breakdown to its coordinator, the
  // History flow's, which pushes the Breakdown screen within its flow and pops it when the
  // Breakdown asks to close; the view forwards Right with the selected row (ViewControllerTests).

  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async throws {
    // The view model: no row while loading, then the row's entry's breakdown, nothing past the
    // rows, nothing for a query with no match.
    let viewModel = HistoryViewModel(history: store, clock: clock, savedCount: Observable(nil))
    viewModel.coordinator = spy
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    viewModel.breakdownRequested(at: 0)
    #expect(spy.take() == [])
    await store.answer(.entries(Self.twoEntries))
    viewModel.breakdownRequested(at: 2)
    #expect(spy.take() == [])
    viewModel.breakdownRequested(at: 1)
    #expect(spy.take() == ["show breakdown"])
    // The breakdown the Calculator view model hands over for the entry's fields.
    let typed = CalculatorViewModel(
      calculator: Calculator(separators: ";", numbers: "1;2"), history: store)
    let typedSpy = CoordinatorSpy()
    typed.coordinator = typedSpy
    typed.breakdownRequested()
    #expect(typedSpy.take() == ["show breakdown"])
    #expect(spy.breakdown == typedSpy.breakdown)
    await edit(viewModel, to: "9")
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    viewModel.breakdownRequested(at: 0)
    #expect(spy.take() == [])

    // Through the coordinators: the History flow pushes the Breakdown screen over History and
    // closes it; the flow goes on, and the Calculator's fields stay as they were.
    let (coordinator, calculator, navigation, screen) = try makeFlowInHistory(numbers: "9")
    let child = try #require(coordinator.childCoordinators.only as? HistoryCoordinator)
    screen.viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    screen.viewModel.breakdownRequested(at: 1)
    #expect(navigation.take() == ["push BreakdownViewController"])
    let breakdown = try #require(navigation.top as? BreakdownViewController).viewModel
    #expect(breakdown.coordinator === child)
    #expect(breakdown.rows.map { "\($0.fragment)|\($0.value)|\($0.total)" } == ["1|1|1", "2|2|3"])
    #expect(breakdown.footer == "Sum 3 · 2 numbers, 0 ignored")
    #expect(calculator.finalCalculator == Calculator(numbers: "9"))
    breakdown.backRequested()
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController", "HistoryViewController"])
    #expect(coordinator.childCoordinators.only === child)
    #expect(calculator.finalCalculator == Calculator(numbers: "9"))
    #expect(store.cancelledRequests == [])
  }

  /// The app as it runs (its coordinators, the navigation controller, the window), on the
  /// store and the clock: History searched and a row selected, then Right and each back key.
  @Test func backFromThatBreakdownShowsHistoryAsItWas() async throws {
    let app = MVVMCApp(
      calculator: Calculator(numbers: "9"), history: store, route: nil, clock: clock)
    let navigation = try #require(app.window.rootViewController as? NavigationController)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    app.window.handle(.control("r"))
    let history = try #require(navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    let child = try #require(app.appCoordinator.childCoordinators.only)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries + [Self.entry(0, numbers: "3")]))
    app.window.handle(.text("1"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    app.window.handle(.down)
    let before = app.window.render()
    let requests = store.requests
    for back in [Key.escape, .backspace, .left] {
      app.window.handle(.right)
      let breakdown = try #require(navigation.topViewController as? BreakdownViewController)
      #expect(breakdown.viewModel.footer == "Sum 3 · 2 numbers, 0 ignored")
      app.window.handle(back)
      #expect(navigation.topViewController === history)
      #expect(app.window.render() == before)
      #expect(layout.queryField.text == "1")
      #expect(layout.list.rows == ["\(Self.time)  6  10,-4,x", "\(Self.time)  3  1;2"])
      #expect(layout.list.selectedIndex == 1)
      #expect(layout.footerLabel.text == "2 matches")
      #expect(layout.titleRow.trailingText == "3 saved")
      #expect(history.focusedView === layout.queryField)
      #expect(store.requests == requests)
      #expect(store.cancelledRequests == [])
      #expect(app.appCoordinator.childCoordinators.only === child)
    }
    // The selection is History's own: Enter restores the row still selected.
    app.window.handle(.enter)
    #expect(app.calculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(app.appCoordinator.childCoordinators.isEmpty)
  }

  /// Beyond the matrix: a search waiting on the clock when Right is pressed goes on under the
  /// Breakdown (the view model stops only when its screen is popped), and its answer shows on
  /// return; popped, History stops the search it started.
  @Test func aSearchInFlightGoesOnUnderTheBreakdown() async throws {
    let app = MVVMCApp(
      calculator: Calculator(numbers: "9"), history: store, route: nil, clock: clock)
    let navigation = try #require(app.window.rootViewController as? NavigationController)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    app.window.handle(.control("r"))
    let history = try #require(navigation.topViewController as? HistoryViewController)
    let layout = history.view as! HistoryLayout
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    app.window.handle(.text("4"))
    app.window.handle(.right)
    #expect(navigation.topViewController is BreakdownViewController)
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(store.cancelledRequests == [])
    app.window.handle(.escape)
    #expect(navigation.topViewController === history)
    #expect(layout.list.rows == ["\(Self.time)  6  10,-4,x"])
    #expect(layout.footerLabel.text == "1 match")

    app.window.handle(.text("7"))
    await clock.waitForSleeps()
    app.window.handle(.escape)
    #expect(navigation.viewControllers.count == 1)
    #expect(clock.pendingSleeps == 0)
  }
}

// MARK: Extra — what this pattern needs beyond the matrix
//
// The save note's lifetime, which the Calculator view model owns: it shows only for the model
// that was saved and goes when the screen is covered or the model changes.

@MainActor
struct SaveNoteTests {
  private let store = ControllableHistoryStore()

  @Test func aSaveAnsweredAfterAnEditShowsNothing() async {
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: "1"), history: store)
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    viewModel.saveRequested()
    viewModel.numbersChanged("1,2")
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1")))
    await store.answer(.entry(HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: .now)))
    #expect(outputs.take() == [])
  }

  @Test func theNoteGoesWhenTheScreenIsCoveredOrAPresetOrEntryIsApplied() async {
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: "1"), history: store)
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    func save() async {
      viewModel.saveRequested()
      _ = await store.nextRequest()
      await store.answer(.entry(HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: .now)))
      #expect(outputs.take() == ["sum 1", "status 1 number, 0 ignored · saved"])
      await store.answer(.count(1))
    }
    await save()
    viewModel.viewDidDisappear()
    #expect(outputs.take() == ["sum 1", "status 1 number, 0 ignored"])
    viewModel.viewDidDisappear()
    #expect(outputs.take() == [])
    await save()
    viewModel.presetChosen(",")
    #expect(
      outputs.take() == ["separators ,", "sum 1", "status 1 number, 0 ignored", "focus numbers"])
    await save()
    viewModel.historyEntryChosen(HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: .now))
    #expect(
      outputs.take() == [
        "separators ,", "numbers 1", "sum 1", "status 1 number, 0 ignored", "focus numbers",
      ])
  }
}
