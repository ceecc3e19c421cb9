import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVP

/// The matrix's Presets scenarios: the Presets presenter with a spy view and a spy delegate.
@MainActor
struct PresetsPresenterTests {
  /// A presenter attached to a spy view, with the attach calls already taken.
  private func makePresenter() -> (PresetsPresenter, PresetsViewSpy, PresetsDelegateSpy) {
    let presenter = PresetsPresenter(currentSeparators: ",")
    let view = PresetsViewSpy()
    let delegate = PresetsDelegateSpy()
    presenter.delegate = delegate
    presenter.attach(view)
    _ = view.take()
    return (presenter, view, delegate)
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
    let (presenter, view, delegate) = makePresenter()
    presenter.presetChosen(at: 2)
    #expect(delegate.take() == ["chose  "])
    #expect(view.take() == [])
  }

  @Test func cancellingReportsCancel() {
    let (presenter, view, delegate) = makePresenter()
    presenter.cancelRequested()
    #expect(delegate.take() == ["cancelled"])
    #expect(view.take() == [])
  }

  /// MVP's back references: each presenter's view, and the Presets and History presenters'
  /// delegates.
  @Test func whatItReportsToIsHeldWeakly() {
    let calculator = CalculatorPresenter(
      calculator: Calculator(), history: ControllableHistoryStore(), clock: ManualClock())
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
      let delegates = (PresetsDelegateSpy(), HistoryDelegateSpy())
      presets.delegate = delegates.0
      history.delegate = delegates.1
    }
    #expect(calculatorView == nil)
    #expect(presetsView == nil)
    #expect(breakdownView == nil)
    #expect(historyView == nil)
    #expect(presets.delegate == nil)
    #expect(history.delegate == nil)
    // Without a view, the presenter still keeps the model.
    calculator.numbersChanged("5")
    #expect(calculator.finalCalculator.sum == 5)
    // The load the History presenter started stops with its screen.
    history.viewDidDisappear(popped: true)
  }
}

/// The matrix's Breakdown scenarios: the Breakdown presenter with a spy view.
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

  /// The passive view turns Esc, Backspace and Left into `backRequested()`; the presenter
  /// decides that it means going back.
  @Test func breakdownBackKeysReturn() {
    let presenter = BreakdownPresenter(breakdown: Calculator(numbers: "1").breakdown)
    let view = BreakdownViewSpy()
    presenter.attach(view)
    _ = view.take()
    presenter.backRequested()
    #expect(view.take() == ["dismiss"])
  }
}

// MARK: Extra — what this pattern needs beyond the matrix
//
// Nothing: the presenters are the whole of MVP's logic, and the matrix's scenarios reach each
// of their inputs and outputs through the spy views.
