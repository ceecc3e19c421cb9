import Bindings
import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

// MARK: Extra — what this pattern needs beyond the matrix
//
// The views are thin, but their bindings are code of their own: they show what they are bound
// to and forward every edit and key to their view model (seen here through the spy
// coordinator).

@MainActor
struct ViewControllerTests {
  private let spy = CoordinatorSpy()

  @Test func theCalculatorViewShowsItsOutputsAndForwardsEditsAndKeys() async {
    let store = ControllableHistoryStore()
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: "1,3"), history: store)
    viewModel.coordinator = spy
    let controller = CalculatorViewController(viewModel: viewModel)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    let layout = controller.view as! CalculatorLayout
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(0))
    #expect(layout.separatorsField.text == ",")
    #expect(layout.numbersField.text == "1,3")
    #expect(layout.sumLabel.text == "4")
    #expect(layout.statusLabel.text == "2 numbers, 0 ignored")
    #expect(controller.focusedView === layout.numbersField)
    window.handle(.left)
    window.handle(.text("2"))
    #expect(viewModel.finalCalculator.numbers == "1,23")
    #expect(layout.numbersField.cursor == 3)
    #expect(layout.sumLabel.text == "24")
    window.handle(.tab)
    window.handle(.home)
    viewModel.presetChosen(",")
    #expect(layout.separatorsField.cursor == 1)
    #expect(controller.focusedView === layout.numbersField)
    window.handle(.enter)
    window.handle(.control("p"))
    window.handle(.control("r"))
    window.handle(.escape)
    #expect(spy.take() == ["show breakdown", "show presets ,", "show history", "quit"])
    window.handle(.control("s"))
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,23")))
    await store.answer(.entry(HistoryEntry(id: 1, saving: viewModel.finalCalculator, at: .now)))
    #expect(layout.statusLabel.text == "2 numbers, 0 ignored · saved")
    controller.viewDidDisappear()
    #expect(layout.statusLabel.text == "2 numbers, 0 ignored")
  }

  /// Ctrl-_ and Ctrl-Y reach the view model; the texts it emits put the cursor at the end of
  /// the fields the step changed and of the field it focuses (also when a restore left Numbers'
  /// text as it was), and the other field keeps its cursor.
  @Test func undoAndRedoKeysPutTheStepsCursorsAtTheEndAndKeepTheOthers() {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(numbers: "1,2"), history: ControllableHistoryStore())
    viewModel.coordinator = spy
    let controller = CalculatorViewController(viewModel: viewModel)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    let layout = controller.view as! CalculatorLayout
    let separators = layout.separatorsField
    let numbers = layout.numbersField
    for key: Key in [.text("3"), .tab, .left, .text(";"), .tab, .home, .control("_")] {
      window.handle(key)
    }
    #expect(separators.text == "," && separators.cursor == 1)
    #expect(numbers.text == "1,23" && numbers.cursor == 0)
    #expect(controller.focusedView === separators)
    window.handle(.home)
    window.handle(.control("_"))
    #expect(numbers.text == "1,2" && numbers.cursor == 3)
    #expect(separators.cursor == 0)
    #expect(controller.focusedView === numbers)
    window.handle(.control("y"))
    #expect(numbers.text == "1,23" && numbers.cursor == 4)
    #expect(layout.sumLabel.text == "24")

    viewModel.historyEntryChosen(.example(id: 1, separators: ";", numbers: "1,23"))
    window.handle(.home)
    window.handle(.control("_"))
    #expect(separators.text == "," && separators.cursor == 1)
    #expect(numbers.text == "1,23" && numbers.cursor == 4)
    #expect(controller.focusedView === numbers)
    #expect(spy.take() == [])
  }

  @Test func theBreakdownViewShowsItsViewModelAndForwardsTheBackKeys() {
    let viewModel = BreakdownViewModel(breakdown: Calculator(numbers: "5,x").breakdown)
    viewModel.coordinator = spy
    let controller = BreakdownViewController(viewModel: viewModel)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    let layout = controller.view as! BreakdownLayout
    #expect(
      layout.table.rows == ["  1  5         5      5", "  2  x         ignored: not a number"])
    #expect(layout.footerLabel.text == "Sum 5 · 1 number, 1 ignored")
    #expect(controller.focusedView === layout.table)
    for key: Key in [.escape, .backspace, .left] { window.handle(key) }
    #expect(spy.take() == ["close breakdown", "close breakdown", "close breakdown"])
  }

  @Test func thePresetsViewShowsItsViewModelAndForwardsTheSelectedRowOrCancel() {
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
    #expect(spy.take() == ["preset chosen  ", "presets cancelled"])
  }

  @Test func theHistoryViewShowsItsStateAndForwardsTheSelectedRowOrBack() async {
    let store = ControllableHistoryStore()
    let viewModel = HistoryViewModel(
      history: store, clock: ManualClock(), savedCount: Observable(nil))
    viewModel.coordinator = spy
    let controller = HistoryViewController(viewModel: viewModel)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    let layout = controller.view as! HistoryLayout
    #expect(layout.messageLabel.text == "Loading…")
    #expect(controller.focusedView === layout.queryField)
    #expect(await store.nextRequest() == .newest(limit: HistoryText.limit))
    let saved = Date(timeIntervalSince1970: 1_764_079_439)
    await store.answer(
      .entries([
        HistoryEntry(id: 2, saving: Calculator(numbers: "1,2"), at: saved),
        HistoryEntry(id: 1, saving: Calculator(numbers: "10"), at: saved),
      ]))
    let time = HistoryText.rows([HistoryEntry(id: 0, saving: Calculator(), at: saved)])[0].savedAt
    #expect(layout.list.rows == ["\(time)  3   1,2", "\(time)  10  10"])
    #expect(layout.messageLabel.isHidden)
    #expect(layout.footerLabel.isHidden)
    window.handle(.down)
    window.handle(.right)
    #expect(spy.take() == ["show breakdown"])
    #expect(spy.breakdown == Calculator(numbers: "10").breakdown)
    window.handle(.enter)
    window.handle(.escape)
    #expect(spy.take() == ["history entry 1", "history closed"])
    window.handle(.delete)
    #expect(await store.nextRequest() == .delete(id: 1))
    await store.fail(HistoryError.io(path: "/h", reason: "disk is full"))
    #expect(layout.footerLabel.text == "Not deleted: disk is full")
    #expect(layout.list.selectedIndex == 1)
    controller.disappear(removed: true)
  }

  /// The query field forwards each edit (its whole text) to the view model; the view shows
  /// `Searching…`, then the matches with the first row selected, as its view model says.
  @Test func theHistoryViewForwardsTheQueryAndSelectsTheFirstMatch() async {
    let store = ControllableHistoryStore()
    let clock = ManualClock()
    let viewModel = HistoryViewModel(history: store, clock: clock, savedCount: Observable(nil))
    let controller = HistoryViewController(viewModel: viewModel)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    let layout = controller.view as! HistoryLayout
    #expect(await store.nextRequest() == .newest(limit: HistoryText.limit))
    let entries = [
      HistoryEntry(id: 2, saving: Calculator(numbers: "1,2"), at: .now),
      HistoryEntry(id: 1, saving: Calculator(numbers: "10"), at: .now),
    ]
    await store.answer(.entries(entries))
    window.handle(.down)
    #expect(layout.list.selectedIndex == 1)
    window.handle(.text("1"))
    window.handle(.text("0"))
    #expect(layout.queryField.text == "10")
    #expect(layout.footerLabel.text == "Searching…" && !layout.footerLabel.isHidden)
    #expect(layout.list.rows.count == 2)
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(150))
    #expect(await store.nextRequest() == .search("10", limit: HistoryText.limit))
    await store.answer(.page(HistoryPage(entries: entries, total: 2)))
    #expect(layout.footerLabel.text == "2 matches")
    #expect(layout.list.selectedIndex == 0)
    #expect(store.requests == [.newest(limit: 1_000), .search("10", limit: 1_000)])
    controller.disappear(removed: true)
  }

  /// The view binds the footer apart from the rows: an edit of the query sets the footer's
  /// label and leaves the list as it was (a row the test put there stays).
  @Test func aQueryEditSetsTheFooterAndLeavesTheRowsAlone() async {
    let store = ControllableHistoryStore()
    let viewModel = HistoryViewModel(
      history: store, clock: ManualClock(), savedCount: Observable(nil))
    let controller = HistoryViewController(viewModel: viewModel)
    let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
    let layout = controller.view as! HistoryLayout
    #expect(await store.nextRequest() == .newest(limit: HistoryText.limit))
    await store.answer(.entries([HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: .now)]))
    layout.list.rows = ["a row the view did not set"]
    window.handle(.text("1"))
    #expect(layout.footerLabel.text == "Searching…" && !layout.footerLabel.isHidden)
    #expect(layout.list.rows == ["a row the view did not set"])
    controller.disappear(removed: true)
  }
}
