import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIPER

/// The Presets module: the presenter with a mock view, interactor, router and module output;
/// the interactor with a mock output.
@MainActor
struct PresetsModuleTests {
  let calls = Recorder()
  let view: PresetsViewMock
  let moduleOutput: PresetsModuleOutputMock
  let presenter: PresetsPresenter

  init() {
    view = PresetsViewMock(calls)
    moduleOutput = PresetsModuleOutputMock(calls)
    presenter = PresetsPresenter(
      interactor: PresetsInteractorMock(calls), router: DismissingRouterMock(calls))
    presenter.view = view
    presenter.moduleOutput = moduleOutput
  }

  /// The interactor's answer to `fetchPresets()` for `current` separators.
  private func fetchedPresets(current: String) -> [String] {
    let interactor = PresetsInteractor(currentSeparators: current)
    let output = PresetsInteractorOutputMock(Recorder())
    interactor.output = output
    interactor.fetchPresets()
    return output.calls.take()
  }

  @Test func presetsListsTheSixPresetsInOrder() {
    presenter.viewDidLoad()
    #expect(calls.take() == ["interactor: fetch presets"])
    #expect(fetchedPresets(current: ",") == ["output: 6 presets, selected 0"])
    presenter.didFetchPresets(SeparatorPreset.all, selectedIndex: 0)
    #expect(calls.take() == PresetsViewMock.allPresets + ["view: selected 0"])
  }

  @Test(arguments: [
    (",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0), ("x", 0),
  ])
  func presetsPreselectsTheMatchingRowElseTheFirst(current: String, selected: Int) {
    #expect(fetchedPresets(current: current) == ["output: 6 presets, selected \(selected)"])
    presenter.didFetchPresets(SeparatorPreset.all, selectedIndex: selected)
    #expect(calls.take() == PresetsViewMock.allPresets + ["view: selected \(selected)"])
  }

  @Test func choosingARowReportsItsSeparators() {
    presenter.presetChosen(at: 2)
    #expect(calls.take() == ["interactor: choose 2"])

    let interactor = PresetsInteractor(currentSeparators: ",")
    let output = PresetsInteractorOutputMock(Recorder())
    interactor.output = output
    interactor.choosePreset(at: 2)
    #expect(output.calls.take() == ["output: chose  "])

    presenter.didChoosePreset(separators: " ")
    #expect(calls.take() == ["module output: chose  ", "router: dismiss"])
  }

  @Test func cancellingReportsCancel() {
    presenter.cancelRequested()
    #expect(calls.take() == ["router: dismiss"])
  }

  /// VIPER's back references: every presenter's view, every interactor's output, the module
  /// outputs of Presets and History, and every router's view controller.
  @Test func whatItReportsToIsHeldWeakly() {
    let presenters = (
      CalculatorPresenter(
        interactor: CalculatorInteractorMock(calls), router: CalculatorRouterMock(calls)),
      BreakdownPresenter(
        interactor: BreakdownInteractorMock(calls), router: DismissingRouterMock(calls)),
      PresetsPresenter(
        interactor: PresetsInteractorMock(calls), router: DismissingRouterMock(calls)),
      HistoryPresenter(
        interactor: HistoryInteractorMock(calls), router: HistoryRouterMock(calls))
    )
    let interactors = (
      CalculatorInteractor(calculator: Calculator(), history: ControllableHistoryStore()),
      BreakdownInteractor(breakdown: Calculator().breakdown),
      PresetsInteractor(currentSeparators: ","),
      HistoryInteractor(history: ControllableHistoryStore(), clock: ManualClock())
    )
    let routers = (
      CalculatorRouter(history: ControllableHistoryStore(), clock: ManualClock()),
      BreakdownRouter(), PresetsRouter(), HistoryRouter()
    )
    do {
      let views = (
        CalculatorViewMock(calls), BreakdownViewMock(calls), PresetsViewMock(calls),
        HistoryViewMock(calls)
      )
      (presenters.0.view, presenters.1.view) = (views.0, views.1)
      (presenters.2.view, presenters.3.view) = (views.2, views.3)
      let moduleOutputs = (PresetsModuleOutputMock(calls), HistoryModuleOutputMock(calls))
      presenters.2.moduleOutput = moduleOutputs.0
      presenters.3.moduleOutput = moduleOutputs.1
      let outputs = (
        CalculatorInteractorOutputMock(calls), BreakdownInteractorOutputMock(calls),
        PresetsInteractorOutputMock(calls), HistoryInteractorOutputMock(calls)
      )
      (interactors.0.output, interactors.1.output) = (outputs.0, outputs.1)
      (interactors.2.output, interactors.3.output) = (outputs.2, outputs.3)
      let viewController = ViewController()
      (routers.0.viewController, routers.1.viewController) = (viewController, viewController)
      (routers.2.viewController, routers.3.viewController) = (viewController, viewController)
    }
    #expect(presenters.0.view == nil && presenters.1.view == nil)
    #expect(presenters.2.view == nil && presenters.3.view == nil)
    #expect(presenters.2.moduleOutput == nil && presenters.3.moduleOutput == nil)
    #expect(interactors.0.output == nil && interactors.1.output == nil)
    #expect(interactors.2.output == nil && interactors.3.output == nil)
    #expect(routers.0.viewController == nil && routers.1.viewController == nil)
    #expect(routers.2.viewController == nil && routers.3.viewController == nil)
  }
}

/// The Breakdown module: the presenter with a mock view, interactor and router; the interactor
/// with a mock output.
@MainActor
struct BreakdownModuleTests {
  let calls = Recorder()
  let view: BreakdownViewMock
  let presenter: BreakdownPresenter

  init() {
    view = BreakdownViewMock(calls)
    presenter = BreakdownPresenter(
      interactor: BreakdownInteractorMock(calls), router: DismissingRouterMock(calls))
    presenter.view = view
  }

  @Test func breakdownShowsOneRowPerFragmentAndTheFooter() {
    let breakdown = Calculator(numbers: "5,,7, 99999999999999999999").breakdown
    presenter.viewDidLoad()
    #expect(calls.take() == ["interactor: fetch breakdown"])

    let interactor = BreakdownInteractor(breakdown: breakdown)
    let output = BreakdownInteractorOutputMock(Recorder())
    interactor.output = output
    interactor.fetchBreakdown()
    #expect(output.calls.take() == ["output: breakdown"])
    #expect(output.breakdown == breakdown)

    presenter.didFetchBreakdown(breakdown)
    #expect(
      calls.take() == [
        "view: row 5|5|5", "view: row |ignored: empty|", "view: row 7|7|12",
        "view: row  99999999999999999999|ignored: out of range|",
        "view: footer Sum 12 · 2 numbers, 2 ignored",
      ])
  }

  /// The passive view turns Esc, Backspace and Left into `backRequested()`; the presenter asks
  /// its router to go back.
  @Test func breakdownBackKeysReturn() {
    presenter.backRequested()
    #expect(calls.take() == ["router: dismiss"])
  }
}
