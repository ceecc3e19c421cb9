import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMKVO

/// The matrix's opening scenarios (TestMatrix in Tests/TestSupport): the app assembled at a
/// route as `--open` assembles it, read through its navigation stack; the selection once
/// loaded through the History view model's outputs alone, with a store whose calls wait until
/// the test answers them.
@MainActor
struct OpenAtTests {
  private let store = ControllableHistoryStore()

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  private static let twoEntries: [HistoryEntry] = [
    .example(id: 2, numbers: "10,-4,x"), .example(id: 1, separators: ";", numbers: "1;2"),
  ]

  /// The app at `route`, and its navigation stack.
  private static func open(_ route: Route, store: ControllableHistoryStore)
    -> (app: MVVMKVOApp, navigation: NavigationController)
  {
    let app = MVVMKVOApp(calculator: Calculator(numbers: "1,2"), history: store, route: route)
    return (app, app.window.rootViewController as! NavigationController)
  }

  /// The History view model the Calculator one makes when asked for History at `id` (as the
  /// composition root asks it), loaded with the two entries; its outputs before the answer
  /// checked. Keep it while the store answers: its load holds it weakly.
  private func openHistory(at id: HistoryEntry.ID) async
    -> (HistoryViewModel, OutputRecorder, OutputRecorder)
  {
    let calculator = CalculatorViewModel(
      calculator: Calculator(numbers: "1,2"), history: store, clock: ManualClock())
    let calculatorRecorder = recordOutputs(of: calculator)
    _ = calculatorRecorder.take()
    calculator.historyRequested(selecting: id)
    #expect(calculatorRecorder.take() == ["route history"])
    let viewModel = calculator.makeHistoryViewModel()
    let recorder = recordOutputs(of: viewModel)
    let selection = recordSelectedRow(of: viewModel)
    #expect(recorder.take() == ["state loading Loading…", "footer nil"])
    #expect(selection.take() == ["selected nil"])
    viewModel.load()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    #expect(recorder.take() == [])
    await store.answer(.entries(Self.twoEntries))
    return (viewModel, recorder, selection)
  }

  private static let loadedRows =
    "loaded [\"2026-11-25 14:03 | 6 | 10,-4,x\", \"2026-11-25 14:03 | 3 | 1;2\"]"

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

    let (historyApp, navigation) = Self.open(.history(selecting: 1), store: store)
    // The launch's count and History's load start together, in either order.
    #expect(
      await store.answer(inAnyOrder: [
        (.count, .count(2)), (.newest(limit: 1_000), .entries(Self.twoEntries)),
      ]) == [])
    let history = navigation.topViewController as! HistoryViewController
    #expect(history.layout.list.selectedIndex == 1)
    historyApp.window.handle(.enter)
    #expect(historyApp.calculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(historyApp.window.activeViewController is CalculatorViewController)
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() async {
    let (viewModel, recorder, selection) = await openHistory(at: 1)
    #expect(recorder.take() == ["state \(Self.loadedRows) message nil", "footer nil"])
    #expect(selection.take() == ["selected 1"])
    viewModel.keyPressed()
    #expect(recorder.take() == [])
    #expect(selection.take() == [])
  }

  @Test func anEntryNotInTheListSelectsTheNewestUntilTheNextKey() async {
    let (viewModel, recorder, selection) = await openHistory(at: 9)
    #expect(recorder.take() == ["state \(Self.loadedRows) message nil", "footer no entry 9"])
    #expect(selection.take() == ["selected 0"])
    // The notice goes with the footer alone: the rows are not sent again.
    viewModel.keyPressed()
    #expect(recorder.take() == ["footer nil"])
    viewModel.keyPressed()
    #expect(recorder.take() == [])
    #expect(selection.take() == [])

    // The view tells its view model of every key, and the key goes on: Down moves the selection.
    let (app, navigation) = Self.open(.history(selecting: 9), store: store)
    // The launch's count and History's load start together, in either order.
    #expect(
      await store.answer(inAnyOrder: [
        (.count, .count(2)), (.newest(limit: 1_000), .entries(Self.twoEntries)),
      ]) == [])
    let layout = (navigation.topViewController as! HistoryViewController).layout
    #expect(layout.list.selectedIndex == 0)
    #expect(layout.footerLabel.text == "no entry 9" && !layout.footerLabel.isHidden)
    app.window.handle(.down)
    #expect(layout.footerLabel.isHidden)
    #expect(layout.list.selectedIndex == 1)
  }
}
