import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Foundation
import Testing

/// The History screen's words and the save status (SPEC: History).
struct HistoryTextTests {
  static let utc = TimeZone(identifier: "UTC")!

  @Test func aRowIsTheLocalTimeToTheMinuteTheSumAndTheNumbersAsTyped() {
    // 2025-11-25 14:03:59 UTC
    let entry = HistoryEntry(
      id: 1, saving: Calculator(separators: ";", numbers: "1;x;-4"),
      at: Date(timeIntervalSince1970: 1_764_079_439))
    let rows = HistoryText.rows([entry], in: Self.utc)
    #expect(rows.count == 1)
    #expect(rows[0].savedAt == "2025-11-25 14:03")
    #expect(rows[0].sum == "-3")
    #expect(rows[0].numbers == "1;x;-4")
    let tokyo = HistoryText.rows([entry], in: TimeZone(identifier: "Asia/Tokyo")!)
    #expect(tokyo[0].savedAt == "2025-11-25 23:03")
  }

  @Test func monthsDaysHoursAndMinutesHaveTwoDigits() {
    // 2026-01-02 03:04 UTC
    let entry = HistoryEntry(
      id: 1, saving: Calculator(numbers: "1"), at: Date(timeIntervalSince1970: 1_767_323_040))
    #expect(HistoryText.rows([entry], in: Self.utc)[0].savedAt == "2026-01-02 03:04")
  }

  @Test func theFooterCountsOnlyWhenMoreExistThanAreShown() {
    #expect(HistoryText.footer(shown: 3, total: 3) == nil)
    #expect(HistoryText.footer(shown: 1_000, total: 1_234) == "1,000 of 1,234")
    #expect(HistoryText.footer(shown: 999, total: 100_000) == "999 of 100,000")
    #expect(HistoryText.footer(shown: 0, total: 1_234_567) == "0 of 1,234,567")
  }

  @Test func anOpenedHistorySelectsItsEntryOrTheNewestWithANotice() {
    let page = HistoryPage(
      entries: [3, 2, 1].map {
        HistoryEntry(id: $0, saving: Calculator(numbers: "\($0)"), at: Date())
      },
      total: 3)
    #expect(HistoryText.opening(page, at: 3) == (row: 0, notice: nil))
    #expect(HistoryText.opening(page, at: 1) == (row: 2, notice: nil))
    #expect(HistoryText.opening(page, at: 7) == (row: 0, notice: "no entry 7"))
    #expect(
      HistoryText.opening(HistoryPage(entries: [], total: 0), at: 2) == (
        row: 0, notice: "no entry 2"
      ))
    #expect(HistoryText.noEntry(1_234) == "no entry 1234")
  }

  @Test func aLoadedPageShowsTheEmptyTextOnlyWhenTheStoreHoldsNothing() {
    let entry = HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: Date())
    #expect(HistoryText.message(for: HistoryPage(entries: [], total: 0)) == HistoryText.empty)
    #expect(HistoryText.message(for: HistoryPage(entries: [entry], total: 1)) == nil)
    #expect(HistoryText.message(for: HistoryPage(entries: [], total: 4)) == nil)
    #expect(HistoryText.footer(for: HistoryPage(entries: [], total: 4)) == "0 of 4")
    #expect(HistoryText.footer(for: HistoryPage(entries: [entry], total: 1)) == nil)
  }

  @Test func statesAndOutcomesInWords() {
    #expect(HistoryText.loading == "Loading…")
    #expect(HistoryText.empty == "No saved calculations. Ctrl-S on the calculator saves one.")
    let error = HistoryError.notAHistoryDatabase(path: "/tmp/x.sqlite")
    #expect(HistoryText.unavailable(error) == "History unavailable: not a history database")
    #expect(HistoryText.notDeleted(error) == "Not deleted: not a history database")
    #expect(HistoryText.saved == "saved")
    #expect(
      HistoryText.notSaved(HistoryError.io(path: "/x", reason: "disk is full"))
        == "not saved: disk is full")
  }

  @Test func aSearchIsWordedForTheFieldAndTheFooter() {
    let entries = (1...3).map { HistoryEntry(id: $0, saving: Calculator(numbers: "1"), at: Date()) }
    #expect(HistoryText.searchName == "Search")
    #expect(HistoryText.searchDelay == .milliseconds(150))
    #expect(HistoryText.searching == "Searching…")
    #expect(
      HistoryText.notSearched(HistoryError.io(path: "/x", reason: "locked by another process"))
        == "Not searched: locked by another process")
    func matches(_ shown: Int, of total: Int) -> String {
      HistoryText.matches(for: HistoryPage(entries: Array(entries.prefix(shown)), total: total))
    }
    #expect(matches(0, of: 0) == "No matches")
    #expect(matches(1, of: 1) == "1 match")
    #expect(matches(3, of: 3) == "3 matches")
    #expect(matches(3, of: 1_234) == "3 of 1,234 matches")
    #expect(matches(1, of: 2) == "1 of 2 matches")
    // An empty query's footer is the one History opens with.
    let page = HistoryPage(entries: Array(entries.prefix(2)), total: 3)
    #expect(HistoryText.footer(for: page, query: "") == "2 of 3")
    #expect(HistoryText.footer(for: page, query: "1") == "2 of 3 matches")
    #expect(HistoryText.footer(for: HistoryPage(entries: entries, total: 3), query: "") == nil)
  }

  struct Multiline: Error, CustomStringConvertible {
    var description: String { "first line\nsecond\r\nthird" }
  }

  @Test func aReasonIsOneLine() {
    #expect(HistoryText.reason(Multiline()) == "first line second third")
    #expect(HistoryText.reason(CancellationError()) == "cancelled")
    #expect(
      HistoryText.reason(HistoryError.newerSchema(path: "/x")) == "written by a newer version")
  }

  @Test func aSaveIsWordedForTheStatusLineAndSaysWhetherItCommitted() async throws {
    let store = InMemoryHistoryStore()
    #expect(
      await store.saveOutcome(for: Calculator(numbers: "1,2"))
        == SaveOutcome(note: "saved", committed: true))
    #expect(try await store.newest(limit: 2).map(\.numbers) == ["1,2"])
    let full = UnavailableHistoryStore(.io(path: "/x", reason: "disk is full"))
    #expect(
      await full.saveOutcome(for: Calculator(numbers: "1"))
        == SaveOutcome(note: "not saved: disk is full", committed: false))
  }

  @Test func theSavedCountIsGroupedAndNilWhenTheStoreCannotCount() async {
    #expect(HistoryText.savedCount(0) == "0 saved")
    #expect(HistoryText.savedCount(1_234_567) == "1,234,567 saved")
    let store = InMemoryHistoryStore()
    _ = await store.saveOutcome(for: Calculator(numbers: "1"))
    _ = await store.saveOutcome(for: Calculator(numbers: "1"))
    #expect(await store.savedCount() == 1)
    let broken = UnavailableHistoryStore(.io(path: "/x", reason: "disk is full"))
    #expect(await broken.savedCount() == nil)
  }

  @Test func theStatusLineCarriesTheSaveOutcome() {
    let tally = Calculator(numbers: "1,2,x,3").tally
    #expect(CalculatorText.status(tally, note: nil) == "3 numbers, 1 ignored")
    #expect(CalculatorText.status(tally, note: HistoryText.saved) == "3 numbers, 1 ignored · saved")
  }
}
