import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIP

/// The compact Calculator (SPEC: Compact Calculator) is the view controller's second layout:
/// the same scene, the same view models, displayed on whichever layout the size class shows.
/// As in `ViewControllerTests`, the view controller is tested in its scene in a window; the
/// interactor and the presenter, unchanged, keep their own tests.
@MainActor
struct CompactCalculatorTests {
  private static func lines(of stack: SceneStack) -> [String] {
    stack.window.render().cells.lines
  }

  private static func cursor(of stack: SceneStack) -> Point? {
    stack.window.render().cursor
  }

  @Test func aCompactWindowShowsTheCompactViewOfTheSameState() {
    let compact = SceneStack(Calculator(numbers: "1,2,x,3"), size: Size(width: 60, height: 4))
    let full = SceneStack(Calculator(numbers: "1,2,x,3"), size: Size(width: 60, height: 24))
    // Loaded compact, the view controller displays its first view model on the compact layout.
    let viewController = compact.viewController
    #expect(viewController.view === viewController.compactLayout)
    #expect(full.viewController.view === full.viewController.layout)
    for stack in [compact, full] {
      stack.viewController.displaySavedCount(viewModel: .init(savedCount: "12 saved"))
    }
    #expect(
      Self.lines(of: compact) == [
        "Sep   ,                       Num ▸ 1,2,x,3",
        "Sum 6 · 3 numbers, 1 ignored",
        "Tab · Enter breakdown · ^P ^S ^R · Esc              12 saved",
        "",
      ])
    #expect(Self.cursor(of: compact) == Point(x: 43, y: 0))

    // Its fields send the full layout's requests to the same interactor.
    let spies = [compact, full].map { $0.spyOnPresenter() }
    for stack in [compact, full] {
      for key: Key in [.text("4"), .tab, .text(";")] { stack.window.handle(key) }
      #expect(stack.interactor.finalCalculator == Calculator(separators: ",;", numbers: "1,2,x,34"))
    }
    for spy in spies {
      #expect(spy.take() == ["result 37/3/1 note nil", "result 37/3/1 note nil"])
    }
    // Its keys route as the full layout's: Enter pushes the Breakdown (too small to show here),
    // Esc pops it and the compact layout shows again.
    compact.window.handle(.enter)
    #expect(compact.top(BreakdownViewController.self) != nil)
    #expect(Self.lines(of: compact).first == "terminal too small")
    compact.window.handle(.escape)
    #expect(compact.navigation.topViewController === viewController)
    #expect(Self.lines(of: compact).first?.hasPrefix("Sep ▸ ,;  ") == true)
    #expect(Self.lines(of: compact).first?.hasSuffix("Num   1,2,x,34") == true)
  }

  @Test func aSizeClassChangeSwapsTheViewsKeepingWhatTheUserMade() async {
    let store = ControllableHistoryStore()
    let keptStore = ControllableHistoryStore()
    let resized = SceneStack(history: store)
    let kept = SceneStack(history: keptStore)
    await store.answerCount(12)
    await keptStore.answerCount(12)
    // 1,2,3 typed and saved, the save in flight; the cursor two to the left in Numbers, then
    // at the start of Separators.
    for stack in [resized, kept] {
      for key: Key in [.text("1,2,3"), .control("s")] { stack.window.handle(key) }
    }
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,3")))
    #expect(await keptStore.nextRequest() == .save(Calculator(numbers: "1,2,3")))
    for stack in [resized, kept] {
      for key: Key in [.left, .left, .tab, .left] { stack.window.handle(key) }
    }

    resized.window.size = Size(width: 80, height: 5)
    #expect(resized.viewController.view === resized.viewController.compactLayout)
    #expect(
      resized.viewController.focusedView === resized.viewController.compactLayout.separatorsField)
    #expect(resized.viewController.compactLayout.numbersField.cursor == 3)
    // The save answers now: its note and the count read after it land on the compact layout.
    for each in [store, keptStore] {
      await each.answer(.entry(.example(id: 13, numbers: "1,2,3")))
      await each.answerCount(13)
    }
    #expect(
      Self.lines(of: resized) == [
        "Sep ▸ ,                                 Num   1,2,3",
        "Sum 6 · 3 numbers, 0 ignored · saved",
        "Tab · Enter breakdown · ^P ^S ^R · Esc                                  13 saved",
        "", "",
      ])
    #expect(Self.cursor(of: resized) == Point(x: 6, y: 0))
    // Typing goes on where it was.
    for stack in [resized, kept] { stack.window.handle(.text("7")) }
    #expect(resized.interactor.finalCalculator == Calculator(separators: "7,", numbers: "1,2,3"))

    // Back to 24 rows: the full layout as if the window had never changed, focus included.
    resized.window.size = Size(width: 80, height: 24)
    #expect(resized.viewController.view === resized.viewController.layout)
    #expect(Self.lines(of: resized) == Self.lines(of: kept))
    #expect(Self.cursor(of: resized) == Self.cursor(of: kept))
    for stack in [resized, kept] {
      for key: Key in [.tab, .text("8")] { stack.window.handle(key) }
      #expect(stack.interactor.finalCalculator == Calculator(separators: "7,", numbers: "1,28,3"))
    }
    #expect(Self.lines(of: resized) == Self.lines(of: kept))
  }
}
