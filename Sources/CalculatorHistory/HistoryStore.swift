import CalculatorModel

/// Where saved calculations live (SPEC: History). The middle layers of every variant know this
/// protocol only; the composition root injects an implementation: `SQLiteHistoryStore` in the
/// app, `InMemoryHistoryStore` headless, a controllable double in tests.
///
/// Every call is `async throws` because a real store does I/O off the main actor. The calls
/// are `nonisolated(nonsending)`: they start and finish on the caller's actor, so a screen's
/// `Task` on the main actor sees the answer in the same turn of the main actor as the store
/// reports it done, and headless mode can wait for both (SPEC: Headless mode).
public protocol HistoryStore: Sendable {
  /// Saves the calculation and returns its entry. If the newest entry has the same separators
  /// and numbers, that entry's time moves to now instead (no repeated rows).
  nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry

  /// The newest entries first, at most `limit` of them.
  nonisolated(nonsending) func newest(limit: Int) async throws -> [HistoryEntry]

  /// How many entries there are.
  nonisolated(nonsending) func count() async throws -> Int

  /// The newest entries whose numbers contain `text` (an exact substring: case and accents as
  /// typed), at most `limit` of them, and how many match in all. An empty text matches every
  /// entry (SPEC: Searching History).
  nonisolated(nonsending) func search(_ text: String, limit: Int) async throws -> HistoryPage

  /// Removes the entry, once committed; an id that names no entry is not an error (another
  /// process may have deleted it first).
  nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws
}

/// Why the history could not be read or written. `description` is one line naming the file
/// and the reason, for the screens' `History unavailable: …` and the CLI's error line.
public enum HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file exists but is not a history database: not SQLite at all, or another
  /// application's database. It is left as it was.
  case notAHistoryDatabase(path: String)
  /// The file is a history database written by a newer version of this program, whose schema
  /// this one does not know. It is left as it was (never migrated down).
  case newerSchema(path: String)
  /// The system could not read or write it: a missing directory, permissions, a full disk…
  case io(path: String, reason: String)

  public var description: String {
    switch self {
    case .notAHistoryDatabase(let path): "\(path) is not a history database"
    case .newerSchema(let path):
      "\(path) was written by a newer version of this program"
    case .io(let path, let reason): "\(path): \(reason)"
    }
  }

  /// The reason alone, without the path: what a screen's status line has room for.
  public var reason: String {
    switch self {
    case .notAHistoryDatabase: "not a history database"
    case .newerSchema: "written by a newer version"
    case .io(_, let reason): reason
    }
  }
}
