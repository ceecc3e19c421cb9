import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import SQLiteHistory
import TerminalUI
import TestSupport
import Testing

/// Saving, History, restore and delete through the keys, on every variant (SPEC: History),
/// with the in-memory store and with SQLite in a temporary folder. Headless typing waits for
/// the store's answers, so no test sleeps.
@MainActor
@Suite struct HistoryScreenTests {
  /// Every save at the same minute, so that the rows read the same whenever the tests run.
  nonisolated static let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
  static let time = HistoryText.rows(
    [HistoryEntry(id: 0, saving: Calculator(), at: savedAt)])[0].savedAt

  static func memoryStore(_ entries: [Calculator] = []) -> InMemoryHistoryStore {
    InMemoryHistoryStore(
      entries: entries.enumerated().map { index, calculator in
        HistoryEntry(id: Int64(index + 1), saving: calculator, at: savedAt)
      }, now: { savedAt })
  }

  /// A title row 80 columns wide: the title, and the saved count at the right (SPEC: Saved
  /// count), or the title alone when `saved` is nil.
  static func titleRow(_ title: String, saved: Int?) -> String {
    guard let saved else { return title }
    let count = HistoryText.savedCount(saved)
    return title + String(repeating: " ", count: 80 - title.count - count.count) + count
  }

  /// The query row under History's title (SPEC: Searching History).
  static func queryRow(_ query: String) -> String {
    query.isEmpty ? "Search ▸" : "Search ▸ \(query)"
  }

  /// The History screen of `rows` (each a sum and numbers, the newest first), 80 × 24, with
  /// `saved` calculations in the store (the rows' count unless said) and `query` typed.
  static func historyScreen(
    rows: [(sum: String, numbers: String)], selected: Int = 0, footer: String? = nil,
    saved: Int? = nil, query: String = ""
  ) -> String {
    let width = rows.map(\.sum.count).max() ?? 0
    var lines = [titleRow("History", saved: saved ?? rows.count), queryRow(query)]
    for (index, row) in rows.enumerated() {
      let marker = index == selected ? "▸" : " "
      let sum = row.sum + String(repeating: " ", count: width - row.sum.count)
      lines.append("  \(marker) \(time)  \(sum)  \(row.numbers)")
    }
    lines += Array(repeating: "", count: 24 - 3 - rows.count - (footer == nil ? 0 : 1))
    if let footer { lines.append(footer) }
    lines.append("Enter restore · → breakdown · Del delete · Esc back")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The History screen with a message in place of rows, 80 × 24, with `saved` calculations
  /// in the store (nil when it cannot say).
  static func messageScreen(_ message: String, saved: Int?) -> String {
    ([titleRow("History", saved: saved), queryRow(""), message]
      + Array(repeating: "", count: 20) + [
        "Enter restore · → breakdown · Del delete · Esc back"
      ]).joined(separator: "\n") + "\n"
  }

  static func line(_ number: Int, of session: Session) -> String {
    let lines = session.screen.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.contains(number) ? String(lines[number]) : ""
  }

  @Test(arguments: Variant.all)
  func ctrlSSavesAndTheStatusSaysSoUntilTheNextEdit(variant: Variant) async throws {
    let store = Self.memoryStore()
    let session = Session(variant, numbers: "1,2,x,3", history: store)
    await session.type(Keys.controlS)
    #expect(Self.line(4, of: session) == "              3 numbers, 1 ignored · saved")
    #expect(try await store.newest(limit: 5).map(\.numbers) == ["1,2,x,3"])
    await session.type("4")
    #expect(Self.line(4, of: session) == "              3 numbers, 1 ignored")
    #expect(Self.line(5, of: session) == CalculatorLayout.hint)
  }

  @Test(arguments: Variant.all)
  func aSaveThatFailsSaysWhy(variant: Variant) async {
    let store = UnavailableHistoryStore(.io(path: "/x/history.sqlite", reason: "disk is full"))
    let session = Session(variant, numbers: "1,2", history: store)
    await session.type(Keys.controlS)
    #expect(
      Self.line(4, of: session) == "              2 numbers, 0 ignored · not saved: disk is full")
    await session.type(Keys.controlR)
    expectScreen(session, Self.messageScreen("History unavailable: disk is full", saved: nil))
    await session.type(Keys.escape)
    // Going to another screen and back clears the outcome.
    #expect(Self.line(4, of: session) == "              2 numbers, 0 ignored")
  }

  @Test(arguments: Variant.all)
  func anEmptyHistorySaysHowToSaveOne(variant: Variant) async {
    let session = Session(variant, history: Self.memoryStore())
    await session.type(Keys.controlR)
    expectScreen(session, Self.messageScreen(HistoryText.empty, saved: 0))
    await session.type(Keys.enter, Keys.delete)
    expectScreen(session, Self.messageScreen(HistoryText.empty, saved: 0))
    await session.type(Keys.escape)
    #expect(session.screen.hasPrefix(Self.titleRow("Calculator", saved: 0) + "\n"))
  }

  @Test(arguments: Variant.all)
  func historyListsTheNewestFirstAndEnterRestoresTheSelectedOne(variant: Variant) async {
    let store = Self.memoryStore([
      Calculator(separators: ";", numbers: "1;2"), Calculator(numbers: "10,-4,x"),
    ])
    let session = Session(variant, numbers: "7", history: store)
    await session.type(Keys.tab, "x", Keys.controlR)
    expectScreen(session, Self.historyScreen(rows: [("6", "10,-4,x"), ("3", "1;2")]))
    await session.type(Keys.down)
    expectScreen(
      session, Self.historyScreen(rows: [("6", "10,-4,x"), ("3", "1;2")], selected: 1))
    await session.type(Keys.enter)
    #expect(
      session.screen.hasPrefix(
        Self.titleRow("Calculator", saved: 2) + "\nSeparators    ;\nNumbers     ▸ 1;2\n"))
    #expect(Self.line(3, of: session) == "Sum           3")
    #expect(session.app.calculator == Calculator(separators: ";", numbers: "1;2"))
    // Focus is on Numbers: typing goes there.
    await session.type(";5")
    #expect(session.sum == 8)
  }

  @Test(arguments: Variant.all)
  func escLeavesHistoryAndChangesNothing(variant: Variant) async {
    let store = Self.memoryStore([Calculator(numbers: "1")])
    let session = Session(variant, numbers: "5", history: store)
    await session.type(Keys.controlR, Keys.escape)
    #expect(
      session.screen.hasPrefix(
        Self.titleRow("Calculator", saved: 1) + "\nSeparators    ,\nNumbers     ▸ 5\n"))
    #expect(session.sum == 5)
  }

  @Test(arguments: Variant.all)
  func deleteRemovesTheSelectedEntryFromTheScreenAndTheStore(variant: Variant) async throws {
    let store = Self.memoryStore([Calculator(numbers: "1"), Calculator(numbers: "22")])
    let session = Session(variant, history: store)
    await session.type(Keys.controlR, Keys.down, Keys.delete)
    expectScreen(session, Self.historyScreen(rows: [("22", "22")]))
    #expect(try await store.newest(limit: 5).map(\.numbers) == ["22"])
    await session.type(Keys.delete)
    expectScreen(session, Self.messageScreen(HistoryText.empty, saved: 0))
  }

  @Test(arguments: Variant.all)
  func onlyTheNewestThousandAreShownAndTheFooterCountsAll(variant: Variant) async {
    let store = Self.memoryStore((1...1_003).map { Calculator(numbers: "\($0)") })
    let session = Session(variant, history: store)
    await session.type(Keys.controlR)
    #expect(Self.line(2, of: session) == "  ▸ \(Self.time)  1003  1003")
    #expect(Self.line(22, of: session) == "1,000 of 1,003")
    await session.type(Keys.end)
    #expect(session.screen.contains("  ▸ \(Self.time)  4     4\n"))
    await session.type(Keys.delete)
    #expect(session.screen.contains("\n999 of 1,002\n"))
  }

  @Test(arguments: Variant.all)
  func numbersTooLongForTheRowEndInAnEllipsis(variant: Variant) async {
    let numbers = Array(repeating: "1", count: 60).joined(separator: ",")
    let session = Session(variant, history: Self.memoryStore([Calculator(numbers: numbers)]))
    await session.type(Keys.controlR)
    let row = Self.line(2, of: session)
    #expect(row.hasPrefix("  ▸ \(Self.time)  60  1,1,1"))
    #expect(row.hasSuffix("…"))
    #expect(DisplayWidth.of(row) == 80)
  }

  /// SQLite in a temporary folder: what one app saved, the next one lists and restores.
  @Test(arguments: Variant.all)
  func aSavedCalculationIsThereForTheNextRunAndComesBack(variant: Variant) async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    let first = Session(
      variant, separators: ";", numbers: "1;2;x", history: try SQLiteHistoryStore(path: path))
    await first.type(Keys.controlS)
    #expect(Self.line(4, of: first).hasSuffix(" · saved"))

    let second = Session(variant, history: try SQLiteHistoryStore(path: path))
    await second.type(Keys.controlR)
    let row = Self.line(2, of: second)
    #expect(row.hasPrefix("  ▸ ") && row.hasSuffix("  3  1;2;x"), "\(row)")
    await second.type(Keys.enter)
    #expect(second.app.calculator == Calculator(separators: ";", numbers: "1;2;x"))
    await second.type(Keys.controlR, Keys.delete)
    expectScreen(second, Self.messageScreen(HistoryText.empty, saved: 0))
  }
}
