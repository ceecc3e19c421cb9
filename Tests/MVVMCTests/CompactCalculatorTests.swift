import CalculatorModel
import CalculatorUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

/// The matrix's two compact-Calculator scenarios (SPEC: Compact Calculator). The view model
/// knows no view, so the compact view is the view's alone and is tested through it: the window's
/// size gives the controller its size class, and the view model is the one both layouts bind;
/// its keys reach the coordinator (the spy) as the full view's do.
@MainActor
struct CompactCalculatorTests {
  private struct Screen {
    let controller: CalculatorViewController
    let window: Window
  }

  private let spy = CoordinatorSpy()

  private func makeScreen(
    numbers: String = "", size: Size, history: ControllableHistoryStore
  ) -> Screen {
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: numbers), history: history)
    viewModel.coordinator = spy
    let controller = CalculatorViewController(viewModel: viewModel)
    let window = Window(size: size, rootViewController: controller)
    return Screen(controller: controller, window: window)
  }

  @Test func aCompactWindowShowsTheCompactViewOfTheSameState() async throws {
    let store = ControllableHistoryStore()
    let screen = makeScreen(numbers: "1,2,x,3", size: Size(width: 60, height: 4), history: store)
    let compact = try #require(screen.controller.view as? CompactCalculatorLayout)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(12))
    #expect(compact.separatorsField.text == ",")
    #expect(compact.numbersField.text == "1,2,x,3")
    #expect(compact.sumLine.text == "Sum 6 · 3 numbers, 1 ignored")
    #expect(compact.hintRow.trailingText == "12 saved")
    #expect(screen.controller.focusedView === compact.numbersField)
    // Its fields send the same inputs as the full view's.
    screen.window.handle(.text(";4"))
    #expect(screen.controller.viewModel.finalCalculator == Calculator(numbers: "1,2,x,3;4"))
    #expect(compact.sumLine.text == "Sum 3 · 2 numbers, 2 ignored")
    screen.window.handle(.tab)
    screen.window.handle(.text(";"))
    #expect(
      screen.controller.viewModel.finalCalculator
        == Calculator(separators: ",;", numbers: "1,2,x,3;4"))
    #expect(compact.sumLine.text == "Sum 10 · 4 numbers, 1 ignored")
    #expect(screen.controller.focusedView === compact.separatorsField)
    for key: Key in [.enter, .control("p"), .control("r"), .escape] { screen.window.handle(key) }
    #expect(spy.take() == ["show breakdown", "show presets ,;", "show history", "quit"])
  }

  @Test func aSizeClassChangeSwapsTheViewsKeepingWhatTheUserMade() async throws {
    let store = ControllableHistoryStore()
    let screen = makeScreen(size: Size(width: 80, height: 24), history: store)
    let full = try #require(screen.controller.view as? CalculatorLayout)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(12))
    for key: Key in [.text("1,2,3"), .left, .left, .tab, .left, .control("s")] {
      screen.window.handle(key)
    }
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,3")))

    // Compact while the save is in flight: the texts, the cursors, the focus and the count.
    screen.window.size = Size(width: 80, height: 5)
    let compact = try #require(screen.controller.view as? CompactCalculatorLayout)
    #expect(compact.separatorsField.text == "," && compact.separatorsField.cursor == 0)
    #expect(compact.numbersField.text == "1,2,3" && compact.numbersField.cursor == 3)
    #expect(screen.controller.focusedView === compact.separatorsField)
    #expect(compact.hintRow.trailingText == "12 saved")
    // The save answers on the compact view, and the count it reads again.
    await store.answer(.entry(.example(id: 13, numbers: "1,2,3")))
    #expect(compact.sumLine.text == "Sum 6 · 3 numbers, 0 ignored · saved")
    #expect(await store.nextRequest() == .count)

    // Full again while the count is being read: the note is kept, the count lands there.
    screen.window.size = Size(width: 80, height: 24)
    #expect(screen.controller.view === full)
    #expect(full.statusLabel.text == "3 numbers, 0 ignored · saved")
    #expect(full.separatorsField.cursor == 0 && full.numbersField.cursor == 3)
    #expect(screen.controller.focusedView === full.separatorsField)
    await store.answer(.count(13))
    #expect(full.titleRow.trailingText == "13 saved")

    // Typing goes on where it was, in either view.
    screen.window.handle(.text("7"))
    screen.window.size = Size(width: 80, height: 3)
    #expect(screen.controller.view === compact)
    #expect(compact.separatorsField.text == "7," && compact.separatorsField.cursor == 1)
    #expect(compact.hintRow.trailingText == "13 saved")
    screen.window.handle(.tab)
    screen.window.handle(.text("8"))
    #expect(
      screen.controller.viewModel.finalCalculator == Calculator(separators: "7,", numbers: "1,28,3")
    )
    #expect(compact.sumLine.text == "Sum 32 · 3 numbers, 0 ignored")
  }
}
