import TerminalUI
import TestRecording
import Testing

@testable import VIPER

/// The compact Calculator (SPEC: Compact Calculator) is the View's alone: the real Calculator
/// view in a window, with a mock presenter. The test plays the presenter (its calls are the
/// `CalculatorViewProtocol` the presenter's tests check), and the mock records the events the
/// view forwards, which must be the full view's.
@MainActor
struct CompactCalculatorViewTests {
  /// The mock presenters' events, from every view of a test, in order.
  let calls = Recorder()

  /// The Calculator view on the navigation stack of a window of `width`×`height`.
  private func viewInWindow(_ width: Int, _ height: Int)
    -> (view: CalculatorViewController, window: Window)
  {
    let view = CalculatorViewController(presenter: CalculatorPresenterMock(calls))
    let navigation = NavigationController(rootViewController: view)
    let window = Window(size: Size(width: width, height: height), rootViewController: navigation)
    #expect(calls.take() == ["presenter: view did load"])
    return (view, window)
  }

  private static func lines(of window: Window) -> [String] {
    window.render().cells.lines
  }

  @Test func aCompactWindowShowsTheCompactViewOfTheSameState() {
    let (compact, compactWindow) = viewInWindow(60, 4)
    let (full, fullWindow) = viewInWindow(60, 24)
    // What the presenter shows at launch, after 1,2,x,3 typed and twelve saved.
    for view in [compact, full] {
      view.show(separators: ",")
      view.show(numbers: "1,2,x,3")
      view.show(sum: "6", status: "3 numbers, 1 ignored")
      view.show(savedCount: "12 saved")
      view.focusNumbers()
    }
    #expect(compact.view === compact.compactLayout)
    #expect(full.view === full.layout)
    #expect(
      Self.lines(of: compactWindow) == [
        "Sep   ,                       Num ▸ 1,2,x,3",
        "Sum 6 · 3 numbers, 1 ignored",
        "Tab · Enter breakdown · ^P ^S ^R · Esc              12 saved",
        "",
      ])
    #expect(compactWindow.render().cursor == Point(x: 43, y: 0))
    // The compact view's fields and keys send the presenter the full view's events.
    let keys: [Key] = [
      .text("4"), .tab, .text(";"), .enter, .control("p"), .control("s"), .control("r"), .escape,
      .control("_"), .control("y"),
    ]
    let events = [
      "presenter: numbers 1,2,x,34", "presenter: separators ,;", "presenter: breakdown",
      "presenter: presets", "presenter: save", "presenter: history", "presenter: quit",
      "presenter: undo", "presenter: redo",
    ]
    for key in keys { compactWindow.handle(key) }
    #expect(calls.take() == events)
    for key in keys { fullWindow.handle(key) }
    #expect(calls.take() == events)
  }

  @Test func aSizeClassChangeSwapsTheViewsKeepingWhatTheUserMade() {
    let (resized, window) = viewInWindow(80, 24)
    let (kept, keptWindow) = viewInWindow(80, 24)
    // 1,2,3 saved; the cursor two to the left in Numbers, then at the start of Separators.
    for view in [resized, kept] {
      view.show(separators: ",")
      view.show(numbers: "1,2,3")
      view.show(sum: "6", status: "3 numbers, 0 ignored · saved")
      view.show(savedCount: "13 saved")
      view.focusNumbers()
    }
    for key: Key in [.left, .left, .tab, .left] {
      window.handle(key)
      keptWindow.handle(key)
    }
    #expect(calls.take() == [])

    window.size = Size(width: 80, height: 5)
    #expect(resized.view === resized.compactLayout)
    #expect(
      Self.lines(of: window) == [
        "Sep ▸ ,                                 Num   1,2,3",
        "Sum 6 · 3 numbers, 0 ignored · saved",
        "Tab · Enter breakdown · ^P ^S ^R · Esc                                  13 saved",
        "", "",
      ])
    #expect(window.render().cursor == Point(x: 6, y: 0))
    #expect(resized.compactLayout.numbersField.cursor == 3)
    // Typing goes on where it was; what the presenter shows next lands on the compact view.
    window.handle(.text("7"))
    keptWindow.handle(.text("7"))
    #expect(calls.take() == ["presenter: separators 7,", "presenter: separators 7,"])
    for view in [resized, kept] {
      view.show(sum: "6", status: "3 numbers, 0 ignored")
      view.show(savedCount: "14 saved")
    }
    #expect(Self.lines(of: window)[1] == "Sum 6 · 3 numbers, 0 ignored")
    #expect(Self.lines(of: window)[2].hasSuffix(" 14 saved"))

    // Back to 24 rows: the full view as if the window had never changed.
    window.size = Size(width: 80, height: 24)
    #expect(resized.view === resized.layout)
    #expect(Self.lines(of: window) == Self.lines(of: keptWindow))
    #expect(window.render().cursor == keptWindow.render().cursor)
    #expect(resized.focusedView === resized.layout.separatorsField)
    for (view, window) in [(resized, window), (kept, keptWindow)] {
      window.handle(.tab)
      window.handle(.text("8"))
      #expect(view.layout.numbersField.text == "1,28,3")
    }
    #expect(calls.take() == ["presenter: numbers 1,28,3", "presenter: numbers 1,28,3"])
  }
}
