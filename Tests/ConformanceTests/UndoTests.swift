import CalculatorHistory
import CalculatorModel
import Foundation
import SQLiteHistory
import TerminalUI
import TestSupport
import Testing

/// Undo and redo on the Calculator (SPEC: Undo and redo), on every variant: each kind of step
/// taken back and made again, with the texts, focus, cursor and screen SPEC states.
@MainActor
@Suite struct UndoTests {
  static let undo = "\u{1F}"
  static let redo = "\u{19}"

  /// A store holding three calculations, `5;6` the newest.
  static func threeSaved() -> InMemoryHistoryStore {
    HistoryScreenTests.memoryStore([
      Calculator(numbers: "1"), Calculator(numbers: "2,3"),
      Calculator(separators: ";", numbers: "5;6"),
    ])
  }

  /// A session showing `calculator` as a fresh one does, focus on `field` with both cursors at
  /// the ends of their texts: what an undo or a redo shows.
  static func expected(
    _ variant: Variant, _ calculator: Calculator, focus field: Field, size: Size
  ) async -> Session {
    let session = Session(
      variant, separators: calculator.separators, numbers: calculator.numbers, size: size,
      history: threeSaved())
    await session.settle()
    if field == .separators { await session.type(Keys.tab) }
    return session
  }

  enum Field { case separators, numbers }

  /// A kind of step: the keys before it, the step's keys, the field it changed, and the
  /// calculations before and after it.
  struct Step: Sendable, CustomStringConvertible {
    let name: String
    let setUp: [String]
    let keys: [String]
    let field: Field
    let before: Calculator
    let after: Calculator
    var description: String { name }
  }

  nonisolated static let steps = [
    Step(
      name: "a typed key", setUp: ["1,2"], keys: ["3"], field: .numbers,
      before: Calculator(numbers: "1,2"), after: Calculator(numbers: "1,23")),
    Step(
      name: "a paste", setUp: ["1,2"], keys: [Keys.paste(",40")], field: .numbers,
      before: Calculator(numbers: "1,2"), after: Calculator(numbers: "1,2,40")),
    Step(
      name: "Backspace", setUp: ["1,2", Keys.left], keys: [Keys.backspace], field: .numbers,
      before: Calculator(numbers: "1,2"), after: Calculator(numbers: "12")),
    Step(
      name: "Delete", setUp: ["1,2", Keys.home], keys: [Keys.delete], field: .numbers,
      before: Calculator(numbers: "1,2"), after: Calculator(numbers: ",2")),
    Step(
      name: "Ctrl-U", setUp: ["1,2"], keys: [Keys.controlU], field: .numbers,
      before: Calculator(numbers: "1,2"), after: Calculator(numbers: "")),
    Step(
      name: "a key in Separators", setUp: ["1;2", Keys.tab, Keys.home], keys: [";"],
      field: .separators, before: Calculator(numbers: "1;2"),
      after: Calculator(separators: ";,", numbers: "1;2")),
    Step(
      name: "a preset chosen", setUp: ["1;2"], keys: [Keys.controlP, Keys.down, Keys.enter],
      field: .separators, before: Calculator(numbers: "1;2"),
      after: Calculator(separators: ";", numbers: "1;2")),
    Step(
      name: "an entry restored", setUp: ["7"], keys: [Keys.controlR, Keys.enter],
      field: .numbers, before: Calculator(numbers: "7"),
      after: Calculator(separators: ";", numbers: "5;6")),
  ]

  /// Each kind of step is one step: undone, both texts are as before it, focus on its field at
  /// the end of its text; redone, as after it; each time the screen is what a session showing
  /// those texts with that focus shows, in the full view and in the compact one.
  @Test(arguments: Variant.all, steps)
  func everyKindOfStepIsUndoneAndRedone(variant: Variant, step: Step) async {
    for size in [Size(width: 80, height: 24), Size(width: 60, height: 4)] {
      let session = Session(variant, size: size, history: Self.threeSaved())
      await session.settle()
      for keys in step.setUp { await session.type(keys) }
      #expect(session.app.calculator == step.before, "\(step), \(size)")
      for keys in step.keys { await session.type(keys) }
      #expect(session.app.calculator == step.after, "\(step), \(size)")
      await session.type(Self.undo)
      #expect(session.app.calculator == step.before, "undo of \(step), \(size)")
      let undone = await Self.expected(variant, step.before, focus: step.field, size: size)
      expectScreen(session, undone.screen)
      #expect(UndoTests.cursor(session) == UndoTests.cursor(undone), "undo of \(step), \(size)")
      await session.type(Self.redo)
      #expect(session.app.calculator == step.after, "redo of \(step), \(size)")
      let redone = await Self.expected(variant, step.after, focus: step.field, size: size)
      expectScreen(session, redone.screen)
      #expect(UndoTests.cursor(session) == UndoTests.cursor(redone), "redo of \(step), \(size)")
    }
  }

  static func cursor(_ session: Session) -> Point? {
    session.app.window.render().cursor
  }

  /// A field the step did not change keeps its cursor; the note goes with an undo.
  @Test(arguments: Variant.all)
  func theOtherFieldKeepsItsCursorAndTheNoteGoes(variant: Variant) async {
    let session = Session(variant, history: Self.threeSaved())
    await session.settle()
    await session.type("1,2", Keys.tab, Keys.home, Keys.tab, "3", Keys.controlS)
    #expect(session.screen.contains("· saved\n"))
    await session.type(Self.undo)
    #expect(!session.screen.contains("· saved"))
    await session.type(Keys.tab, ";")
    #expect(session.app.calculator == Calculator(separators: ";,", numbers: "1,2"))
  }

  /// A new step drops what could be redone.
  @Test(arguments: Variant.all)
  func aNewStepDropsWhatCouldBeRedone(variant: Variant) async {
    let session = Session(variant)
    await session.type("1", "2", Self.undo, "3")
    let screen = session.screen
    await session.type(Self.redo)
    expectScreen(session, screen)
    #expect(session.app.calculator == Calculator(numbers: "13"))
    await session.type(Self.undo, Self.undo, Self.redo, Self.redo)
    #expect(session.app.calculator == Calculator(numbers: "13"))
  }

  /// A redone step can be undone again, and so on: the steps go back and forth.
  @Test(arguments: Variant.all)
  func aRedoneStepIsUndoneAgain(variant: Variant) async {
    let session = Session(variant)
    await session.type("1", "2", Self.undo, Self.undo, Self.redo, Self.redo, Self.undo)
    #expect(session.app.calculator == Calculator(numbers: "1"))
    await session.type(Self.undo, Self.redo, Self.redo)
    #expect(session.app.calculator == Calculator(numbers: "12"))
  }

  /// The step's field gets its cursor at the end even when its text did not change: a restored
  /// entry whose numbers are those shown, only its separators differing, focuses Numbers at its
  /// end on undo and on redo.
  @Test(arguments: Variant.all)
  func theStepsFieldHasItsCursorAtTheEndEvenWhenItsTextDidNotChange(variant: Variant) async {
    let store = HistoryScreenTests.memoryStore([Calculator(separators: ";", numbers: "1,2")])
    let session = Session(variant, numbers: "1,2", history: store)
    await session.settle()
    await session.type(Keys.controlR, Keys.enter)
    #expect(session.app.calculator == Calculator(separators: ";", numbers: "1,2"))
    for key in [Self.undo, Self.redo] {
      await session.type(Keys.home, key)
      #expect(Self.cursor(session) == Point(x: 17, y: 2), "after \(key.debugDescription)")
    }
    #expect(session.app.calculator == Calculator(separators: ";", numbers: "1,2"))
  }

  /// The newest 100 steps are kept: after 120 typed keys, 130 undos leave the first 20
  /// characters, and 130 redos bring all 120 back.
  @Test(arguments: Variant.all)
  func theNewestHundredStepsAreKept(variant: Variant) async {
    let session = Session(variant)
    let typed = (0..<120).map { String($0 % 10) }
    for key in typed { session.press(key) }
    for _ in 0..<130 { session.press(Self.undo) }
    await session.settle()
    #expect(session.app.calculator == Calculator(numbers: typed.prefix(20).joined()))
    for _ in 0..<130 { session.press(Self.redo) }
    await session.settle()
    #expect(session.app.calculator == Calculator(numbers: typed.joined()))
  }

  /// With nothing to undo or redo the keys do nothing: the note stays, focus and cursor too.
  @Test(arguments: Variant.all)
  func withNothingToUndoOrRedoTheKeysDoNothing(variant: Variant) async {
    let session = Session(variant, numbers: "4,5")
    await session.type(Keys.tab, Keys.home, Keys.controlS)
    let screen = session.screen
    let cursor = Self.cursor(session)
    #expect(screen.contains("· saved\n"))
    await session.type(Self.undo, Self.redo)
    expectScreen(session, screen)
    #expect(Self.cursor(session) == cursor)
    // A key that changes no text is no step: Backspace at the start of Separators.
    await session.type(Keys.backspace, Self.undo)
    expectScreen(session, screen)
  }

  /// Other screens ignore both keys; the steps stay for the Calculator.
  @Test(arguments: Variant.all)
  func otherScreensIgnoreBothKeys(variant: Variant) async {
    let session = Session(variant, history: Self.threeSaved())
    await session.settle()
    await session.type("8")
    for (open, back) in [
      (Keys.enter, Keys.escape), (Keys.controlP, Keys.escape), (Keys.controlR + "5", Keys.escape),
    ] {
      await session.type(open)
      let screen = session.screen
      await session.type(Self.undo, Self.redo)
      expectScreen(session, screen)
      await session.type(back)
    }
    #expect(session.app.calculator == Calculator(numbers: "8"))
    await session.type(Self.undo)
    #expect(session.app.calculator == Calculator(numbers: ""))
  }

  /// Steps are not saved: a save after an undo saves the texts shown, and the history holds
  /// what was saved, nothing of the steps.
  @Test(arguments: Variant.all)
  func aSaveAfterAnUndoSavesWhatIsShown(variant: Variant) async throws {
    let store = InMemoryHistoryStore()
    let session = Session(variant, history: store)
    await session.type("1,2", "3", Self.undo, Keys.controlS)
    let entries = try await store.newest(limit: 10)
    #expect(entries.map(\.calculator) == [Calculator(numbers: "1,2")])
  }

  /// Every binary undoes and redoes the same, read back on the screen and, through a save, in
  /// `history --json`: the steps themselves are not saved.
  @Test func everyBinaryUndoesAndRedoesTheSame() async throws {
    let folder = try TemporaryFolder()
    // Numbers, then Separators: `;` typed, Ctrl-U, `3`; two undos, one redo: Ctrl-U again.
    let keys =
      "1,2" + Keys.tab + ";" + Keys.controlU + "3" + Self.undo + Self.undo + Self.redo
      + Keys.controlS
    var screens: [String: String] = [:]
    // The reference first (with CONFORMANCE_VARIANTS it is not among the executables tested).
    let executables =
      [BinaryTests.reference] + BinaryTests.executables.filter { $0 != BinaryTests.reference }
    for (index, executable) in executables.enumerated() {
      let path = folder.path + "/history-\(index).sqlite"
      let run = try await BinaryTests.runWithoutBlocking(
        executable, ["--headless", "--history", path], input: keys)
      #expect(run.status == 0, "\(executable): \(run)")
      screens[executable] = run.stdout
      let listed = try await BinaryTests.runWithoutBlocking(
        executable, ["history", "--json", "--history", path])
      let lines = listed.stdout.split(separator: "\n")
      #expect(lines.count == 1, "\(executable): \(listed.stdout)")
      #expect(
        lines.first?.contains(#""separators": "", "numbers": "1,2""#) == true,
        "\(executable): \(listed.stdout)")
    }
    let reference = screens[BinaryTests.reference]
    #expect(reference?.contains("Separators  ▸\n") == true, "\(reference ?? "")")
    for (executable, screen) in screens {
      #expect(screen == reference, "\(executable) differs from \(BinaryTests.reference)")
    }
  }
}
