import CalculatorModel
import TestRecording
import TestSupport
import Testing

@testable import VIPER

// MARK: Extra — what this pattern needs beyond the matrix
//
// The save's outcome lives in two roles: the interactor decides whether it still applies (the
// model is what was saved), the presenter how long it shows (until an edit or a screen change).

@MainActor
struct SaveOutcomeTests {
  @Test func aSaveAnsweredAfterAnEditReportsNothing() async {
    let store = ControllableHistoryStore()
    let interactor = CalculatorInteractor(calculator: Calculator(numbers: "1"), history: store)
    let output = CalculatorInteractorOutputMock(Recorder())
    interactor.output = output
    interactor.saveCalculation()
    interactor.saveCalculation()
    _ = await store.nextRequest()
    interactor.updateNumbers("12")
    #expect(output.calls.take() == ["output: result 12/1/0"])
    await store.answer(.entry(HistoryModuleTests.entry(1, Calculator(numbers: "1"))))
    await store.fail(HistoryModuleTests.diskFull)
    #expect(output.calls.take() == [])
  }

  @Test func theSaveOutcomeGoesWhenTheScreenIsCovered() {
    let calls = Recorder()
    let presenter = CalculatorPresenter(
      interactor: CalculatorInteractorMock(calls), router: CalculatorRouterMock(calls))
    let view = CalculatorViewMock(calls)
    presenter.view = view
    presenter.didUpdateResult(Tally(sum: 5, numberCount: 1))
    presenter.didSaveCalculation()
    presenter.viewDidDisappear()
    #expect(
      calls.take() == [
        "view: sum 5 · 1 number, 0 ignored", "view: sum 5 · 1 number, 0 ignored · saved",
        "view: sum 5 · 1 number, 0 ignored",
      ])
  }
}
