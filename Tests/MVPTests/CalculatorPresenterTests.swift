import CalculatorModel
import Testing

@testable import MVP

/// The Calculator presenter with a spy view: every user event, both navigation decisions,
/// data back and cancel, with no view toolkit at all.
@MainActor
struct CalculatorPresenterTests {
  /// A presenter attached to a spy, with the attach calls already taken (see the first test).
  private func makePresenter(separators: String = ",", numbers: String = "")
    -> (CalculatorPresenter, CalculatorViewSpy)
  {
    let presenter = CalculatorPresenter(
      calculator: Calculator(separators: separators, numbers: numbers))
    let view = CalculatorViewSpy()
    presenter.attach(view)
    _ = view.take()
    return (presenter, view)
  }

  @Test func attachingShowsTheModelAndFocusesNumbers() {
    let presenter = CalculatorPresenter(calculator: Calculator(separators: ";", numbers: "1;2;x"))
    let view = CalculatorViewSpy()
    presenter.attach(view)
    #expect(
      view.take() == [
        .showSeparators(";"), .showNumbers("1;2;x"), .showSum("3", status: "2 numbers, 1 ignored"),
        .focusNumbers,
      ])
  }

  @Test func numbersChangedUpdatesTheModelAndShowsTheSum() {
    let (presenter, view) = makePresenter()
    presenter.numbersChanged("1,2")
    #expect(presenter.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
    #expect(view.take() == [.showSum("3", status: "2 numbers, 0 ignored")])
  }

  @Test func separatorsChangedUpdatesTheModelAndShowsTheSum() {
    let (presenter, view) = makePresenter(numbers: "1;2")
    presenter.separatorsChanged(",;")
    #expect(presenter.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(view.take() == [.showSum("3", status: "2 numbers, 0 ignored")])
  }

  @Test func breakdownRequestedHandsTheViewABreakdownOfTheCurrentModel() throws {
    let (presenter, view) = makePresenter(numbers: "4,x")
    presenter.breakdownRequested()
    #expect(view.take() == [.showBreakdown])
    let breakdownView = BreakdownViewSpy()
    try #require(view.breakdownPresenter).attach(breakdownView)
    #expect(
      breakdownView.take() == [
        .show(
          rows: [
            .init(fragment: "4", value: "4", total: "4"),
            .init(fragment: "x", value: "ignored: not a number", total: ""),
          ],
          footer: "Sum 4 · 1 number, 1 ignored")
      ])
  }

  @Test func presetsRequestedHandsTheViewPresetsWithTheCurrentSeparatorsPreselected() throws {
    let (presenter, view) = makePresenter(separators: "|")
    presenter.presetsRequested()
    #expect(view.take() == [.showPresets])
    let presets = try #require(view.presetsPresenter)
    #expect(presets.delegate === presenter)
    let presetsView = PresetsViewSpy()
    presets.attach(presetsView)
    #expect(presetsView.take() == [.show(presets: PresetsViewSpy.allPresets, selectedIndex: 3)])
  }

  @Test func aChosenPresetUpdatesModelFieldSumAndFocusThenDismissesPresets() throws {
    let (presenter, view) = makePresenter(numbers: "1;2")
    presenter.presetsRequested()
    #expect(view.take() == [.showPresets])
    try #require(view.presetsPresenter).presetChosen(at: 1)
    #expect(presenter.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(
      view.take() == [
        .showSeparators(";"), .showSum("3", status: "2 numbers, 0 ignored"), .focusNumbers,
        .dismissPresets,
      ])
  }

  @Test func cancelledPresetsChangeNothingAndAreDismissed() throws {
    let (presenter, view) = makePresenter(separators: ";", numbers: "1;2")
    presenter.presetsRequested()
    #expect(view.take() == [.showPresets])
    try #require(view.presetsPresenter).cancelRequested()
    #expect(presenter.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(view.take() == [.dismissPresets])
  }

  @Test func quitRequestedClosesTheView() {
    let (presenter, view) = makePresenter(numbers: "7")
    presenter.quitRequested()
    #expect(view.take() == [.close])
    #expect(presenter.finalCalculator.sum == 7)
  }

  @Test func theViewIsHeldWeakly() {
    let presenter = CalculatorPresenter(calculator: Calculator())
    weak var released: CalculatorViewSpy?
    do {
      let view = CalculatorViewSpy()
      released = view
      presenter.attach(view)
    }
    #expect(released == nil)
    presenter.numbersChanged("5")
    #expect(presenter.finalCalculator.sum == 5)
  }
}
