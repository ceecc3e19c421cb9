import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import DeclarativeUI
@testable import MVVMObservableObject

/// The matrix's two compact-Calculator scenarios (SPEC: Compact Calculator). The compact view
/// is a branch of `CalculatorView.body` on the window's size class, bound to the same view
/// model, so it is tested through the app's window: its size gives the screen its size class.
@MainActor
struct CompactCalculatorTests {
  @MainActor
  private struct Screen {
    let app: MVVMObservableObjectApp
    let terminal: HeadlessTerminal
    var window: Window { app.window }
    var viewModel: CalculatorViewModel {
      (window.rootViewController as! HostingController<RootView>).rootView.viewModel
    }
    /// Where the terminal's cursor is drawn.
    var cursor: Point? { window.render().cursor }

    func resize(_ width: Int, _ height: Int) {
      terminal.resize(to: Size(width: width, height: height))
    }
  }

  private func makeScreen(numbers: String = "", size: Size, history: ControllableHistoryStore)
    -> Screen
  {
    let app = MVVMObservableObjectApp(calculator: Calculator(numbers: numbers), history: history)
    app.window.size = size
    return Screen(app: app, terminal: HeadlessTerminal(window: app.window))
  }

  @Test func aCompactWindowShowsTheCompactViewOfTheSameState() async {
    let store = ControllableHistoryStore()
    let screen = makeScreen(numbers: "1,2,x,3", size: Size(width: 60, height: 4), history: store)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(12))
    await screen.terminal.settle()
    #expect(
      screen.terminal.text == """
        Sep   ,                       Num ▸ 1,2,x,3
        Sum 6 · 3 numbers, 1 ignored
        Tab · Enter breakdown · ^P ^S ^R · Esc              12 saved

        """)
    #expect(screen.cursor == Point(x: 43, y: 0))
    // Its fields are bound to the same view model as the full view's.
    screen.terminal.send(";4")
    #expect(screen.viewModel.numbers == "1,2,x,3;4")
    #expect(screen.viewModel.sumText == "3")
    #expect(screen.terminal.text.contains("\nSum 3 · 2 numbers, 2 ignored\n"))
    screen.terminal.send("\t;")
    #expect(screen.viewModel.focusedField == .separators)
    #expect(screen.app.calculator == Calculator(separators: ",;", numbers: "1,2,x,3;4"))
    #expect(screen.terminal.text.hasPrefix("Sep ▸ ,;                      Num   1,2,x,3;4\n"))
    #expect(screen.terminal.text.contains("\nSum 10 · 4 numbers, 1 ignored\n"))
  }

  @Test func aSizeClassChangeSwapsTheViewsKeepingWhatTheUserMade() async {
    let store = ControllableHistoryStore()
    let screen = makeScreen(size: Size(width: 80, height: 24), history: store)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(12))
    // Numbers' cursor moved, then the focus: the view evaluates again in between.
    screen.terminal.send("1,2,3\u{1B}[D\u{1B}[D\t\u{1B}[D\u{13}")
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,3")))

    // Compact while the save is in flight: the texts, the cursors, the focus and the count.
    screen.resize(80, 5)
    #expect(
      screen.terminal.text == """
        Sep ▸ ,                                 Num   1,2,3
        Sum 6 · 3 numbers, 0 ignored
        Tab · Enter breakdown · ^P ^S ^R · Esc                                  12 saved

        """)
    #expect(screen.cursor == Point(x: 6, y: 0))
    #expect(screen.viewModel.focusedField == .separators)
    // The save answers on the compact view, and the count it reads again.
    await store.answer(.entry(.example(id: 13, numbers: "1,2,3")))
    await screen.terminal.settle()
    #expect(screen.terminal.text.contains("\nSum 6 · 3 numbers, 0 ignored · saved\n"))
    #expect(await store.nextRequest() == .count)

    // Full again while the count is being read: the note is kept, the count lands there.
    screen.resize(80, 24)
    #expect(
      screen.terminal.text.hasSuffix(
        """
        Separators  ▸ ,
        Numbers       1,2,3
        Sum           6
                      3 numbers, 0 ignored · saved
        Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit

        """))
    #expect(screen.cursor == Point(x: 14, y: 1))
    await store.answer(.count(13))
    await screen.terminal.settle()
    #expect(
      screen.terminal.text.hasPrefix(
        "Calculator" + String(repeating: " ", count: 62) + "13 saved\n"))

    // Typing goes on where it was, in either view.
    screen.terminal.send("7")
    screen.resize(80, 3)
    #expect(screen.terminal.text.hasPrefix("Sep ▸ 7,"))
    #expect(screen.cursor == Point(x: 7, y: 0))
    #expect(screen.terminal.text.hasSuffix("13 saved\n"))
    screen.terminal.send("\t")
    #expect(screen.cursor == Point(x: 49, y: 0))
    screen.terminal.send("8")
    #expect(screen.app.calculator == Calculator(separators: "7,", numbers: "1,28,3"))
    #expect(screen.terminal.text.contains("\nSum 32 · 3 numbers, 0 ignored\n"))
  }

  /// Extra: a preset chosen with the Separators cursor moved puts it at the end, as on every
  /// screen, and the view that shows next starts it there, not where it was.
  @Test func aPresetPutsTheKeptCursorAtTheEnd() async {
    let screen = makeScreen(numbers: "1;2", size: Size(width: 80, height: 24), history: .init())
    screen.terminal.send("\t\u{1B}[D\u{10}\u{1B}[B\r")
    #expect(screen.viewModel.separators == ";")
    #expect(screen.viewModel.focusedField == .numbers)
    screen.resize(80, 4)
    screen.terminal.send("\t")
    #expect(screen.cursor == Point(x: 7, y: 0))
    screen.terminal.send("|")
    #expect(screen.viewModel.separators == ";|")
    // The other way: chosen on the compact view, typed after on the full one.
    screen.terminal.send("\u{1B}[D\u{10}\u{1B}[B\r")
    #expect(screen.viewModel.separators == ";")
    screen.resize(80, 24)
    screen.terminal.send("\t")
    #expect(screen.cursor == Point(x: 15, y: 1))
    screen.terminal.send("|")
    #expect(screen.app.calculator == Calculator(separators: ";|", numbers: "1;2"))
  }
}
