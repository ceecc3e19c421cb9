import CalculatorHistory
import CalculatorModel
import TerminalUI
import Testing

@testable import DeclarativeUI
@testable import MVVMObservableObject

// MARK: Extra — what this pattern needs beyond the matrix
//
// The views through the app's window: keys reach the view model, state reaches the widgets,
// focus goes both ways, the path pushes and pops screens, and the Presets choice comes back
// into the view model. The declarative views are code of their own, which the view model
// scenarios do not reach.
@MainActor
struct ViewTests {
  @MainActor
  private struct Screen {
    let app: MVVMObservableObjectApp
    let terminal: HeadlessTerminal
    var window: Window { app.window }
    var fields: [TerminalUI.TextField] {
      root.view.focusableViews.compactMap { $0 as? TerminalUI.TextField }
    }
    var root: ViewController {
      (window.rootViewController as! HostingController<RootView>).host
        .navigations[0].controller.viewControllers[0]
    }
    var viewModel: CalculatorViewModel {
      (window.rootViewController as! HostingController<RootView>).rootView.viewModel
    }
  }

  private func makeScreen(separators: String = ",", numbers: String = "") -> Screen {
    let app = MVVMObservableObjectApp(
      calculator: Calculator(separators: separators, numbers: numbers),
      history: InMemoryHistoryStore())
    return Screen(app: app, terminal: HeadlessTerminal(window: app.window))
  }

  @Test func theCalculatorViewShowsTheViewModelAndWritesEditsAndFocusBack() {
    let screen = makeScreen(separators: ";", numbers: "1;3")
    #expect(
      screen.terminal.text == """
        Calculator
        Separators    ;
        Numbers     ▸ 1;3
        Sum           4
                      2 numbers, 0 ignored
        Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit

        """)
    #expect(screen.root.focusedView === screen.fields[1])
    screen.terminal.send("\u{1B}[D2;")
    #expect(screen.app.calculator.numbers == "1;2;3")
    #expect(screen.fields[1].cursor == 4)
    #expect(screen.terminal.text.contains("Sum           6\n"))
    screen.window.handle(.tab)
    #expect(screen.viewModel.focusedField == .separators)
    #expect(screen.root.focusedView === screen.fields[0])
    screen.window.handle(.backspace)
    #expect(screen.app.calculator.separators == "")
  }

  @Test func thePathPushesAndPopsTheScreensAndThePresetsChoiceComesBack() {
    let screen = makeScreen(numbers: "1;2")
    screen.terminal.send("\r")
    #expect(screen.viewModel.path == [.breakdown])
    #expect(screen.terminal.text.hasPrefix("Breakdown\n"))
    #expect(screen.terminal.text.contains("Sum 0 · 0 numbers, 1 ignored\n"))
    screen.terminal.send("\u{7F}")
    #expect(screen.viewModel.path == [])
    #expect(screen.window.activeViewController === screen.root)
    screen.terminal.send("\t\u{10}\u{1B}[B")
    screen.terminal.send("\u{1B}")
    screen.terminal.escapeTimeout()
    #expect(screen.viewModel.path == [])
    #expect(screen.root.focusedView === screen.fields[0])
    screen.terminal.send("\u{10}\u{1B}[B\r")
    #expect(screen.viewModel.path == [])
    #expect(screen.app.calculator.separators == ";")
    #expect(screen.root.focusedView === screen.fields[1])
    #expect(screen.terminal.text.contains("Separators    ;\nNumbers     ▸ 1;2\nSum           3\n"))
    screen.window.handle(.escape)
    #expect(screen.window.isClosed)
  }

  /// A preset equal to the separators already set replaces the field's text all the same, as
  /// every variant's does: the view model's revision gives the field another id, so the host
  /// builds it anew, its cursor at the end. Numbers, which the preset did not set, keeps its
  /// widget and its cursor.
  @Test func choosingTheCurrentPresetPutsTheSeparatorsCursorAtTheEnd() {
    let screen = makeScreen(separators: ",;", numbers: "1,2")
    screen.window.handle(.left)
    let numbers = screen.fields[1]
    screen.window.handle(.tab)
    screen.window.handle(.home)
    let separators = screen.fields[0]
    #expect(separators.cursor == 0)
    screen.terminal.send("\u{10}\r")
    #expect(screen.viewModel.separatorsRevision == 1)
    #expect(screen.fields[0] !== separators)
    #expect(screen.fields[0].text == ",;")
    #expect(screen.fields[0].cursor == 2)
    #expect(screen.fields[1] === numbers)
    #expect(numbers.cursor == 2)
    #expect(screen.root.focusedView === numbers)
  }

  /// Observation by object: a keystroke in Numbers evaluates the root view too, which reads
  /// only the path, since it observes the same view model; each host once.
  @Test func aKeystrokeEvaluatesEachHostObservingTheViewModelOnce() {
    let screen = makeScreen(numbers: "1")
    let rootHost = screen.window.rootViewController as! HostingController<RootView>
    let calculatorHost = screen.root as! HostingController<AnyView>
    let (root, calculator) = (rootHost.evaluationCount, calculatorHost.evaluationCount)
    screen.terminal.send("2")
    #expect(rootHost.evaluationCount == root + 1)
    #expect(calculatorHost.evaluationCount == calculator + 1)
  }

  /// Ctrl-_ and Ctrl-Y on the Calculator's view, full and compact: the step's field gets focus
  /// with its cursor at the end (built anew even when its text is the same), and the other
  /// field keeps its cursor.
  @Test func undoAndRedoKeysPutTheCursorAtTheEndOfTheStepsField() {
    let screen = makeScreen(numbers: "1,2")
    screen.terminal.send("3\t\u{1B}[H")
    #expect(screen.fields[0].cursor == 0)
    screen.terminal.send("\u{1F}")
    #expect(screen.app.calculator == Calculator(numbers: "1,2"))
    #expect(screen.root.focusedView === screen.fields[1])
    #expect(screen.fields[1].cursor == 3)
    #expect(screen.fields[0].cursor == 0)
    screen.terminal.send("\u{1B}[H\u{19}")
    #expect(screen.app.calculator == Calculator(numbers: "1,23"))
    #expect(screen.fields[1].cursor == 4)

    // A restored entry whose numbers are those shown: Numbers is built anew all the same, its
    // cursor at the end, in the compact view too.
    screen.app.window.size = Size(width: 60, height: 4)
    screen.viewModel.historyEntryChosen(.example(id: 1, separators: ";", numbers: "1,23"))
    screen.terminal.send("\u{1B}[H\u{1F}")
    #expect(screen.app.calculator == Calculator(numbers: "1,23"))
    #expect(screen.fields[1].cursor == 4)
    #expect(screen.terminal.text.hasPrefix("Sep   ,"))
  }
}
