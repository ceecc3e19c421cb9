import CalculatorModel
import Foundation
import GRDB
import TestSupport
import Testing

@testable import CalculatorHistory
@testable import SQLiteHistory

/// SPEC: History store. What the SQLite file is made of, and that it keeps what it was given.
struct SQLiteHistoryStoreTests {
  @Test func everyConnectionIsWriteAheadLoggedSynchronousFullAndWaitsWhenBusy() async throws {
    let folder = try TemporaryFolder()
    let store = try SQLiteHistoryStore(path: folder.path + "/history.sqlite")
    _ = try await store.save(Calculator(numbers: "1"))
    let read = try await store.pool.read { db in
      [
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try String.fetchOne(db, sql: "PRAGMA synchronous"),
        try String.fetchOne(db, sql: "PRAGMA busy_timeout"),
      ]
    }
    let written = try await store.pool.write { db in
      [
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try String.fetchOne(db, sql: "PRAGMA synchronous"),
        try String.fetchOne(db, sql: "PRAGMA busy_timeout"),
      ]
    }
    #expect(read == ["wal", "2", "10000"])
    #expect(written == ["wal", "2", "10000"])
  }

  @Test func theFileIsMarkedAsOursWithItsSchemaVersionAndTheSumAsDecimalText() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    do {
      let store = try SQLiteHistoryStore(path: path)
      _ = try await store.save(Calculator(numbers: "9223372036854775807,1"))
    }
    let queue = try DatabaseQueue(path: path)
    try await queue.read { db in
      #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == 0x4341_4C43)
      #expect(SQLiteHistoryStore.applicationID == 0x4341_4C43)
      #expect(
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
          == ["v1: entry", "v2: search index"])
      #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
      let row = try #require(
        try Row.fetchOne(db, sql: "SELECT typeof(sum) AS type, sum FROM entry"))
      #expect(row["type"] as String == "text")
      #expect(row["sum"] as String == "9223372036854775808")
    }
  }

  @Test func reopeningTheFileKeepsEveryEntryAndTwoStoresOnOneFileSeeEachOther() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    let clock = TickingClock()
    var saved: [HistoryEntry] = []
    do {
      let store = try SQLiteHistoryStore(path: path, now: { clock.now() })
      for numbers in ["1,2", "3", "4;5"] {
        saved.append(try await store.save(Calculator(numbers: numbers)))
      }
    }
    let reopened = try SQLiteHistoryStore(path: path, now: { clock.now() })
    #expect(
      try await reopened.newest(limit: 10).map(\.toTheMillisecond)
        == saved.reversed().map(\.toTheMillisecond))

    let other = try SQLiteHistoryStore(path: path, now: { clock.now() })
    let fromOther = try await other.save(Calculator(numbers: "6"))
    #expect(fromOther.id == 4)
    #expect(try await reopened.count() == 4)
    // The repeat rule looks at the file's newest entry, whoever saved it.
    #expect(try await reopened.save(Calculator(numbers: "6")).id == 4)
    #expect(try await other.count() == 4)
  }

  /// The file is looked at through an SQLite URI first: characters a URI gives a meaning to
  /// are the file's name all the same.
  @Test func aNameWithURICharactersIsTheFilesName() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/a b?c=1#d%20e&é.sqlite"
    do {
      let store = try SQLiteHistoryStore(path: path)
      _ = try await store.save(Calculator(numbers: "1,2"))
    }
    let reopened = try SQLiteHistoryStore(path: path)
    #expect(try await reopened.newest(limit: 1).map(\.sum) == [3])
    #expect(try folder.contents().filter { $0.hasSuffix(".sqlite") } == ["a b?c=1#d%20e&é.sqlite"])
  }

  @Test func forEachEntryReadsNewestFirstAndCreatesNothing() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    var listed: [String] = []
    try SQLiteHistoryStore.forEachEntry(inFileAt: path) { listed.append($0.numbers) }
    #expect(listed == [])
    #expect(try folder.contents() == [])

    do {
      let store = try SQLiteHistoryStore(path: path)
      for numbers in ["1", "2", "3"] { _ = try await store.save(Calculator(numbers: numbers)) }
    }
    try SQLiteHistoryStore.forEachEntry(inFileAt: path) { listed.append($0.numbers) }
    #expect(listed == ["3", "2", "1"])

    struct Stop: Error {}
    var seen = 0
    #expect(throws: Stop.self) {
      try SQLiteHistoryStore.forEachEntry(inFileAt: path) { _ in
        seen += 1
        throw Stop()
      }
    }
    #expect(seen == 1)

    // An empty file is a new database: no entries, and it stays empty.
    let empty = folder.path + "/empty.sqlite"
    _ = FileManager.default.createFile(atPath: empty, contents: Data())
    try SQLiteHistoryStore.forEachEntry(inFileAt: empty) { _ in Issue.record("an entry") }
    #expect(try Data(contentsOf: URL(fileURLWithPath: empty)) == Data())
  }

  /// GRDB makes its migrations table in a transaction of its own, before the first migration:
  /// a file holding only that table, empty, is one another instance is creating right now, and
  /// is opened, not refused.
  @Test func aFileAnotherInstanceIsCreatingIsOpenedNotRefused() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    do {
      let queue = try DatabaseQueue(path: path)
      try await queue.write { db in
        try db.execute(
          sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
      }
    }
    let store = try SQLiteHistoryStore(path: path)
    _ = try await store.save(Calculator(numbers: "1"))
    #expect(try await store.count() == 1)
  }

  @Test func anEntryWhoseSumIsNotANumberIsReportedNotCrashedOn() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    let store = try SQLiteHistoryStore(path: path)
    _ = try await store.save(Calculator(numbers: "1"))
    try await store.pool.write { db in try db.execute(sql: "UPDATE entry SET sum = 'twelve'") }
    await #expect(throws: HistoryError.notAHistoryDatabase(path: path)) {
      try await store.newest(limit: 1)
    }
  }

  @Test(arguments: [
    (ResultCode.SQLITE_FULL, "the disk is full"), (.SQLITE_READONLY, "read-only"),
    (.SQLITE_CANTOPEN, "cannot open it"), (.SQLITE_BUSY, "locked by another process"),
    (.SQLITE_LOCKED, "locked by another process"),
  ])
  func databaseErrorsBecomeOneLineReasons(code: ResultCode, reason: String) {
    let error = SQLiteHistoryStore.historyError(DatabaseError(resultCode: code), path: "/h")
    #expect(error == .io(path: "/h", reason: reason))
    #expect(error.description == "/h: \(reason)")
    #expect(error.reason == reason)
  }

  @Test func otherErrorsKeepTheirMessage() {
    let ioError = SQLiteHistoryStore.historyError(
      DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error"), path: "/h")
    #expect(ioError == .io(path: "/h", reason: "disk I/O error"))
    struct Other: Error, CustomStringConvertible { var description: String { "other" } }
    #expect(
      SQLiteHistoryStore.historyError(Other(), path: "/h") == .io(path: "/h", reason: "other"))
    #expect(
      SQLiteHistoryStore.historyError(HistoryError.newerSchema(path: "/x"), path: "/h")
        == .newerSchema(path: "/x"))
  }
}

/// SPEC: History store, "A file that is not a history file is never changed". Each refusal is
/// the error naming the path, with the file's bytes and time as they were and nothing created
/// next to it (no `-wal`, no `-shm`).
struct SQLiteHistoryStoreRefusalTests {
  /// What the tests compare before and after: the bytes, the modification time, the folder.
  struct Snapshot: Equatable {
    var bytes: Data?
    var modified: Date?
    var folder: [String]
  }

  static func snapshot(_ path: String, in folder: TemporaryFolder) throws -> Snapshot {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return Snapshot(
      bytes: isDirectory.boolValue ? nil : try? Data(contentsOf: URL(fileURLWithPath: path)),
      modified: attributes?[.modificationDate] as? Date, folder: try folder.contents())
  }

  /// Opening the store, and listing the file, both fail with `expected` and change nothing.
  static func expectRefusal(
    at path: String, in folder: TemporaryFolder, _ expected: HistoryError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try snapshot(path, in: folder)
    let error = #expect(throws: HistoryError.self, sourceLocation: sourceLocation) {
      try SQLiteHistoryStore(path: path)
    }
    #expect(error == expected, sourceLocation: sourceLocation)
    #expect(error?.description.hasPrefix(path) == true, sourceLocation: sourceLocation)
    if FileManager.default.fileExists(atPath: path) {
      #expect(throws: expected, sourceLocation: sourceLocation) {
        try SQLiteHistoryStore.forEachEntry(inFileAt: path) { _ in }
      }
    }
    #expect(try snapshot(path, in: folder) == before, sourceLocation: sourceLocation)
  }

  @Test func randomBytes() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/random.bin"
    var generator = SplitMix64(seed: 42)
    let bytes = Data((0..<8192).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    try bytes.write(to: URL(fileURLWithPath: path))
    try Self.expectRefusal(at: path, in: folder, .notAHistoryDatabase(path: path))
  }

  @Test func aTextFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/notes.txt"
    try Data("1,2,3\nshopping: milk, eggs\n".utf8).write(to: URL(fileURLWithPath: path))
    try Self.expectRefusal(at: path, in: folder, .notAHistoryDatabase(path: path))
  }

  @Test func anEmptyDirectory() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try Self.expectRefusal(at: path, in: folder, .io(path: path, reason: "is a directory"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: path) == [])
  }

  @Test(arguments: ["DELETE", "WAL"])
  func anotherApplicationsDatabase(journalMode: String) throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/other.sqlite"
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA journal_mode = \(journalMode)")
        try db.execute(sql: "CREATE TABLE note (text TEXT); INSERT INTO note VALUES ('keep me')")
      }
    }
    #expect(try folder.contents() == ["other.sqlite"])
    try Self.expectRefusal(at: path, in: folder, .notAHistoryDatabase(path: path))
  }

  @Test func anotherApplicationsEmptyDatabaseWithItsOwnApplicationID() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/other.sqlite"
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA application_id = 7") }
    }
    try Self.expectRefusal(at: path, in: folder, .notAHistoryDatabase(path: path))
  }

  /// A later version adds a migration; this one does not know it (GRDB's
  /// `hasBeenSuperseded`). Its `user_version` is not what tells.
  @Test(arguments: [
    "INSERT INTO grdb_migrations VALUES ('v2: tags')",
    "INSERT INTO grdb_migrations VALUES ('v2: tags'); PRAGMA user_version = 2",
  ])
  func aNewerSchema(change: String) async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    do {
      let store = try SQLiteHistoryStore(path: path)
      _ = try await store.save(Calculator(numbers: "1,2"))
    }
    do {
      let queue = try DatabaseQueue(path: path)
      try await queue.writeWithoutTransaction { db in try db.execute(sql: change) }
    }
    #expect(try folder.contents() == ["history.sqlite"])
    try Self.expectRefusal(at: path, in: folder, .newerSchema(path: path))
  }

  /// Tests run as root, for whom permission bits prove nothing: /proc refuses every new file.
  @Test func aFolderWhereNoFileCanBeMade() throws {
    let path = "/proc/history-\(UUID().uuidString).sqlite"
    let error = #expect(throws: HistoryError.self) { try SQLiteHistoryStore(path: path) }
    #expect(error == .io(path: path, reason: "cannot open it"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aMissingFolder() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/missing/history.sqlite"
    try Self.expectRefusal(
      at: path, in: folder,
      .io(path: path, reason: "cannot create it: No such file or directory"))
    #expect(try folder.contents() == [])
  }

  @Test func aFileWhereTheFolderShouldBe() throws {
    let folder = try TemporaryFolder()
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/notes"))
    let path = folder.path + "/notes/history.sqlite"
    try Self.expectRefusal(at: path, in: folder, .io(path: path, reason: "Not a directory"))
  }
}
