import CalculatorModel
import CalculatorUI
import TerminalUI
import Testing

@testable import MVVMClosure

/// The views' side of the bindings: events reach the view model's inputs, outputs reach the
/// widgets, routes push the next screen, and the Presets choice comes back through the view.
@MainActor
struct ViewControllerTests {
  private struct Screen {
    let controller: CalculatorViewController
    let layout: CalculatorLayout
    let navigation: NavigationController
    let window: Window
  }

  private func makeScreen(separators: String = ",", numbers: String = "") -> Screen {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(separators: separators, numbers: numbers))
    let controller = CalculatorViewController(viewModel: viewModel)
    let navigation = NavigationController(rootViewController: controller)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    return Screen(
      controller: controller, layout: controller.view as! CalculatorLayout,
      navigation: navigation, window: window)
  }

  @Test func loadingTheViewBindsEveryOutput() {
    let screen = makeScreen(separators: ";", numbers: "1;2;x")
    #expect(screen.layout.separatorsField.text == ";")
    #expect(screen.layout.numbersField.text == "1;2;x")
    #expect(screen.layout.sumLabel.text == "3")
    #expect(screen.layout.statusLabel.text == "2 numbers, 1 ignored")
    #expect(screen.controller.focusedView === screen.layout.numbersField)
  }

  @Test func typingReachesTheViewModelAndTheLabelsWithoutMovingTheCursor() {
    let screen = makeScreen(numbers: "1,3")
    screen.window.handle(.left)
    screen.window.handle(.text("2,"))
    #expect(screen.controller.viewModel.finalCalculator.numbers == "1,2,3")
    #expect(screen.layout.sumLabel.text == "6")
    #expect(screen.layout.numbersField.cursor == 4)
    screen.window.handle(.tab)
    screen.window.handle(.backspace)
    #expect(screen.controller.viewModel.finalCalculator.separators == "")
    #expect(screen.layout.sumLabel.text == "0")
  }

  @Test func enterPushesABreakdownMadeByTheViewModel() throws {
    let screen = makeScreen(numbers: "4,x")
    screen.window.handle(.enter)
    let breakdown = try #require(screen.navigation.topViewController as? BreakdownViewController)
    let layout = breakdown.view as! BreakdownLayout
    #expect(
      layout.table.rows == [
        "  1  4         4      4", "  2  x         ignored: not a number",
      ])
    #expect(layout.footerLabel.text == "Sum 4 · 1 number, 1 ignored")
    #expect(breakdown.focusedView === layout.table)
    screen.window.handle(.backspace)
    #expect(screen.navigation.topViewController === screen.controller)
  }

  @Test func choosingAPresetComesBackThroughTheViewToTheViewModel() throws {
    let screen = makeScreen(numbers: "1;2")
    screen.window.handle(.tab)
    screen.window.handle(.control("p"))
    let presets = try #require(screen.navigation.topViewController as? PresetsViewController)
    #expect((presets.view as! PresetsLayout).list.selectedIndex == 0)
    screen.window.handle(.down)
    screen.window.handle(.enter)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.controller.viewModel.finalCalculator.separators == ";")
    #expect(screen.layout.separatorsField.text == ";")
    #expect(screen.layout.sumLabel.text == "3")
    #expect(screen.controller.focusedView === screen.layout.numbersField)
  }

  @Test func cancellingPresetsChangesNothing() throws {
    let screen = makeScreen(numbers: "1;2")
    screen.window.handle(.tab)
    screen.window.handle(.control("p"))
    screen.window.handle(.down)
    screen.window.handle(.escape)
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(
      screen.controller.viewModel.finalCalculator == Calculator(separators: ",", numbers: "1;2"))
    #expect(screen.layout.separatorsField.text == ",")
    #expect(screen.controller.focusedView === screen.layout.separatorsField)
  }

  @Test func escapeOnTheCalculatorClosesTheWindow() {
    let screen = makeScreen()
    screen.window.handle(.escape)
    #expect(screen.window.isClosed)
  }
}
