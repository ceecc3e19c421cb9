import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVP

/// The matrix's undo scenarios (TestMatrix in Tests/TestSupport): the Calculator presenter with
/// a spy view, each edit path one step, and what the presenter tells the view on undo and redo.
@MainActor
struct UndoPresenterTests {
  /// A presenter attached to a spy, the launch's count answered and the attach calls taken.
  private func makePresenter(
    _ store: ControllableHistoryStore, separators: String = ",", numbers: String = ""
  ) async -> (CalculatorPresenter, CalculatorViewSpy) {
    let presenter = CalculatorPresenter(
      calculator: Calculator(separators: separators, numbers: numbers), history: store,
      clock: ManualClock())
    let view = CalculatorViewSpy()
    presenter.attach(view)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(0))
    _ = view.take()
    return (presenter, view)
  }

  /// Ctrl-S, the save and the count answered.
  private func save(
    _ presenter: CalculatorPresenter, _ store: ControllableHistoryStore, count: Int
  ) async {
    let saved = presenter.finalCalculator
    presenter.saveRequested()
    #expect(await store.nextRequest() == .save(saved))
    await store.answer(
      .entry(
        .example(id: Int64(count), separators: saved.separators, numbers: saved.numbers)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(count))
  }

  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() async throws {
    let store = ControllableHistoryStore()
    let (presenter, view) = await makePresenter(store, numbers: "1;2")
    // Three steps: a typed key, a preset chosen, an entry restored.
    presenter.numbersChanged("1;23")
    presenter.presetsRequested()
    try #require(view.presetsPresenter).presetChosen(at: 1)
    presenter.historyRequested()
    let history = try #require(view.historyPresenter)
    presenter.historyPresenter(history, didRestore: Calculator(numbers: "5,6"))
    _ = view.take()
    await save(presenter, store, count: 1)
    #expect(view.take() == ["sum 11 · 2 numbers, 0 ignored · saved", "saved count 1 saved"])

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
    await save(presenter, store, count: 2)
    #expect(view.take() == ["sum 0 · 0 numbers, 1 ignored · saved", "saved count 2 saved"])
    presenter.undoRequested()
    #expect(presenter.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(view.take() == [])
  }

  @Test func redoMakesTheStepAgainAndANewStepDropsIt() async {
    let store = ControllableHistoryStore()
    let (presenter, view) = await makePresenter(store)
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
  }
}
