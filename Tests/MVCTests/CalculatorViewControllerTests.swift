import CalculatorModel
import CalculatorUI
import TerminalUI
import Testing

@testable import MVC

/// MVC's only seam is the controller with its real view: the tests type into the real text
/// fields and read the real labels. There is no way to check the controller's logic without
/// the view, which is the lesson of this variant.
@MainActor
struct CalculatorViewControllerTests {
  private func makeController(separators: String = ",", numbers: String = "")
    -> (CalculatorViewController, CalculatorView)
  {
    let controller = CalculatorViewController(
      calculator: Calculator(separators: separators, numbers: numbers))
    let view = controller.view as! CalculatorView
    return (controller, view)
  }

  @Test func loadingTheViewShowsTheModel() {
    let (controller, view) = makeController(separators: ";", numbers: "1;2;x")
    #expect(view.separatorsField.text == ";")
    #expect(view.numbersField.text == "1;2;x")
    #expect(view.sumLabel.text == "3")
    #expect(view.statusLabel.text == "2 numbers, 1 ignored")
    #expect(controller.focusedView === view.numbersField)
  }

  @Test func typingInNumbersUpdatesTheModelAndTheLabels() {
    let (controller, view) = makeController()
    _ = view.numbersField.handle(.text("1,2"))
    #expect(controller.finalCalculator.numbers == "1,2")
    #expect(view.sumLabel.text == "3")
    #expect(view.statusLabel.text == "2 numbers, 0 ignored")
  }

  @Test func editingSeparatorsUpdatesTheModelAndTheLabels() {
    let (controller, view) = makeController(numbers: "1;2")
    #expect(view.sumLabel.text == "0")
    _ = view.separatorsField.handle(.text(";"))
    #expect(controller.finalCalculator.separators == ",;")
    #expect(view.sumLabel.text == "3")
  }

  @Test func enterPushesABreakdownOfTheCurrentModel() throws {
    let (controller, view) = makeController()
    let navigation = NavigationController(rootViewController: controller)
    _ = view.numbersField.handle(.text("4,x"))
    try #require(controller.keyCommands.first { $0.input == .enter }).action()
    let breakdown = try #require(navigation.topViewController as? BreakdownViewController)
    let layout = breakdown.view as! BreakdownLayout
    #expect(layout.footerLabel.text == "Sum 4 · 1 number, 1 ignored")
    #expect(layout.table.rows.count == 2)
  }

  @Test func choosingAPresetUpdatesModelFieldAndFocusThenPops() throws {
    let (controller, view) = makeController(numbers: "1;2")
    let navigation = NavigationController(rootViewController: controller)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    window.handle(.tab)
    try #require(controller.keyCommands.first { $0.input == .control("p") }).action()
    let presets = try #require(navigation.topViewController as? PresetsViewController)
    #expect(presets.delegate === controller)
    window.handle(.down)
    window.handle(.enter)
    #expect(navigation.viewControllers.count == 1)
    #expect(controller.finalCalculator.separators == ";")
    #expect(view.separatorsField.text == ";")
    #expect(view.sumLabel.text == "3")
    #expect(controller.focusedView === view.numbersField)
  }

  @Test func escapeClosesTheWindow() throws {
    let (controller, _) = makeController()
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    window.handle(.escape)
    #expect(window.isClosed)
  }
}
