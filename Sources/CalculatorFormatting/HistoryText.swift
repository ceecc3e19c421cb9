import CalculatorHistory
import CalculatorModel
import Foundation

/// The History screen and the save status in words (SPEC: History).
///
/// ```
/// History
///   ▸ 2026-11-25 14:03  6   1,2,x,3
///     2026-11-24 09:41  -3  1,-4
/// 1,000 of 1,234
/// Enter restore · → breakdown · Del delete · Esc back
/// ```
public enum HistoryText {
  /// One row in words: when it was saved, its sum, the numbers as typed.
  public typealias Row = (savedAt: String, sum: String, numbers: String)

  /// How many entries the screen loads at most: the newest ones.
  public static let limit = 1_000

  /// Until the first load answers.
  public static let loading = "Loading…"

  /// When the store holds no entry.
  public static let empty = "No saved calculations. Ctrl-S on the calculator saves one."

  /// When the load failed: `History unavailable: not a history database`.
  public static func unavailable(_ error: any Error) -> String {
    "History unavailable: \(reason(error))"
  }

  /// When a delete failed; the row stays.
  public static func notDeleted(_ error: any Error) -> String {
    "Not deleted: \(reason(error))"
  }

  /// The query field's name: `Search ▸ 12` (SPEC: Searching History).
  public static let searchName = "Search"

  /// How long History waits after the last edit of its query before it searches.
  public static let searchDelay = Duration.milliseconds(150)

  /// The footer from an edit of the query until the search answers; the rows stay.
  public static let searching = "Searching…"

  /// When a search failed; the rows stay.
  public static func notSearched(_ error: any Error) -> String {
    "Not searched: \(reason(error))"
  }

  /// The footer of a search's answer: `No matches`, `1 match`, `25 matches`, or `1,000 of
  /// 1,234 matches` when more match than are shown.
  public static func matches(for page: HistoryPage) -> String {
    switch page.total {
    case 0: "No matches"
    case 1: "1 match"
    case page.entries.count: "\(grouped(page.total)) matches"
    default: "\(grouped(page.entries.count)) of \(grouped(page.total)) matches"
    }
  }

  /// The footer of a loaded page: for an empty query, as when History opens
  /// (`footer(for:)`); for a search, how many match (`matches(for:)`).
  public static func footer(for page: HistoryPage, query: String) -> String? {
    query.isEmpty ? footer(for: page) : matches(for: page)
  }

  /// The footer when more entries exist than are shown (`1,000 of 1,234`); nil when all are.
  public static func footer(shown: Int, total: Int) -> String? {
    total > shown ? "\(grouped(shown)) of \(grouped(total))" : nil
  }

  /// What shows in place of the rows of a loaded page: the empty text when the store holds no
  /// entry, else nothing.
  public static func message(for page: HistoryPage) -> String? {
    page.total == 0 ? empty : nil
  }

  /// The footer of a loaded page (see `footer(shown:total:)`).
  public static func footer(for page: HistoryPage) -> String? {
    footer(shown: page.entries.count, total: page.total)
  }

  /// The footer when the entry `--open history:ID` asked for is not in the list: `no entry 7`.
  public static func noEntry(_ id: HistoryEntry.ID) -> String {
    "no entry \(id)"
  }

  /// Where History opened with `--open history:ID` puts its selection once `page` has loaded
  /// (SPEC: Opening at a screen): the entry's row; or, when the page does not hold it, the
  /// newest row and the notice `no entry ID`, which the footer shows until the next key.
  public static func opening(_ page: HistoryPage, at id: HistoryEntry.ID)
    -> (row: Int, notice: String?)
  {
    guard let row = page.entries.firstIndex(where: { $0.id == id }) else {
      return (0, noEntry(id))
    }
    return (row, nil)
  }

  /// The rows of `entries`, in their order, with times in `timeZone` (the user's unless a test
  /// gives another).
  public static func rows(_ entries: [HistoryEntry], in timeZone: TimeZone = .current) -> [Row] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return entries.map { entry in
      (savedAt(entry.savedAt, calendar: calendar), "\(entry.sum)", entry.numbers)
    }
  }

  /// The title rows' saved count: `1,234 saved` (SPEC: Saved count).
  public static func savedCount(_ count: Int) -> String {
    "\(grouped(count)) saved"
  }

  /// The Calculator's status line after a save: `saved`.
  public static let saved = "saved"

  /// The Calculator's status line after a failed save: `not saved: disk is full`.
  public static func notSaved(_ error: any Error) -> String {
    "not saved: \(reason(error))"
  }

  /// Why an operation failed, in one line: the store's own reason without the file's path (the
  /// screens have one line for it), and any other error as it describes itself.
  public static func reason(_ error: any Error) -> String {
    let text: String
    switch error {
    case let error as HistoryError: text = error.reason
    case is CancellationError: text = "cancelled"
    default: text = "\(error)"
    }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// `2026-11-25 14:03`: local time to the minute.
  private static func savedAt(_ date: Date, calendar: Calendar) -> String {
    func two(_ component: Calendar.Component) -> String {
      let value = calendar.component(component, from: date)
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(calendar.component(.year, from: date))-\(two(.month))-\(two(.day)) "
      + "\(two(.hour)):\(two(.minute))"
  }

  /// `1,234`: thousands grouped with commas, whatever the locale, as the rest of the screens.
  private static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }
}

/// What a save did: its outcome in words for the Calculator's status line, and whether the
/// store committed it (then the saved count is read again: it grew by one, or stayed for a
/// duplicate of the newest entry).
public struct SaveOutcome: Hashable, Sendable {
  /// `HistoryText.saved`, or `HistoryText.notSaved(_:)` with the store's reason.
  public var note: String
  public var committed: Bool

  public init(note: String, committed: Bool) {
    self.note = note
    self.committed = committed
  }
}

extension HistoryStore {
  /// Saves `calculator`: the status line's note, and whether the store committed it.
  public nonisolated(nonsending) func saveOutcome(for calculator: Calculator) async -> SaveOutcome {
    do {
      _ = try await save(calculator)
      return SaveOutcome(note: HistoryText.saved, committed: true)
    } catch {
      return SaveOutcome(note: HistoryText.notSaved(error), committed: false)
    }
  }

  /// How many calculations are saved, for the title rows (SPEC: Saved count); nil when the
  /// store cannot say (unavailable, or the call was cancelled): the title rows then show none.
  public nonisolated(nonsending) func savedCount() async -> Int? {
    try? await count()
  }
}
