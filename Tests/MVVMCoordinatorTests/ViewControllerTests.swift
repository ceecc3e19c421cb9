import CalculatorModel
import CalculatorUI
import TerminalUI
import Testing

@testable import MVVMCoordinator

/// The views are thin, so a few checks suffice: they show what they are bound to and forward
/// every edit and key to their view model (seen here through the spy coordinator).
@MainActor
struct CalculatorViewControllerTests {
  private let spy = CoordinatorSpy()
  private let viewModel = CalculatorViewModel(calculator: Calculator(numbers: "1,3"))
  private let controller: CalculatorViewController
  private let layout: CalculatorLayout
  private let window: Window

  init() {
    viewModel.coordinator = spy
    controller = CalculatorViewController(viewModel: viewModel)
    window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    layout = controller.view as! CalculatorLayout
  }

  @Test func loadingTheViewShowsTheOutputsAndFocusesNumbers() {
    #expect(layout.separatorsField.text == ",")
    #expect(layout.numbersField.text == "1,3")
    #expect(layout.sumLabel.text == "4")
    #expect(layout.statusLabel.text == "2 numbers, 0 ignored")
    #expect(controller.focusedView === layout.numbersField)
  }

  @Test func typingInTheMiddleUpdatesTheResultAndKeepsTheCursor() {
    window.handle(.left)
    window.handle(.text("2"))
    #expect(viewModel.finalCalculator.numbers == "1,23")
    #expect(layout.numbersField.text == "1,23")
    #expect(layout.numbersField.cursor == 3)
    #expect(layout.sumLabel.text == "24")
  }

  @Test func editingSeparatorsReachesTheViewModel() {
    window.handle(.tab)
    window.handle(.backspace)
    #expect(viewModel.finalCalculator.separators == "")
    #expect(layout.sumLabel.text == "0")
  }

  @Test func navigationKeysBecomeRequests() {
    window.handle(.enter)
    window.handle(.control("p"))
    window.handle(.escape)
    #expect(
      spy.takeCalls() == [
        .showBreakdown(Calculator(numbers: "1,3").breakdown), .showPresets(current: ","), .quit,
      ])
  }

  @Test func anAppliedPresetRewritesTheFieldAndFocusesNumbers() {
    window.handle(.tab)
    window.handle(.home)
    viewModel.presetChosen(",")
    #expect(layout.separatorsField.cursor == 1)
    #expect(controller.focusedView === layout.numbersField)
  }
}

@MainActor
struct BreakdownAndPresetsViewControllerTests {
  private let spy = CoordinatorSpy()

  @Test func breakdownShowsItsViewModelAndForwardsTheBackKeys() {
    let viewModel = BreakdownViewModel(breakdown: Calculator(numbers: "5,x").breakdown)
    viewModel.coordinator = spy
    let controller = BreakdownViewController(viewModel: viewModel)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    let layout = controller.view as! BreakdownLayout
    #expect(
      layout.table.rows == [
        "  1  5         5      5", "  2  x         ignored: not a number",
      ])
    #expect(layout.footerLabel.text == "Sum 5 · 1 number, 1 ignored")
    #expect(controller.focusedView === layout.table)
    for key: Key in [.escape, .backspace, .left] { window.handle(key) }
    #expect(spy.takeCalls() == [.closeBreakdown, .closeBreakdown, .closeBreakdown])
  }

  @Test func presetsShowItsViewModelAndForwardTheSelectedRowOrCancel() {
    let viewModel = PresetsViewModel(currentSeparators: ";")
    viewModel.coordinator = spy
    let controller = PresetsViewController(viewModel: viewModel)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    let layout = controller.view as! PresetsLayout
    #expect(layout.list.rows.first == ",     comma")
    #expect(layout.list.selectedIndex == 1)
    window.handle(.down)
    window.handle(.enter)
    window.handle(.escape)
    #expect(spy.takeCalls() == [.presetChosen(" "), .presetsCancelled])
  }
}
