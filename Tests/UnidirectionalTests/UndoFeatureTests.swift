import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Composable
import ComposableTesting
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import Unidirectional

extension CalculatorFeature.State {
  /// The step the `Undoable` wrapper keeps for `action`: from the texts `before` to those now.
  mutating func recordStep(
    from before: CalculatorFeature.Fields, _ action: CalculatorFeature.Action
  ) {
    undoHistory.record(.init(before: before, after: fields, action: action), limit: 100)
  }
}

/// The matrix's undo scenarios (SPEC: Undo and redo): the Calculator's reducer, wrapped by
/// `Undoable`, through the exhaustive test store (each step kept, undone and redone, stated in
/// full), and the real view for the keys and the cursors.
@MainActor
struct UndoFeatureTests {
  private func makeStore(
    separators: String = ",", numbers: String = "",
    edit: (inout CalculatorFeature.State) -> Void = { _ in }
  ) -> TestStore<CalculatorFeature.State, CalculatorFeature.Action> {
    var state = CalculatorFeature.State(
      calculator: Calculator(separators: separators, numbers: numbers))
    edit(&state)
    return TestStore(initialState: state) {
      CalculatorFeature(history: ControllableHistoryStore(), clock: ManualClock())
    }
  }

  @MainActor private struct Screen {
    let controller: CalculatorViewController
    let window: Window
    var widgets: any CalculatorWidgets { controller.view as! any CalculatorWidgets }
    var state: CalculatorFeature.State { controller.store.state }
  }

  private func makeScreen(numbers: String, size: Size = Size(width: 80, height: 24)) -> Screen {
    let store = Store(
      initialState: CalculatorFeature.State(calculator: Calculator(numbers: numbers))
    ) { CalculatorFeature(history: ControllableHistoryStore(), clock: ManualClock()) }
    let controller = CalculatorViewController(store: store)
    let window = Window(
      size: size, rootViewController: NavigationController(rootViewController: controller))
    return Screen(controller: controller, window: window)
  }

  @Test func undoPutsTheTextsBackAndFocusesTheStepsField() async {
    // A preset, then a typed key, then a save's note.
    let store = makeStore(numbers: "1;2")
    await store.send(.presetsRequested) {
      $0.destination = .presets(PresetsFeature.State(currentSeparators: ","))
    }
    await store.send(.destination(.presented(.presets(.presetTapped(at: 1)))))
    let chosen = CalculatorFeature.Action.destination(
      .presented(.presets(.delegate(.chosen(separators: ";")))))
    await store.receive(chosen) {
      $0.separators = ";"
      $0.fieldWrites.separators = 1
      $0.sumText = "3"
      $0.statusText = "2 numbers, 0 ignored"
      $0.destination = nil
      $0.recordStep(from: .init(separators: ",", numbers: "1;2"), chosen)
    }
    await store.send(.numbersChanged("1;2;4")) {
      $0.numbers = "1;2;4"
      $0.sumText = "7"
      $0.statusText = "3 numbers, 0 ignored"
      $0.recordStep(from: .init(separators: ";", numbers: "1;2"), .numbersChanged("1;2;4"))
    }
    await store.send(
      .saveFinished(saved: Calculator(separators: ";", numbers: "1;2;4"), note: "saved")
    ) {
      $0.saveNote = "saved"
      $0.statusText = "3 numbers, 0 ignored · saved"
    }
    let typed = store.state.undoHistory.past[1]
    let preset = store.state.undoHistory.past[0]

    // The typed key: Numbers written back (its cursor to the end) and focused, the note gone.
    await store.send(.undoRequested) {
      $0.numbers = "1;2"
      $0.fieldWrites.numbers = 1
      $0.saveNote = nil
      $0.sumText = "3"
      $0.statusText = "2 numbers, 0 ignored"
      $0.undoHistory = UndoHistory(past: [preset], future: [typed])
    }
    // The preset: Separators written back and focused.
    await store.send(.undoRequested) {
      $0.separators = ","
      $0.fieldWrites.separators = 2
      $0.focusedField = .separators
      $0.sumText = "0"
      $0.statusText = "0 numbers, 1 ignored"
      $0.undoHistory = UndoHistory(past: [], future: [typed, preset])
    }
    // Nothing to undo: nothing changes.
    await store.send(.undoRequested)

    // A restored entry: both texts back, focus on Numbers.
    let page = HistoryPage(entries: [.example(id: 1, separators: ";", numbers: "5;6")], total: 1)
    let restoring = makeStore(numbers: "7") {
      $0.focusedField = .separators
      $0.destination = .history(HistoryFeature.State(content: .loaded(page)))
    }
    await restoring.send(.destination(.presented(.history(.restoreTapped(at: 0)))))
    let restored = CalculatorFeature.Action.destination(
      .presented(.history(.delegate(.restored(separators: ";", numbers: "5;6")))))
    await restoring.receive(restored) {
      $0.separators = ";"
      $0.numbers = "5;6"
      $0.fieldWrites = CalculatorFeature.FieldWrites(separators: 1, numbers: 1)
      $0.sumText = "11"
      $0.statusText = "2 numbers, 0 ignored"
      $0.focusedField = .numbers
      $0.destination = nil
      $0.recordStep(from: .init(separators: ",", numbers: "7"), restored)
    }
    await restoring.send(.focusChanged(.separators)) { $0.focusedField = .separators }
    let step = restoring.state.undoHistory.past[0]
    await restoring.send(.undoRequested) {
      $0.separators = ","
      $0.numbers = "7"
      $0.fieldWrites = CalculatorFeature.FieldWrites(separators: 2, numbers: 2)
      $0.sumText = "7"
      $0.statusText = "1 number, 0 ignored"
      $0.focusedField = .numbers
      $0.undoHistory = UndoHistory(past: [], future: [step])
    }

    // The view: Ctrl-_ is the undo; the step's field gets focus with its cursor at the end, the
    // other field keeps its cursor.
    let screen = makeScreen(numbers: "1,2")
    screen.window.handle(.text("3"))
    screen.window.handle(.tab)
    screen.window.handle(.home)
    screen.window.handle(.control("_"))
    #expect(screen.widgets.numbersField.text == "1,2")
    #expect(screen.controller.focusedView === screen.widgets.numbersField)
    #expect(screen.widgets.numbersField.cursor == 3)
    #expect(screen.widgets.separatorsField.cursor == 0)
    #expect(screen.widgets.sumText == "3")
  }

  @Test func redoMakesTheStepAgainAndANewStepDropsIt() async {
    let store = makeStore()
    await store.send(.numbersChanged("1")) {
      $0.numbers = "1"
      $0.sumText = "1"
      $0.statusText = "1 number, 0 ignored"
      $0.recordStep(from: .init(separators: ",", numbers: ""), .numbersChanged("1"))
    }
    await store.send(.separatorsChanged(";")) {
      $0.separators = ";"
      $0.recordStep(from: .init(separators: ",", numbers: "1"), .separatorsChanged(";"))
    }
    let typed = store.state.undoHistory.past[0]
    let separators = store.state.undoHistory.past[1]
    await store.send(.undoRequested) {
      $0.separators = ","
      $0.fieldWrites.separators = 1
      $0.focusedField = .separators
      $0.undoHistory = UndoHistory(past: [typed], future: [separators])
    }
    await store.send(.focusChanged(.numbers)) { $0.focusedField = .numbers }
    // Redo: the texts after the step, focus on its field, written (the cursor at the end).
    await store.send(.redoRequested) {
      $0.separators = ";"
      $0.fieldWrites.separators = 2
      $0.focusedField = .separators
      $0.undoHistory = UndoHistory(past: [typed, separators], future: [])
    }
    // Nothing to redo: nothing changes.
    await store.send(.redoRequested)
    await store.send(.undoRequested) {
      $0.separators = ","
      $0.fieldWrites.separators = 3
      $0.focusedField = .separators
      $0.undoHistory = UndoHistory(past: [typed], future: [separators])
    }
    // A new step drops what could be redone.
    await store.send(.separatorsChanged(",|")) {
      $0.separators = ",|"
      $0.undoHistory = UndoHistory(past: [typed], future: [])
      $0.recordStep(from: .init(separators: ",", numbers: "1"), .separatorsChanged(",|"))
    }
    await store.send(.redoRequested)

    // The newest 100 steps are kept: 120 keys, 130 undos leave 20, 130 redos bring all back.
    let screen = makeScreen(numbers: "")
    let typedKeys = (0..<120).map { String($0 % 10) }
    for key in typedKeys { screen.window.handle(.text(key)) }
    for _ in 0..<130 { screen.window.handle(.control("_")) }
    #expect(screen.state.numbers == typedKeys.prefix(20).joined())
    #expect(screen.widgets.numbersField.cursor == 20)
    for _ in 0..<130 { screen.window.handle(.control("y")) }
    #expect(screen.state.numbers == typedKeys.joined())
    #expect(screen.widgets.numbersField.cursor == 120)

    // In the compact view too: Ctrl-Y redoes, the cursor at the end of the step's field.
    let compact = makeScreen(numbers: "4", size: Size(width: 60, height: 4))
    #expect(compact.controller.view is CompactCalculatorLayout)
    compact.window.handle(.text("5"))
    compact.window.handle(.left)
    compact.window.handle(.control("_"))
    #expect(compact.widgets.numbersField.text == "4")
    compact.window.handle(.home)
    compact.window.handle(.control("y"))
    #expect(compact.widgets.numbersField.text == "45")
    #expect(compact.widgets.numbersField.cursor == 2)
    #expect(compact.widgets.sumText == "45")
  }
}
