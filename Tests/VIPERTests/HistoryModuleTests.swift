import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIPER

/// The matrix's History scenarios, one role at a time: the interactors with a mock output and
/// a store whose calls wait until the test answers them (no sleeps), History's on a clock the
/// test moves by hand; the presenters with a mock view, interactor and router. The Breakdown of
/// a saved entry also runs the real modules in a window: whether History is popped or covered
/// is the navigation controller's to say.
@MainActor
struct HistoryModuleTests {
  static let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
  /// The saved-at column of every entry below, in this machine's time zone.
  static let time = HistoryText.rows([entry(1, Calculator())])[0].savedAt
  static let diskFull = HistoryError.io(path: "/x/history.sqlite", reason: "disk is full")

  static func entry(_ id: Int64, _ calculator: Calculator) -> HistoryEntry {
    HistoryEntry(id: id, saving: calculator, at: savedAt)
  }

  let store = ControllableHistoryStore()
  /// What the History interactor waits on before it searches; the tests move it by hand.
  let clock = ManualClock()
  /// One recorder for the History presenter's view, interactor, router and module output.
  let calls = Recorder()
  let view: HistoryViewMock
  let moduleOutput: HistoryModuleOutputMock
  let router: HistoryRouterMock
  let presenter: HistoryPresenter

  init() {
    view = HistoryViewMock(calls)
    moduleOutput = HistoryModuleOutputMock(calls)
    router = HistoryRouterMock(calls)
    presenter = HistoryPresenter(interactor: HistoryInteractorMock(calls), router: router)
    presenter.view = view
    presenter.moduleOutput = moduleOutput
  }

  /// A History interactor reporting to a mock output, its load asked of the store and not
  /// answered.
  private func loadingInteractor() async -> (HistoryInteractor, HistoryInteractorOutputMock) {
    let interactor = HistoryInteractor(history: store, clock: clock)
    let output = HistoryInteractorOutputMock(Recorder())
    interactor.output = output
    interactor.loadHistory(limit: 1_000)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    return (interactor, output)
  }

  /// A History interactor that loaded `entries` (fewer than the limit: no count asked).
  private func loadedInteractor(_ entries: [HistoryEntry]) async
    -> (HistoryInteractor, HistoryInteractorOutputMock)
  {
    let (interactor, output) = await loadingInteractor()
    await store.answer(.entries(entries))
    _ = output.calls.take()
    return (interactor, output)
  }

  /// A Calculator interactor on `calculator` and the store, reporting to a mock output.
  private func calculatorInteractor(_ calculator: Calculator)
    -> (CalculatorInteractor, CalculatorInteractorOutputMock)
  {
    let interactor = CalculatorInteractor(calculator: calculator, history: store)
    let output = CalculatorInteractorOutputMock(Recorder())
    interactor.output = output
    return (interactor, output)
  }

  /// A Calculator presenter with mocks around it, showing `tally`.
  private func calculatorPresenter(showing tally: Tally)
    -> (CalculatorPresenter, CalculatorViewMock, CalculatorRouterMock, Recorder)
  {
    let calls = Recorder()
    let router = CalculatorRouterMock(calls)
    let presenter = CalculatorPresenter(interactor: CalculatorInteractorMock(calls), router: router)
    let view = CalculatorViewMock(calls)
    presenter.view = view
    presenter.didUpdateResult(tally)
    _ = calls.take()
    return (presenter, view, router, calls)
  }

  /// The real Calculator module in a window, as the composition root builds it, on
  /// `calculator`, its saved count (2) answered.
  private func calculatorInWindow(
    _ calculator: Calculator, store: ControllableHistoryStore
  ) async -> (calculator: CalculatorInteractor, navigation: NavigationController, window: Window) {
    let interactor = CalculatorInteractor(calculator: calculator, history: store)
    let module = CalculatorRouter.createModule(interactor: interactor, history: store, clock: clock)
    let navigation = NavigationController(rootViewController: module.view)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    return (interactor, navigation, window)
  }

  /// The same on `7`, with History opened over it by Ctrl-R, its load asked of the store and
  /// not answered.
  private func historyOverTheCalculator() async
    -> (calculator: CalculatorInteractor, navigation: NavigationController, window: Window)
  {
    let app = await calculatorInWindow(Calculator(numbers: "7"), store: store)
    app.window.handle(.control("r"))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    return app
  }

  // MARK: Save (the Calculator module)

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let calculator = Calculator(numbers: "1,2,x")
    let (interactor, output) = calculatorInteractor(calculator)
    interactor.saveCalculation()
    #expect(await store.nextRequest() == .save(calculator))
    #expect(output.calls.take() == [])
    await store.answer(.entry(Self.entry(1, calculator)))
    #expect(output.calls.take() == ["output: saved"])

    let (presenter, view, _, calls) = calculatorPresenter(showing: calculator.tally)
    presenter.saveRequested()
    #expect(calls.take() == ["interactor: save"])
    presenter.didSaveCalculation()
    #expect(calls.take() == ["view: sum 3 · 2 numbers, 1 ignored · saved"])
    // Until the next edit.
    presenter.numbersChanged("1,2,x,4")
    presenter.didUpdateResult(Calculator(numbers: "1,2,x,4").tally)
    #expect(
      calls.take() == [
        "interactor: update numbers 1,2,x,4", "view: sum 7 · 3 numbers, 1 ignored",
      ])
    withExtendedLifetime(view) {}
  }

  @Test func aFailedSaveShowsItsReason() async {
    let (interactor, output) = calculatorInteractor(Calculator(numbers: "1,2"))
    interactor.saveCalculation()
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(output.calls.take() == ["output: not saved disk is full"])

    let (presenter, view, _, calls) = calculatorPresenter(showing: Calculator(numbers: "1,2").tally)
    presenter.didFailToSaveCalculation(Self.diskFull)
    #expect(calls.take() == ["view: sum 3 · 2 numbers, 0 ignored · not saved: disk is full"])
    withExtendedLifetime(view) {}
  }

  // MARK: History (the History module, opened by the Calculator presenter)

  @Test func historyShowsLoadingThenTheNewestRows() async {
    let (calculator, calculatorView, router, calculatorCalls) = calculatorPresenter(
      showing: Tally())
    calculator.historyRequested()
    #expect(calculatorCalls.take() == ["router: show history nil"])
    #expect(router.historyOutput === calculator)
    withExtendedLifetime(calculatorView) {}

    presenter.viewDidLoad()
    #expect(
      calls.take() == ["view: message Loading…", "view: saved count nil", "interactor: load 1000"])

    let (interactor, output) = await loadingInteractor()
    let entries = (1...1_000).reversed().map { Self.entry($0, Calculator(numbers: "\($0)")) }
    await store.answer(.entries(entries))
    // A full page: the store is asked how many there are in all.
    #expect(await store.nextRequest() == .count)
    #expect(output.calls.take() == [])
    await store.answer(.count(1_234))
    #expect(output.calls.take() == ["output: loaded 1000 of 1234"])
    withExtendedLifetime(interactor) {}

    presenter.didLoadHistory(HistoryPage(entries: entries, total: 1_234))
    let rows = (1...1_000).reversed().map { "view: row \(Self.time)  \($0)  \($0)" }
    #expect(calls.take() == rows + ["view: message nil", "view: footer 1,000 of 1,234"])
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let (interactor, output) = await loadingInteractor()
    await store.answer(.entries([]))
    #expect(output.calls.take() == ["output: loaded 0 of 0"])
    // Enter and Delete have no row to act on.
    interactor.chooseEntry(at: 0)
    interactor.deleteEntry(at: 0)
    #expect(output.calls.take() == [])
    #expect(store.requests == [.newest(limit: 1_000)])

    presenter.didLoadHistory(HistoryPage(entries: [], total: 0))
    #expect(
      calls.take() == ["view: no rows", "view: message \(HistoryText.empty)", "view: footer nil"])
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let (interactor, output) = await loadingInteractor()
    await store.fail(Self.diskFull)
    #expect(output.calls.take() == ["output: load failed disk is full"])
    withExtendedLifetime(interactor) {}

    presenter.didFailToLoadHistory(Self.diskFull)
    #expect(calls.take() == ["view: message History unavailable: disk is full"])
  }

  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async {
    let restored = Self.entry(1, Calculator(separators: ";", numbers: "1;2"))
    // The History interactor finds the row's entry…
    let (interactor, output) = await loadedInteractor([
      Self.entry(2, Calculator(numbers: "10,-4,x")), restored,
    ])
    presenter.entryChosen(at: 1)
    #expect(calls.take() == ["interactor: choose 1"])
    interactor.chooseEntry(at: 1)
    #expect(output.calls.take() == ["output: chose entry 1"])

    // …the History presenter hands it to the Calculator presenter (its module output) and pops…
    let (calculator, calculatorView, _, calculatorCalls) = calculatorPresenter(
      showing: Calculator(numbers: "7").tally)
    calculator.didSaveCalculation()
    #expect(calculatorCalls.take() == ["view: sum 7 · 1 number, 0 ignored · saved"])
    presenter.moduleOutput = calculator
    presenter.didChooseEntry(restored)
    #expect(calculatorCalls.take() == ["interactor: restore ; 1;2"])
    #expect(calls.take() == ["router: dismiss"])

    // …whose interactor restores the calculation, which its presenter shows, the save's
    // outcome gone.
    let (calculatorInteractor, calculatorOutput) = calculatorInteractor(Calculator(numbers: "7"))
    calculatorInteractor.restore(restored)
    #expect(calculatorInteractor.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(calculatorOutput.calls.take() == ["output: loaded ;|1;2|3/2/0"])
    calculator.didLoadCalculation(
      separators: ";", numbers: "1;2", tally: Tally(sum: 3, numberCount: 2))
    #expect(
      calculatorCalls.take() == [
        "view: separators ;", "view: numbers 1;2", "view: sum 3 · 2 numbers, 0 ignored",
        "view: focus numbers",
      ])
    withExtendedLifetime(calculatorView) {}
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    presenter.deleteRequested(at: 1)
    #expect(calls.take() == ["interactor: delete 1"])

    let (interactor, output) = await loadedInteractor([
      Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1")),
    ])
    interactor.deleteEntry(at: 1)
    #expect(await store.nextRequest() == .delete(id: 1))
    #expect(output.calls.take() == [])
    await store.answer(.done)
    #expect(output.calls.take() == ["output: deleted, leaving [2]"])

    presenter.didDeleteEntry(leaving: output.page!)
    #expect(
      calls.take() == [
        "module output: deleted", "view: row \(Self.time)  22  22", "view: message nil",
        "view: footer nil",
      ])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let (interactor, output) = await loadedInteractor([
      Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1")),
    ])
    interactor.deleteEntry(at: 1)
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(output.calls.take() == ["output: delete failed disk is full"])
    // The row is still there: Enter on it restores it.
    interactor.chooseEntry(at: 1)
    #expect(output.calls.take() == ["output: chose entry 1"])

    presenter.didFailToDeleteEntry(Self.diskFull)
    #expect(calls.take() == ["view: footer Not deleted: disk is full"])
  }

  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async {
    // The presenter: Esc asks the router to pop; the view's being popped cancels the load.
    presenter.cancelRequested()
    #expect(calls.take() == ["router: dismiss"])
    presenter.viewDidDisappear(isMovingFromParent: true)
    #expect(calls.take() == ["interactor: cancel loading"])

    // The module as its router wires it, around a mock view and router: cancelled and freed
    // although the store never answers.
    weak var weakPresenter: HistoryPresenter?
    weak var weakInteractor: HistoryInteractor?
    weak var weakView: HistoryViewMock?
    let moduleCalls = Recorder()
    do {
      let interactor = HistoryInteractor(history: store, clock: clock)
      let presenter = HistoryPresenter(
        interactor: interactor, router: HistoryRouterMock(moduleCalls))
      let view = HistoryViewMock(moduleCalls)
      presenter.view = view
      interactor.output = presenter
      (weakPresenter, weakInteractor, weakView) = (presenter, interactor, view)
      presenter.viewDidLoad()
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      presenter.cancelRequested()
      presenter.viewDidDisappear(isMovingFromParent: true)
    }
    #expect(
      moduleCalls.take() == ["view: message Loading…", "view: saved count nil", "router: dismiss"])
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(weakPresenter == nil)
    #expect(weakInteractor == nil)
    #expect(weakView == nil)
  }

  // MARK: Saved count (read by the Calculator interactor, handed by its presenter to History's)

  @Test func launchShowsTheSavedCountOnceTheStoreCounted() async {
    // The presenter asks for the count when the view loads…
    let (calculator, calculatorView, _, calculatorCalls) = calculatorPresenter(showing: Tally())
    calculator.viewDidLoad()
    #expect(calculatorCalls.take() == ["interactor: load", "interactor: load saved count"])
    // …the interactor reads it from the store…
    let (interactor, output) = calculatorInteractor(Calculator())
    interactor.loadSavedCount()
    #expect(await store.nextRequest() == .count)
    #expect(output.calls.take() == [])
    await store.answer(.count(1_234))
    #expect(output.calls.take() == ["output: saved count 1234"])
    #expect(store.countCalls == 1)
    // …and the presenter words it for the title row.
    calculator.didLoadSavedCount(1_234)
    #expect(calculatorCalls.take() == ["view: saved count 1,234 saved"])
    withExtendedLifetime((calculatorView, interactor)) {}
  }

  @Test func anUnavailableStoreShowsNoSavedCount() async {
    let (interactor, output) = calculatorInteractor(Calculator())
    interactor.loadSavedCount()
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(output.calls.take() == ["output: saved count nil"])
    withExtendedLifetime(interactor) {}

    let (calculator, calculatorView, _, calculatorCalls) = calculatorPresenter(showing: Tally())
    calculator.didLoadSavedCount(nil)
    calculator.historyRequested()
    #expect(calculatorCalls.take() == ["view: saved count nil", "router: show history nil"])
    withExtendedLifetime(calculatorView) {}
    // History, handed no count, shows none.
    presenter.viewDidLoad()
    #expect(
      calls.take() == ["view: message Loading…", "view: saved count nil", "interactor: load 1000"])
  }

  @Test func aCommittedSaveReadsTheCountAgain() async {
    let calculator = Calculator(numbers: "1,2")
    let (interactor, output) = calculatorInteractor(calculator)
    interactor.saveCalculation()
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry(3, calculator)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    #expect(output.calls.take() == ["output: saved", "output: saved count 3"])
    // The same calculation again repeats the newest entry: committed, the same count.
    interactor.saveCalculation()
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry(3, calculator)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(3))
    #expect(output.calls.take() == ["output: saved", "output: saved count 3"])
    // A failed save reads nothing.
    interactor.saveCalculation()
    _ = await store.nextRequest()
    await store.fail(Self.diskFull)
    #expect(output.calls.take() == ["output: not saved disk is full"])
    #expect(store.countCalls == 2)
    #expect(store.pendingRequests == [])

    let (presenter, view, _, calls) = calculatorPresenter(showing: calculator.tally)
    presenter.didLoadSavedCount(3)
    #expect(calls.take() == ["view: saved count 3 saved"])
    withExtendedLifetime(view) {}
  }

  @Test func aCommittedDeleteLowersTheCountOnBothScreens() async {
    // History opens with the count the Calculator presenter has, without asking the store…
    let (calculator, calculatorView, _, calculatorCalls) = calculatorPresenter(showing: Tally())
    calculator.didLoadSavedCount(2)
    calculator.historyRequested()
    #expect(calculatorCalls.take() == ["view: saved count 2 saved", "router: show history 2"])
    presenter.updateSavedCount(2)
    presenter.viewDidLoad()
    #expect(
      calls.take() == [
        "view: saved count 2 saved", "view: message Loading…", "view: saved count 2 saved",
        "interactor: load 1000",
      ])
    // …its interactor deletes…
    let (interactor, output) = await loadedInteractor([
      Self.entry(2, Calculator(numbers: "22")), Self.entry(1, Calculator(numbers: "1")),
    ])
    interactor.deleteEntry(at: 1)
    _ = await store.nextRequest()
    await store.answer(.done)
    #expect(output.calls.take() == ["output: deleted, leaving [2]"])
    // …its presenter tells its module output, the Calculator presenter…
    presenter.moduleOutput = calculator
    presenter.didDeleteEntry(leaving: output.page!)
    #expect(calculatorCalls.take() == ["interactor: load saved count"])
    _ = calls.take()
    // …whose interactor reads the count again…
    let (calculatorInteractor, calculatorOutput) = calculatorInteractor(Calculator())
    calculatorInteractor.loadSavedCount()
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(1))
    #expect(calculatorOutput.calls.take() == ["output: saved count 1"])
    // …and its presenter shows it (seen on return) and hands it to History, which shows it.
    calculator.didLoadSavedCount(1)
    #expect(
      calculatorCalls.take() == ["view: saved count 1 saved", "history module: saved count 1"])
    presenter.updateSavedCount(1)
    #expect(calls.take() == ["view: saved count 1 saved"])
    #expect(store.countCalls == 1)
    withExtendedLifetime((calculatorView, interactor, calculatorInteractor)) {}
  }

  @Test func returningToTheCalculatorReadsNoCount() async {
    // The Calculator presenter asks for no count on any navigation, return or restore…
    let (calculator, calculatorView, _, calculatorCalls) = calculatorPresenter(showing: Tally())
    calculator.breakdownRequested()
    calculator.presetsRequested()
    calculator.presetsModule(didChoose: ";")
    calculator.historyRequested()
    calculator.viewDidDisappear()
    calculator.historyModule(didRestore: Self.entry(1, Calculator(numbers: "1")))
    #expect(
      calculatorCalls.take() == [
        "interactor: fetch breakdown", "interactor: fetch separators", "interactor: apply preset ;",
        "router: show history nil", "view: sum 0 · 0 numbers, 0 ignored", "interactor: restore , 1",
      ])
    withExtendedLifetime(calculatorView) {}
    // …History's presenter none when it loads or goes…
    presenter.viewDidLoad()
    presenter.cancelRequested()
    presenter.viewDidDisappear(isMovingFromParent: true)
    #expect(
      calls.take() == [
        "view: message Loading…", "view: saved count nil", "interactor: load 1000",
        "router: dismiss", "interactor: cancel loading",
      ])
    // …and the interactor reads it for none of these: the save is the first call it makes.
    let (interactor, output) = calculatorInteractor(Calculator(numbers: "1"))
    interactor.loadCalculation()
    interactor.fetchBreakdown()
    interactor.fetchSeparators()
    interactor.applyPreset(separators: ";")
    interactor.restore(Self.entry(1, Calculator(numbers: "1")))
    _ = output.calls.take()
    interactor.saveCalculation()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1")))
    #expect(store.countCalls == 0)
  }

  // MARK: Searching (the History interactor waits on the clock, then asks the store)

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  static let twoEntries = [
    entry(2, Calculator(numbers: "10,-4,x")), entry(1, Calculator(separators: ";", numbers: "1;2")),
  ]
  static let locked = HistoryError.io(path: "/x/history.sqlite", reason: "database is locked")

  /// What the mock view records for `entries`' rows.
  static func rows(_ entries: [HistoryEntry]) -> [String] {
    HistoryText.rows(entries).map { "view: row \($0.savedAt)  \($0.sum)  \($0.numbers)" }
  }

  /// What the mock interactor records when the presenter hands `query` on.
  static func searchCall(_ query: String) -> String {
    "interactor: search \"\(query)\" 1000 after 0.15 seconds"
  }

  /// Asks `interactor` to search `query` as its presenter does, and moves the clock on by
  /// `pause` once the search waits.
  private func search(
    _ query: String, on interactor: HistoryInteractor, pause: Duration = .milliseconds(150)
  ) async {
    interactor.searchHistory(query, limit: 1_000, after: .milliseconds(150))
    await clock.waitForSleeps()
    clock.advance(by: pause)
  }

  @Test func aQueryAsksTheStoreOnceAfterThePause() async {
    // The view opens with the query field focused and hands each edit to the presenter, which
    // says Searching… and hands the query on…
    let historyView = HistoryViewController(presenter: presenter)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: historyView)
    #expect(historyView.focusedView === historyView.layout.queryField)
    #expect(
      calls.take() == ["view: message Loading…", "view: saved count nil", "interactor: load 1000"])
    window.handle(.text("4"))
    #expect(calls.take() == ["view: footer Searching…", Self.searchCall("4")])
    // …and the interactor asks the store once the clock has moved 150 ms, not before.
    let (interactor, output) = await loadedInteractor(Self.twoEntries)
    interactor.searchHistory("4", limit: 1_000, after: .milliseconds(150))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(149))
    #expect(clock.pendingSleeps == 1)
    #expect(store.pendingRequests == [])
    clock.advance(by: .milliseconds(1))
    #expect(await store.nextRequest() == .search("4", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("4", limit: 1_000)])
    #expect(output.calls.take() == [])
  }

  @Test func quickEditsAskOnceForTheLastText() async {
    // The presenter hands every edit on; the interactor restarts the wait at each.
    presenter.queryChanged("1")
    presenter.queryChanged("12")
    presenter.queryChanged("123")
    #expect(
      calls.take() == [
        "view: footer Searching…", Self.searchCall("1"), "view: footer Searching…",
        Self.searchCall("12"), "view: footer Searching…", Self.searchCall("123"),
      ])
    let (interactor, _) = await loadedInteractor(Self.twoEntries)
    await search("1", on: interactor, pause: .milliseconds(100))
    await search("12", on: interactor, pause: .milliseconds(100))
    await search("123", on: interactor)
    #expect(await store.nextRequest() == .search("123", limit: 1_000))
    #expect(store.requests == [.newest(limit: 1_000), .search("123", limit: 1_000)])
    #expect(clock.pendingSleeps == 0)
  }

  @Test func aSlowAnswerOvertakenByANewerQueryIsDropped() async {
    // The interactor cancels the search in flight; only the newer query's answer is reported…
    let (interactor, output) = await loadedInteractor(Self.twoEntries)
    await search("1", on: interactor)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await search("10", on: interactor)
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(await store.nextRequest() == .search("10", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(output.calls.take() == ["output: found 1 of 1 for \"10\""])
    #expect(store.pendingRequests == [])

    // …which the presenter shows.
    presenter.queryChanged("1")
    presenter.queryChanged("10")
    _ = calls.take()
    presenter.didSearchHistory(output.page!, query: "10")
    #expect(
      calls.take() == Self.rows([Self.twoEntries[0]]) + [
        "view: message nil", "view: footer 1 match", "view: select row 0",
      ])
  }

  @Test func searchingKeepsTheRowsThenShowsTheMatches() async {
    // The presenter: while the interactor waits and asks, the rows stay and the footer says
    // Searching…; the answer's rows replace them, the first selected, with the matches counted.
    presenter.didLoadHistory(HistoryPage(entries: Self.twoEntries, total: 2))
    _ = calls.take()
    presenter.queryChanged("1")
    #expect(calls.take() == ["view: footer Searching…", Self.searchCall("1")])
    presenter.didSearchHistory(HistoryPage(entries: Self.twoEntries, total: 1_234), query: "1")
    #expect(
      calls.take() == Self.rows(Self.twoEntries) + [
        "view: message nil", "view: footer 2 of 1,234 matches", "view: select row 0",
      ])

    // The interactor reports nothing until the store answers; the answer's entries are then
    // the rows Enter and Delete act on.
    let (interactor, output) = await loadedInteractor(Self.twoEntries)
    await search("1", on: interactor)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    #expect(output.calls.take() == [])
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[1]], total: 1_234)))
    #expect(output.calls.take() == ["output: found 1 of 1234 for \"1\""])
    interactor.chooseEntry(at: 0)
    #expect(output.calls.take() == ["output: chose entry 1"])
  }

  @Test func aQueryWithNoMatchShowsNoMatches() async {
    let (interactor, output) = await loadedInteractor(Self.twoEntries)
    await search("9", on: interactor)
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(output.calls.take() == ["output: found 0 of 0 for \"9\""])
    // No row left for Enter or Delete.
    interactor.chooseEntry(at: 0)
    interactor.deleteEntry(at: 0)
    #expect(output.calls.take() == [])
    #expect(store.pendingRequests == [])

    presenter.didSearchHistory(HistoryPage(entries: [], total: 0), query: "9")
    #expect(
      calls.take() == [
        "view: no rows", "view: message nil", "view: footer No matches", "view: select row 0",
      ])
  }

  @Test func emptyingTheQueryListsTheNewestAgain() async {
    // The interactor asks search("") for the empty query…
    let (interactor, output) = await loadedInteractor(Self.twoEntries)
    await search("x", on: interactor)
    #expect(await store.nextRequest() == .search("x", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    await search("", on: interactor)
    #expect(await store.nextRequest() == .search("", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 2)))
    #expect(
      output.calls.take() == ["output: found 1 of 1 for \"x\"", "output: found 2 of 2 for \"\""])

    // …and the presenter words its answer as on opening: no match count, the empty text when
    // the store holds no entry.
    presenter.didSearchHistory(HistoryPage(entries: [Self.twoEntries[0]], total: 1), query: "x")
    _ = calls.take()
    presenter.queryChanged("")
    #expect(calls.take() == ["view: footer Searching…", Self.searchCall("")])
    presenter.didSearchHistory(HistoryPage(entries: Self.twoEntries, total: 2), query: "")
    #expect(
      calls.take() == Self.rows(Self.twoEntries) + [
        "view: message nil", "view: footer nil", "view: select row 0",
      ])
    presenter.didSearchHistory(HistoryPage(entries: [], total: 0), query: "")
    #expect(
      calls.take() == [
        "view: no rows", "view: message \(HistoryText.empty)", "view: footer nil",
        "view: select row 0",
      ])
  }

  @Test func aFailedSearchKeepsTheRowsAndShowsTheReason() async {
    // The interactor reports the failure and keeps its entries: Enter still restores a row…
    let (interactor, output) = await loadedInteractor(Self.twoEntries)
    await search("1", on: interactor)
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.fail(Self.locked)
    #expect(output.calls.take() == ["output: search failed database is locked"])
    interactor.chooseEntry(at: 1)
    #expect(output.calls.take() == ["output: chose entry 1"])

    // …and the presenter words it in the footer, the rows untouched.
    presenter.didLoadHistory(HistoryPage(entries: Self.twoEntries, total: 2))
    presenter.queryChanged("1")
    _ = calls.take()
    presenter.didFailToSearchHistory(Self.locked)
    #expect(calls.take() == ["view: footer Not searched: database is locked"])
  }

  @Test func leavingWhileSearchingCancelsTheSearchAndFreesTheScreen() async {
    // The presenter: Esc asks the router to pop; the view's being popped cancels the search.
    presenter.cancelRequested()
    #expect(calls.take() == ["router: dismiss"])
    presenter.viewDidDisappear(isMovingFromParent: true)
    #expect(calls.take() == ["interactor: cancel loading"])

    // The interactor: a search still waiting ends its wait and never asks the store.
    do {
      let (interactor, output) = await loadedInteractor(Self.twoEntries)
      interactor.searchHistory("1", limit: 1_000, after: .milliseconds(150))
      await clock.waitForSleeps()
      interactor.cancelLoading()
      #expect(clock.pendingSleeps == 0)
      #expect(output.calls.take() == [])
    }

    // The module as its router wires it, around a mock view and router, leaving while its
    // search runs: cancelled and freed although the store never answers.
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    weak var weakPresenter: HistoryPresenter?
    weak var weakInteractor: HistoryInteractor?
    weak var weakView: HistoryViewMock?
    let moduleCalls = Recorder()
    do {
      let interactor = HistoryInteractor(history: store, clock: clock)
      let presenter = HistoryPresenter(
        interactor: interactor, router: HistoryRouterMock(moduleCalls))
      let view = HistoryViewMock(moduleCalls)
      presenter.view = view
      interactor.output = presenter
      (weakPresenter, weakInteractor, weakView) = (presenter, interactor, view)
      presenter.viewDidLoad()
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      await store.answer(.entries(Self.twoEntries))
      presenter.queryChanged("1")
      await clock.waitForSleeps()
      clock.advance(by: .milliseconds(150))
      #expect(await store.nextRequest() == .search("1", limit: 1_000))
      presenter.cancelRequested()
      presenter.viewDidDisappear(isMovingFromParent: true)
    }
    #expect(
      moduleCalls.take() == ["view: message Loading…", "view: saved count nil"]
        + Self.rows(Self.twoEntries) + [
          "view: message nil", "view: footer nil", "view: footer Searching…", "router: dismiss",
        ])
    #expect(store.cancelledRequests == [.search("1", limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(clock.pendingSleeps == 0)
    #expect(weakPresenter == nil)
    #expect(weakInteractor == nil)
    #expect(weakView == nil)
  }

  @Test func aDeleteAfterASearchCountsTheMatchesLeft() async {
    // The interactor deletes the entry of a row of the answer…
    let (interactor, output) = await loadedInteractor(Self.twoEntries)
    await search("1", on: interactor)
    _ = await store.nextRequest()
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 3)))
    _ = output.calls.take()
    interactor.deleteEntry(at: 1)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.answer(.done)
    #expect(output.calls.take() == ["output: deleted, leaving [2]"])

    // …and the presenter counts the matches left for the query shown.
    presenter.didSearchHistory(HistoryPage(entries: Self.twoEntries, total: 3), query: "1")
    _ = calls.take()
    presenter.didDeleteEntry(leaving: output.page!)
    #expect(
      calls.take() == ["module output: deleted"] + Self.rows([Self.twoEntries[0]]) + [
        "view: message nil", "view: footer 1 of 2 matches",
      ])
  }

  // MARK: The Breakdown of a saved entry (Right on History: the History router pushes the
  // Breakdown module, History stays underneath as it was)

  @Test func rightOpensTheBreakdownOfTheSelectedEntry() async throws {
    // The view hands Right and the selected row to the presenter, which asks the interactor…
    let historyView = HistoryViewController(presenter: presenter)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: historyView)
    historyView.show(rows: HistoryText.rows(Self.twoEntries))
    historyView.select(row: 1)
    _ = calls.take()
    window.handle(.right)
    #expect(calls.take() == ["interactor: fetch breakdown 1"])

    // …which finds the row's entry and hands on its breakdown, the Calculator's for the entry's
    // separators and numbers; the store is not asked (the page holds the entry)…
    let (interactor, output) = await loadedInteractor(Self.twoEntries)
    interactor.fetchBreakdown(at: 1)
    let expected = Calculator(separators: ";", numbers: "1;2").breakdown
    #expect(output.calls.take() == ["output: breakdown"])
    #expect(output.breakdown == expected)
    #expect(store.requests == [.newest(limit: 1_000)])
    // …and, with no row (loading, no match), nothing.
    let (loading, loadingOutput) = await loadingInteractor()
    loading.fetchBreakdown(at: 0)
    #expect(loadingOutput.calls.take() == [])
    await store.answer(.entries([]))
    #expect(loadingOutput.calls.take() == ["output: loaded 0 of 0"])
    await search("9", on: interactor)
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    #expect(output.calls.take() == ["output: found 0 of 0 for \"9\""])
    interactor.fetchBreakdown(at: 0)
    #expect(output.calls.take() == [])

    // The presenter asks its router to show it, and its module output (the Calculator
    // presenter) hears nothing: the Calculator's fields stay.
    presenter.didFetchBreakdown(expected)
    #expect(calls.take() == ["router: show breakdown"])
    #expect(router.breakdown == expected)

    // The real modules: the History router pushes the Breakdown module over History, the
    // screen the Calculator's Enter shows for the entry's separators and numbers…
    let app = await historyOverTheCalculator()
    await store.answer(.entries(Self.twoEntries))
    app.window.handle(.down)
    app.window.handle(.right)
    #expect(app.navigation.viewControllers.count == 3)
    #expect(app.navigation.topViewController is BreakdownViewController)
    let typed = await calculatorInWindow(
      Calculator(separators: ";", numbers: "1;2"), store: ControllableHistoryStore())
    typed.window.handle(.enter)
    #expect(typed.navigation.topViewController is BreakdownViewController)
    #expect(app.window.render() == typed.window.render())
    // …the Calculator's fields as they were.
    let calculatorView = try #require(app.navigation.viewControllers.first)
    let layout = try #require(calculatorView as? CalculatorViewController).layout
    #expect((layout.separatorsField.text, layout.numbersField.text) == (",", "7"))
    #expect(app.calculator.finalCalculator == Calculator(numbers: "7"))

    // With no row, Right does nothing: while History loads, with no entry, with no match.
    let empty = await historyOverTheCalculator()
    empty.window.handle(.right)
    await store.answer(.entries([]))
    empty.window.handle(.right)
    empty.window.handle(.text("9"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("9", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [], total: 0)))
    empty.window.handle(.right)
    #expect(empty.navigation.topViewController is HistoryViewController)
    #expect(empty.calculator.finalCalculator == Calculator(numbers: "7"))
  }

  @Test func backFromThatBreakdownShowsHistoryAsItWas() async throws {
    // The presenter stops the load or the search only when the view says it is popped: covered
    // by the Breakdown, it tells the interactor nothing.
    presenter.viewDidDisappear(isMovingFromParent: false)
    #expect(calls.take() == [])
    presenter.viewDidDisappear(isMovingFromParent: true)
    #expect(calls.take() == ["interactor: cancel loading"])

    // The real modules: History with a query, its matches, the second row selected…
    let app = await historyOverTheCalculator()
    await store.answer(.entries(Self.twoEntries))
    app.window.handle(.text("1"))
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("1", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: Self.twoEntries, total: 3)))
    app.window.handle(.down)
    let history = try #require(app.navigation.topViewController as? HistoryViewController)
    let before = app.window.render()
    let requests = store.requests
    // …is there as it was after each of the Breakdown's back keys, the store not asked again.
    for back: Key in [.escape, .backspace, .left] {
      app.window.handle(.right)
      #expect(app.navigation.topViewController is BreakdownViewController)
      app.window.handle(back)
      #expect(app.navigation.topViewController === history)
      #expect(app.window.render() == before)
    }
    #expect(history.layout.queryField.text == "1")
    #expect(history.layout.list.selectedIndex == 1)
    #expect(history.layout.footerLabel.text == "2 of 3 matches")
    #expect(history.layout.titleRow.trailingText == "2 saved")
    #expect(store.requests == requests)
    #expect(store.pendingRequests == [])

    // A search asked before Right goes on under the Breakdown; History shows its answer.
    app.window.handle(.text("0"))
    app.window.handle(.right)
    #expect(app.navigation.topViewController is BreakdownViewController)
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("10", limit: 1_000))
    await store.answer(.page(HistoryPage(entries: [Self.twoEntries[0]], total: 1)))
    #expect(store.cancelledRequests == [])
    app.window.handle(.escape)
    #expect(history.layout.list.rows.count == 1)
    #expect(history.layout.footerLabel.text == "1 match")
    #expect(store.requests == requests + [.search("10", limit: 1_000)])
  }
}
