import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVC

/// The matrix's Presets scenarios (TestMatrix in Tests/TestSupport): the controller with its
/// real view in a window, its delegate a spy.
@MainActor
struct PresetsScreenTests {
  /// Records every delegate call as a line.
  final class DelegateSpy: PresetsViewControllerDelegate {
    let calls: Recorder

    init(sourceLocation: SourceLocation = #_sourceLocation) {
      calls = Recorder(sourceLocation: sourceLocation)
    }

    func presetsViewController(_ controller: PresetsViewController, didChoose separators: String) {
      calls.record("choose \(separators)")
    }

    func presetsViewControllerDidCancel(_ controller: PresetsViewController) {
      calls.record("cancel")
    }
  }

  private func makeScreen(current: String) -> (PresetsLayout, DelegateSpy, Window) {
    let controller = PresetsViewController(currentSeparators: current)
    let spy = DelegateSpy()
    controller.delegate = spy
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    return (controller.view as! PresetsLayout, spy, window)
  }

  @Test func presetsListsTheSixPresetsInOrder() {
    let (layout, _, _) = makeScreen(current: ",")
    #expect(
      layout.list.rows == [
        ",     comma", ";     semicolon", "      space", "|     pipe", ",;    comma or semicolon",
        ",⏎    comma or new line",
      ])
  }

  @Test(arguments: [(",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0)])
  func presetsPreselectsTheMatchingRowElseTheFirst(current: String, index: Int) {
    let (layout, _, _) = makeScreen(current: current)
    #expect(layout.list.selectedIndex == index)
  }

  @Test func choosingARowReportsItsSeparators() {
    let (_, spy, window) = makeScreen(current: ",")
    window.handle(.down)
    window.handle(.down)
    window.handle(.enter)
    #expect(spy.calls.take() == ["choose  "])
  }

  @Test func cancellingReportsCancel() {
    let (_, spy, window) = makeScreen(current: ";")
    window.handle(.down)
    window.handle(.escape)
    #expect(spy.calls.take() == ["cancel"])
  }

  /// MVC's back references: the Presets and History controllers' delegates and the
  /// Calculator view's.
  @Test func whatItReportsToIsHeldWeakly() {
    let controller = PresetsViewController(currentSeparators: ",")
    let history = HistoryViewController(
      history: InMemoryHistoryStore(), clock: ManualClock(), savedCount: nil)
    let view = CalculatorView()
    do {
      let spy = DelegateSpy()
      controller.delegate = spy
      let calculator = CalculatorViewController(
        calculator: Calculator(), history: InMemoryHistoryStore(), clock: ManualClock())
      view.delegate = calculator
      history.delegate = calculator
    }
    #expect(controller.delegate == nil)
    #expect(history.delegate == nil)
    #expect(view.delegate == nil)
  }
}

/// The matrix's Breakdown scenarios: the controller with its real view.
@MainActor
struct BreakdownScreenTests {
  @Test func breakdownShowsOneRowPerFragmentAndTheFooter() {
    let controller = BreakdownViewController(breakdown: Calculator(numbers: "5,,7").breakdown)
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
  func breakdownBackKeysReturn(key: Key) {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    navigation.pushViewController(BreakdownViewController(breakdown: Calculator().breakdown))
    window.handle(key)
    #expect(navigation.topViewController === root)
  }
}

// MARK: Extra — what this pattern needs beyond the matrix
//
// Nothing: MVC's one seam is the controller with its real view, and the matrix's scenarios
// already go through it.
