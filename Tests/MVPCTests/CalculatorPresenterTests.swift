import CalculatorModel
import TestRecording
import TestSupport
import Testing

@testable import MVPC

/// The matrix's Calculator scenarios (TestMatrix in Tests/TestSupport): the Calculator
/// presenter with a spy view and a spy coordinator; the flows that leave the screen through the
/// real `AppCoordinator` on a recording stack. Every recorder is compared exhaustively.
@MainActor
struct CalculatorPresenterTests {
  private let coordinator = CoordinatorSpy()
  /// Never answered here: the History scenarios (HistoryTests) answer it.
  private let store = ControllableHistoryStore()

  /// A presenter reporting to the spy coordinator, attached to a spy view, the attach taken.
  private func makePresenter(separators: String = ",", numbers: String = "")
    -> (CalculatorPresenter, CalculatorViewSpy)
  {
    let presenter = CalculatorPresenter(
      calculator: Calculator(separators: separators, numbers: numbers), history: store)
    presenter.coordinator = coordinator
    let view = CalculatorViewSpy()
    presenter.attach(view)
    _ = view.take()
    return (presenter, view)
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() {
    let presenter = CalculatorPresenter(
      calculator: Calculator(separators: ";", numbers: "1;2;x"), history: store)
    presenter.coordinator = coordinator
    let view = CalculatorViewSpy()
    presenter.attach(view)
    #expect(
      view.take() == [
        "separators ;", "numbers 1;2;x", "sum 3 · 2 numbers, 1 ignored", "focus numbers",
      ])
    #expect(coordinator.take() == [])
  }

  @Test func editingNumbersUpdatesTheModelAndTheResult() {
    let (presenter, view) = makePresenter()
    presenter.numbersChanged("1,2")
    #expect(presenter.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored"])
    #expect(coordinator.take() == [])
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() {
    let (presenter, view) = makePresenter(numbers: "1;2")
    presenter.separatorsChanged(",;")
    #expect(presenter.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored"])
    #expect(coordinator.take() == [])
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() throws {
    let (presenter, view) = makePresenter()
    presenter.numbersChanged("4,x")
    _ = view.take()
    presenter.breakdownRequested()
    #expect(coordinator.take() == ["show breakdown"])
    #expect(coordinator.breakdown == Calculator(numbers: "4,x").breakdown)
    #expect(view.take() == [])
    // The coordinator pushes a Breakdown screen around a presenter of that breakdown.
    let flow = Flow(Calculator(numbers: "4,x"), history: store)
    flow.presenter.breakdownRequested()
    #expect(flow.navigation.take() == ["push BreakdownViewController"])
    // Covered, the Calculator screen drops its save note (there is none).
    #expect(flow.view.take() == ["sum 4 · 1 number, 1 ignored"])
    let breakdown = try flow.top(BreakdownViewController.self).presenter
    #expect(breakdown.coordinator === flow.coordinator)
    let breakdownView = BreakdownViewSpy()
    breakdown.attach(breakdownView)
    #expect(
      breakdownView.take() == [
        "row 4|4|4", "row x|ignored: not a number|", "footer Sum 4 · 1 number, 1 ignored",
      ])
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() throws {
    let (presenter, view) = makePresenter(separators: "|")
    presenter.presetsRequested()
    #expect(coordinator.take() == ["show presets |"])
    #expect(view.take() == [])
    // The coordinator starts a child flow, which pushes the Presets screen.
    let flow = Flow(Calculator(separators: "|"), history: store)
    flow.presenter.presetsRequested()
    #expect(flow.navigation.take() == ["push PresetsViewController"])
    _ = flow.view.take()
    let child = try #require(flow.coordinator.childCoordinators.only as? PresetsCoordinator)
    let presets = try flow.top(PresetsViewController.self).presenter
    #expect(presets.coordinator === child)
    let presetsView = PresetsViewSpy()
    presets.attach(presetsView)
    #expect(presetsView.take() == PresetsViewSpy.allPresets + ["selected 3"])
  }

  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() throws {
    let flow = Flow(Calculator(numbers: "1;2"), history: store)
    flow.presenter.presetsRequested()
    _ = (flow.navigation.take(), flow.view.take())
    try flow.top(PresetsViewController.self).presenter.presetChosen(at: 1)
    #expect(flow.navigation.take() == ["pop"])
    #expect(flow.navigation.screens == ["CalculatorViewController"])
    #expect(
      flow.view.take() == ["separators ;", "sum 3 · 2 numbers, 0 ignored", "focus numbers"])
    #expect(flow.presenter.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(flow.coordinator.childCoordinators.isEmpty)
  }

  @Test func cancellingPresetsChangesNothingAndReturns() throws {
    let flow = Flow(Calculator(numbers: "1;2"), history: store)
    flow.presenter.presetsRequested()
    _ = (flow.navigation.take(), flow.view.take())
    try flow.top(PresetsViewController.self).presenter.cancelRequested()
    #expect(flow.navigation.take() == ["pop"])
    #expect(flow.navigation.screens == ["CalculatorViewController"])
    #expect(flow.view.take() == [])
    #expect(flow.presenter.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(flow.coordinator.childCoordinators.isEmpty)
  }

  @Test func escOnTheCalculatorQuits() {
    let (presenter, view) = makePresenter(numbers: "7")
    presenter.quitRequested()
    #expect(coordinator.take() == ["quit"])
    #expect(view.take() == [])
    let flow = Flow(history: store)
    flow.presenter.quitRequested()
    #expect(flow.navigation.take() == ["close"])
  }
}
