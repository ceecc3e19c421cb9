import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVC

/// The matrix's Calculator scenarios (TestMatrix in Tests/TestSupport).
///
/// MVC's only seam is the controller with its real view: the tests type into the real text
/// fields and read the real labels. There is no way to check the controller's logic without
/// the view, which is the lesson of this variant.
@MainActor
struct CalculatorScreenTests {
  /// The Calculator controller in a navigation controller in a window, as the app has it.
  private struct Screen {
    let controller: CalculatorViewController
    let view: CalculatorView
    let navigation: NavigationController
    let window: Window
  }

  private func makeScreen(separators: String = ",", numbers: String = "") -> Screen {
    let controller = CalculatorViewController(
      calculator: Calculator(separators: separators, numbers: numbers),
      history: InMemoryHistoryStore(), clock: ManualClock())
    let navigation = NavigationController(rootViewController: controller)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    return Screen(
      controller: controller, view: controller.view as! CalculatorView, navigation: navigation,
      window: window)
  }

  @Test func calculatorShowsTheModelAndFocusesNumbers() {
    let screen = makeScreen(separators: ";", numbers: "1;2;x")
    #expect(screen.view.separatorsField.text == ";")
    #expect(screen.view.numbersField.text == "1;2;x")
    #expect(screen.view.sumLabel.text == "3")
    #expect(screen.view.statusLabel.text == "2 numbers, 1 ignored")
    #expect(screen.controller.focusedView === screen.view.numbersField)
  }

  @Test func editingNumbersUpdatesTheModelAndTheResult() {
    let screen = makeScreen(numbers: "1,3")
    screen.window.handle(.left)
    screen.window.handle(.text("2,"))
    #expect(screen.controller.finalCalculator == Calculator(separators: ",", numbers: "1,2,3"))
    #expect(screen.view.sumLabel.text == "6")
    #expect(screen.view.statusLabel.text == "3 numbers, 0 ignored")
    // Not echoed: the field keeps what was typed and where the cursor was.
    #expect(screen.view.numbersField.text == "1,2,3")
    #expect(screen.view.numbersField.cursor == 4)
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheResult() {
    let screen = makeScreen(numbers: "1;2")
    #expect(screen.view.sumLabel.text == "0")
    screen.window.handle(.tab)
    screen.window.handle(.text(";"))
    #expect(screen.controller.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
    #expect(screen.view.sumLabel.text == "3")
    #expect(screen.view.statusLabel.text == "2 numbers, 0 ignored")
    #expect(screen.view.separatorsField.text == ",;")
    #expect(screen.view.separatorsField.cursor == 2)
  }

  @Test func enterShowsABreakdownOfTheCurrentModel() throws {
    let screen = makeScreen()
    screen.window.handle(.text("4,x"))
    screen.window.handle(.enter)
    let breakdown = try #require(screen.navigation.topViewController as? BreakdownViewController)
    let layout = breakdown.view as! BreakdownLayout
    #expect(
      layout.table.rows == ["  1  4         4      4", "  2  x         ignored: not a number"])
    #expect(layout.footerLabel.text == "Sum 4 · 1 number, 1 ignored")
  }

  @Test func presetsOpenWithTheCurrentSeparatorsPreselected() throws {
    let screen = makeScreen(separators: "|")
    screen.window.handle(.control("p"))
    let presets = try #require(screen.navigation.topViewController as? PresetsViewController)
    #expect((presets.view as! PresetsLayout).list.selectedIndex == 3)
    #expect(presets.delegate === screen.controller)
  }

  @Test func choosingAPresetSetsSeparatorsResultAndFocusThenReturns() throws {
    let screen = makeScreen(numbers: "1;2")
    screen.window.handle(.tab)
    screen.window.handle(.control("p"))
    screen.window.handle(.down)
    screen.window.handle(.enter)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.controller.finalCalculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(screen.view.separatorsField.text == ";")
    #expect(screen.view.sumLabel.text == "3")
    #expect(screen.view.statusLabel.text == "2 numbers, 0 ignored")
    #expect(screen.controller.focusedView === screen.view.numbersField)
  }

  @Test func cancellingPresetsChangesNothingAndReturns() throws {
    let screen = makeScreen(numbers: "1;2")
    screen.window.handle(.tab)
    screen.window.handle(.control("p"))
    screen.window.handle(.down)
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.controller.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(screen.view.separatorsField.text == ",")
    #expect(screen.view.sumLabel.text == "0")
    #expect(screen.controller.focusedView === screen.view.separatorsField)
  }

  @Test func escOnTheCalculatorQuits() {
    let screen = makeScreen()
    screen.window.handle(.escape)
    #expect(screen.window.isClosed)
  }

  // MARK: A compact Calculator (SPEC: Compact Calculator)

  /// The controller in a navigation controller in a window of `size`, the launch's count
  /// answered with `savedCount`: below 6 rows the window is compact from the start.
  private func makeScreen(
    _ store: ControllableHistoryStore, size: Size, numbers: String = "", savedCount: Int
  ) async -> (controller: CalculatorViewController, window: Window) {
    let controller = CalculatorViewController(
      calculator: Calculator(numbers: numbers), history: store, clock: ManualClock())
    let window = Window(
      size: size, rootViewController: NavigationController(rootViewController: controller))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(savedCount))
    return (controller, window)
  }

  @Test func aCompactWindowShowsTheCompactViewOfTheSameState() async throws {
    let (controller, window) = await makeScreen(
      ControllableHistoryStore(), size: Size(width: 60, height: 4), numbers: "1,2,x,3",
      savedCount: 12)
    let compact = try #require(controller.view as? CompactCalculatorView)
    #expect(compact.separatorsField.text == ",")
    #expect(compact.numbersField.text == "1,2,x,3")
    #expect(compact.sumText == "6")
    #expect(compact.statusText == "3 numbers, 1 ignored")
    #expect(compact.savedCount == 12)
    #expect(controller.focusedView === compact.numbersField)
    #expect(
      window.render().cells.lines == [
        "Sep   ,                       Num ▸ 1,2,x,3",
        "Sum 6 · 3 numbers, 1 ignored",
        "Tab · Enter breakdown · ^P ^S ^R · Esc              12 saved",
        "",
      ])
    // Its edits reach the controller as the full view's do: the same model, the same texts.
    let (full, fullWindow) = await makeScreen(
      ControllableHistoryStore(), size: Size(width: 80, height: 24), numbers: "1,2,x,3",
      savedCount: 12)
    for key: Key in [.left, .text("4"), .tab, .text(";")] {
      window.handle(key)
      fullWindow.handle(key)
    }
    #expect(controller.finalCalculator == Calculator(separators: ",;", numbers: "1,2,x,43"))
    #expect(full.finalCalculator == controller.finalCalculator)
    #expect(compact.sumText == full.layout.sumLabel.text)
    #expect(compact.statusText == full.layout.statusLabel.text)
    #expect(controller.focusedView === compact.separatorsField)
  }

  @Test func aSizeClassChangeSwapsTheViewsKeepingWhatTheUserMade() async throws {
    let store = ControllableHistoryStore()
    let (controller, window) = await makeScreen(
      store, size: Size(width: 80, height: 24), savedCount: 12)
    let full = try #require(controller.view as? CalculatorView)
    window.handle(.text("1,2,3"))
    window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,3")))
    await store.answer(.entry(.example(id: 13, numbers: "1,2,3")))
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(13))
    for key: Key in [.left, .left, .tab, .left] { window.handle(key) }

    // Below 6 rows: the compact view, with both texts and cursors, the focus, the note and
    // the count.
    window.size = Size(width: 80, height: 5)
    let compact = try #require(controller.view as? CompactCalculatorView)
    #expect(compact.numbersField.text == "1,2,3")
    #expect(compact.numbersField.cursor == 3)
    #expect(compact.separatorsField.text == ",")
    #expect(compact.separatorsField.cursor == 0)
    #expect(controller.focusedView === compact.separatorsField)
    #expect(compact.statusText == "3 numbers, 0 ignored · saved")
    #expect(compact.savedCount == 13)
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
    // again shows on the full view, which has what the compact one had.
    window.handle(.text("7"))
    window.handle(.control("s"))
    let saved = Calculator(separators: "7,", numbers: "1,2,3")
    #expect(await store.nextRequest() == .save(saved))
    window.size = Size(width: 80, height: 24)
    #expect(controller.view === full)
    #expect(full.separatorsField.text == "7,")
    #expect(full.separatorsField.cursor == 1)
    #expect(full.numbersField.cursor == 3)
    #expect(controller.focusedView === full.separatorsField)
    #expect(full.statusLabel.text == "3 numbers, 0 ignored")
    await store.answer(.entry(.example(id: 14, separators: "7,", numbers: "1,2,3")))
    #expect(full.statusLabel.text == "3 numbers, 0 ignored · saved")
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(14))
    #expect(full.savedCount == 14)
    window.handle(.text("8"))
    #expect(controller.finalCalculator == Calculator(separators: "78,", numbers: "1,2,3"))
  }
}
