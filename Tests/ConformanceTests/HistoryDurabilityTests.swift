import Foundation
import TestSupport
import Testing

/// SPEC: History store, "Nothing saved is lost", proved on processes: the `history-writer`
/// binary (Tests/history-writer) saves entries into a real file and reports each one saved;
/// it is killed, run twice at once, and run out of room, and every reported entry is there.
struct HistoryDurabilityTests {
  /// A writer process whose standard output is read line by line as it runs.
  final class Writer {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffer = Data()

    /// Starts `history-writer PATH COUNT TAG`, through `bash -c SCRIPT` when `shell` is given
    /// (the writer's command line is then `"$@"` in the script).
    init(path: String, count: Int, tag: String, shell: String? = nil) throws {
      let writer = BinaryTests.binaries.appendingPathComponent("history-writer").path
      let arguments = [writer, path, "\(count)", tag]
      if let shell {
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", shell, "bash"] + arguments
      } else {
        process.executableURL = URL(fileURLWithPath: writer)
        process.arguments = Array(arguments.dropFirst())
      }
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = errors
      try process.run()
    }

    /// The next line of standard output, or nil at its end.
    func nextLine() -> String? {
      while true {
        if let newline = buffer.firstIndex(of: 0x0A) {
          let line = buffer[buffer.startIndex..<newline]
          buffer = Data(buffer[(newline + 1)...])
          return String(decoding: line, as: UTF8.self)
        }
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { return nil }
        buffer.append(chunk)
      }
    }

    /// The ids of the `saved ID` lines up to the end of standard output (or `limit` of them).
    func savedIDs(limit: Int = .max) -> [Int64] {
      var ids: [Int64] = []
      while ids.count < limit, let line = nextLine() {
        guard line.hasPrefix("saved "), let id = Int64(line.dropFirst(6)) else {
          Issue.record("unexpected line \(line)")
          continue
        }
        ids.append(id)
      }
      return ids
    }

    /// Waits for the exit; its status and standard error.
    func finish() -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
      let stderr = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus, process.terminationReason,
        String(decoding: stderr, as: UTF8.self)
      )
    }
  }

  /// Runs sqlite3 on the file and returns its output lines.
  static func sqlite(_ path: String, _ sql: String) throws -> [String] {
    let run = try BinaryTests.run("/usr/bin/sqlite3", [path, sql])
    #expect(run.status == 0 && run.stderr == "", "\(run)")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  static func ids(in path: String) throws -> Set<Int64> {
    Set(try sqlite(path, "SELECT id FROM entry").compactMap { Int64($0) })
  }

  /// Each run is killed with SIGKILL right after a random number of reported saves; every
  /// reported entry is in the file and the file is sound, run after run on the same file.
  @Test func killingTheWriterRightAfterASaveLosesNothing() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    var generator = SplitMix64(seed: 0x6B69_6C6C)
    var reported: Set<Int64> = []
    for run in 0..<10 {
      let stopAfter = Int.random(in: 1...60, using: &generator)
      let writer = try Writer(path: path, count: 100_000, tag: "run\(run)")
      let ids = writer.savedIDs(limit: stopAfter)
      kill(writer.process.processIdentifier, SIGKILL)
      let end = writer.finish()
      #expect(ids.count == stopAfter, "run \(run): \(end.stderr)")
      #expect(end.reason == .uncaughtSignal && end.status == SIGKILL)
      reported.formUnion(ids)
      let stored = try Self.ids(in: path)
      #expect(reported.isSubset(of: stored), "run \(run): lost \(reported.subtracting(stored))")
      #expect(try Self.sqlite(path, "PRAGMA integrity_check") == ["ok"], "run \(run)")
    }
  }

  /// Two writers start at once on a file that does not exist yet: both create and migrate it,
  /// then save hundreds of entries each, every one of which is kept.
  @Test func twoWritersOnANewFileKeepEveryEntryOfBoth() throws {
    for attempt in 0..<3 {
      let folder = try TemporaryFolder()
      let path = folder.path + "/history.sqlite"
      let count = 300
      let writers = try ["a", "b"].map { try Writer(path: path, count: count, tag: $0) }
      let ids = writers.map { $0.savedIDs() }
      let ends = writers.map { $0.finish() }
      for (end, saved) in zip(ends, ids) {
        #expect(end.status == 0 && end.stderr == "", "attempt \(attempt): \(end.stderr)")
        #expect(saved.count == count, "attempt \(attempt)")
      }
      #expect(Set(ids[0]).isDisjoint(with: ids[1]))
      #expect(try Self.sqlite(path, "SELECT count(*) FROM entry") == ["\(2 * count)"])
      #expect(try Self.ids(in: path) == Set(ids[0] + ids[1]))
      #expect(try Self.sqlite(path, "PRAGMA integrity_check") == ["ok"])
      #expect(
        try Self.sqlite(path, "SELECT identifier FROM grdb_migrations")
          == ["v1: entry", "v2: search index"])
    }
  }

  /// A file size limit (`ulimit -f`, with SIGXFSZ ignored so the write fails with EFBIG) stops
  /// the writer with its reason; every entry it reported saved is kept.
  /// (128 KiB at least: the first save of a new file writes the search index's tables too.)
  @Test(arguments: [128, 200])
  func aFileSizeLimitFailsTheSaveWithItsReasonAndKeepsEveryEarlierEntry(kibibytes: Int) throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/history.sqlite"
    // `ulimit -f` counts blocks of 1,024 bytes in bash. A coverage build's writer writes its
    // profile at exit, cut short by the same limit: it goes into the test's folder, not among
    // the profiles `swift test` merges (a cut one would fail the merge).
    let writer = try Writer(
      path: path, count: 1_000_000, tag: String(repeating: "x", count: 200),
      shell: "trap '' XFSZ; ulimit -f \(kibibytes); "
        + "LLVM_PROFILE_FILE='\(folder.path)/writer.profraw' exec \"$@\"")
    let ids = writer.savedIDs()
    let end = writer.finish()
    #expect(end.reason == .exit && end.status == 1, "\(end)")
    // A coverage build's writer also fails to write its profile past the limit, and the
    // profiling runtime says so: that line is not the program's.
    let stderr = end.stderr.split(separator: "\n").filter { !$0.hasPrefix("LLVM Profile ") }
    #expect(stderr.count == 1 && end.stderr.hasSuffix("\n"), "\(end.stderr)")
    #expect(stderr.first?.hasPrefix("history-writer: \(path): ") == true, "\(end.stderr)")
    #expect(!ids.isEmpty)
    let stored = try Self.ids(in: path)
    #expect(Set(ids).isSubset(of: stored), "lost \(Set(ids).subtracting(stored))")
    #expect(try Self.sqlite(path, "PRAGMA integrity_check") == ["ok"])
    // Once the limit is gone, the same file takes more saves.
    let after = try Writer(path: path, count: 3, tag: "after")
    #expect(after.savedIDs().count == 3)
    #expect(after.finish().status == 0)
  }
}
