import CalculatorModel
import Foundation
import GRDB
import TestSupport
import Testing

@testable import CalculatorHistory
@testable import SQLiteHistory

/// SPEC: Searching History. What every store's search answers, the in-memory one and the
/// SQLite one alike: the newest entries whose numbers contain the text, and how many match.
struct HistorySearchContractTests {
  /// A store holding `numbers`, saved in this order (the last is the newest; ids 1, 2, …).
  static func store(_ kind: StoreKind, holding numbers: [String]) async throws
    -> (store: any HistoryStore, folder: TemporaryFolder)
  {
    let (store, folder) = try kind.make(clock: TickingClock())
    for text in numbers { _ = try await store.save(Calculator(numbers: text)) }
    return (store, folder)
  }

  @Test(arguments: StoreKind.allCases)
  func findsTheNewestEntriesContainingTheTextAndCountsEveryMatch(kind: StoreKind) async throws {
    let (store, folder) = try await Self.store(
      kind, holding: ["1,2,3", "12,30", "4,5", "123", "9,123,x", "7"])
    defer { withExtendedLifetime(folder) {} }
    // Three characters and more: what the SQLite store's index answers.
    let page = try await store.search("123", limit: 10)
    #expect(page.entries.map(\.id) == [5, 4])
    #expect(page.total == 2)
    // The limit keeps the newest; the total still counts every match.
    let limited = try await store.search("2,3", limit: 1)
    #expect(limited.entries.map(\.numbers) == ["12,30"])
    #expect(limited.total == 2)
    let two = try await store.search(",", limit: 2)
    #expect(two.entries.map(\.id) == [5, 3])
    #expect(two.total == 4)
    // Shorter than three characters: scanned, the same answer.
    #expect(try await store.search("12", limit: 10).entries.map(\.id) == [5, 4, 2])
    #expect(try await store.search("3", limit: 10).total == 4)
    #expect(try await store.search("x", limit: 10).entries.map(\.id) == [5])
  }

  @Test(arguments: StoreKind.allCases)
  func anEmptyTextListsEveryEntryAndAnUnmatchedOneNone(kind: StoreKind) async throws {
    let (store, folder) = try await Self.store(kind, holding: ["1", "2", "3"])
    defer { withExtendedLifetime(folder) {} }
    let all = try await store.search("", limit: 2)
    #expect(all.entries.map(\.id) == [3, 2])
    #expect(all.total == 3)
    for text in ["4", "44", "444", "1,2,3,4"] {
      let none = try await store.search(text, limit: 10)
      #expect(none == HistoryPage(entries: [], total: 0), "\(text)")
    }
    #expect(try await store.search("1", limit: 0) == HistoryPage(entries: [], total: 1))
  }

  /// The text is matched as typed, character for character: no case folding, no reading of
  /// FTS5's syntax (quotes, `*`, `OR`, `-`, `NEAR`, parentheses, a column filter).
  @Test(arguments: StoreKind.allCases)
  func theTextIsMatchedExactlyAsTyped(kind: StoreKind) async throws {
    let texts = [
      // The two é's apart: saved one after the other, the second would be a repeat of the
      // newest (the store compares as Swift does, and Swift calls them equal).
      "cafe\u{301},1", "1,x,2", "1,X,2", "\"5\",6", "7*,8", "1 OR 2", "-3,-4", "NEAR(1 2)",
      "numbers:9", "caf\u{E9},1",
    ]
    let (store, folder) = try await Self.store(kind, holding: texts)
    defer { withExtendedLifetime(folder) {} }
    // Compared scalar for scalar: Swift's `==` on strings would call the two é's equal.
    func found(_ text: String) async throws -> [[Unicode.Scalar]] {
      try await store.search(text, limit: 100).entries.map { Array($0.numbers.unicodeScalars) }
    }
    func entries(_ numbers: String...) -> [[Unicode.Scalar]] {
      numbers.map { Array($0.unicodeScalars) }
    }
    #expect(try await found("1,x") == entries("1,x,2"))
    #expect(try await found("1,X") == entries("1,X,2"))
    #expect(try await found(",x,") == entries("1,x,2"))
    #expect(try await found("\"5\"") == entries("\"5\",6"))
    #expect(try await found("\"") == entries("\"5\",6"))
    #expect(try await found("7*,") == entries("7*,8"))
    #expect(try await found("7*") == entries("7*,8"))
    #expect(try await found("1 OR 2") == entries("1 OR 2"))
    #expect(try await found("OR") == entries("1 OR 2"))
    #expect(try await found("-3,-4") == entries("-3,-4"))
    #expect(try await found("NEAR(1") == entries("NEAR(1 2)"))
    #expect(try await found("numbers:9") == entries("numbers:9"))
    #expect(try await found("s:9") == entries("numbers:9"))
    // Unicode as stored, scalar for scalar: a precomposed é is not an e with an accent.
    #expect(try await found("caf\u{E9}") == entries("caf\u{E9},1"))
    #expect(try await found("cafe") == entries("cafe\u{301},1"))
    #expect(try await found("e\u{301},1") == entries("cafe\u{301},1"))
  }

  @Test(arguments: StoreKind.allCases)
  func aSearchSeesEverySaveRepeatAndDelete(kind: StoreKind) async throws {
    let (store, folder) = try await Self.store(kind, holding: ["10,20", "30"])
    defer { withExtendedLifetime(folder) {} }
    #expect(try await store.search("0,2", limit: 10).entries.map(\.id) == [1])
    let again = try await store.save(Calculator(numbers: "30"))  // the newest again: no row
    #expect(try await store.search("30", limit: 10).entries.map(\.id) == [again.id])
    let added = try await store.save(Calculator(numbers: "10,20,30"))
    #expect(try await store.search("10,20", limit: 10).entries.map(\.id) == [added.id, 1])
    try await store.delete(id: 1)
    #expect(try await store.search("10,20", limit: 10).entries.map(\.id) == [added.id])
    #expect(try await store.search("10,20", limit: 10).total == 1)
  }
}

/// SPEC: History store, "The search index". The SQLite file's index, how a file an older
/// version made is read and then migrated, and that a reader leaves nothing beside the file.
struct SQLiteHistorySearchTests {
  static let migrations = ["v1: entry", "v2: search index"]

  static func migrations(in path: String) throws -> [String] {
    try DatabaseQueue(path: path).read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
  }

  @Test func aNewFileHasTheTrigramIndex() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    do {
      let store = try SQLiteHistoryStore(path: path)
      _ = try await store.save(Calculator(numbers: "1,2,3"))
    }
    #expect(try Self.migrations(in: path) == Self.migrations)
    try await DatabaseQueue(path: path).read { db in
      let sql = try String.fetchOne(
        db, sql: "SELECT sql FROM sqlite_master WHERE name = 'entry_search'")
      #expect(sql?.contains("fts5") == true)
      #expect(sql?.contains("tokenize = 'trigram case_sensitive 1'") == true)
      // The query the store makes for three characters and more uses the index.
      let plan = try Row.fetchAll(
        db,
        sql: """
          EXPLAIN QUERY PLAN SELECT * FROM entry WHERE id IN
            (SELECT rowid FROM entry_search WHERE entry_search MATCH '"2,3"')
          """
      ).map { $0["detail"] as String }
      #expect(plan.contains { $0.contains("VIRTUAL TABLE INDEX") }, "\(plan)")
    }
  }

  /// What a file holds: its schema, its migrations and its rows, as text. (Not its bytes:
  /// opening any file through GRDB's pool creates and drops a table, to make sure the log
  /// exists, and so bumps the file's counters; the program did so before this version too.)
  static func contents(of path: String) throws -> [String] {
    try DatabaseQueue(path: path).read { db in
      try String.fetchAll(
        db,
        sql:
          "SELECT type || ' ' || name || ': ' || ifnull(sql, '') FROM sqlite_master ORDER BY name")
        + String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        + Row.fetchAll(db, sql: "SELECT * FROM entry ORDER BY id").map(\.description)
    }
  }

  /// A file made before the index: read as it is (no migration, no row or schema changed), searched by
  /// a scan; the first save migrates it, keeping every entry and its id, and the index then
  /// finds the old entries too.
  @Test func anOlderFileIsReadUnchangedAndMigratedOnTheFirstSave() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    do {
      // The file as the previous version left it: its one migration, entries with a gap in
      // their ids (a deleted one), write-ahead logged.
      let pool = try DatabasePool(path: path)
      try SQLiteHistoryStore.migrator.migrate(pool, upTo: "v1: entry")
      try await pool.write { db in
        for (id, numbers) in [(1, "1,2,3"), (2, "4,5"), (4, "12,3")] {
          try db.execute(
            sql: """
              INSERT INTO entry (id, separators, numbers, sum, numberCount, ignoredCount, savedAt)
              VALUES (?, ',', ?, '0', 0, 0, '2026-11-24 13:05:07.250')
              """, arguments: [id, numbers])
        }
      }
      // Closed here, not whenever the pool is let go: its log is then in the file.
      try pool.close()
    }
    let before = try Self.contents(of: path)
    do {
      let store = try SQLiteHistoryStore(path: path)
      #expect(try await store.newest(limit: 10).map(\.id) == [4, 2, 1])
      #expect(try await store.count() == 3)
      let found = try await store.search("2,3", limit: 10)
      #expect(found.entries.map(\.id) == [4, 1])
      #expect(found.total == 2)
      #expect(try await store.search("2", limit: 10).entries.map(\.id) == [4, 1])
    }
    #expect(try Self.contents(of: path) == before)
    #expect(try folder.contents() == ["history.sqlite"])
    #expect(try Self.migrations(in: path) == ["v1: entry"])

    let store = try SQLiteHistoryStore(path: path)
    let saved = try await store.save(Calculator(numbers: "7,12,3"))
    #expect(saved.id == 5)
    #expect(try Self.migrations(in: path) == Self.migrations)
    #expect(try await store.newest(limit: 10).map(\.id) == [5, 4, 2, 1])
    #expect(try await store.search("12,3", limit: 10).entries.map(\.id) == [5, 4])
    #expect(try await store.search("2,3", limit: 10).entries.map(\.id) == [5, 4, 1])
    #expect(try await store.search("4,5", limit: 10).entries.map(\.id) == [2])
  }

  /// Listing a file (`calc-… history`) and reading it through the store leave only the file:
  /// no `-wal`, no `-shm` beside it once they end.
  @Test func aReaderLeavesNothingBesideTheFile() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    do {
      let store = try SQLiteHistoryStore(path: path)
      for numbers in ["1", "2", "3"] { _ = try await store.save(Calculator(numbers: numbers)) }
    }
    #expect(try folder.contents() == ["history.sqlite"])
    var listed: [String] = []
    try SQLiteHistoryStore.forEachEntry(inFileAt: path) { listed.append($0.numbers) }
    #expect(listed == ["3", "2", "1"])
    #expect(try folder.contents() == ["history.sqlite"])
    do {
      let store = try SQLiteHistoryStore(path: path)
      #expect(try await store.search("2", limit: 10).total == 1)
      #expect(try await store.newestPage(limit: 10).total == 3)
    }
    #expect(try folder.contents() == ["history.sqlite"])
  }
}
