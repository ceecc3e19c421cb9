import CalculatorModel
import CalculatorUI
import Coordinators
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVPC

/// The matrix's compact-Calculator scenarios (TestMatrix in Tests/TestSupport). Choosing and
/// swapping the layouts is the view's own work, which no spy shows: the real view with the
/// real presenter in a window, put there by the real root coordinator as the app does, the
/// store answering when the test says.
@MainActor
struct CompactCalculatorViewTests {
  /// The Calculator screen as the root coordinator shows it, in a window of `size`, the
  /// launch's count answered with `savedCount`: below 6 rows the window is compact from the
  /// start. (No key here leaves the screen, so the coordinator need not outlive its start.)
  private func makeScreen(
    _ store: ControllableHistoryStore, size: Size, numbers: String = "", savedCount: Int
  ) async throws -> (view: CalculatorViewController, window: Window) {
    let window = Window(size: size)
    let coordinator = AppCoordinator(
      navigation: WindowNavigator(window: window),
      calculatorPresenter: CalculatorPresenter(
        calculator: Calculator(numbers: numbers), history: store),
      history: store, clock: ManualClock())
    coordinator.start()
    let view = try #require(window.activeViewController as? CalculatorViewController)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(savedCount))
    return (view, window)
  }

  @Test func aCompactWindowShowsTheCompactViewOfTheSameState() async throws {
    let (view, window) = try await makeScreen(
      ControllableHistoryStore(), size: Size(width: 60, height: 4), numbers: "1,2,x,3",
      savedCount: 12)
    let compact = try #require(view.view as? CompactCalculatorLayout)
    #expect(compact.separatorsField.text == ",")
    #expect(compact.numbersField.text == "1,2,x,3")
    #expect(compact.sumText == "6")
    #expect(compact.statusText == "3 numbers, 1 ignored")
    #expect(compact.hintRow.trailingText == "12 saved")
    #expect(view.focusedView === compact.numbersField)
    #expect(
      window.render().cells.lines == [
        "Sep   ,                       Num ▸ 1,2,x,3",
        "Sum 6 · 3 numbers, 1 ignored",
        "Tab · Enter breakdown · ^P ^S ^R · Esc              12 saved",
        "",
      ])
    // Its edits reach the same presenter as the full view's do: the same model, the same texts.
    let (full, fullWindow) = try await makeScreen(
      ControllableHistoryStore(), size: Size(width: 80, height: 24), numbers: "1,2,x,3",
      savedCount: 12)
    for key: Key in [.left, .text("4"), .tab, .text(";")] {
      window.handle(key)
      fullWindow.handle(key)
    }
    #expect(view.presenter.finalCalculator == Calculator(separators: ",;", numbers: "1,2,x,43"))
    #expect(full.presenter.finalCalculator == view.presenter.finalCalculator)
    #expect(compact.sumText == full.layout.sumLabel.text)
    #expect(compact.statusText == full.layout.statusLabel.text)
    #expect(view.focusedView === compact.separatorsField)
  }

  @Test func aSizeClassChangeSwapsTheViewsKeepingWhatTheUserMade() async throws {
    let store = ControllableHistoryStore()
    let (view, window) = try await makeScreen(
      store, size: Size(width: 80, height: 24), savedCount: 12)
    let full = view.layout
    #expect(view.view === full)
    window.handle(.text("1,2,3"))
    window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,3")))
    await store.answer(.entry(.example(id: 13, numbers: "1,2,3")))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(13))
    for key: Key in [.left, .left, .tab, .left] { window.handle(key) }

    // Below 6 rows: the compact layout, with both texts and cursors, the focus, the note and
    // the count.
    window.size = Size(width: 80, height: 5)
    let compact = try #require(view.view as? CompactCalculatorLayout)
    #expect(compact.numbersField.text == "1,2,3")
    #expect(compact.numbersField.cursor == 3)
    #expect(compact.separatorsField.text == ",")
    #expect(compact.separatorsField.cursor == 0)
    #expect(view.focusedView === compact.separatorsField)
    #expect(compact.statusText == "3 numbers, 0 ignored · saved")
    #expect(compact.hintRow.trailingText == "13 saved")
    let frame = window.render()
    #expect(
      frame.cells.lines == [
        "Sep ▸ ,                                 Num   1,2,3",
        "Sum 6 · 3 numbers, 0 ignored · saved",
        "Tab · Enter breakdown · ^P ^S ^R · Esc                                  13 saved",
        "", "",
      ])
    #expect(frame.cursor == Point(x: 6, y: 0))

    // Typing goes on where it was; a save made here and answered once the window is full size
    // again shows on the full layout, which has what the compact one had.
    window.handle(.text("7"))
    window.handle(.control("s"))
    let saved = Calculator(separators: "7,", numbers: "1,2,3")
    #expect(await store.nextRequest() == .save(saved))
    window.size = Size(width: 80, height: 24)
    #expect(view.view === full)
    #expect(full.separatorsField.text == "7,")
    #expect(full.separatorsField.cursor == 1)
    #expect(full.numbersField.cursor == 3)
    #expect(view.focusedView === full.separatorsField)
    #expect(full.statusLabel.text == "3 numbers, 0 ignored")
    await store.answer(.entry(.example(id: 14, separators: "7,", numbers: "1,2,3")))
    #expect(full.statusLabel.text == "3 numbers, 0 ignored · saved")
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(14))
    #expect(full.titleRow.trailingText == "14 saved")
    window.handle(.text("8"))
    #expect(view.presenter.finalCalculator == Calculator(separators: "78,", numbers: "1,2,3"))
  }
}
