import CalculatorModel
import TerminalUI
import TestSupport
import Testing

@testable import VIP

/// The matrix's Presets scenarios: the interactor with a presentation-logic spy, the presenter
/// with a display-logic spy, the router on a navigation controller.
@MainActor
struct PresetsSceneTests {
  private func makeInteractor(current: String = ",")
    -> (PresetsInteractor, PresetsPresentationLogicSpy)
  {
    let interactor = PresetsInteractor()
    interactor.currentSeparators = current
    let spy = PresetsPresentationLogicSpy()
    interactor.presenter = spy
    return (interactor, spy)
  }

  @Test func presetsListsTheSixPresetsInOrder() throws {
    let (interactor, spy) = makeInteractor()
    interactor.load(request: .init())
    #expect(spy.take() == ["presets 6 selected 0"])
    let presenter = PresetsPresenter()
    let display = PresetsDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentPresets(response: try #require(spy.response))
    #expect(display.take() == PresetsDisplayLogicSpy.allPresets + ["selected 0"])
  }

  @Test(arguments: [
    (",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0), ("x", 0),
  ])
  func presetsPreselectsTheMatchingRowElseTheFirst(current: String, selected: Int) {
    let (interactor, spy) = makeInteractor(current: current)
    interactor.load(request: .init())
    #expect(spy.take() == ["presets 6 selected \(selected)"])
  }

  @Test func choosingARowReportsItsSeparators() {
    let (interactor, spy) = makeInteractor()
    interactor.choosePreset(request: .init(index: 2))
    #expect(interactor.chosenSeparators == " ")
    #expect(spy.take() == ["chosen preset"])
    let presenter = PresetsPresenter()
    let display = PresetsDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentChosenPreset(response: .init())
    #expect(display.take() == ["route back"])
  }

  /// Esc routes back with nothing chosen: the router writes no choice into the Calculator
  /// scene's data store.
  @Test func cancellingReportsCancel() throws {
    let stack = SceneStack()
    stack.viewController.router?.routeToPresets()
    let presets = try #require(stack.top(PresetsViewController.self))
    stack.interactor.chosenSeparators = ";"
    presets.router?.routeToCalculator()
    #expect(stack.interactor.chosenSeparators == nil)
    #expect(stack.navigation.viewControllers.count == 1)
    #expect(stack.interactor.finalCalculator == Calculator())
  }
}

/// The matrix's Breakdown scenarios.
@MainActor
struct BreakdownSceneTests {
  @Test func breakdownShowsOneRowPerFragmentAndTheFooter() throws {
    let interactor = BreakdownInteractor()
    interactor.breakdown = Calculator(numbers: "5,,7, 99999999999999999999").breakdown
    let spy = BreakdownPresentationLogicSpy()
    interactor.presenter = spy
    interactor.load(request: .init())
    #expect(spy.take() == ["breakdown 4 fragments"])
    let presenter = BreakdownPresenter()
    let display = BreakdownDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentBreakdown(response: try #require(spy.response))
    #expect(
      display.take() == [
        "row 5|5|5", "row |ignored: empty|", "row 7|7|12",
        "row  99999999999999999999|ignored: out of range|",
        "footer Sum 12 · 2 numbers, 2 ignored",
      ])
  }

  @Test(arguments: [Key.escape, .backspace, .left])
  func breakdownBackKeysReturn(key: Key) throws {
    let stack = SceneStack(Calculator(numbers: "1"))
    stack.viewController.router?.routeToBreakdown()
    try #require(stack.top(BreakdownViewController.self) != nil)
    stack.window.handle(key)
    #expect(stack.navigation.viewControllers.count == 1)
  }
}

// MARK: Extra — what this pattern needs beyond the matrix
//
// Nothing: the matrix reaches every use case of the interactors, every present… method of the
// presenters and every route of the routers (100 % of Interactor, Presenter and Router).
