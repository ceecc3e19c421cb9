import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI
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
}
