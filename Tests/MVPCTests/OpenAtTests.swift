import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVPC

/// The matrix's opening scenarios: the root coordinator started at a route on a recording
/// navigation (what it pushes, and the presenters inside), and the History presenter with a
/// spy view and a store whose calls wait until the test answers them.
@MainActor
struct OpenAtTests {
  private let store = ControllableHistoryStore()

  /// Two entries, the newest first: `10,-4,x` (id 2) and `1;2` (id 1).
  static let entries = [
    HistoryEntry(
      id: 2, saving: Calculator(numbers: "10,-4,x"),
      at: Date(timeIntervalSince1970: 1_764_079_439)),
    HistoryEntry(
      id: 1, saving: Calculator(separators: ";", numbers: "1;2"),
      at: Date(timeIntervalSince1970: 1_764_079_439)),
  ]

  /// The root coordinator started at `route`, on a recording navigation.
  private func start(at route: Route, numbers: String = "1,2")
    -> (
      coordinator: AppCoordinator, presenter: CalculatorPresenter, navigation: RecordingNavigation
    )
  {
    let navigation = RecordingNavigation()
    let presenter = CalculatorPresenter(calculator: Calculator(numbers: numbers), history: store)
    let coordinator = AppCoordinator(
      navigation: navigation, calculatorPresenter: presenter, history: store,
      clock: ManualClock())
    coordinator.start(at: route)
    return (coordinator, presenter, navigation)
  }

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

  @Test func openingAtARouteShowsThatScreenOverTheCalculator() throws {
    let screens: [(Route, String)] = [
      (.breakdown, "BreakdownViewController"), (.presets, "PresetsViewController"),
      (.history(selecting: nil), "HistoryViewController"),
    ]
    for (route, screen) in screens {
      let (coordinator, _, navigation) = start(at: route)
      #expect(navigation.take() == ["setRoot CalculatorViewController", "push \(screen)"])
      #expect(navigation.screens == ["CalculatorViewController", screen])
      // Back, as from a screen the keys opened.
      switch route {
      case .breakdown: coordinator.closeBreakdown()
      case .presets:
        (coordinator.childCoordinators.first as? PresetsCoordinator)?.presetsCancelled()
      case .history: (coordinator.childCoordinators.first as? HistoryCoordinator)?.historyClosed()
      }
      #expect(navigation.take() == ["pop"], "\(route)")
      #expect(navigation.screens == ["CalculatorViewController"], "\(route)")
      #expect(coordinator.childCoordinators.isEmpty)
    }
  }

  @Test func anOpenedScreenReportsBackToTheCalculator() throws {
    let (presetsFlow, presetsPresenter, presetsNavigation) = start(at: .presets, numbers: "1;2")
    let presets = try #require(presetsFlow.childCoordinators.first as? PresetsCoordinator)
    presets.presetChosen(";")
    #expect(presetsPresenter.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(
      presetsNavigation.take() == [
        "setRoot CalculatorViewController", "push PresetsViewController", "pop",
      ])

    let (historyFlow, historyPresenter, historyNavigation) = start(at: .history(selecting: 1))
    let history = try #require(historyFlow.childCoordinators.first as? HistoryCoordinator)
    history.historyEntryChosen(Self.entries[1])
    #expect(historyPresenter.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(historyFlow.childCoordinators.isEmpty)
    #expect(
      historyNavigation.take() == [
        "setRoot CalculatorViewController", "push HistoryViewController", "pop",
      ])
  }

  @Test func historyOpenedAtAnEntrySelectsItOnceLoaded() async throws {
    // The coordinators hand the entry to the History presenter they make.
    let (_, _, navigation) = start(at: .history(selecting: 1))
    #expect(
      navigation.take() == ["setRoot CalculatorViewController", "push HistoryViewController"])
    let screen = try #require(navigation.top as? HistoryViewController)
    let view = HistoryViewSpy()
    screen.presenter.attach(view)
    #expect(view.take() == ["message Loading…", "saved count nil"])
    // The presenter selects its row once the page has loaded.
    let (presenter, spy) = await loadedHistory(selecting: 1)
    #expect(spy.take() == rows + ["message nil", "footer nil", "select row 1"])
    presenter.keyPressed()
    #expect(spy.take() == [])
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
