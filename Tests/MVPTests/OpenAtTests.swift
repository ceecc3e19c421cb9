import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVP

/// The matrix's opening scenarios: the app assembled at a route (its presenters read through
/// the screens it pushed), and the History presenter with a spy view and a store whose calls
/// wait until the test answers them.
@MainActor
struct OpenAtTests {
  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  static let entries = [
    HistoryTests.entry(2, Calculator(numbers: "10,-4,x")),
    HistoryTests.entry(1, Calculator(separators: ";", numbers: "1;2")),
  ]

  /// A History presenter to select `id`, attached to a spy view and answered with `entries`.
  private func loadedHistory(selecting id: HistoryEntry.ID) async
    -> (HistoryPresenter, HistoryViewSpy)
  {
    let store = ControllableHistoryStore()
    let presenter = HistoryPresenter(history: store, clock: ManualClock(), selecting: id)
    let view = HistoryViewSpy()
    presenter.attach(view)
    #expect(view.take() == ["message Loading…", "saved count nil"])
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(Self.entries))
    return (presenter, view)
  }

  private var rows: [String] {
    HistoryText.rows(Self.entries).map { "row \($0.savedAt)  \($0.sum)  \($0.numbers)" }
  }

  @Test func openingAtARouteShowsThatScreenOverTheCalculator() {
    let routes: [(Route, ViewController.Type)] = [
      (.breakdown, BreakdownViewController.self), (.presets, PresetsViewController.self),
      (.history(selecting: nil), HistoryViewController.self),
    ]
    for (route, screen) in routes {
      let app = MVPApp(
        calculator: Calculator(numbers: "1,2"), history: ControllableHistoryStore(), route: route)
      let navigation = app.window.rootViewController as! NavigationController
      #expect(navigation.viewControllers.count == 2, "\(route)")
      #expect(navigation.viewControllers.first is CalculatorViewController)
      #expect(navigation.topViewController.map { type(of: $0) == screen } == true, "\(route)")
      app.window.handle(.escape)
      #expect(navigation.viewControllers.count == 1, "\(route)")
      #expect(!app.window.isClosed)
    }
  }

  @Test func anOpenedScreenReportsBackToTheCalculator() async {
    let presets = MVPApp(
      calculator: Calculator(numbers: "1;2"), history: ControllableHistoryStore(), route: .presets)
    presets.window.handle(.down)
    presets.window.handle(.enter)
    #expect(presets.calculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(presets.window.activeViewController is CalculatorViewController)

    let store = ControllableHistoryStore()
    let history = MVPApp(
      calculator: Calculator(numbers: "1,2"), history: store, route: .history(selecting: 1))
    // The launch's count and History's load start together, in either order.
    #expect(
      await store.answer(inAnyOrder: [
        (.count, .count(2)), (.newest(limit: 1_000), .entries(Self.entries)),
      ]) == [])
    history.window.handle(.enter)
    #expect(history.calculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(history.window.activeViewController is CalculatorViewController)
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() async {
    let (presenter, view) = await loadedHistory(selecting: 1)
    #expect(view.take() == rows + ["message nil", "footer nil", "select row 1"])
    presenter.keyPressed()
    #expect(view.take() == [])
  }

  @Test func anEntryNotInTheListSelectsTheNewestUntilTheNextKey() async {
    let (presenter, view) = await loadedHistory(selecting: 9)
    #expect(
      view.take() == rows + ["message nil", "footer nil", "select row 0", "footer no entry 9"])
    presenter.keyPressed()
    #expect(view.take() == ["footer nil"])
    presenter.keyPressed()
    #expect(view.take() == [])
  }
}
