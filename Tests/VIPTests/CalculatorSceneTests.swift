import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIP

/// The matrix's Calculator scenarios, as Clean Swift tests them: the interactor with a
/// presentation-logic spy, the presenter with a display-logic spy, the router with real view
/// controllers on a navigation controller.
@MainActor
struct CalculatorSceneTests {
  private func makeInteractor(separators: String = ",", numbers: String = "")
    -> (CalculatorInteractor, CalculatorPresentationLogicSpy)
  {
    let interactor = CalculatorInteractor(
      calculator: Calculator(separators: separators, numbers: numbers),
      history: ControllableHistoryStore(), clock: ManualClock())
    let spy = CalculatorPresentationLogicSpy()
    interactor.presenter = spy
    return (interactor, spy)
  }

  private func makePresenter() -> (CalculatorPresenter, CalculatorDisplayLogicSpy) {
    let presenter = CalculatorPresenter()
    let display = CalculatorDisplayLogicSpy()
    presenter.viewController = display
    return (presenter, display)
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() throws {
    let (interactor, spy) = makeInteractor(separators: ";", numbers: "1;2;x")
    interactor.load(request: .init())
    #expect(spy.take() == ["calculation ;|1;2;x 3/2/1"])
    let (presenter, display) = makePresenter()
    presenter.presentCalculation(
      response: try #require(spy.responses.last as? CalculatorScene.Load.Response))
    #expect(
      display.take() == [
        "separators ;", "numbers 1;2;x", "sum 3 · 2 numbers, 1 ignored", "focus numbers",
      ])
  }

  @Test func editingNumbersUpdatesTheModelAndTheResult() throws {
    let (interactor, spy) = makeInteractor()
    interactor.editNumbers(request: .init(numbers: "1,2"))
    #expect(interactor.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
    #expect(spy.take() == ["result 3/2/0 note nil"])
    let (presenter, display) = makePresenter()
    presenter.presentResult(
      response: try #require(spy.responses.last as? CalculatorScene.UpdateResult.Response))
    #expect(display.take() == ["sum 3 · 2 numbers, 0 ignored"])
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() {
    let (interactor, spy) = makeInteractor(numbers: "1;2")
    interactor.editSeparators(request: .init(separators: ",;"))
    #expect(interactor.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(spy.take() == ["result 3/2/0 note nil"])
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() throws {
    let stack = SceneStack(Calculator(numbers: "4,x"))
    stack.viewController.router?.routeToBreakdown()
    let breakdown = try #require(stack.top(BreakdownViewController.self))
    let dataStore = try #require(breakdown.router?.dataStore)
    #expect(dataStore.breakdown == Calculator(numbers: "4,x").breakdown)
    #expect(stack.navigation.viewControllers.count == 2)
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() throws {
    let stack = SceneStack(Calculator(separators: "|"))
    stack.viewController.router?.routeToPresets()
    let presets = try #require(stack.top(PresetsViewController.self))
    let interactor = try #require(presets.router?.dataStore as? PresetsInteractor)
    #expect(interactor.currentSeparators == "|")
    let spy = PresetsPresentationLogicSpy()
    interactor.presenter = spy
    interactor.load(request: .init())
    #expect(spy.take() == ["presets 6 selected 3"])
  }

  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() throws {
    let stack = SceneStack(Calculator(numbers: "1;2"))
    let spy = stack.spyOnPresenter()
    stack.viewController.router?.routeToPresets()
    let presets = try #require(stack.top(PresetsViewController.self))
    presets.interactor?.choosePreset(request: .init(index: 1))
    #expect(stack.navigation.viewControllers.count == 1)
    #expect(stack.interactor.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(stack.interactor.chosenSeparators == nil)
    #expect(spy.take() == ["choice ;|nil 3/2/0"])
    let (presenter, display) = makePresenter()
    presenter.presentChoice(
      response: try #require(spy.responses.last as? CalculatorScene.ApplyChoice.Response))
    #expect(display.take() == ["separators ;", "sum 3 · 2 numbers, 0 ignored", "focus numbers"])
  }

  @Test func cancellingPresetsChangesNothingAndReturns() throws {
    let stack = SceneStack(Calculator(separators: ";", numbers: "1;2"))
    let spy = stack.spyOnPresenter()
    stack.viewController.router?.routeToPresets()
    stack.window.handle(.escape)
    #expect(stack.navigation.viewControllers.count == 1)
    #expect(stack.interactor.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(spy.take() == [])
  }

  @Test func escOnTheCalculatorQuits() {
    let stack = SceneStack(Calculator(numbers: "7"))
    stack.window.handle(.escape)
    #expect(stack.window.isClosed)
    #expect(stack.interactor.finalCalculator.sum == 7)
  }
}
