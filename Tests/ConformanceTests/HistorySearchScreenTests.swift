import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Foundation
import SQLiteHistory
import TestSupport
import Testing

/// Searching History through the keys, on every variant (SPEC: Searching History): the same
/// rows, count and footer in all, whether the query comes in one read or key by key; and every
/// binary the same on an SQLite file of 1,000 entries. Headless time passes when a key's work
/// has settled, so no test sleeps.
@MainActor
@Suite struct HistorySearchScreenTests {
  /// Twelve entries, `1,2` … `12,24`, the newest (`12,24`) first on screen.
  static func twelve() -> InMemoryHistoryStore {
    HistoryScreenTests.memoryStore((1...12).map { Calculator(numbers: "\($0),\($0 * 2)") })
  }

  @Test(arguments: Variant.all)
  func aQueryListsTheMatchesAndAnEmptyOneListsAllAgain(variant: Variant) async {
    let session = Session(variant, history: Self.twelve())
    await session.type(Keys.controlR, "2,")
    expectScreen(
      session,
      HistoryScreenTests.historyScreen(
        rows: [("36", "12,24"), ("6", "2,4")], footer: "2 matches", saved: 12, query: "2,"))
    await session.type(Keys.down, "9")
    expectScreen(
      session,
      HistoryScreenTests.historyScreen(rows: [], footer: "No matches", saved: 12, query: "2,9"))
    await session.type(Keys.controlU)
    let all = (1...12).reversed().map { (sum: "\($0 * 3)", numbers: "\($0),\($0 * 2)") }
    expectScreen(session, HistoryScreenTests.historyScreen(rows: all, saved: 12))
    // Enter restores the selected match, as it restores any row: `1,` matches `11,22`, then
    // `1,2`.
    await session.type("1,", Keys.down, Keys.enter)
    #expect(session.app.calculator == Calculator(numbers: "1,2"))
  }

  @Test(arguments: Variant.all)
  func deletingAMatchLowersTheCountOfMatches(variant: Variant) async throws {
    let store = Self.twelve()
    let session = Session(variant, history: store)
    await session.type(Keys.controlR, "2,", Keys.delete)
    expectScreen(
      session,
      HistoryScreenTests.historyScreen(
        rows: [("6", "2,4")], footer: "1 match", saved: 11, query: "2,"))
    #expect(try await store.count() == 11)
  }

  /// The final screen is the same whether the keys come in one read, one read per byte, or
  /// reads of random sizes: headless time passes when the work of the keys read has settled.
  @Test(arguments: Variant.all)
  func theScreenDoesNotDependOnHowTheQueryIsRead(variant: Variant) async {
    let stream =
      Keys.controlR + "1" + "0" + Keys.backspace + "2" + Keys.down + Keys.paste(",2")
      + Keys.backspace + Keys.backspace + Keys.backspace + Keys.end + "4"
    let bytes = Array(stream.utf8)
    func finalScreen(_ chunks: [ArraySlice<UInt8>]) async -> String {
      let session = Session(variant, history: Self.twelve())
      for chunk in chunks { await session.terminal.type(chunk) }
      await session.terminal.finish()
      return session.screen
    }
    let whole = await finalScreen([bytes[...]])
    // Not a trivial screen: `14` matches `7,14` only.
    #expect(
      whole
        == HistoryScreenTests.historyScreen(
          rows: [("21", "7,14")], footer: "1 match", saved: 12, query: "14"))
    #expect(await finalScreen(bytes.indices.map { bytes[$0...$0] }) == whole, "byte by byte")
    var generator = SplitMix64(seed: 0x5EA4_C42)
    for attempt in 0..<5 {
      var chunks: [ArraySlice<UInt8>] = []
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + Int.random(in: 1...6, using: &generator))
        chunks.append(bytes[start..<end])
        start = end
      }
      #expect(await finalScreen(chunks) == whole, "random split \(attempt)")
    }
  }

  /// Every binary, headless on a file of 1,000 entries, shows the same screen for a query: the
  /// same rows, count and footer, the count the entries' own.
  @Test func everyBinaryShowsTheSameSearchOfAThousandEntryFile() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    let numbers = (1...1_000).map { "\($0),\($0 * 7 % 1_000),x" }
    do {
      let store = try SQLiteHistoryStore(path: path)
      for text in numbers { _ = try await store.save(Calculator(numbers: text)) }
    }
    let query = "7,1"
    let matching = numbers.filter { $0.contains(query) }.count
    #expect(matching > 1)
    let arguments = ["--headless", "--history", path]
    let input = Keys.controlR + query
    let reference = try await BinaryTests.runWithoutBlocking(
      BinaryTests.reference, arguments, input: input)
    #expect(reference.status == 0, "\(reference)")
    #expect(reference.stdout.contains("\nSearch ▸ \(query)\n"), "\(reference.stdout)")
    #expect(reference.stdout.contains("\n\(matching) matches\n"), "\(reference.stdout)")
    try await expectSameOutput(arguments, input: input)
  }
}
