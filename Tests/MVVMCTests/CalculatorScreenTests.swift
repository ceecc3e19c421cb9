import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

/// The matrix's Calculator scenarios (TestMatrix in Tests/TestSupport): the Calculator view
/// model's outputs recorded as its view binds them, its requests caught by a spy coordinator;
/// the flows that leave the screen through the real `AppCoordinator` on a recording stack.
/// Every recorder is compared exhaustively.
@MainActor
struct CalculatorScreenTests {
  private let spy = CoordinatorSpy()
  /// Asked only by the undo scenario's saves: the History scenarios (HistoryTests) answer it.
  private let store = ControllableHistoryStore()

  /// A view model reporting to the spy, with its outputs recorded and the bind-time ones taken.
  private func makeViewModel(separators: String = ",", numbers: String = "")
    -> (CalculatorViewModel, Recorder)
  {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers), history: store)
    viewModel.coordinator = spy
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    return (viewModel, outputs)
  }

  /// The app's flow on a recording stack, started, with the start taken.
  private func makeFlow(separators: String = ",", numbers: String = "")
    -> (AppCoordinator, CalculatorViewModel, RecordingNavigation)
  {
    let navigation = RecordingNavigation()
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers), history: store)
    let coordinator = AppCoordinator(
      navigation: navigation, calculatorViewModel: viewModel,
      factory: ScreenFactory(history: store, clock: ManualClock()))
    coordinator.start()
    #expect(navigation.take() == ["setRoot CalculatorViewController"])
    return (coordinator, viewModel, navigation)
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: ";", numbers: "1;2;x"), history: store)
    viewModel.coordinator = spy
    let outputs = recordOutputs(of: viewModel)
    #expect(
      outputs.take() == [
        "separators ;", "numbers 1;2;x", "sum 3", "status 2 numbers, 1 ignored", "focus numbers",
      ])
    #expect(spy.take() == [])
  }

  @Test func editingNumbersUpdatesTheModelAndTheResult() {
    let (viewModel, outputs) = makeViewModel()
    viewModel.numbersChanged("1,2")
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(spy.take() == [])
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() {
    let (viewModel, outputs) = makeViewModel(numbers: "1;2")
    viewModel.separatorsChanged(",;")
    #expect(viewModel.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(spy.take() == [])
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() throws {
    let (viewModel, outputs) = makeViewModel()
    viewModel.numbersChanged("4,x")
    _ = outputs.take()
    viewModel.breakdownRequested()
    #expect(spy.take() == ["show breakdown"])
    #expect(spy.breakdown == Calculator(numbers: "4,x").breakdown)
    #expect(outputs.take() == [])
    // The coordinator pushes a Breakdown screen around a view model of that breakdown.
    let (coordinator, flowViewModel, navigation) = makeFlow(numbers: "4,x")
    flowViewModel.breakdownRequested()
    #expect(navigation.take() == ["push BreakdownViewController"])
    let breakdown = try #require(navigation.top as? BreakdownViewController).viewModel
    #expect(breakdown.rows.map(\.fragment) == ["4", "x"])
    #expect(breakdown.footer == "Sum 4 · 1 number, 1 ignored")
    #expect(breakdown.coordinator === coordinator)
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() throws {
    let (viewModel, outputs) = makeViewModel(separators: "|")
    viewModel.presetsRequested()
    #expect(spy.take() == ["show presets |"])
    #expect(outputs.take() == [])
    // The coordinator starts a child flow, which pushes the Presets screen.
    let (coordinator, flowViewModel, navigation) = makeFlow(separators: "|")
    flowViewModel.presetsRequested()
    #expect(navigation.take() == ["push PresetsViewController"])
    let child = try #require(coordinator.childCoordinators.only as? PresetsCoordinator)
    let presets = try #require(navigation.top as? PresetsViewController).viewModel
    #expect(presets.selectedIndex == 3)
    #expect(presets.coordinator === child)
  }

  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() throws {
    let (coordinator, viewModel, navigation) = makeFlow(numbers: "1;2")
    viewModel.presetsRequested()
    _ = navigation.take()
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    try #require(navigation.top as? PresetsViewController).viewModel.presetChosen(at: 1)
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(
      outputs.take() == ["separators ;", "sum 3", "status 2 numbers, 0 ignored", "focus numbers"])
    #expect(viewModel.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(coordinator.childCoordinators.isEmpty)
  }

  @Test func cancellingPresetsChangesNothingAndReturns() throws {
    let (coordinator, viewModel, navigation) = makeFlow(numbers: "1;2")
    viewModel.presetsRequested()
    _ = navigation.take()
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    try #require(navigation.top as? PresetsViewController).viewModel.cancelRequested()
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(outputs.take() == [])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(coordinator.childCoordinators.isEmpty)
  }

  @Test func escOnTheCalculatorQuits() {
    let (viewModel, outputs) = makeViewModel()
    viewModel.quitRequested()
    #expect(spy.take() == ["quit"])
    #expect(outputs.take() == [])
    let (coordinator, flowViewModel, navigation) = makeFlow()
    withExtendedLifetime(coordinator) { flowViewModel.quitRequested() }
    #expect(navigation.take() == ["close"])
  }

  // Undo and redo (SPEC: Undo and redo). The view model emits the texts of the fields the step
  // changed and of the field it focuses (a text set from code puts the cursor at its end: see
  // the extra view tests for the cursors); the coordinator hears nothing.

  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() async {
    let (viewModel, outputs) = makeViewModel(numbers: "1")
    viewModel.numbersChanged("1;2")
    viewModel.presetChosen(";")
    viewModel.historyEntryChosen(.example(id: 1, separators: ";", numbers: "4;5"))
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(separators: ";", numbers: "4;5")))
    await store.answer(.entry(.example(id: 2, separators: ";", numbers: "4;5")))
    await store.answer(.count(1))
    _ = outputs.take()

    // The restore: Numbers back, Separators untouched, the note gone.
    viewModel.undoRequested()
    #expect(
      outputs.take() == ["numbers 1;2", "sum 3", "status 2 numbers, 0 ignored", "focus numbers"])
    // The preset: Separators back and focused.
    viewModel.undoRequested()
    #expect(
      outputs.take() == [
        "separators ,", "sum 0", "status 0 numbers, 1 ignored", "focus separators",
      ])
    // The typed key.
    viewModel.undoRequested()
    #expect(
      outputs.take() == ["numbers 1", "sum 1", "status 1 number, 0 ignored", "focus numbers"])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1"))

    // Nothing left to undo: nothing emitted, a save's note stays.
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(separators: ",", numbers: "1")))
    await store.answer(.entry(.example(id: 3, numbers: "1")))
    await store.answer(.count(2))
    #expect(outputs.take() == ["sum 1", "status 1 number, 0 ignored · saved"])
    viewModel.undoRequested()
    #expect(outputs.take() == [])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1"))
    #expect(spy.take() == [])
  }

  @Test func redoMakesTheStepAgainAndANewStepDropsIt() {
    let (viewModel, outputs) = makeViewModel()
    viewModel.redoRequested()
    #expect(outputs.take() == [])
    viewModel.numbersChanged("1")
    viewModel.separatorsChanged(",;")
    viewModel.undoRequested()
    viewModel.undoRequested()
    _ = outputs.take()
    viewModel.redoRequested()
    #expect(
      outputs.take() == ["numbers 1", "sum 1", "status 1 number, 0 ignored", "focus numbers"])

    // A new step drops the separators' step, which could be redone.
    viewModel.numbersChanged("12")
    _ = outputs.take()
    viewModel.redoRequested()
    #expect(outputs.take() == [])
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "12"))
    // An input that changes no text is no step.
    viewModel.numbersChanged("12")
    viewModel.presetChosen(",")
    viewModel.historyEntryChosen(.example(id: 1, separators: ",", numbers: "12"))
    _ = outputs.take()
    viewModel.undoRequested()
    #expect(
      outputs.take() == ["numbers 1", "sum 1", "status 1 number, 0 ignored", "focus numbers"])

    // The newest 100 steps are kept: the 101st drops the oldest.
    let (longer, _) = makeViewModel()
    for number in 1...101 { longer.numbersChanged(String(number)) }
    for _ in 1...101 { longer.undoRequested() }
    #expect(longer.finalCalculator == Calculator(separators: ",", numbers: "1"))
    for _ in 1...100 { longer.redoRequested() }
    #expect(longer.finalCalculator == Calculator(separators: ",", numbers: "101"))
    #expect(spy.take() == [])
  }
}
