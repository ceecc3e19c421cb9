import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVC

/// The matrix's opening scenarios (TestMatrix in Tests/TestSupport): the app assembled at a
/// route as `--open` assembles it, its controllers read through the navigation stack, and a
/// store whose calls wait until the test answers them.
@MainActor
struct OpenAtTests {
  private static func entry(_ id: Int64, _ calculator: Calculator) -> HistoryEntry {
    HistoryEntry(id: id, saving: calculator, at: Date(timeIntervalSince1970: 1_764_079_439))
  }

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  private static let twoEntries = [
    entry(2, Calculator(numbers: "10,-4,x")), entry(1, Calculator(separators: ";", numbers: "1;2")),
  ]

  /// The app at `route`, and its navigation stack.
  private static func open(_ route: Route, store: ControllableHistoryStore)
    -> (app: MVCApp, navigation: NavigationController)
  {
    let app = MVCApp(calculator: Calculator(numbers: "1,2"), history: store, route: route)
    return (app, app.window.rootViewController as! NavigationController)
  }

  /// History opened at `id`, the launch's count and the first page answered.
  private static func openHistory(at id: HistoryEntry.ID, store: ControllableHistoryStore) async
    -> (app: MVCApp, layout: HistoryLayout)
  {
    let (app, navigation) = open(.history(selecting: id), store: store)
    let history = navigation.topViewController as! HistoryViewController
    #expect(history.layout.messageLabel.text == "Loading…")
    #expect(history.layout.list.rows.isEmpty)
    // The launch's count and History's load start together, in either order.
    #expect(
      await store.answer(inAnyOrder: [
        (.count, .count(2)), (.newest(limit: 1_000), .entries(twoEntries)),
      ]) == [])
    return (app, history.layout)
  }

  private static func footer(_ layout: HistoryLayout) -> String? {
    layout.footerLabel.isHidden ? nil : layout.footerLabel.text
  }

  @Test func openingAtARouteShowsThatScreenOverTheCalculator() {
    let routes: [(Route, ViewController.Type)] = [
      (.breakdown, BreakdownViewController.self), (.presets, PresetsViewController.self),
      (.history(selecting: nil), HistoryViewController.self),
    ]
    for (route, screen) in routes {
      let (app, navigation) = Self.open(route, store: ControllableHistoryStore())
      #expect(navigation.viewControllers.count == 2, "\(route)")
      #expect(navigation.viewControllers.first is CalculatorViewController)
      #expect(navigation.topViewController.map { type(of: $0) == screen } == true, "\(route)")
      app.window.handle(.escape)
      #expect(navigation.viewControllers.count == 1, "\(route)")
      #expect(app.window.activeViewController is CalculatorViewController)
      #expect(!app.window.isClosed)
    }
  }

  @Test func anOpenedScreenReportsBackToTheCalculator() async {
    let (presetsApp, _) = Self.open(.presets, store: ControllableHistoryStore())
    presetsApp.window.handle(.down)
    presetsApp.window.handle(.enter)
    #expect(presetsApp.calculator == Calculator(separators: ";", numbers: "1,2"))
    #expect(presetsApp.window.activeViewController is CalculatorViewController)

    let store = ControllableHistoryStore()
    let (historyApp, _) = await Self.openHistory(at: 1, store: store)
    historyApp.window.handle(.enter)
    #expect(historyApp.calculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(historyApp.window.activeViewController is CalculatorViewController)
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() async {
    let (_, layout) = await Self.openHistory(at: 1, store: ControllableHistoryStore())
    #expect(layout.list.rows.count == 2)
    #expect(layout.list.selectedIndex == 1)
    #expect(Self.footer(layout) == nil)
  }

  @Test func anEntryNotInTheListSelectsTheNewestUntilTheNextKey() async {
    for (key, selected) in [(Key.left, 0), (.down, 1)] {
      let (app, layout) = await Self.openHistory(at: 9, store: ControllableHistoryStore())
      #expect(layout.list.selectedIndex == 0)
      #expect(Self.footer(layout) == "no entry 9")
      app.window.handle(key)
      #expect(Self.footer(layout) == nil, "\(key)")
      #expect(layout.list.selectedIndex == selected, "\(key)")
    }
  }
}
