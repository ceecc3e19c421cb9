import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVPC

/// The matrix's Presets scenarios: the Presets presenter with a spy view and a spy coordinator.
@MainActor
struct PresetsPresenterTests {
  private let coordinator = CoordinatorSpy()

  /// A presenter reporting to the spy coordinator, attached to a spy view, the attach taken.
  private func makePresenter() -> (PresetsPresenter, PresetsViewSpy) {
    let presenter = PresetsPresenter(currentSeparators: ",")
    presenter.coordinator = coordinator
    let view = PresetsViewSpy()
    presenter.attach(view)
    _ = view.take()
    return (presenter, view)
  }

  @Test func presetsListsTheSixPresetsInOrder() {
    let presenter = PresetsPresenter(currentSeparators: ",")
    let view = PresetsViewSpy()
    presenter.attach(view)
    #expect(view.take() == PresetsViewSpy.allPresets + ["selected 0"])
  }

  @Test(arguments: [
    (",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0), ("x", 0),
  ])
  func presetsPreselectsTheMatchingRowElseTheFirst(current: String, selected: Int) {
    let presenter = PresetsPresenter(currentSeparators: current)
    let view = PresetsViewSpy()
    presenter.attach(view)
    #expect(view.take() == PresetsViewSpy.allPresets + ["selected \(selected)"])
  }

  @Test func choosingARowReportsItsSeparators() {
    let (presenter, view) = makePresenter()
    presenter.presetChosen(at: 2)
    #expect(coordinator.take() == ["preset chosen  "])
    #expect(view.take() == [])
  }

  @Test func cancellingReportsCancel() {
    let (presenter, view) = makePresenter()
    presenter.cancelRequested()
    #expect(coordinator.take() == ["presets cancelled"])
    #expect(view.take() == [])
  }

  /// MVP-C's back references: each presenter's view and each presenter's coordinator.
  @Test func whatItReportsToIsHeldWeakly() {
    let calculator = CalculatorPresenter(
      calculator: Calculator(), history: ControllableHistoryStore())
    let presets = PresetsPresenter(currentSeparators: ",")
    let breakdown = BreakdownPresenter(breakdown: Calculator().breakdown)
    let history = HistoryPresenter(history: ControllableHistoryStore(), clock: ManualClock())
    weak var calculatorView: CalculatorViewSpy?
    weak var presetsView: PresetsViewSpy?
    weak var breakdownView: BreakdownViewSpy?
    weak var historyView: HistoryViewSpy?
    do {
      let views = (CalculatorViewSpy(), PresetsViewSpy(), BreakdownViewSpy(), HistoryViewSpy())
      (calculatorView, presetsView, breakdownView, historyView) = views
      calculator.attach(views.0)
      presets.attach(views.1)
      breakdown.attach(views.2)
      history.attach(views.3)
      _ = (views.0.take(), views.1.take(), views.2.take(), views.3.take())
      let coordinator = CoordinatorSpy()
      calculator.coordinator = coordinator
      presets.coordinator = coordinator
      breakdown.coordinator = coordinator
      history.coordinator = coordinator
    }
    #expect(calculatorView == nil)
    #expect(presetsView == nil)
    #expect(breakdownView == nil)
    #expect(historyView == nil)
    #expect(calculator.coordinator == nil)
    #expect(presets.coordinator == nil)
    #expect(breakdown.coordinator == nil)
    #expect(history.coordinator == nil)
    // Without a view or a coordinator, the presenter still keeps the model.
    calculator.numbersChanged("5")
    calculator.quitRequested()
    #expect(calculator.finalCalculator.sum == 5)
    // The load the History presenter started stops with its screen.
    history.viewDidDisappear(popped: true)
  }
}

/// The matrix's Breakdown scenarios: the Breakdown presenter with a spy view and a spy
/// coordinator, and the root coordinator that pops it.
@MainActor
struct BreakdownPresenterTests {
  @Test func breakdownShowsOneRowPerFragmentAndTheFooter() {
    let presenter = BreakdownPresenter(
      breakdown: Calculator(numbers: "5,,7, 99999999999999999999").breakdown)
    let view = BreakdownViewSpy()
    presenter.attach(view)
    #expect(
      view.take() == [
        "row 5|5|5", "row |ignored: empty|", "row 7|7|12",
        "row  99999999999999999999|ignored: out of range|",
        "footer Sum 12 · 2 numbers, 2 ignored",
      ])
  }

  /// The passive view turns Esc, Backspace and Left into `backRequested()`; the presenter asks
  /// its coordinator to close the screen, which pops it.
  @Test func breakdownBackKeysReturn() throws {
    let coordinator = CoordinatorSpy()
    let presenter = BreakdownPresenter(breakdown: Calculator(numbers: "1").breakdown)
    presenter.coordinator = coordinator
    let view = BreakdownViewSpy()
    presenter.attach(view)
    _ = view.take()
    presenter.backRequested()
    #expect(coordinator.take() == ["close breakdown"])
    #expect(view.take() == [])
    let flow = Flow(history: ControllableHistoryStore())
    flow.presenter.breakdownRequested()
    #expect(flow.navigation.take() == ["push BreakdownViewController"])
    _ = flow.view.take()
    try flow.top(BreakdownViewController.self).presenter.backRequested()
    #expect(flow.navigation.take() == ["pop"])
    #expect(flow.navigation.screens == ["CalculatorViewController"])
  }
}
