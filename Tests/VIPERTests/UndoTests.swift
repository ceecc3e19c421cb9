import CalculatorModel
import TerminalUI
import TestRecording
import Testing

@testable import VIPER

/// Undo and redo (SPEC: Undo and redo), one role at a time: the interactor keeps the steps and
/// reports what an undo or a redo changed to a mock output; the presenter words it for a mock
/// view; the real view in a window sends the two keys to a mock presenter and focuses a field
/// with its cursor at the end.
@MainActor
struct UndoModuleTests {
  let calls = Recorder()
  /// The presenter's mock view, held here: the presenter holds it weakly.
  let view: CalculatorViewMock
  /// A presenter on a mock view, interactor and router, all on `calls`.
  let presenter: CalculatorPresenter

  init() {
    view = CalculatorViewMock(calls)
    presenter = CalculatorPresenter(
      interactor: CalculatorInteractorMock(calls), router: CalculatorRouterMock(calls))
    presenter.view = view
  }

  /// An interactor on `calculator` reporting to a mock output.
  private func makeInteractor(_ calculator: Calculator) -> (
    CalculatorInteractor, CalculatorInteractorOutputMock
  ) {
    let interactor = CalculatorInteractor(
      calculator: calculator, history: ControllableHistoryStore())
    let output = CalculatorInteractorOutputMock(Recorder())
    interactor.output = output
    return (interactor, output)
  }

  /// The real Calculator view in an 80×24 window, with a mock presenter on `calls`.
  private func viewInWindow() -> (CalculatorViewController, Window) {
    let view = CalculatorViewController(presenter: CalculatorPresenterMock(calls))
    let window = Window(
      size: Size(width: 80, height: 24),
      rootViewController: NavigationController(
        rootViewController: view))
    #expect(calls.take() == ["presenter: view did load"])
    return (view, window)
  }

  private static func line(_ separators: String, _ numbers: String) -> String {
    VIPERTests.line(Calculator(separators: separators, numbers: numbers).tally)
  }

  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() {
    // The interactor: a typed key, a preset and a restore are one step each; a key that
    // changes no text is none. Each undo reports the texts it changed and the step's field.
    let (interactor, output) = makeInteractor(Calculator(numbers: "1,2"))
    interactor.undo()
    #expect(output.calls.take() == [])
    interactor.updateNumbers("1,23")
    interactor.applyPreset(separators: ";")
    interactor.restore(HistoryModuleTests.entry(1, Calculator(separators: "|", numbers: "1,23")))
    interactor.updateNumbers("1,23")
    _ = output.calls.take()
    interactor.undo()
    #expect(output.calls.take() == ["output: step ;|kept|numbers|\(Self.line(";", "1,23"))"])
    interactor.undo()
    #expect(output.calls.take() == ["output: step ,|kept|separators|\(Self.line(",", "1,23"))"])
    interactor.undo()
    #expect(output.calls.take() == ["output: step kept|1,2|numbers|\(Self.line(",", "1,2"))"])
    #expect(interactor.finalCalculator == Calculator(numbers: "1,2"))
    interactor.undo()
    #expect(output.calls.take() == [])

    // The presenter: the key reaches the interactor; the output writes only the texts the step
    // changed, drops the save note and focuses the step's field at its end.
    presenter.undoRequested()
    #expect(calls.take() == ["interactor: undo"])
    presenter.didSaveCalculation()
    #expect(calls.take() == ["view: sum 0 · 0 numbers, 0 ignored · saved"])
    presenter.didUndoOrRedo(
      separators: nil, numbers: "1,2", field: .numbers, tally: Tally(sum: 3, numberCount: 2))
    #expect(
      calls.take() == [
        "view: numbers 1,2", "view: sum 3 · 2 numbers, 0 ignored", "view: focus numbers at end",
      ])
    presenter.didUndoOrRedo(
      separators: ",", numbers: nil, field: .separators, tally: Tally(sum: 3, numberCount: 2))
    #expect(
      calls.take() == [
        "view: separators ,", "view: sum 3 · 2 numbers, 0 ignored",
        "view: focus separators at end",
      ])

    // The view: Ctrl-_ reaches the presenter; focusing a field puts its cursor at its end and
    // leaves the other field's cursor where it was.
    let (screen, window) = viewInWindow()
    screen.show(separators: ",")
    screen.show(numbers: "1,2")
    screen.focusNumbers()
    window.handle(.control("_"))
    #expect(calls.take() == ["presenter: undo"])
    for key: Key in [.left, .tab, .home] { window.handle(key) }
    screen.focusNumbersAtEnd()
    #expect(screen.focusedView === screen.layout.numbersField)
    #expect(screen.layout.numbersField.cursor == 3)
    #expect(screen.layout.separatorsField.cursor == 0)
    screen.focusSeparatorsAtEnd()
    #expect(screen.focusedView === screen.layout.separatorsField)
    #expect(screen.layout.separatorsField.cursor == 1)
    #expect(calls.take() == [])
  }

  @Test func redoMakesTheStepAgainAndANewStepDropsIt() {
    // The interactor: a redo makes the undone step again; a new step drops what could be
    // redone; the newest 100 steps are kept.
    let (interactor, output) = makeInteractor(Calculator())
    interactor.updateNumbers("1")
    interactor.updateNumbers("12")
    interactor.undo()
    _ = output.calls.take()
    interactor.redo()
    #expect(output.calls.take() == ["output: step kept|12|numbers|\(Self.line(",", "12"))"])
    interactor.redo()
    #expect(output.calls.take() == [])
    interactor.undo()
    interactor.updateNumbers("13")
    _ = output.calls.take()
    interactor.redo()
    #expect(output.calls.take() == [])
    #expect(interactor.finalCalculator == Calculator(numbers: "13"))

    let (long, _) = makeInteractor(Calculator())
    let typed = (0..<120).map { String($0 % 10) }.joined()
    for count in 1...120 { long.updateNumbers(String(typed.prefix(count))) }
    for _ in 0..<130 { long.undo() }
    #expect(long.finalCalculator == Calculator(numbers: String(typed.prefix(20))))
    for _ in 0..<130 { long.redo() }
    #expect(long.finalCalculator == Calculator(numbers: typed))

    // The presenter and the view: Ctrl-Y reaches the interactor.
    presenter.redoRequested()
    #expect(calls.take() == ["interactor: redo"])
    let (_, window) = viewInWindow()
    window.handle(.control("y"))
    #expect(calls.take() == ["presenter: redo"])
  }
}
