import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIP

/// The matrix's opening scenarios: the Calculator scene's router given the route (as the
/// composition root gives it) on a navigation controller, the History interactor with a
/// presentation-logic spy and the presenter with a display-logic spy, and a store whose calls
/// wait until the test answers them.
@MainActor
struct OpenAtTests {
  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  static let twoEntries = [
    HistoryTests.entry(2, Calculator(numbers: "10,-4,x")),
    HistoryTests.entry(1, Calculator(separators: ";", numbers: "1;2")),
  ]

  /// A History interactor to select `id`, asked to load and answered with `twoEntries`.
  private func loadedHistory(selecting id: HistoryEntry.ID) async
    -> (HistoryInteractor, HistoryPresentationLogicSpy)
  {
    let store = ControllableHistoryStore()
    let interactor = HistoryInteractor()
    interactor.history = store
    interactor.entryToSelect = id
    let spy = HistoryPresentationLogicSpy()
    interactor.presenter = spy
    interactor.loadHistory(request: .init())
    #expect(spy.take() == ["loading"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    return (interactor, spy)
  }

  /// What the presenter makes the display logic show for a selection.
  private func displayed(_ response: HistoryScene.SelectEntry.Response) -> [String] {
    let presenter = HistoryPresenter()
    let display = HistoryDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentSelection(response: response)
    return display.take()
  }

  @Test func openingAtARouteShowsThatScreenOverTheCalculator() async {
    let scenes: [(Route, ViewController.Type)] = [
      (.breakdown, BreakdownViewController.self), (.presets, PresetsViewController.self),
      (.history(selecting: nil), HistoryViewController.self),
    ]
    for (route, scene) in scenes {
      let store = ControllableHistoryStore()
      let stack = SceneStack(Calculator(numbers: "1,2"), history: store)
      stack.viewController.router?.routeToStart(route)
      #expect(stack.navigation.viewControllers.count == 2, "\(route)")
      #expect(stack.navigation.topViewController.map { type(of: $0) == scene } == true)
      stack.window.handle(.escape)
      #expect(stack.navigation.viewControllers.count == 1, "\(route)")
      #expect(!stack.window.isClosed)
    }
    // The History scene's data store holds the entry to select, passed by the router.
    let stack = SceneStack(history: ControllableHistoryStore())
    stack.viewController.router?.routeToStart(.history(selecting: 7))
    #expect(stack.top(HistoryViewController.self)?.router?.dataStore?.entryToSelect == 7)
  }

  @Test func anOpenedScreenReportsBackToTheCalculator() async {
    let presets = SceneStack(Calculator(numbers: "1;2"))
    presets.viewController.router?.routeToStart(.presets)
    presets.window.handle(.down)
    presets.window.handle(.enter)
    #expect(presets.interactor.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(presets.navigation.viewControllers.count == 1)

    let store = ControllableHistoryStore()
    let history = SceneStack(history: store)
    await store.answerCount(2)
    history.viewController.router?.routeToStart(.history(selecting: 1))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    history.window.handle(.enter)
    #expect(history.interactor.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(history.navigation.viewControllers.count == 1)
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() async {
    let (interactor, spy) = await loadedHistory(selecting: 1)
    #expect(spy.take() == ["loaded [2, 1] of 2", "select row 1, missing nil"])
    #expect(interactor.entryToSelect == nil)
    interactor.dismissNotice(request: .init())
    #expect(spy.take() == [])
    #expect(displayed(.init(row: 1, missingID: nil)) == ["select row 1, notice nil"])
  }

  @Test func anEntryNotInTheListSelectsTheNewestUntilTheNextKey() async {
    let (interactor, spy) = await loadedHistory(selecting: 9)
    #expect(spy.take() == ["loaded [2, 1] of 2", "select row 0, missing 9"])
    #expect(displayed(.init(row: 0, missingID: 9)) == ["select row 0, notice no entry 9"])
    // The next key, whichever it is, takes the notice away; later keys change nothing.
    interactor.dismissNotice(request: .init())
    #expect(spy.take() == ["notice dismissed, [2, 1]"])
    interactor.dismissNotice(request: .init())
    #expect(spy.take() == [])
    let presenter = HistoryPresenter()
    let display = HistoryDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentNoticeDismissed(
      response: .init(page: HistoryPage(entries: Self.twoEntries, total: 1_234)))
    #expect(display.take() == ["footer 2 of 1,234"])
    // The view controller sends every key to the interactor before the list moves.
    let store = ControllableHistoryStore()
    let stack = SceneStack(history: store)
    await store.answerCount(2)
    stack.viewController.router?.routeToStart(.history(selecting: 9))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.twoEntries))
    let layout = stack.top(HistoryViewController.self)?.layout
    #expect(layout?.footerLabel.text == "no entry 9")
    #expect(layout?.list.selectedIndex == 0)
    stack.window.handle(.down)
    #expect(layout?.footerLabel.isHidden == true)
    #expect(layout?.list.selectedIndex == 1)
  }
}
