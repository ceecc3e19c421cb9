import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVC

/// The matrix's undo scenarios (TestMatrix in Tests/TestSupport), through MVC's only seam: the
/// real controller with its real views in a window, the store answered call by call.
@MainActor
struct UndoRedoTests {
  /// The Calculator controller in a navigation controller in a window of `size`, the launch's
  /// count answered.
  private func makeScreen(
    _ store: ControllableHistoryStore, size: Size = Size(width: 80, height: 24),
    separators: String = ",", numbers: String = ""
  ) async -> (controller: CalculatorViewController, window: Window) {
    let controller = CalculatorViewController(
      calculator: Calculator(separators: separators, numbers: numbers), history: store,
      clock: ManualClock())
    let window = Window(
      size: size, rootViewController: NavigationController(rootViewController: controller))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(0))
    return (controller, window)
  }

  /// Ctrl-S, the save and the count answered: the status line reads `· saved`.
  private func save(
    _ calculator: Calculator, _ window: Window, _ store: ControllableHistoryStore, id: Int64
  ) async {
    window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(calculator))
    await store.answer(
      .entry(.example(id: id, separators: calculator.separators, numbers: calculator.numbers)))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(Int(id)))
  }

  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() async throws {
    let store = ControllableHistoryStore()
    let (controller, window) = await makeScreen(store, numbers: "1;2")
    let view = try #require(controller.view as? CalculatorView)
    // Three steps: a typed key, a preset chosen, an entry restored.
    window.handle(.text("3"))
    window.handle(.control("p"))
    window.handle(.down)
    window.handle(.enter)
    window.handle(.control("r"))
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([.example(id: 1, numbers: "5,6")]))
    window.handle(.enter)
    #expect(controller.finalCalculator == Calculator(separators: ",", numbers: "5,6"))
    await save(Calculator(numbers: "5,6"), window, store, id: 2)
    #expect(view.statusLabel.text == "2 numbers, 0 ignored · saved")

    // The restore: both texts back, focus on Numbers at its end, the note gone.
    window.handle(.control("_"))
    #expect(controller.finalCalculator == Calculator(separators: ";", numbers: "1;23"))
    #expect(view.separatorsField.text == ";")
    #expect(view.numbersField.text == "1;23")
    #expect(view.numbersField.cursor == 4)
    #expect(controller.focusedView === view.numbersField)
    #expect(view.sumLabel.text == "24")
    #expect(view.statusLabel.text == "2 numbers, 0 ignored")

    // The preset: Separators back and focused at its end; Numbers keeps its cursor.
    window.handle(.left)
    window.handle(.control("_"))
    #expect(controller.finalCalculator == Calculator(separators: ",", numbers: "1;23"))
    #expect(view.separatorsField.text == ",")
    #expect(view.separatorsField.cursor == 1)
    #expect(view.numbersField.cursor == 3)
    #expect(controller.focusedView === view.separatorsField)
    #expect(view.sumLabel.text == "0")
    #expect(view.statusLabel.text == "0 numbers, 1 ignored")

    // The typed key: Numbers back and focused at its end; Separators keeps its cursor.
    window.handle(.home)
    window.handle(.control("_"))
    #expect(controller.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(view.numbersField.text == "1;2")
    #expect(view.numbersField.cursor == 3)
    #expect(view.separatorsField.cursor == 0)
    #expect(controller.focusedView === view.numbersField)

    // Nothing left to undo: the note stays, and nothing moves.
    await save(Calculator(numbers: "1;2"), window, store, id: 3)
    window.handle(.left)
    window.handle(.control("_"))
    #expect(controller.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(view.numbersField.cursor == 2)
    #expect(controller.focusedView === view.numbersField)
    #expect(view.statusLabel.text == "0 numbers, 1 ignored · saved")
  }

  @Test func redoMakesTheStepAgainAndANewStepDropsIt() async throws {
    // On the compact view, which the controller drives as it does the full one.
    let store = ControllableHistoryStore()
    let (controller, window) = await makeScreen(store, size: Size(width: 60, height: 4))
    let compact = try #require(controller.view as? CompactCalculatorView)
    window.handle(.text("1"))
    window.handle(.text("2"))
    window.handle(.control("_"))
    window.handle(.control("_"))
    #expect(controller.finalCalculator == Calculator(numbers: ""))

    // Redone from Separators: the text after the step, focus on Numbers at its end.
    window.handle(.tab)
    window.handle(.control("y"))
    #expect(controller.finalCalculator == Calculator(numbers: "1"))
    #expect(compact.numbersField.text == "1")
    #expect(compact.numbersField.cursor == 1)
    #expect(controller.focusedView === compact.numbersField)
    #expect(compact.sumText == "1")
    window.handle(.control("y"))
    #expect(compact.numbersField.text == "12")
    window.handle(.control("y"))
    #expect(controller.finalCalculator == Calculator(numbers: "12"))

    // A new step drops what could be redone.
    window.handle(.control("_"))
    window.handle(.text("3"))
    window.handle(.control("y"))
    #expect(controller.finalCalculator == Calculator(numbers: "13"))
    #expect(compact.numbersField.text == "13")

    // The newest 100 steps are kept.
    let typed = (0..<120).map { String($0 % 10) }
    window.handle(.control("u"))
    for key in typed { window.handle(.text(key)) }
    for _ in 0..<130 { window.handle(.control("_")) }
    #expect(controller.finalCalculator == Calculator(numbers: typed.prefix(20).joined()))
    for _ in 0..<130 { window.handle(.control("y")) }
    #expect(controller.finalCalculator == Calculator(numbers: typed.joined()))
  }
}
