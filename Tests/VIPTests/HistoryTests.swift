import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIP

/// The matrix's History scenarios: the interactors with presentation-logic spies, a store
/// whose calls wait until the test answers them and a clock the test moves (no sleeps), the
/// presenter with a display-logic spy, the routers (and the view controllers' keys) on a
/// navigation controller.
@MainActor
struct HistoryTests {
  static let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
  /// The saved-at column of every entry below, in this machine's time zone.
  static let time = HistoryText.rows([entry(1, Calculator())])[0].savedAt
  static let diskFull = HistoryError.io(path: "/x/history.sqlite", reason: "disk is full")

  static func entry(_ id: Int64, _ calculator: Calculator) -> HistoryEntry {
    HistoryEntry(id: id, saving: calculator, at: savedAt)
  }

  private func makeCalculator(_ calculator: Calculator, history: ControllableHistoryStore)
    -> (CalculatorInteractor, CalculatorPresentationLogicSpy)
  {
    let interactor = CalculatorInteractor(
      calculator: calculator, history: history, clock: ManualClock())
    let spy = CalculatorPresentationLogicSpy()
    interactor.presenter = spy
    return (interactor, spy)
  }

  /// A History interactor asked to load, its load asked of the store and not answered.
  private func openHistory(_ store: ControllableHistoryStore, clock: ManualClock = ManualClock())
    async -> (HistoryInteractor, HistoryPresentationLogicSpy)
  {
    let interactor = HistoryInteractor()
    interactor.history = store
    interactor.clock = clock
    let spy = HistoryPresentationLogicSpy()
    interactor.presenter = spy
    interactor.loadHistory(request: .init())
    #expect(spy.take() == ["loading"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    return (interactor, spy)
  }

  /// A History interactor showing `entries` (fewer than the limit: no count asked).
  private func showHistory(
    _ entries: [HistoryEntry], from store: ControllableHistoryStore,
    clock: ManualClock = ManualClock()
  ) async -> (HistoryInteractor, HistoryPresentationLogicSpy) {
    let (interactor, spy) = await openHistory(store, clock: clock)
    await store.answer(.entries(entries))
    _ = spy.take()
    return (interactor, spy)
  }

  /// What the presenter makes the display logic show for `response`.
  private func displayed(_ response: HistoryScene.LoadHistory.Response) -> [String] {
    let presenter = HistoryPresenter()
    let display = HistoryDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentHistory(response: response)
    return display.take()
  }

  // MARK: Save (the Calculator interactor)

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let store = ControllableHistoryStore()
    let calculator = Calculator(numbers: "1,2,x")
    let (interactor, spy) = makeCalculator(calculator, history: store)
    interactor.save(request: .init())
    #expect(await store.nextRequest() == .save(calculator))
    #expect(spy.take() == [])
    await store.answer(.entry(Self.entry(1, calculator)))
    #expect(spy.take() == ["result 3/2/1 note saved"])
    interactor.editNumbers(request: .init(numbers: "1,2,x,4"))
    #expect(spy.take() == ["result 7/3/1 note nil"])
    let presenter = CalculatorPresenter()
    let display = CalculatorDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentResult(response: .init(tally: calculator.tally, saveOutcome: .saved))
    #expect(display.take() == ["sum 3 · 2 numbers, 1 ignored · saved"])
  }

  @Test func aFailedSaveShowsItsReason() async {
    let store = ControllableHistoryStore()
    let (interactor, spy) = makeCalculator(Calculator(numbers: "1,2"), history: store)
    interactor.save(request: .init())
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(spy.take() == ["result 3/2/0 note not saved: disk is full"])
  }

  // MARK: History

  @Test func historyShowsLoadingThenTheNewestRows() async throws {
    let store = ControllableHistoryStore()
    // Ctrl-R: the Calculator router passes the store into the History scene's data store.
    let stack = SceneStack(history: store)
    await store.answerCount(0)
    stack.viewController.router?.routeToHistory()
    let scene = try #require(stack.top(HistoryViewController.self))
    #expect(scene.router?.dataStore?.history as? ControllableHistoryStore === store)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    stack.window.handle(.escape)
    // The interactor: loading, then the page.
    let other = ControllableHistoryStore()
    let (interactor, spy) = await openHistory(other)
    let entries = (1...1_000).reversed().map { Self.entry($0, Calculator(numbers: "\($0)")) }
    await other.answer(.entries(entries))
    // A full page: the store is asked how many there are in all.
    #expect(await other.nextRequest() == .count)
    #expect(spy.take() == [])
    await other.answer(.count(1_234))
    #expect(spy.take() == ["loaded \(entries.map(\.id)) of 1234"])
    // The presenter: the words.
    #expect(displayed(.loading) == ["no rows", "message Loading…", "footer nil"])
    let rows = (1...1_000).reversed().map { "row \(Self.time)  \($0)  \($0)" }
    #expect(
      displayed(try #require(spy.responses.last)) == rows + [
        "message nil", "footer 1,000 of 1,234",
      ])
    withExtendedLifetime(interactor) {}
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async throws {
    let store = ControllableHistoryStore()
    let (interactor, spy) = await openHistory(store)
    await store.answer(.entries([]))
    #expect(spy.take() == ["loaded [] of 0"])
    #expect(
      displayed(try #require(spy.responses.last)) == [
        "no rows", "message \(HistoryText.empty)", "footer nil",
      ])
    // Enter and Delete have no row to act on.
    interactor.chooseEntry(request: .init(index: 0))
    interactor.deleteEntry(request: .init(index: 0))
    #expect(spy.take() == [])
    #expect(interactor.chosenEntry == nil)
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async throws {
    let store = ControllableHistoryStore()
    let (interactor, spy) = await openHistory(store)
    await store.fail(Self.diskFull)
    #expect(spy.take() == ["failed disk is full"])
    #expect(
      displayed(try #require(spy.responses.last)) == [
        "no rows", "message History unavailable: disk is full", "footer nil",
      ])
    withExtendedLifetime(interactor) {}
  }

  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async throws {
    let store = ControllableHistoryStore()
    let stack = SceneStack(Calculator(numbers: "7"), history: store)
    await store.answerCount(2)
    let spy = stack.spyOnPresenter()
    // A save's outcome shows until the scene is covered.
    stack.interactor.save(request: .init())
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry(3, Calculator(numbers: "7"))))
    #expect(spy.take() == ["result 7/1/0 note saved"])
    await store.answerCount(3)
    #expect(spy.take() == ["saved count 3"])
    stack.viewController.router?.routeToHistory()
    #expect(spy.take() == ["result 7/1/0 note nil"])
    let scene = try #require(stack.top(HistoryViewController.self))
    _ = await store.nextRequest()
    await store.answer(
      .entries([
        Self.entry(2, Calculator(numbers: "10,-4,x")),
        Self.entry(1, Calculator(separators: ";", numbers: "1;2")),
      ]))
    scene.interactor?.chooseEntry(request: .init(index: 1))
    #expect(stack.navigation.viewControllers.count == 1)
    #expect(stack.interactor.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(stack.interactor.chosenEntry == nil)
    #expect(spy.take() == ["choice ;|1;2 3/2/0"])
    let presenter = CalculatorPresenter()
    let display = CalculatorDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentChoice(
      response: try #require(spy.responses.last as? CalculatorScene.ApplyChoice.Response))
    #expect(
      display.take() == [
        "separators ;", "numbers 1;2", "sum 3 · 2 numbers, 0 ignored", "focus numbers",
      ])
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async throws {
    let store = ControllableHistoryStore()
    let (interactor, spy) = await showHistory(
      [Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1"))],
      from: store)
    interactor.deleteEntry(request: .init(index: 1))
    #expect(await store.nextRequest() == .delete(id: 1))
    #expect(spy.take() == [])
    await store.answer(.done)
    #expect(spy.take() == ["loaded [2] of 1"])
    #expect(
      displayed(try #require(spy.responses.last)) == [
        "row \(Self.time)  22  22", "message nil", "footer nil",
      ])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let store = ControllableHistoryStore()
    let (interactor, spy) = await showHistory(
      [Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1"))],
      from: store)
    interactor.deleteEntry(request: .init(index: 1))
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(spy.take() == ["delete failed disk is full"])
    let presenter = HistoryPresenter()
    let display = HistoryDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentDeleteFailure(response: .init(error: Self.diskFull))
    #expect(display.take() == ["footer Not deleted: disk is full"])
    // The view controller: the footer says it.
    let scene = HistoryViewController()
    let window = Window(size: Size(width: 80, height: 24), rootViewController: scene)
    scene.displayDeleteFailure(viewModel: .init(footer: "Not deleted: disk is full"))
    #expect(scene.layout.footerLabel.text == "Not deleted: disk is full")
    withExtendedLifetime(window) {}
    // The row is still there: Enter on it keeps its entry for the router.
    interactor.chooseEntry(request: .init(index: 1))
    #expect(spy.take() == ["chosen entry"])
    #expect(interactor.chosenEntry?.id == 1)
    presenter.presentChosenEntry(response: .init())
    #expect(display.take() == ["route back"])
  }

  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async throws {
    let store = ControllableHistoryStore()
    let stack = SceneStack(history: store)
    await store.answerCount(0)
    let spy = stack.spyOnPresenter()
    weak var scene: HistoryViewController?
    weak var interactor: HistoryInteractor?
    weak var presenter: HistoryPresenter?
    weak var router: HistoryRouter?
    do {
      stack.viewController.router?.routeToHistory()
      let opened = try #require(stack.top(HistoryViewController.self))
      scene = opened
      interactor = opened.interactor as? HistoryInteractor
      presenter = interactor?.presenter as? HistoryPresenter
      router = opened.router as? HistoryRouter
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      // Esc: the router pops; the view controller disappears and cancels the load.
      stack.window.handle(.escape)
    }
    #expect(stack.navigation.viewControllers.count == 1)
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(spy.take() == [])
    #expect(scene == nil)
    #expect(interactor == nil)
    #expect(presenter == nil)
    #expect(router == nil)
  }

  // MARK: Searching (the History interactor waits on the clock the router passed it)

  /// Two entries, the newest first: `10,-4,x` (id 6) and `1;2` (id 3).
  static let twoEntries = [
    entry(6, Calculator(numbers: "10,-4,x")),
    entry(3, Calculator(separators: ";", numbers: "1;2")),
  ]
  static let twoRows = ["row \(time)  6  10,-4,x", "row \(time)  3  1;2"]

  /// Sends `query`, the field's text after a key, as the view controller sends it, and moves
  /// the clock on by `pause` once the search it starts is waiting.
  private func edit(
    _ query: String, _ interactor: HistoryInteractor, on clock: ManualClock,
    pause: Duration = .milliseconds(150)
  ) async {
    interactor.search(request: .init(query: query))
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  /// What the presenter makes the display logic show for a search's `response`.
  private func displayed(_ response: HistoryScene.Search.Response) -> [String] {
    let presenter = HistoryPresenter()
    let display = HistoryDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentSearch(response: response)
    return display.take()
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async throws {
    // The scene as Ctrl-R opens it: the router passed the clock with the store, the query
    // field has the focus, and a key sends its text.
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let stack = SceneStack(history: store, clock: clock)
    await store.answerCount(2)
    stack.window.handle(.control("r"))
    let scene = try #require(stack.top(HistoryViewController.self))
    #expect(scene.router?.dataStore?.clock as? ManualClock === clock)
    #expect(scene.focusedView === scene.layout.queryField)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    stack.window.handle(.text("4"))
    #expect(scene.layout.footerLabel.text == "Searching…")
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    stack.window.handle(.escape)
    // The interactor: searching at once, the store asked after 150 ms and not before.
    let other = ControllableHistoryStore()
    let otherClock = ManualClock()
    let (interactor, spy) = await showHistory(Self.twoEntries, from: other, clock: otherClock)
    await edit("4", interactor, on: otherClock, pause: .milliseconds(149))
    #expect(spy.take() == ["searching"])
    #expect(otherClock.pendingSleeps == 1)
    #expect(other.pendingRequests == [])
    otherClock.advance(by: .milliseconds(1))
    #expect(await other.nextRequest() == .search("4", limit: 1_000))
    #expect(other.requests == [.newest(limit: 1_000), .search("4", limit: 1_000)])
    #expect(spy.take() == [])
    // The presenter: the footer alone.
    #expect(displayed(.searching) == ["footer Searching…"])
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (interactor, spy) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", interactor, on: clock, pause: .milliseconds(100))
    await edit("12", interactor, on: clock, pause: .milliseconds(100))
    await edit("123", interactor, on: clock)
    #expect(await store.nextRequest() == .search("123", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("123", limit: 1_000)])
    #expect(clock.pendingSleeps == 0)
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(spy.take() == ["searching", "searching", "searching", "matches [] of 0 for \"123\""])
  }

  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (interactor, spy) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", interactor, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await edit("10", interactor, on: clock)
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(await store.nextRequest() == .search("10", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(spy.take() == ["searching", "searching", "matches [6] of 1 for \"10\""])
    #expect(
      displayed(try #require(spy.searchResponses.last)) == [
        Self.twoRows[0], "message nil", "select row 0", "footer 1 match",
      ])
  }

  @Test func searchingKeepsTheRowsThenShowsTheMatches() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (interactor, spy) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", interactor, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    #expect(spy.take() == ["searching"])
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 1_234)))
    #expect(spy.take() == ["matches [6, 3] of 1234 for \"1\""])
    // The presenter: no rows while searching (they stay), then the answer's.
    #expect(displayed(.searching) == ["footer Searching…"])
    #expect(
      displayed(try #require(spy.searchResponses.last))
        == Self.twoRows + ["message nil", "select row 0", "footer 2 of 1,234 matches"])
    // The view controller: the rows and the selection stay until the answer, which selects
    // its first row.
    let scene = HistoryViewController()
    let window = Window(size: Size(width: 80, height: 24), rootViewController: scene)
    let layout = scene.layout
    let rows = [("2025-11-25 14:03", "6", "10,-4,x"), ("2025-11-25 14:03", "3", "1;2")]
    scene.displayHistory(viewModel: .init(rows: rows, message: nil, footer: nil))
    window.handle(.down)
    scene.displaySearch(viewModel: .init(matches: nil, footer: "Searching…"))
    #expect(layout.list.rows.count == 2)
    #expect(layout.list.selectedIndex == 1)
    #expect(layout.footerLabel.text == "Searching…")
    scene.displaySearch(
      viewModel: .init(matches: .init(rows: rows, message: nil), footer: "2 of 1,234 matches"))
    #expect(layout.list.rows.count == 2)
    #expect(layout.list.selectedIndex == 0)
    #expect(layout.messageLabel.isHidden)
    #expect(layout.footerLabel.text == "2 of 1,234 matches")
    // An answer with a message (no entry left once the query was emptied) shows it, no rows.
    scene.displaySearch(
      viewModel: .init(matches: .init(rows: [], message: HistoryText.empty), footer: nil))
    #expect(layout.list.rows.isEmpty)
    #expect(!layout.messageLabel.isHidden)
    #expect(layout.messageLabel.text == HistoryText.empty)
    #expect(layout.footerLabel.isHidden)
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (interactor, spy) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("9", interactor, on: clock)
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(spy.take() == ["searching", "matches [] of 0 for \"9\""])
    #expect(
      displayed(try #require(spy.searchResponses.last)) == [
        "no rows", "message nil", "select row 0", "footer No matches",
      ])
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (interactor, spy) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("x", interactor, on: clock)
    #expect(await store.nextRequest() == .search("x", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    await edit("", interactor, on: clock)
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(
      spy.take() == [
        "searching", "matches [6] of 1 for \"x\"", "searching", "matches [6, 3] of 2 for \"\"",
      ])
    // As on opening: the opening footer (none for all shown), and the empty text for none.
    #expect(
      displayed(try #require(spy.searchResponses.last))
        == Self.twoRows + ["message nil", "select row 0", "footer nil"])
    #expect(
      displayed(.page(HistoryPage(entries: [], total: 0), query: "")) == [
        "no rows", "message \(HistoryText.empty)", "select row 0", "footer nil",
      ])
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (interactor, spy) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", interactor, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.fail(HistoryError.io(path: "/x/history.sqlite", reason: "database is locked"))
    #expect(spy.take() == ["searching", "search failed database is locked"])
    // The footer alone: the rows stay.
    #expect(
      displayed(try #require(spy.searchResponses.last)) == [
        "footer Not searched: database is locked"
      ])
    // Enter still acts on the rows shown.
    interactor.chooseEntry(request: .init(index: 1))
    #expect(spy.take() == ["chosen entry"])
    #expect(interactor.chosenEntry?.id == 3)
  }

  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async throws {
    // Esc while the search waits for the pause, then while it asks the store.
    for asking in [false, true] {
      let store = ControllableHistoryStore()
      let clock = ManualClock()
      let stack = SceneStack(history: store, clock: clock)
      await store.answerCount(0)
      let spy = stack.spyOnPresenter()
      weak var scene: HistoryViewController?
      weak var interactor: HistoryInteractor?
      weak var presenter: HistoryPresenter?
      weak var router: HistoryRouter?
      do {
        stack.window.handle(.control("r"))
        let opened = try #require(stack.top(HistoryViewController.self))
        scene = opened
        interactor = opened.interactor as? HistoryInteractor
        presenter = interactor?.presenter as? HistoryPresenter
        router = opened.router as? HistoryRouter
        #expect(await store.nextRequest() == .newest(limit: 1_000))
        await store.answer(.entries(Self.twoEntries))
        stack.window.handle(.text("1"))
        await clock.waitForSleeps()
        if asking {
          clock.advance(by: .milliseconds(150))
          #expect(await store.nextRequest() == .search("1", limit: 1_000))
        }
        stack.window.handle(.escape)
      }
      #expect(stack.navigation.viewControllers.count == 1)
      #expect(store.cancelledRequests == (asking ? [.search("1", limit: 1_000)] : []))
      #expect(store.pendingRequests == [])
      #expect(clock.pendingSleeps == 0)
      #expect(store.requests.count == (asking ? 3 : 2))
      #expect(spy.take() == [])
      #expect(scene == nil)
      #expect(interactor == nil)
      #expect(presenter == nil)
      #expect(router == nil)
    }
  }

  /// A delete after a search: the row goes once committed, and the footer counts the matches
  /// left, for the query shown.
  @Test func deletingAMatchLowersTheMatchCount() async throws {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (interactor, spy) = await showHistory(Self.twoEntries, from: store, clock: clock)
    await edit("1", interactor, on: clock)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    interactor.deleteEntry(request: .init(index: 0))
    #expect(await store.nextRequest() == .delete(id: 6))
    await store.answer(.done)
    #expect(
      spy.take() == [
        "searching", "matches [6, 3] of 2 for \"1\"", "loaded [3] of 1 for \"1\"",
      ])
    #expect(
      displayed(try #require(spy.responses.last)) == [
        Self.twoRows[1], "message nil", "footer 1 match",
      ])
  }

  // MARK: Saved count (the worker both scenes' interactors share)

  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async {
    let store = ControllableHistoryStore()
    let (interactor, spy) = makeCalculator(Calculator(), history: store)
    interactor.load(request: .init())
    #expect(await store.nextRequest() == .count)
    #expect(spy.take() == ["calculation ,| 0/0/0"])
    await store.answer(.count(1_234))
    #expect(spy.take() == ["saved count 1234"])
    #expect(store.countCalls == 1)
    // The presenter: the words, or none.
    let presenter = CalculatorPresenter()
    let display = CalculatorDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentSavedCount(response: .init(count: 1_234))
    presenter.presentSavedCount(response: .init(count: nil))
    #expect(display.take() == ["title 1,234 saved", "title nil"])
  }

  @Test func anUnavailableStoreShowsNoSavedCount() async {
    let store = ControllableHistoryStore()
    let (interactor, spy) = makeCalculator(Calculator(), history: store)
    interactor.load(request: .init())
    _ = await store.nextRequest()
    await store.fail(HistoryError.notAHistoryDatabase(path: "/x/history.sqlite"))
    #expect(spy.take() == ["calculation ,| 0/0/0", "saved count nil"])
    // History, opened now, shows none either.
    let history = HistoryInteractor()
    history.history = store
    history.savedCountWorker = interactor.savedCountWorker
    let historySpy = HistoryPresentationLogicSpy()
    history.presenter = historySpy
    history.loadHistory(request: .init())
    #expect(historySpy.take() == ["loading", "saved count nil"])
    let presenter = HistoryPresenter()
    let display = HistoryDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentSavedCount(response: .init(count: nil))
    #expect(display.take() == ["title nil"])
    #expect(store.countCalls == 1)
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let store = ControllableHistoryStore()
    let calculator = Calculator(numbers: "1,2")
    let (interactor, spy) = makeCalculator(calculator, history: store)
    interactor.load(request: .init())
    await store.answerCount(3)
    #expect(spy.take() == ["calculation ,|1,2 3/2/0", "saved count 3"])
    interactor.save(request: .init())
    #expect(await store.nextRequest() == .save(calculator))
    await store.answer(.entry(Self.entry(4, calculator)))
    await store.answerCount(4)
    #expect(spy.take() == ["result 3/2/0 note saved", "saved count 4"])
    // The same again repeats the newest entry: the store counts the same.
    interactor.save(request: .init())
    #expect(await store.nextRequest() == .save(calculator))
    await store.answer(.entry(Self.entry(4, calculator)))
    await store.answerCount(4)
    #expect(spy.take() == ["result 3/2/0 note saved", "saved count 4"])
    // A failed save reads nothing.
    interactor.save(request: .init())
    #expect(await store.nextRequest() == .save(calculator))
    await store.fail(Self.diskFull)
    #expect(spy.take() == ["result 3/2/0 note not saved: disk is full"])
    #expect(store.countCalls == 3)
    #expect(store.pendingRequests == [])
  }

  /// The router passes the Calculator's worker into History's data store, as it passes the
  /// store: History shows the count known, and its delete makes the worker read again, for
  /// both scenes.
  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async throws {
    let store = ControllableHistoryStore()
    let stack = SceneStack(history: store)
    await store.answerCount(2)
    stack.window.handle(.control("r"))
    let scene = try #require(stack.top(HistoryViewController.self))
    #expect(scene.router?.dataStore?.savedCountWorker === stack.interactor.savedCountWorker)
    #expect(scene.layout.titleRow.trailingText == "2 saved")
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(
      .entries([Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1"))])
    )
    #expect(store.countCalls == 1)
    stack.window.handle(.delete)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.answer(.done)
    await store.answerCount(1)
    #expect(scene.layout.titleRow.trailingText == "1 saved")
    stack.window.handle(.escape)
    #expect(stack.viewController.layout.titleRow.trailingText == "1 saved")
    #expect(store.countCalls == 2)
  }

  @Test func returningToTheCalculatorReadsNoCount() async throws {
    let store = ControllableHistoryStore()
    let stack = SceneStack(Calculator(numbers: "1"), history: store)
    await store.answerCount(5)
    stack.window.handle(.control("r"))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([Self.entry(1, Calculator(numbers: "1"))]))
    stack.window.handle(.escape)
    stack.window.handle(.enter)
    stack.window.handle(.escape)
    stack.window.handle(.control("p"))
    stack.window.handle(.escape)
    #expect(stack.navigation.viewControllers.count == 1)
    #expect(stack.viewController.layout.titleRow.trailingText == "5 saved")
    #expect(store.countCalls == 1)
    #expect(store.pendingRequests == [])
  }

  // MARK: The Breakdown of a saved entry (the History router reads the selected row and passes
  // its entry's breakdown from this scene's data store to the Breakdown scene's)

  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async throws {
    // The interactor, as the data store: a row's breakdown, the Calculator's for the entry's
    // separators and numbers, nothing presented and the store not asked; no row, none.
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let (loading, loadingSpy) = await openHistory(store, clock: clock)
    #expect(loading.breakdown(atRow: 0) == nil)
    await store.answer(.entries(Self.twoEntries))
    _ = loadingSpy.take()
    let expected = Calculator(separators: ";", numbers: "1;2").breakdown
    #expect(loading.breakdown(atRow: 1) == expected)
    #expect(loading.breakdown(atRow: 2) == nil)
    #expect(loadingSpy.take() == [])
    #expect(store.requests == [.newest(limit: 1_000)])

    // Right on the selected row: the router pushes the Breakdown scene with that breakdown in
    // its data store, the screen the Calculator's Enter shows for those separators and
    // numbers; the Calculator's fields do not change.
    let stack = SceneStack(Calculator(numbers: "7"), history: store, clock: clock)
    await store.answerCount(2)
    stack.window.handle(.control("r"))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    stack.window.handle(.down)
    stack.window.handle(.right)
    #expect(stack.navigation.viewControllers.count == 3)
    let breakdown = try #require(stack.top(BreakdownViewController.self))
    #expect(breakdown.router?.dataStore?.breakdown == expected)
    let typedStore = ControllableHistoryStore()
    let typed = SceneStack(Calculator(separators: ";", numbers: "1;2"), history: typedStore)
    await typedStore.answerCount(2)
    typed.window.handle(.enter)
    #expect(typed.top(BreakdownViewController.self) != nil)
    #expect(stack.window.render() == typed.window.render())
    let calculator = stack.viewController.layout
    #expect((calculator.separatorsField.text, calculator.numbersField.text) == (",", "7"))
    #expect(stack.interactor.finalCalculator == Calculator(numbers: "7"))

    // With no row, Right does nothing: while History loads, with no entry, with no match.
    let empty = SceneStack(Calculator(numbers: "7"), history: store, clock: clock)
    await store.answerCount(2)
    empty.window.handle(.control("r"))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    empty.window.handle(.right)
    await store.answer(.entries([]))
    empty.window.handle(.right)
    empty.window.handle(.text("9"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    empty.window.handle(.right)
    #expect(empty.navigation.viewControllers.count == 2)
    #expect(empty.top(HistoryViewController.self) != nil)
    #expect(empty.interactor.finalCalculator == Calculator(numbers: "7"))
  }

  @Test func backFromThatBreakdownShowsHistoryAsItWas() async throws {
    // History with a query, its matches, the second row selected…
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let stack = SceneStack(Calculator(numbers: "7"), history: store, clock: clock)
    await store.answerCount(2)
    stack.window.handle(.control("r"))
    let scene = try #require(stack.top(HistoryViewController.self))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    stack.window.handle(.text("1"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 3)))
    stack.window.handle(.down)
    let before = stack.window.render()
    let requests = store.requests
    // …is there as it was after each of the Breakdown's back keys: the scene was covered, not
    // popped, and the store is not asked again.
    for back: Key in [.escape, .backspace, .left] {
      stack.window.handle(.right)
      #expect(stack.top(BreakdownViewController.self) != nil)
      stack.window.handle(back)
      #expect(stack.navigation.topViewController === scene)
      #expect(stack.window.render() == before)
    }
    #expect(scene.layout.queryField.text == "1")
    #expect(scene.layout.list.selectedIndex == 1)
    #expect(scene.layout.footerLabel.text == "2 of 3 matches")
    #expect(scene.layout.titleRow.trailingText == "2 saved")
    #expect(store.requests == requests)
    #expect(store.pendingRequests == [])

    // A search asked before Right goes on under the Breakdown (the view controller cancels
    // only when popped); History shows its answer.
    stack.window.handle(.text("0"))
    stack.window.handle(.right)
    #expect(stack.top(BreakdownViewController.self) != nil)
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("10", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(store.cancelledRequests == [])
    stack.window.handle(.escape)
    #expect(scene.layout.list.rows.count == 1)
    #expect(scene.layout.footerLabel.text == "1 match")
    #expect(store.requests == requests + [.search("10", limit: 1_000)])
  }
}

/// The one back reference of each scene's cycle, the presenter's display one, and each
/// router's view controller are weak.
@MainActor
struct ReferenceTests {
  @Test func whatItReportsToIsHeldWeakly() {
    let presenters = (
      CalculatorPresenter(), BreakdownPresenter(), PresetsPresenter(), HistoryPresenter()
    )
    let routers = (CalculatorRouter(), BreakdownRouter(), PresetsRouter(), HistoryRouter())
    do {
      let displays = (
        CalculatorDisplayLogicSpy(), BreakdownDisplayLogicSpy(), PresetsDisplayLogicSpy(),
        HistoryDisplayLogicSpy()
      )
      presenters.0.viewController = displays.0
      presenters.1.viewController = displays.1
      presenters.2.viewController = displays.2
      presenters.3.viewController = displays.3
      // Held for the scope's length, so the weak references are set before they are dropped.
      let viewControllers = (
        CalculatorViewController(
          interactor: CalculatorInteractor(
            calculator: Calculator(), history: ControllableHistoryStore(), clock: ManualClock())),
        BreakdownViewController(), PresetsViewController(), HistoryViewController()
      )
      routers.0.viewController = viewControllers.0
      routers.1.viewController = viewControllers.1
      routers.2.viewController = viewControllers.2
      routers.3.viewController = viewControllers.3
      #expect(routers.0.viewController === viewControllers.0)
      #expect(routers.3.viewController === viewControllers.3)
    }
    #expect(presenters.0.viewController == nil)
    #expect(presenters.1.viewController == nil)
    #expect(presenters.2.viewController == nil)
    #expect(presenters.3.viewController == nil)
    #expect(routers.0.viewController == nil)
    #expect(routers.1.viewController == nil)
    #expect(routers.2.viewController == nil)
    #expect(routers.3.viewController == nil)
    // Without a view controller, a router goes nowhere.
    routers.0.routeToBreakdown()
    routers.0.routeToPresets()
    routers.0.routeToHistory()
    routers.2.routeToCalculator()
    routers.3.routeToBreakdown()
    routers.3.routeToCalculator()
  }
}
