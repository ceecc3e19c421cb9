import CalculatorModel
import CalculatorUI
import Composable
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import Unidirectional

/// The matrix's compact-Calculator scenarios (SPEC: Compact Calculator): below 6 rows the
/// Calculator's view controller shows the compact layout in the full one's place; its one
/// observation of the store writes whichever shows, and both send the same actions.
@MainActor
struct CompactViewTests {
  @MainActor private struct Screen {
    let controller: CalculatorViewController
    let layout: CalculatorLayout
    let window: Window
    var state: CalculatorFeature.State { controller.store.state }
    /// The compact layout, when it is the view showing.
    var compact: CompactCalculatorLayout? { controller.view as? CompactCalculatorLayout }
  }

  private func makeScreen(
    separators: String = ",", numbers: String = "", history: ControllableHistoryStore,
    size: Size
  ) -> Screen {
    let store = Store(
      initialState: CalculatorFeature.State(
        calculator: Calculator(separators: separators, numbers: numbers))
    ) { CalculatorFeature(history: history, clock: ManualClock()) }
    let controller = CalculatorViewController(store: store)
    let window = Window(
      size: size, rootViewController: NavigationController(rootViewController: controller))
    // The full layout is the controller's `layout`, whichever view shows.
    return Screen(controller: controller, layout: controller.layout, window: window)
  }

  @Test func aCompactWindowShowsTheCompactViewOfTheSameState() async throws {
    let history = ControllableHistoryStore()
    let screen = makeScreen(
      separators: "|", numbers: "1|2|x", history: history, size: Size(width: 60, height: 4))
    let compact = try #require(screen.compact)
    #expect(screen.controller.traitCollection.verticalSizeClass == .compact)
    #expect(compact.separatorsField.text == "|")
    #expect(compact.numbersField.text == "1|2|x")
    #expect(compact.sumText == "3")
    #expect(compact.statusText == "2 numbers, 1 ignored")
    #expect(screen.controller.focusedView === compact.numbersField)
    #expect(screen.window.render().cells.lines[1].hasPrefix("Sum 3 · 2 numbers, 1 ignored"))
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(12))
    #expect(compact.savedCount == 12)
    #expect(compact.hintRow.trailingText == "12 saved")

    // Its fields send the same actions: an edit, a Tab, a preset's field write and focus.
    screen.window.handle(.text("|3"))
    #expect(screen.state.numbers == "1|2|x|3")
    #expect(compact.sumText == "6")
    #expect(compact.numbersField.cursor == 7)
    screen.window.handle(.tab)
    #expect(screen.state.focusedField == .separators)
    #expect(screen.controller.focusedView === compact.separatorsField)
    screen.window.handle(.control("p"))
    screen.window.handle(.up)
    screen.window.handle(.up)
    screen.window.handle(.enter)
    #expect(screen.state.separators == ";")
    #expect(screen.controller.view === compact)
    #expect(compact.separatorsField.text == ";")
    #expect(compact.sumText == "0")
    #expect(screen.controller.focusedView === compact.numbersField)
  }

  @Test func aSizeClassChangeSwapsTheViewsKeepingWhatTheUserMade() async throws {
    let history = ControllableHistoryStore()
    let screen = makeScreen(history: history, size: Size(width: 80, height: 24))
    #expect(screen.compact == nil)
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(12))
    screen.window.handle(.text("1,2,3"))
    screen.window.handle(.control("s"))
    #expect(await history.nextRequest() == .save(Calculator(numbers: "1,2,3")))
    await history.answer(.entry(.example(id: 13, numbers: "1,2,3")))
    #expect(await history.nextRequest() == .count)
    await history.answer(.count(13))
    screen.window.handle(.left)
    screen.window.handle(.left)
    screen.window.handle(.tab)
    screen.window.handle(.left)

    screen.window.size = Size(width: 80, height: 5)
    let compact = try #require(screen.compact)
    #expect(screen.layout.superview == nil)
    #expect(compact.superview != nil)
    #expect(compact.separatorsField.text == ",")
    #expect(compact.separatorsField.cursor == 0)
    #expect(compact.numbersField.text == "1,2,3")
    #expect(compact.numbersField.cursor == 3)
    #expect(screen.controller.focusedView === compact.separatorsField)
    #expect(compact.statusText == "3 numbers, 0 ignored · saved")
    #expect(compact.savedCount == 13)
    screen.window.handle(.text("7"))
    #expect(screen.state.separators == "7,")
    #expect(compact.separatorsField.cursor == 1)
    #expect(compact.statusText == "3 numbers, 0 ignored")

    // A save asked for on the compact view answers on the full one, and the count read after
    // it on the compact one again: each arrives on the view showing.
    screen.window.handle(.control("s"))
    #expect(await history.nextRequest() == .save(Calculator(separators: "7,", numbers: "1,2,3")))
    screen.window.size = Size(width: 80, height: 24)
    #expect(screen.controller.view === screen.layout)
    #expect(compact.superview == nil)
    #expect(screen.layout.separatorsField.text == "7,")
    #expect(screen.layout.separatorsField.cursor == 1)
    #expect(screen.layout.numbersField.cursor == 3)
    #expect(screen.controller.focusedView === screen.layout.separatorsField)
    await history.answer(.entry(.example(id: 14, separators: "7,", numbers: "1,2,3")))
    #expect(screen.layout.statusLabel.text == "3 numbers, 0 ignored · saved")
    #expect(await history.nextRequest() == .count)
    screen.window.size = Size(width: 80, height: 3)
    #expect(screen.controller.view === compact)
    await history.answer(.count(14))
    #expect(compact.savedCount == 14)
    #expect(compact.statusText == "3 numbers, 0 ignored · saved")
    screen.window.handle(.tab)
    screen.window.handle(.text("8"))
    #expect(screen.state.numbers == "1,28,3")
    #expect(compact.numbersField.cursor == 4)
    screen.window.size = Size(width: 80, height: 24)
    #expect(screen.layout.numbersField.text == "1,28,3")
    #expect(screen.layout.sumLabel.text == "32")
    #expect(screen.layout.titleRow.trailingText == "14 saved")
    #expect(screen.controller.focusedView === screen.layout.numbersField)

    // A change while a screen covers the Calculator swaps the views all the same.
    screen.window.handle(.control("p"))
    screen.window.size = Size(width: 80, height: 4)
    screen.window.handle(.escape)
    #expect(screen.controller.view === compact)
    #expect(compact.superview != nil)
    #expect(compact.numbersField.text == "1,28,3")
    #expect(compact.numbersField.cursor == 4)
    #expect(screen.controller.focusedView === compact.numbersField)
  }
}
