import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Foundation
import SQLiteHistory
import TestSupport
import Testing

/// The Breakdown of a saved entry, on every variant (SPEC: History screen, Breakdown screen):
/// Right on History shows the screen that typing the entry and pressing Enter shows on the
/// Calculator, and going back shows History as it was without asking the store again.
@MainActor
@Suite struct SavedBreakdownTests {
  /// How many calls the session's store has had.
  static func storeCalls(_ session: Session) -> Int {
    session.activity.started
  }

  @Test(arguments: Variant.all)
  func rightShowsTheScreenThatTypingTheEntryAndEnterShow(variant: Variant) async {
    let store = HistoryScreenTests.memoryStore([
      Calculator(separators: ";", numbers: "1;2;x;-3"), Calculator(numbers: "10,-4,x"),
    ])
    let session = Session(variant, numbers: "7", history: store)
    await session.type(Keys.controlR, Keys.down, Keys.right)
    let typed = Session(variant, separators: ";", numbers: "1;2;x;-3")
    await typed.type(Keys.enter)
    expectScreen(session, typed.screen)
    #expect(session.screen.hasPrefix("Breakdown\n"))
    // The Calculator's fields are not the entry's: nothing was restored.
    #expect(session.app.calculator == Calculator(numbers: "7"))
  }

  @Test(arguments: Variant.all)
  func goingBackShowsHistoryAsItWasWithoutAskingTheStore(variant: Variant) async {
    let session = Session(variant, history: HistorySearchScreenTests.twelve())
    await session.type(Keys.controlR, Keys.down, Keys.down)
    for query in ["", "2,"] {
      if !query.isEmpty { await session.type(query, Keys.down) }
      let history = session.screen
      let calls = Self.storeCalls(session)
      for back in [Keys.escape, Keys.backspace, Keys.left] {
        await session.type(Keys.right)
        #expect(session.screen.hasPrefix("Breakdown\n"), "query \"\(query)\"")
        await session.type(back)
        expectScreen(session, history)
        #expect(Self.storeCalls(session) == calls, "asked the store again (query \"\(query)\")")
      }
    }
    // The selection is History's own, not only drawn: Enter restores the row still selected.
    await session.type(Keys.enter)
    #expect(session.app.calculator == Calculator(numbers: "2,4"))
  }

  @Test(arguments: Variant.all)
  func rightWithNoRowDoesNothing(variant: Variant) async {
    let session = Session(variant, history: HistoryScreenTests.memoryStore())
    await session.type(Keys.controlR)
    let empty = session.screen
    await session.type(Keys.right)
    expectScreen(session, empty)
    let twelve = Session(variant, history: HistorySearchScreenTests.twelve())
    await twelve.type(Keys.controlR, "2,9")
    let noMatch = twelve.screen
    #expect(noMatch.contains("\nNo matches\n"))
    await twelve.type(Keys.right)
    expectScreen(twelve, noMatch)
  }

  /// A search started before Right goes on under the Breakdown: back on History, its answer is
  /// shown; the Breakdown was the selected row's when Right was pressed.
  @Test(arguments: Variant.all)
  func aSearchInFlightGoesOnUnderTheBreakdown(variant: Variant) async {
    let session = Session(variant, history: HistorySearchScreenTests.twelve())
    await session.type(Keys.controlR)
    session.press("2,", Keys.right)
    await session.settle()
    let typed = Session(variant, numbers: "12,24")
    await typed.type(Keys.enter)
    expectScreen(session, typed.screen)
    await session.type(Keys.escape)
    expectScreen(
      session,
      HistoryScreenTests.historyScreen(
        rows: [("36", "12,24"), ("6", "2,4")], footer: "2 matches", saved: 12, query: "2,"))
  }

  /// Every binary, headless on a file, shows the same Breakdown of a saved entry and the same
  /// History after going back from it.
  @Test func everyBinaryShowsTheSameBreakdownOfASavedEntry() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    do {
      let store = try SQLiteHistoryStore(path: path)
      for text in ["1,2,x,3", "10,-4,x", "7;8"] {
        _ = try await store.save(Calculator(numbers: text))
      }
    }
    let arguments = ["--headless", "--history", path]
    let forward = Keys.controlR + "," + Keys.down + Keys.right
    let reference = try await BinaryTests.runWithoutBlocking(
      BinaryTests.reference, arguments, input: forward)
    #expect(reference.status == 0, "\(reference)")
    let typed = try await BinaryTests.runWithoutBlocking(
      BinaryTests.reference, arguments + ["--numbers", "1,2,x,3"], input: Keys.enter)
    #expect(reference.stdout == typed.stdout)
    try await expectSameOutput(arguments, input: forward)
    // Back gives the History screen before Right, with a query and without.
    for before in [Keys.controlR + "," + Keys.down, Keys.controlR + Keys.down] {
      let history = try await BinaryTests.runWithoutBlocking(
        BinaryTests.reference, arguments, input: before)
      let back = try await BinaryTests.runWithoutBlocking(
        BinaryTests.reference, arguments, input: before + Keys.right + Keys.escape)
      #expect(back.stdout == history.stdout)
      #expect(history.stdout.contains("\nSearch ▸"), "\(history.stdout)")
      try await expectSameOutput(arguments, input: before + Keys.right + Keys.escape)
    }
  }
}
