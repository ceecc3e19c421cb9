import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import VIP

/// The matrix's History scenarios: the interactors with presentation-logic spies and a store
/// whose calls wait until the test answers them (no sleeps), the presenter with a
/// display-logic spy, the routers on a navigation controller.
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
    let interactor = CalculatorInteractor(calculator: calculator, history: history)
    let spy = CalculatorPresentationLogicSpy()
    interactor.presenter = spy
    return (interactor, spy)
  }

  /// A History interactor asked to load, its load asked of the store and not answered.
  private func openHistory(_ store: ControllableHistoryStore) async
    -> (HistoryInteractor, HistoryPresentationLogicSpy)
  {
    let interactor = HistoryInteractor()
    interactor.history = store
    let spy = HistoryPresentationLogicSpy()
    interactor.presenter = spy
    interactor.loadHistory(request: .init())
    #expect(spy.take() == ["loading"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    return (interactor, spy)
  }

  /// A History interactor showing `entries` (fewer than the limit: no count asked).
  private func showHistory(_ entries: [HistoryEntry], from store: ControllableHistoryStore)
    async -> (HistoryInteractor, HistoryPresentationLogicSpy)
  {
    let (interactor, spy) = await openHistory(store)
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
            calculator: Calculator(), history: ControllableHistoryStore())),
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
    routers.3.routeToCalculator()
  }
}
