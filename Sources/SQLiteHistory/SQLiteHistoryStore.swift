import CalculatorHistory
import CalculatorModel
import Foundation
import GRDB
import GRDBSQLite
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The history in an SQLite file, through GRDB (SPEC: History store):
///
/// - write-ahead logging, so a reader never blocks a writer and a `kill -9` after a commit
///   loses nothing; synchronous commits (`synchronous = FULL`), so a reported save is on disk;
///   a busy timeout, so two instances saving at once both succeed;
/// - the schema through `DatabaseMigrator`, and the file marked as ours with SQLite's
///   `application_id`; a file an older version made is read as it is, and migrated on the
///   first write (save or delete), never on a read;
/// - the search answered from an FTS5 index with the trigram tokenizer, kept by triggers
///   beside the entries (their ids untouched); a query shorter than three characters, or a
///   file not yet migrated, is answered by a scan;
/// - the Int128 sum stored exactly, as decimal text (SQLite's integers have 64 bits);
/// - a file that is not ours (not SQLite, another application's database, a newer schema) is
///   refused before anything is written to it: it is checked through a read-only connection
///   first, since opening it for writing would already switch its journal mode.
public final class SQLiteHistoryStore: HistoryStore {
  /// SQLite's `application_id` of a history file: "CALC".
  public static let applicationID: Int32 = 0x4341_4C43

  /// The file's path, as given.
  public let path: String
  /// The connections; internal so that tests can read their per-connection settings.
  let pool: DatabasePool
  private let now: @Sendable () -> Date
  /// Whether the file still lacks migrations this version has (an older version made it):
  /// the first write applies them.
  private let isBehind: Mutex<Bool>

  /// Opens the history file at `path`, creating it (not its directory) if it does not exist.
  /// A new file gets the whole schema; a file an older version made is left as it is until
  /// the first write.
  public init(path: String, now: @escaping @Sendable () -> Date = Date.init) throws(HistoryError) {
    self.path = path
    self.now = now
    let applied = try Self.checkExistingFile(at: path)
    isBehind = Mutex(!applied.isEmpty && applied.count < Self.migrator.migrations.count)
    var configuration = Self.configuration
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    do {
      pool = try Self.openPool(path: path, configuration: configuration)
      // GRDB sets up write-ahead logging on the writer after `prepareDatabase`, and with it
      // `synchronous = NORMAL`, which may lose the last commits on a power cut: back to FULL
      // on the pool's one writer connection, which it keeps for its lifetime.
      try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
      if applied.isEmpty { try Self.migrate(pool) }
    } catch {
      throw Self.historyError(error, path: path)
    }
  }

  public nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry {
    let date = now()
    return try await databaseAccess { [pool] in
      try catchUp()
      return try await pool.write { db in
        let newest = try Row.fetchOne(db, sql: "SELECT * FROM entry ORDER BY id DESC LIMIT 1")
        if let newest, try Self.entry(newest).isRepeated(by: calculator) {
          var entry = try Self.entry(newest)
          entry.savedAt = date
          try db.execute(
            sql: "UPDATE entry SET savedAt = ? WHERE id = ?", arguments: [date, entry.id])
          return entry
        }
        let saved = HistoryEntry(id: 0, saving: calculator, at: date)
        try db.execute(
          sql: """
            INSERT INTO entry (separators, numbers, sum, numberCount, ignoredCount, savedAt)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            saved.separators, saved.numbers, String(saved.sum), saved.numberCount,
            saved.ignoredCount, saved.savedAt,
          ])
        return HistoryEntry(
          id: db.lastInsertedRowID, saving: calculator, at: date)
      }
    }
  }

  public nonisolated(nonsending) func newest(limit: Int) async throws -> [HistoryEntry] {
    try await databaseAccess { [pool] in
      try await pool.read { db in
        try Row.fetchAll(
          db, sql: "SELECT * FROM entry ORDER BY id DESC LIMIT ?", arguments: [max(limit, 0)]
        ).map(Self.entry)
      }
    }
  }

  public nonisolated(nonsending) func count() async throws -> Int {
    try await databaseAccess { [pool] in
      try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? 0 }
    }
  }

  public nonisolated(nonsending) func search(_ text: String, limit: Int) async throws
    -> HistoryPage
  {
    guard !text.isEmpty else { return try await newestPage(limit: limit) }
    return try await databaseAccess { [pool] in
      try await pool.read { db in
        // The index holds every three characters of every entry's numbers: a phrase of the
        // query's finds the entries that contain it, exactly (case as typed). A shorter query
        // has no three characters to look up, and a file not yet migrated has no index.
        let indexed = try text.unicodeScalars.count >= 3 && db.tableExists(Self.searchIndex)
        let matching =
          indexed
          ? "id IN (SELECT rowid FROM \(Self.searchIndex) WHERE \(Self.searchIndex) MATCH ?)"
          : "instr(numbers, ?) > 0"
        let query = indexed ? Self.phrase(text) : text
        let entries = try Row.fetchAll(
          db, sql: "SELECT * FROM entry WHERE \(matching) ORDER BY id DESC LIMIT ?",
          arguments: [query, max(limit, 0)]
        ).map(Self.entry)
        let total =
          entries.count < limit
          ? entries.count
          : try Int.fetchOne(
            db, sql: "SELECT count(*) FROM entry WHERE \(matching)", arguments: [query]) ?? 0
        return HistoryPage(entries: entries, total: total)
      }
    }
  }

  public nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws {
    try await databaseAccess { [pool] in
      try catchUp()
      return try await pool.write { db in
        try db.execute(sql: "DELETE FROM entry WHERE id = ?", arguments: [id])
      }
    }
  }

  /// Calls `body` with every entry of the file at `path`, newest first, reading them one at a
  /// time (memory stays flat however many there are). A file that does not exist has none; it
  /// is not created. Errors of `body` are rethrown as they are; the database's are
  /// `HistoryError`s.
  public static func forEachEntry(
    inFileAt path: String, _ body: (HistoryEntry) throws -> Void
  ) throws {
    guard FileManager.default.fileExists(atPath: path) else { return }
    try checkExistingFile(at: path)
    let queue: DatabaseQueue
    do {
      // Not read-only, though it only reads: a read-only connection to a file in WAL mode
      // makes `-wal` and `-shm` beside it and cannot remove them when it closes, as the last
      // connection that may write does (after a checkpoint). Nothing is written: no
      // migration runs here.
      queue = try DatabaseQueue(path: path, configuration: Self.configuration)
    } catch {
      throw historyError(error, path: path)
    }
    try queue.read { db in
      let rows: RowCursor
      do {
        guard try db.tableExists("entry") else { return }
        rows = try Row.fetchCursor(db, sql: "SELECT * FROM entry ORDER BY id DESC")
      } catch {
        throw historyError(error, path: path)
      }
      while true {
        let row: Row
        do {
          guard let next = try rows.next() else { return }
          row = next
        } catch {
          throw historyError(error, path: path)
        }
        try body(try entry(row))
      }
    }
  }

  // MARK: - Schema

  private static var configuration: Configuration {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.label = "history"
    return configuration
  }

  /// The migrations, oldest first. A file with a migration this list lacks is from a newer
  /// version of the program and is refused.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: entry") { db in
      try db.execute(sql: "PRAGMA application_id = \(applicationID)")
      try db.execute(
        sql: """
          CREATE TABLE entry (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            separators TEXT NOT NULL,
            numbers TEXT NOT NULL,
            sum TEXT NOT NULL,
            numberCount INTEGER NOT NULL,
            ignoredCount INTEGER NOT NULL,
            savedAt DATETIME NOT NULL
          )
          """)
    }
    // The search's index: an FTS5 table whose content is `entry`'s numbers (it stores only
    // the index; the rows stay where they are, with their ids), filled from the entries the
    // file holds, and kept current by triggers.
    migrator.registerMigration("v2: search index") { db in
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE \(searchIndex) USING fts5(
            numbers, content = 'entry', content_rowid = 'id',
            tokenize = 'trigram case_sensitive 1'
          );
          INSERT INTO \(searchIndex)(\(searchIndex)) VALUES ('rebuild');
          CREATE TRIGGER entry_search_insert AFTER INSERT ON entry BEGIN
            INSERT INTO \(searchIndex)(rowid, numbers) VALUES (new.id, new.numbers);
          END;
          CREATE TRIGGER entry_search_delete AFTER DELETE ON entry BEGIN
            INSERT INTO \(searchIndex)(\(searchIndex), rowid, numbers)
              VALUES ('delete', old.id, old.numbers);
          END;
          CREATE TRIGGER entry_search_update AFTER UPDATE OF numbers ON entry BEGIN
            INSERT INTO \(searchIndex)(\(searchIndex), rowid, numbers)
              VALUES ('delete', old.id, old.numbers);
            INSERT INTO \(searchIndex)(rowid, numbers) VALUES (new.id, new.numbers);
          END;
          """)
    }
    return migrator
  }

  /// The search index's table (migration "v2: search index").
  static let searchIndex = "entry_search"

  /// `text` as one FTS5 phrase: in double quotes, a double quote in it doubled, so that no
  /// character of a query is read as FTS5's syntax.
  static func phrase(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Applies the migrations an older version's file lacks, before its first write.
  private func catchUp() throws {
    try isBehind.withLock { isBehind in
      guard isBehind else { return }
      try Self.migrate(pool)
      isBehind = false
    }
  }

  /// Opens the connections. Opening one sets WAL mode, which SQLite refuses at once with
  /// `SQLITE_BUSY`, without waiting for the busy timeout, while another process is setting up
  /// the same new file: that is tried again for up to 10 seconds.
  private static func openPool(path: String, configuration: Configuration) throws
    -> DatabasePool
  {
    let deadline = ContinuousClock.now + .seconds(10)
    while true {
      do {
        return try DatabasePool(path: path, configuration: configuration)
      } catch let error as DatabaseError
        where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline
      {
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
  }

  /// Migrates to the current schema. Two processes opening a new file at once may both try
  /// the first migration; the one that loses sees it applied when it tries again.
  private static func migrate(_ pool: DatabasePool) throws {
    var attempts = 0
    while true {
      do {
        return try migrator.migrate(pool)
      } catch let error as DatabaseError
        where attempts < 3 && [.SQLITE_ERROR, .SQLITE_CONSTRAINT].contains(error.resultCode)
      {
        attempts += 1
      }
    }
  }

  /// Refuses, without writing to it, a path that holds anything but a new or a history file;
  /// returns the migrations the file has (none for a new one).
  @discardableResult
  private static func checkExistingFile(at path: String) throws(HistoryError) -> [String] {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT {
        try checkDirectory(of: path)
        return []
      }
      throw .io(path: path, reason: systemReason(errno))
    }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw .io(path: path, reason: "is a directory") }
    guard access(path, R_OK) == 0 else { throw .io(path: path, reason: systemReason(errno)) }
    let file = try inspect(path)
    // A new database, or one another instance is making right now: GRDB creates its
    // migrations table in a transaction of its own, before the first migration's.
    let migrationsTable: Set = ["grdb_migrations", "sqlite_autoindex_grdb_migrations_1"]
    if file.applicationID == 0 && Set(file.objects).isSubset(of: migrationsTable)
      && file.migrations.isEmpty
    {
      return []
    }
    guard file.applicationID == applicationID else { throw .notAHistoryDatabase(path: path) }
    if !Set(file.migrations).isSubset(of: migrator.migrations) {
      throw .newerSchema(path: path)
    }
    return file.migrations
  }

  /// What tells a history file from another: its `application_id`, the names in its schema,
  /// and the migrations applied to it.
  private struct Inspection {
    var applicationID: Int32
    var objects: [String]
    var migrations: [String]
  }

  /// Reads the file through a read-only connection of its own, in plain SQLite since GRDB
  /// cannot open a URI. With nothing next to the file (no `-wal`, no `-journal`), the file
  /// holds all there is, and it is opened `immutable`, so that SQLite creates nothing next to
  /// it: a read-only connection to a file in WAL mode would otherwise make `-wal` and `-shm`.
  private static func inspect(_ path: String) throws(HistoryError) -> Inspection {
    let settled = !["-wal", "-journal"].contains {
      FileManager.default.fileExists(atPath: path + $0)
    }
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    // `file://` and an empty authority before an absolute path, so that `//x` is not a host.
    let uri =
      (path.hasPrefix("/") ? "file://" : "file:") + encoded + (settled ? "?immutable=1" : "")
    var connection: OpaquePointer?
    defer { sqlite3_close_v2(connection) }
    func failure(_ code: Int32) -> HistoryError {
      historyError(
        DatabaseError(
          resultCode: ResultCode(rawValue: code),
          message: connection.map { String(cString: sqlite3_errmsg($0)) }),
        path: path)
    }
    let opened = sqlite3_open_v2(uri, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
    guard opened == SQLITE_OK, let connection else { throw failure(opened) }
    sqlite3_busy_timeout(connection, 10_000)
    func column(_ sql: String) throws(HistoryError) -> [String] {
      var statement: OpaquePointer?
      defer { sqlite3_finalize(statement) }
      let prepared = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
      guard prepared == SQLITE_OK else { throw failure(prepared) }
      var values: [String] = []
      while true {
        let stepped = sqlite3_step(statement)
        guard stepped == SQLITE_ROW else {
          if stepped == SQLITE_DONE { return values }
          throw failure(stepped)
        }
        values.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
      }
    }
    // One read transaction, so that the three answers come from one state of a file that
    // another instance may be migrating.
    _ = try column("BEGIN")
    let applicationID = Int32(try column("PRAGMA application_id").first ?? "") ?? 0
    let objects = try column("SELECT name FROM sqlite_master")
    let migrations =
      objects.contains("grdb_migrations")
      ? try column("SELECT identifier FROM grdb_migrations") : []
    return Inspection(applicationID: applicationID, objects: objects, migrations: migrations)
  }

  /// A new file can be made only in a directory that exists.
  private static func checkDirectory(of path: String) throws(HistoryError) {
    let directory = (path as NSString).deletingLastPathComponent
    var status = stat()
    guard stat(directory.isEmpty ? "." : directory, &status) == 0 else {
      throw .io(path: path, reason: "cannot create it: \(systemReason(errno))")
    }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      throw .io(path: path, reason: "cannot create it: \(directory) is not a directory")
    }
  }

  // MARK: - Rows and errors

  private static func entry(_ row: Row) throws -> HistoryEntry {
    let text: String = row["sum"]
    guard let sum = Int128(text) else {
      throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "an entry's sum is \(text)")
    }
    return HistoryEntry(
      id: row["id"], separators: row["separators"], numbers: row["numbers"], sum: sum,
      numberCount: row["numberCount"], ignoredCount: row["ignoredCount"],
      savedAt: row["savedAt"])
  }

  /// Runs a database access, turning GRDB's errors into `HistoryError`s (a cancelled task's
  /// `CancellationError` stays what it is).
  private nonisolated(nonsending) func databaseAccess<T: Sendable>(
    _ body: () async throws -> T
  ) async throws -> T {
    do {
      return try await body()
    } catch let error as CancellationError {
      throw error
    } catch {
      throw Self.historyError(error, path: path)
    }
  }

  static func historyError(_ error: any Error, path: String) -> HistoryError {
    if let error = error as? HistoryError { return error }
    guard let error = error as? DatabaseError else {
      return .io(path: path, reason: String(describing: error))
    }
    switch error.resultCode {
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .notAHistoryDatabase(path: path)
    case .SQLITE_FULL: return .io(path: path, reason: "the disk is full")
    case .SQLITE_READONLY: return .io(path: path, reason: "read-only")
    case .SQLITE_CANTOPEN: return .io(path: path, reason: "cannot open it")
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .io(path: path, reason: "locked by another process")
    default: return .io(path: path, reason: error.message ?? "\(error.resultCode)")
    }
  }

  private static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
