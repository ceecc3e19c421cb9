import CalculatorModel
import TerminalUI
import TestSupport
import Testing

@testable import VIP

/// Clean Swift tests the third corner of each scene's cycle too: the view controller asks its
/// interactor when it loads, and puts each view model it is given on the screen, field by
/// field. (The interactors and presenters have their own tests; here the view models are made
/// by hand, as Clean Swift's `ViewControllerTests` make them.)
@MainActor
struct ViewControllerTests {
  /// A scene's view controller, loaded in a window as the app shows it.
  private func loaded<Scene: ViewController>(_ viewController: Scene) -> (Scene, Window) {
    (viewController, Window(size: Size(width: 80, height: 24), rootViewController: viewController))
  }

  @Test func theCalculatorAsksForItsCalculationWhenItLoads() {
    let stack = SceneStack(Calculator(separators: ";", numbers: "1;2;x"))
    let layout = stack.viewController.layout
    #expect(layout.separatorsField.text == ";")
    #expect(layout.numbersField.text == "1;2;x")
    #expect(layout.sumLabel.text == "3")
    #expect(layout.statusLabel.text == "2 numbers, 1 ignored")
    #expect(stack.viewController.focusedView === layout.numbersField)
  }

  @Test func theCalculatorDisplaysEachViewModel() {
    let stack = SceneStack()
    let viewController = stack.viewController
    let layout = viewController.layout
    viewController.displayCalculation(
      viewModel: .init(separators: "|", numbers: "4|5", sum: "9", status: "2 numbers, 0 ignored"))
    #expect(layout.separatorsField.text == "|")
    #expect(layout.numbersField.text == "4|5")
    #expect(layout.sumLabel.text == "9")
    #expect(layout.statusLabel.text == "2 numbers, 0 ignored")

    viewController.displayResult(viewModel: .init(sum: "12", status: "3 numbers · saved"))
    #expect(layout.sumLabel.text == "12")
    #expect(layout.statusLabel.text == "3 numbers · saved")
    #expect(layout.numbersField.text == "4|5")

    viewController.focusedView = layout.separatorsField
    viewController.displayChoice(
      viewModel: .init(separators: ";", numbers: nil, sum: "0", status: "0 numbers, 1 ignored"))
    #expect(layout.separatorsField.text == ";")
    #expect(layout.numbersField.text == "4|5")
    #expect(layout.sumLabel.text == "0")
    #expect(layout.statusLabel.text == "0 numbers, 1 ignored")
    #expect(viewController.focusedView === layout.numbersField)

    viewController.displayChoice(
      viewModel: .init(separators: ",", numbers: "7", sum: "7", status: "1 number, 0 ignored"))
    #expect(layout.numbersField.text == "7")
    #expect(layout.sumLabel.text == "7")
  }

  @Test func theBreakdownDisplaysItsRowsAndFooter() {
    let (viewController, _) = loaded(BreakdownViewController())
    let layout = viewController.layout
    viewController.displayBreakdown(
      viewModel: .init(
        rows: [("1", "1", "1"), ("x", "ignored", "1"), ("2", "2", "3")],
        footer: "2 numbers, 1 ignored"))
    #expect(layout.table.rows.count == 3)
    #expect(layout.table.rows[1].contains("ignored"))
    #expect(layout.footerLabel.text == "2 numbers, 1 ignored")
  }

  @Test func presetsDisplaysItsRowsAndSelection() {
    let (viewController, _) = loaded(PresetsViewController())
    let layout = viewController.layout
    viewController.displayPresets(
      viewModel: .init(rows: [(",", "comma"), (";", "semicolon"), ("|", "bar")], selectedIndex: 2))
    #expect(layout.list.rows.count == 3)
    #expect(layout.list.rows[1].contains("semicolon"))
    #expect(layout.list.selectedIndex == 2)
  }
}
