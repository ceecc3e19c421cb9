import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIP

/// Undo and redo (SPEC: Undo and redo) through the VIP cycle: the interactor keeps the steps
/// and answers the Undo and Redo requests with a ShowStep response (a presentation-logic spy);
/// the presenter words it (a display-logic spy); the view controller sends the two keys and
/// displays the view model, in the scene as the app assembles it.
@MainActor
struct UndoSceneTests {
  private func makeInteractor(numbers: String = "")
    -> (CalculatorInteractor, CalculatorPresentationLogicSpy)
  {
    let interactor = CalculatorInteractor(
      calculator: Calculator(numbers: numbers), history: ControllableHistoryStore(),
      clock: ManualClock())
    let spy = CalculatorPresentationLogicSpy()
    interactor.presenter = spy
    return (interactor, spy)
  }

  private static func line(_ separators: String, _ numbers: String) -> String {
    Calculator(separators: separators, numbers: numbers).tally.line
  }

  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() throws {
    // The interactor: a typed key, a preset and a restore are one step each; a key that
    // changes no text is none. Each undo presents the texts it changed and the step's field.
    let (interactor, spy) = makeInteractor(numbers: "1,2")
    interactor.undo(request: .init())
    #expect(spy.take() == [])
    interactor.editNumbers(request: .init(numbers: "1,23"))
    interactor.chosenSeparators = ";"
    interactor.applyChoice(request: .init())
    interactor.chosenEntry = HistoryTests.entry(1, Calculator(separators: "|", numbers: "1,23"))
    interactor.applyChoice(request: .init())
    interactor.editNumbers(request: .init(numbers: "1,23"))
    _ = spy.take()
    interactor.undo(request: .init())
    #expect(spy.take() == ["step ;|nil numbers \(Self.line(";", "1,23"))"])
    interactor.undo(request: .init())
    #expect(spy.take() == ["step ,|nil separators \(Self.line(",", "1,23"))"])
    interactor.undo(request: .init())
    #expect(spy.take() == ["step nil|1,2 numbers \(Self.line(",", "1,2"))"])
    #expect(interactor.finalCalculator == Calculator(numbers: "1,2"))
    interactor.undo(request: .init())
    #expect(spy.take() == [])

    // The presenter words the response: no save note, the step's field focused at its end.
    let presenter = CalculatorPresenter()
    let display = CalculatorDisplayLogicSpy()
    presenter.viewController = display
    presenter.presentStep(
      response: try #require(spy.responses.last as? CalculatorScene.ShowStep.Response))
    #expect(
      display.take() == ["numbers 1,2", "sum 3 · 2 numbers, 0 ignored", "focus numbers at end"])

    // The scene: Ctrl-_ goes through the cycle; the field the step changed is written, the
    // other keeps its cursor; the save note goes.
    let stack = SceneStack(Calculator(numbers: "1,2"))
    let layout = stack.viewController.layout
    for key: Key in [.tab, .home, .tab, .text("3")] { stack.window.handle(key) }
    stack.viewController.displayResult(viewModel: .init(sum: "24", status: "2 numbers · saved"))
    stack.window.handle(.control("_"))
    #expect(layout.numbersField.text == "1,2")
    #expect(layout.numbersField.cursor == 3)
    #expect(layout.separatorsField.cursor == 0)
    #expect(stack.viewController.focusedView === layout.numbersField)
    #expect(layout.statusLabel.text == "2 numbers, 0 ignored")
    // A view model that changed only Separators, or only focuses Numbers, moves that cursor.
    stack.window.handle(.left)
    stack.viewController.displayStep(
      viewModel: .init(
        separators: nil, numbers: nil, field: .numbers, sum: "3", status: "2 numbers, 0 ignored"))
    #expect(layout.numbersField.cursor == 3)
    stack.viewController.displayStep(
      viewModel: .init(
        separators: ";", numbers: nil, field: .separators, sum: "0",
        status: "0 numbers, 1 ignored"))
    #expect(layout.separatorsField.text == ";")
    #expect(stack.viewController.focusedView === layout.separatorsField)
    #expect(layout.statusLabel.text == "0 numbers, 1 ignored")
  }

  @Test func redoMakesTheStepAgainAndANewStepDropsIt() {
    // The interactor: a redo makes the undone step again; a new step drops what could be
    // redone; the newest 100 steps are kept.
    let (interactor, spy) = makeInteractor()
    interactor.editNumbers(request: .init(numbers: "1"))
    interactor.editNumbers(request: .init(numbers: "12"))
    interactor.undo(request: .init())
    _ = spy.take()
    interactor.redo(request: .init())
    #expect(spy.take() == ["step nil|12 numbers \(Self.line(",", "12"))"])
    interactor.redo(request: .init())
    #expect(spy.take() == [])
    interactor.undo(request: .init())
    interactor.editNumbers(request: .init(numbers: "13"))
    _ = spy.take()
    interactor.redo(request: .init())
    #expect(spy.take() == [])
    #expect(interactor.finalCalculator == Calculator(numbers: "13"))

    let (long, longSpy) = makeInteractor()
    let typed = (0..<120).map { String($0 % 10) }.joined()
    for count in 1...120 { long.editNumbers(request: .init(numbers: String(typed.prefix(count)))) }
    for _ in 0..<130 { long.undo(request: .init()) }
    #expect(long.finalCalculator == Calculator(numbers: String(typed.prefix(20))))
    for _ in 0..<130 { long.redo(request: .init()) }
    #expect(long.finalCalculator == Calculator(numbers: typed))
    #expect(longSpy.take().filter { $0.hasPrefix("step ") }.count == 200)

    // The scene: Ctrl-Y goes through the cycle to the screen.
    let stack = SceneStack(Calculator(numbers: "1"))
    let layout = stack.viewController.layout
    stack.window.handle(.text("2"))
    stack.window.handle(.control("_"))
    #expect(layout.numbersField.text == "1")
    stack.window.handle(.control("y"))
    #expect(layout.numbersField.text == "12")
    #expect(layout.sumLabel.text == "12")
    #expect(stack.interactor.finalCalculator == Calculator(numbers: "12"))
  }
}
