import CalculatorHistory
import CalculatorModel
import TestRecording
import TestSupport
import Testing

@testable import VIPER

/// The Calculator module, one role at a time: the presenter with a mock view, interactor and
/// router (and the Presets presenter that reports to it); the interactor with a mock output.
@MainActor
struct CalculatorModuleTests {
  /// One recorder for the presenter's view, interactor and router, so a test sees their calls
  /// in order. Swift Testing makes a new suite value per test: each test has its own.
  let calls = Recorder()
  let view: CalculatorViewMock
  let router: CalculatorRouterMock
  let presenter: CalculatorPresenter

  init() {
    view = CalculatorViewMock(calls)
    router = CalculatorRouterMock(calls)
    presenter = CalculatorPresenter(interactor: CalculatorInteractorMock(calls), router: router)
    presenter.view = view
  }

  /// An interactor on `calculator` reporting to a mock output.
  private func makeInteractor(
    _ calculator: Calculator, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (CalculatorInteractor, CalculatorInteractorOutputMock) {
    let interactor = CalculatorInteractor(
      calculator: calculator, history: ControllableHistoryStore())
    let output = CalculatorInteractorOutputMock(Recorder(sourceLocation: sourceLocation))
    interactor.output = output
    return (interactor, output)
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() {
    let (interactor, output) = makeInteractor(Calculator(separators: ";", numbers: "1;2;x"))
    interactor.loadCalculation()
    #expect(output.calls.take() == ["output: loaded ;|1;2;x|3/2/1"])

    presenter.viewDidLoad()
    #expect(calls.take() == ["interactor: load", "interactor: load saved count"])
    presenter.didLoadCalculation(
      separators: ";", numbers: "1;2;x", tally: Tally(sum: 3, numberCount: 2, ignoredCount: 1))
    #expect(
      calls.take() == [
        "view: separators ;", "view: numbers 1;2;x", "view: sum 3 · 2 numbers, 1 ignored",
        "view: focus numbers",
      ])
  }

  @Test func editingNumbersUpdatesTheModelAndTheResult() {
    presenter.numbersChanged("1,2")
    #expect(calls.take() == ["interactor: update numbers 1,2"])

    let (interactor, output) = makeInteractor(Calculator())
    interactor.updateNumbers("1,2")
    #expect(interactor.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
    #expect(output.calls.take() == ["output: result 3/2/0"])

    presenter.didUpdateResult(Tally(sum: 3, numberCount: 2))
    #expect(calls.take() == ["view: sum 3 · 2 numbers, 0 ignored"])
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() {
    presenter.separatorsChanged(",;")
    #expect(calls.take() == ["interactor: update separators ,;"])

    let (interactor, output) = makeInteractor(Calculator(numbers: "1;2"))
    interactor.updateSeparators(",;")
    #expect(interactor.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(output.calls.take() == ["output: result 3/2/0"])

    presenter.didUpdateResult(Tally(sum: 3, numberCount: 2))
    #expect(calls.take() == ["view: sum 3 · 2 numbers, 0 ignored"])
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() {
    presenter.breakdownRequested()
    #expect(calls.take() == ["interactor: fetch breakdown"])

    let (interactor, output) = makeInteractor(Calculator(numbers: "4,x"))
    interactor.fetchBreakdown()
    #expect(output.calls.take() == ["output: breakdown"])
    #expect(output.breakdown == Calculator(numbers: "4,x").breakdown)

    presenter.didFetchBreakdown(Calculator(numbers: "4,x").breakdown)
    #expect(calls.take() == ["router: show breakdown"])
    #expect(router.breakdown == Calculator(numbers: "4,x").breakdown)
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() {
    presenter.presetsRequested()
    #expect(calls.take() == ["interactor: fetch separators"])

    let (interactor, output) = makeInteractor(Calculator(separators: "|"))
    interactor.fetchSeparators()
    #expect(output.calls.take() == ["output: separators |"])

    presenter.didFetchSeparators("|")
    #expect(calls.take() == ["router: show presets |"])
    #expect(router.presetsOutput === presenter)
    // The Presets module the router builds preselects that row.
    let presets = PresetsInteractor(currentSeparators: "|")
    let presetsOutput = PresetsInteractorOutputMock(Recorder())
    presets.output = presetsOutput
    presets.fetchPresets()
    #expect(presetsOutput.calls.take() == ["output: 6 presets, selected 3"])
  }

  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() {
    // The Presets presenter hands the choice to the Calculator presenter (its module output),
    // which tells its interactor; then the Presets router pops.
    let presets = PresetsPresenter(
      interactor: PresetsInteractorMock(calls), router: DismissingRouterMock(calls, name: "presets")
    )
    presets.moduleOutput = presenter
    presets.didChoosePreset(separators: ";")
    #expect(calls.take() == ["interactor: apply preset ;", "presets: dismiss"])

    let (interactor, output) = makeInteractor(Calculator(numbers: "1;2"))
    interactor.applyPreset(separators: ";")
    #expect(interactor.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(output.calls.take() == ["output: preset ;|3/2/0"])

    presenter.didApplyPreset(separators: ";", tally: Tally(sum: 3, numberCount: 2))
    #expect(
      calls.take() == [
        "view: separators ;", "view: sum 3 · 2 numbers, 0 ignored", "view: focus numbers",
      ])
  }

  @Test func cancellingPresetsChangesNothingAndReturns() {
    let presets = PresetsPresenter(
      interactor: PresetsInteractorMock(calls), router: DismissingRouterMock(calls, name: "presets")
    )
    presets.moduleOutput = presenter
    presets.cancelRequested()
    // Only the pop: nothing reaches the Calculator presenter, its interactor or its view.
    #expect(calls.take() == ["presets: dismiss"])
  }

  @Test func escOnTheCalculatorQuits() {
    presenter.quitRequested()
    #expect(calls.take() == ["router: quit"])
  }
}
