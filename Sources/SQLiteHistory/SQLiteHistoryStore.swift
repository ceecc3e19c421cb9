import CalculatorHistory
import CalculatorModel
import Foundation
import GRDB
import GRDBSQLite

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
///   `application_id`;
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

  /// Opens the history file at `path`, creating it (not its directory) if it does not exist.
  public init(path: String, now: @escaping @Sendable () -> Date = Date.init) throws(HistoryError) {
    self.path = path
    self.now = now
    try Self.checkExistingFile(at: path)
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
      try Self.migrate(pool)
    } catch {
      throw Self.historyError(error, path: path)
    }
  }

  public nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry {
    let date = now()
    return try await databaseAccess { [pool] in
      try await pool.write { db in
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

  public nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws {
    try await databaseAccess { [pool] in
      try await pool.write { db in
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
      var configuration = Self.configuration
      configuration.readonly = true
      queue = try DatabaseQueue(path: path, configuration: configuration)
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
    return migrator
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

  /// Refuses, without writing to it, a path that holds anything but a new or a history file.
  private static func checkExistingFile(at path: String) throws(HistoryError) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return try checkDirectory(of: path) }
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
      return
    }
    guard file.applicationID == applicationID else { throw .notAHistoryDatabase(path: path) }
    if !Set(file.migrations).isSubset(of: migrator.migrations) {
      throw .newerSchema(path: path)
    }
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
