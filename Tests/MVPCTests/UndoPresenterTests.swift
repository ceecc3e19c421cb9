import CalculatorModel
import TestRecording
import TestSupport
import Testing

@testable import MVPC

/// The matrix's undo scenarios (TestMatrix in Tests/TestSupport): the Calculator presenter with
/// a spy view and a spy coordinator, each edit path one step (a preset and a restore as the
/// coordinators hand them over), and what the presenter tells the view on undo and redo. Undo
/// is no flow: the coordinator is told nothing.
@MainActor
struct UndoPresenterTests {
  private let coordinator = CoordinatorSpy()
  private let store = ControllableHistoryStore()

  /// A presenter reporting to the spy coordinator, attached to a spy view, the launch's count
  /// answered and the attach calls taken.
  private func makePresenter(separators: String = ",", numbers: String = "") async
    -> (CalculatorPresenter, CalculatorViewSpy)
  {
    let presenter = CalculatorPresenter(
      calculator: Calculator(separators: separators, numbers: numbers), history: store)
    presenter.coordinator = coordinator
    let view = CalculatorViewSpy()
    presenter.attach(view)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(0))
    _ = view.take()
    _ = coordinator.take()
    return (presenter, view)
  }

  /// Ctrl-S, the save and the count answered.
  private func save(_ presenter: CalculatorPresenter, count: Int) async {
    let saved = presenter.finalCalculator
    presenter.saveRequested()
    #expect(await store.nextRequest() == .save(saved))
    await store.answer(
      .entry(
        .example(id: Int64(count), separators: saved.separators, numbers: saved.numbers)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(count))
    #expect(coordinator.take() == ["saved count \(count)"])
  }

  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() async throws {
    let (presenter, view) = await makePresenter(numbers: "1;2")
    // Three steps: a typed key, a preset chosen, an entry restored.
    presenter.numbersChanged("1;23")
    presenter.presetChosen(";")
    presenter.historyEntryChosen(.example(id: 1, numbers: "5,6"))
    _ = view.take()
    await save(presenter, count: 2)
    #expect(view.take() == ["sum 11 · 2 numbers, 0 ignored · saved", "saved count 2 saved"])

    // The restore: both texts back, focus on Numbers at its end, the note gone.
    presenter.undoRequested()
    #expect(presenter.finalCalculator == Calculator(separators: ";", numbers: "1;23"))
    #expect(
      view.take() == [
        "separators ;", "numbers 1;23", "sum 24 · 2 numbers, 0 ignored", "focus numbers at end",
      ])
    // The preset: only Separators is written (Numbers keeps its cursor), and focused.
    presenter.undoRequested()
    #expect(presenter.finalCalculator == Calculator(separators: ",", numbers: "1;23"))
    #expect(
      view.take() == ["separators ,", "sum 0 · 0 numbers, 1 ignored", "focus separators at end"])
    // The typed key: only Numbers, and focused.
    presenter.undoRequested()
    #expect(presenter.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(view.take() == ["numbers 1;2", "sum 0 · 0 numbers, 1 ignored", "focus numbers at end"])

    // Nothing left to undo: the view is told nothing, so the note stays and nothing moves.
    await save(presenter, count: 3)
    #expect(view.take() == ["sum 0 · 0 numbers, 1 ignored · saved", "saved count 3 saved"])
    presenter.undoRequested()
    #expect(presenter.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(view.take() == [])
    #expect(coordinator.take() == [])
  }

  @Test func redoMakesTheStepAgainAndANewStepDropsIt() async {
    let (presenter, view) = await makePresenter()
    presenter.numbersChanged("1")
    presenter.numbersChanged("12")
    // A change of no text is no step.
    presenter.separatorsChanged(",")
    presenter.undoRequested()
    presenter.undoRequested()
    #expect(presenter.finalCalculator == Calculator(numbers: ""))
    _ = view.take()

    presenter.redoRequested()
    #expect(presenter.finalCalculator == Calculator(numbers: "1"))
    #expect(view.take() == ["numbers 1", "sum 1 · 1 number, 0 ignored", "focus numbers at end"])
    presenter.redoRequested()
    #expect(view.take() == ["numbers 12", "sum 12 · 1 number, 0 ignored", "focus numbers at end"])
    presenter.redoRequested()
    #expect(view.take() == [])

    // A new step drops what could be redone.
    presenter.undoRequested()
    presenter.numbersChanged("13")
    _ = view.take()
    presenter.redoRequested()
    #expect(presenter.finalCalculator == Calculator(numbers: "13"))
    #expect(view.take() == [])

    // The newest 100 steps are kept.
    presenter.numbersChanged("")
    let typed = (0..<120).map { String($0 % 10) }
    for count in 1...typed.count { presenter.numbersChanged(typed.prefix(count).joined()) }
    for _ in 0..<130 { presenter.undoRequested() }
    #expect(presenter.finalCalculator == Calculator(numbers: typed.prefix(20).joined()))
    for _ in 0..<130 { presenter.redoRequested() }
    #expect(presenter.finalCalculator == Calculator(numbers: typed.joined()))
    _ = view.take()
    #expect(coordinator.take() == [])
  }
}
