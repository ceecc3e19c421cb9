import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVP

/// The matrix's Calculator scenarios (TestMatrix in Tests/TestSupport): the Calculator
/// presenter with a spy view, every user event, both navigation decisions, data back and
/// cancel, with no view toolkit at all.
@MainActor
struct CalculatorPresenterTests {
  /// A presenter attached to a spy, with the attach calls already taken (see the first test).
  private func makePresenter(separators: String = ",", numbers: String = "")
    -> (CalculatorPresenter, CalculatorViewSpy)
  {
    let presenter = CalculatorPresenter(
      calculator: Calculator(separators: separators, numbers: numbers),
      history: ControllableHistoryStore(), clock: ManualClock())
    let view = CalculatorViewSpy()
    presenter.attach(view)
    _ = view.take()
    return (presenter, view)
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() {
    let presenter = CalculatorPresenter(
      calculator: Calculator(separators: ";", numbers: "1;2;x"),
      history: ControllableHistoryStore(), clock: ManualClock())
    let view = CalculatorViewSpy()
    presenter.attach(view)
    #expect(
      view.take() == [
        "separators ;", "numbers 1;2;x", "sum 3 · 2 numbers, 1 ignored", "focus numbers",
      ])
  }

  @Test func editingNumbersUpdatesTheModelAndTheResult() {
    let (presenter, view) = makePresenter()
    presenter.numbersChanged("1,2")
    #expect(presenter.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored"])
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() {
    let (presenter, view) = makePresenter(numbers: "1;2")
    presenter.separatorsChanged(",;")
    #expect(presenter.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(view.take() == ["sum 3 · 2 numbers, 0 ignored"])
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() throws {
    let (presenter, view) = makePresenter()
    presenter.numbersChanged("4,x")
    _ = view.take()
    presenter.breakdownRequested()
    #expect(view.take() == ["show breakdown"])
    let breakdownView = BreakdownViewSpy()
    try #require(view.breakdownPresenter).attach(breakdownView)
    #expect(
      breakdownView.take() == [
        "row 4|4|4", "row x|ignored: not a number|", "footer Sum 4 · 1 number, 1 ignored",
      ])
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() throws {
    let (presenter, view) = makePresenter(separators: "|")
    presenter.presetsRequested()
    #expect(view.take() == ["show presets"])
    let presets = try #require(view.presetsPresenter)
    #expect(presets.delegate === presenter)
    let presetsView = PresetsViewSpy()
    presets.attach(presetsView)
    #expect(presetsView.take() == PresetsViewSpy.allPresets + ["selected 3"])
  }

  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() throws {
    let (presenter, view) = makePresenter(numbers: "1;2")
    presenter.presetsRequested()
    #expect(view.take() == ["show presets"])
    try #require(view.presetsPresenter).presetChosen(at: 1)
    #expect(presenter.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(
      view.take() == [
        "separators ;", "sum 3 · 2 numbers, 0 ignored", "focus numbers", "dismiss presets",
      ])
  }

  @Test func cancellingPresetsChangesNothingAndReturns() throws {
    let (presenter, view) = makePresenter(separators: ";", numbers: "1;2")
    presenter.presetsRequested()
    #expect(view.take() == ["show presets"])
    try #require(view.presetsPresenter).cancelRequested()
    #expect(presenter.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(view.take() == ["dismiss presets"])
  }

  @Test func escOnTheCalculatorQuits() {
    let (presenter, view) = makePresenter(numbers: "7")
    presenter.quitRequested()
    #expect(view.take() == ["close"])
    #expect(presenter.finalCalculator.sum == 7)
  }
}
