import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIPER

/// The matrix's opening scenarios, one role at a time: the Calculator presenter's module input
/// (what the composition root calls) with a mock router, the routers building the modules on a
/// navigation controller, the History presenter with a mock view.
@MainActor
struct OpenAtTests {
  let calls = Recorder()

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  static let page = HistoryPage(
    entries: [
      HistoryModuleTests.entry(2, Calculator(numbers: "10,-4,x")),
      HistoryModuleTests.entry(1, Calculator(separators: ";", numbers: "1;2")),
    ],
    total: 2)

  /// The Calculator module as the composition root gets it, in a window.
  private static func calculatorModule(_ store: ControllableHistoryStore)
    -> (input: any CalculatorModuleInput, navigation: NavigationController, window: Window)
  {
    let interactor = CalculatorInteractor(calculator: Calculator(numbers: "1;2"), history: store)
    let module = CalculatorRouter.createModule(
      interactor: interactor, history: store, clock: ManualClock())
    let navigation = NavigationController(rootViewController: module.view)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    return (module.input, navigation, window)
  }

  /// A History presenter to select `id`, with a mock view (held here: the presenter holds its
  /// view weakly), shown `page`.
  private func loadedPresenter(selecting id: HistoryEntry.ID)
    -> (presenter: HistoryPresenter, view: HistoryViewMock)
  {
    let presenter = HistoryPresenter(
      interactor: HistoryInteractorMock(calls), router: HistoryRouterMock(calls))
    let view = HistoryViewMock(calls)
    presenter.view = view
    presenter.entryToSelect = id
    presenter.didLoadHistory(Self.page)
    return (presenter, view)
  }

  private var rows: [String] {
    HistoryText.rows(Self.page.entries).map { "view: row \($0.savedAt)  \($0.sum)  \($0.numbers)" }
  }

  @Test func openingAtARouteShowsThatScreenOverTheCalculator() {
    // The presenter opens each screen as the user's request would.
    let router = CalculatorRouterMock(calls)
    let presenter = CalculatorPresenter(interactor: CalculatorInteractorMock(calls), router: router)
    presenter.openBreakdown()
    #expect(calls.take() == ["interactor: fetch breakdown"])
    presenter.openPresets()
    #expect(calls.take() == ["interactor: fetch separators"])
    presenter.openHistory(selecting: nil)
    #expect(calls.take() == ["router: show history nil"])
    presenter.openHistory(selecting: 2)
    #expect(calls.take() == ["router: show history selecting 2, saved count nil"])
    #expect(router.historyOutput === presenter)
    // The router builds and pushes each module over the Calculator; back pops it.
    let screens: [(ViewController.Type, (any CalculatorModuleInput) -> Void)] = [
      (BreakdownViewController.self, { $0.openBreakdown() }),
      (PresetsViewController.self, { $0.openPresets() }),
      (HistoryViewController.self, { $0.openHistory(selecting: 1) }),
    ]
    for (screen, open) in screens {
      let module = Self.calculatorModule(ControllableHistoryStore())
      open(module.input)
      #expect(module.navigation.viewControllers.count == 2)
      #expect(module.navigation.topViewController.map { type(of: $0) == screen } == true)
      module.window.handle(.escape)
      #expect(module.navigation.viewControllers.count == 1)
      #expect(!module.window.isClosed)
    }
  }

  @Test func anOpenedScreenReportsBackToTheCalculator() async {
    let presets = Self.calculatorModule(ControllableHistoryStore())
    presets.input.openPresets()
    presets.window.handle(.down)
    presets.window.handle(.enter)
    #expect(presets.navigation.viewControllers.count == 1)
    let separators = (presets.navigation.topViewController as? CalculatorViewController)?.layout
      .separatorsField.text
    #expect(separators == ";")

    let store = ControllableHistoryStore()
    let history = Self.calculatorModule(store)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    history.input.openHistory(selecting: 1)
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.page.entries))
    history.window.handle(.enter)
    #expect(history.navigation.viewControllers.count == 1)
    let layout = (history.navigation.topViewController as? CalculatorViewController)?.layout
    #expect(layout?.separatorsField.text == ";")
    #expect(layout?.numbersField.text == "1;2")
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() {
    let (presenter, view) = loadedPresenter(selecting: 1)
    #expect(calls.take() == rows + ["view: message nil", "view: footer nil", "view: select row 1"])
    presenter.keyPressed()
    #expect(calls.take() == [])
    withExtendedLifetime(view) {}
    // The router hands the entry to the History module it builds.
    let module = HistoryRouter.createModule(
      history: ControllableHistoryStore(), clock: ManualClock(), savedCount: 2, selecting: 7,
      output: HistoryModuleOutputMock(Recorder()))
    #expect((module.input as? HistoryPresenter)?.entryToSelect == 7)
  }

  @Test func anEntryNotInTheListSelectsTheNewestUntilTheNextKey() {
    let (presenter, view) = loadedPresenter(selecting: 9)
    #expect(
      calls.take() == rows + [
        "view: message nil", "view: footer nil", "view: select row 0", "view: footer no entry 9",
      ])
    presenter.keyPressed()
    #expect(calls.take() == ["view: footer nil"])
    presenter.keyPressed()
    #expect(calls.take() == [])
    withExtendedLifetime(view) {}
  }
}
