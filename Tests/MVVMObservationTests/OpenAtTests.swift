import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMObservation

/// The matrix's opening scenarios: a deep link is the navigation state the Calculator view
/// model starts with (its `path`), so the view models are tested as plain objects, with
/// `ControllableHistoryStore`; the app's window shows that the stack is built from it.
@MainActor
struct OpenAtTests {
  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  static let entries = [
    HistoryTests.entry(2, numbers: "10,-4,x"),
    HistoryTests.entry(1, separators: ";", numbers: "1;2"),
  ]

  private func makeCalculator(path: [CalculatorViewModel.Route]) -> CalculatorViewModel {
    CalculatorViewModel(
      calculator: Calculator(numbers: "1,2"), history: ControllableHistoryStore(),
      clock: ManualClock(), path: path)
  }

  /// The History view model the Calculator's path opens at `id`, loaded with `entries` as
  /// the view's task loads it.
  private func loadedHistory(selecting id: HistoryEntry.ID) async -> HistoryViewModel {
    let store = ControllableHistoryStore()
    let calculator = CalculatorViewModel(
      calculator: Calculator(), history: store, clock: ManualClock(),
      path: [.history(selecting: id)])
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(2))
    let viewModel = calculator.makeHistoryViewModel(selecting: id)
    let load = Task { await viewModel.load() }
    #expect(await store.nextRequest() == .newest(limit: 1000))
    #expect(viewModel.summary == "loading: Loading…")
    await store.answer(.entries(Self.entries))
    await load.value
    return viewModel
  }

  private static let rows = "\(HistoryTests.time) 6 10,-4,x | \(HistoryTests.time) 3 1;2"

  @Test func openingAtARouteShowsThatScreenOverTheCalculator() {
    let routes: [(Route, CalculatorViewModel.Route)] = [
      (.breakdown, .breakdown), (.presets, .presets),
      (.history(selecting: 2), .history(selecting: 2)),
    ]
    for (route, path) in routes {
      // The view model starts with the screen in its path, and back empties it.
      let viewModel = makeCalculator(path: [path])
      #expect(viewModel.path == [path])
      viewModel.backRequested()
      #expect(viewModel.path == [])
      let app = MVVMObservationApp(
        calculator: Calculator(numbers: "1,2"), history: ControllableHistoryStore(), route: route)
      // The app builds the stack from it: Esc leaves the screen over the Calculator (a second
      // Esc, the Calculator's, quits).
      let opened = app.window.activeViewController
      app.window.handle(.escape)
      #expect(!app.window.isClosed, "\(route)")
      #expect(app.window.activeViewController !== opened, "\(route)")
      app.window.handle(.escape)
      #expect(app.window.isClosed, "\(route)")
    }
  }

  @Test func anOpenedScreenReportsBackToTheCalculator() {
    let presets = makeCalculator(path: [.presets])
    presets.presetChosen(";")
    #expect(presets.path == [])
    #expect(presets.finalCalculator == Calculator(separators: ";", numbers: "1,2"))
    let history = makeCalculator(path: [.history(selecting: 1)])
    history.historyEntryChosen(Self.entries[1])
    #expect(history.path == [])
    #expect(history.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() async {
    let viewModel = await loadedHistory(selecting: 1)
    #expect(viewModel.selectedIndex == 1)
    #expect(viewModel.summary == "loaded: \(Self.rows) | - | -")
    viewModel.keyPressed()
    #expect(viewModel.summary == "loaded: \(Self.rows) | - | -")
  }

  @Test func anEntryNotInTheListSelectsTheNewestUntilTheNextKey() async {
    let viewModel = await loadedHistory(selecting: 9)
    #expect(viewModel.selectedIndex == 0)
    #expect(viewModel.summary == "loaded: \(Self.rows) | - | no entry 9")
    viewModel.keyPressed()
    #expect(viewModel.summary == "loaded: \(Self.rows) | - | -")
    #expect(viewModel.selectedIndex == 0)
  }
}
