import CalculatorModel
import CalculatorUI
import TerminalUI
import Testing

@testable import MVC

@MainActor
struct PresetsViewControllerTests {
  /// Records every delegate call; the test checks the whole list, so an unexpected call fails.
  final class DelegateSpy: PresetsViewControllerDelegate {
    var calls: [String] = []
    func presetsViewController(_ controller: PresetsViewController, didChoose separators: String) {
      calls.append("choose \(separators)")
    }
    func presetsViewControllerDidCancel(_ controller: PresetsViewController) {
      calls.append("cancel")
    }
  }

  private func makeController(current: String) -> (PresetsViewController, DelegateSpy, Window) {
    let controller = PresetsViewController(currentSeparators: current)
    let spy = DelegateSpy()
    controller.delegate = spy
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    return (controller, spy, window)
  }

  @Test func theCurrentSeparatorsArePreselected() {
    let (controller, _, _) = makeController(current: ",;")
    let layout = controller.view as! PresetsLayout
    #expect(layout.list.selectedIndex == 4)
    #expect(layout.list.rows.first == ",     comma")
  }

  @Test func enterReportsTheSelectedPreset() {
    let (_, spy, window) = makeController(current: ",")
    window.handle(.down)
    window.handle(.down)
    window.handle(.enter)
    #expect(spy.calls == ["choose  "])
  }

  @Test func escReportsCancel() {
    let (_, spy, window) = makeController(current: ";")
    window.handle(.down)
    window.handle(.escape)
    #expect(spy.calls == ["cancel"])
  }

  @Test func theDelegateIsHeldWeakly() {
    let controller = PresetsViewController(currentSeparators: ",")
    do {
      let spy = DelegateSpy()
      controller.delegate = spy
    }
    #expect(controller.delegate == nil)
  }
}

@MainActor
struct BreakdownViewControllerTests {
  @Test func showsTheBreakdownItWasGiven() {
    let breakdown = Calculator(numbers: "5,,7").breakdown
    let controller = BreakdownViewController(breakdown: breakdown)
    let layout = controller.view as! BreakdownLayout
    #expect(
      layout.table.rows == [
        "  1  5         5      5",
        "  2            ignored: empty",
        "  3  7         7      12",
      ])
    #expect(layout.footerLabel.text == "Sum 12 · 2 numbers, 1 ignored")
    #expect(controller.focusedView === layout.table)
  }

  @Test(arguments: [Key.escape, .backspace, .left])
  func backKeysPop(key: Key) {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    navigation.pushViewController(BreakdownViewController(breakdown: Calculator().breakdown))
    window.handle(key)
    #expect(navigation.topViewController === root)
  }
}
