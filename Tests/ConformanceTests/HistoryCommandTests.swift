import CalculatorHistory
import CalculatorModel
import Foundation
import SQLiteHistory
import TestSupport
import Testing

/// SPEC: History command. `calc-… history` run as a user would: the entries newest first, the
/// exit statuses, nothing written where it only reads, and memory that stays flat. What the
/// shared command line does alike in every binary runs on one, `BinaryTests.reference`.
struct HistoryCommandTests {
  /// 2026-11-24 13:05:07.250 UTC.
  static let savedAt = Date(timeIntervalSince1970: 1_795_525_507.25)

  static func makeHistory(at path: String, _ calculators: [Calculator]) async throws {
    let store = try SQLiteHistoryStore(path: path, now: { savedAt })
    for calculator in calculators { _ = try await store.save(calculator) }
  }

  static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:])
    throws -> BinaryTests.Run
  {
    try BinaryTests.run(
      "/usr/bin/env",
      ["TZ=UTC"] + environment.map { "\($0)=\($1)" }
        + [BinaryTests.binaries.appendingPathComponent(executable).path] + arguments)
  }

  @Test(arguments: BinaryTests.executables)
  func printsEntriesNewestFirstOnePerLine(executable: String) async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/h.sqlite"
    try await Self.makeHistory(
      at: path,
      [
        Calculator(numbers: "1,2,x,3"),
        Calculator(separators: ",\n", numbers: "9223372036854775807\n9223372036854775807"),
        Calculator(separators: "\t\\", numbers: "-5\t\u{1B}[2J\\7"),
      ])
    let run = try Self.run(executable, ["history", "--history", path])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        3\t2026-11-24 13:05\t2\t\\t\\\\\t-5\\t\\u{1B}[2J\\\\7
        2\t2026-11-24 13:05\t18446744073709551614\t,\\n\t9223372036854775807\\n9223372036854775807
        1\t2026-11-24 13:05\t6\t,\t1,2,x,3

        """)
  }

  @Test(arguments: BinaryTests.executables)
  func jsonIsOneObjectPerEntryWithEveryField(executable: String) async throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/h.sqlite"
    try await Self.makeHistory(
      at: path, [Calculator(numbers: "1,2,x,3"), Calculator(separators: ";", numbers: "\"q\";-1")])
    let run = try Self.run(executable, ["history", "--json", "--history", path])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout == """
        {"id": 2, "savedAt": "2026-11-24T13:05:07.250Z", "separators": ";", \
        "numbers": "\\"q\\";-1", "sum": -1, "numberCount": 1, "ignoredCount": 1}
        {"id": 1, "savedAt": "2026-11-24T13:05:07.250Z", "separators": ",", \
        "numbers": "1,2,x,3", "sum": 6, "numberCount": 3, "ignoredCount": 1}

        """)
  }

  @Test func theDefaultFileIsUnderXDGDataHomeOrHomeAndIsNotCreatedByReading() async throws {
    let folder = try TemporaryFolder()
    let xdg = folder.path + "/xdg"
    let empty = try Self.run(
      BinaryTests.reference, ["history"], environment: ["XDG_DATA_HOME": xdg, "HOME": folder.path])
    #expect(empty == BinaryTests.Run(status: 0, stdout: "", stderr: ""))
    #expect(!FileManager.default.fileExists(atPath: xdg))

    let file = "/calculator-architectures/history.sqlite"
    try FileManager.default.createDirectory(
      atPath: xdg + "/calculator-architectures", withIntermediateDirectories: true)
    try await Self.makeHistory(at: xdg + file, [Calculator(numbers: "4,5")])
    let fromXDG = try Self.run(
      BinaryTests.reference, ["history"], environment: ["XDG_DATA_HOME": xdg, "HOME": folder.path])
    #expect(fromXDG.stdout.hasSuffix("\t9\t,\t4,5\n"), "\(fromXDG)")

    let home = folder.path + "/.local/share"
    try FileManager.default.createDirectory(
      atPath: home + "/calculator-architectures", withIntermediateDirectories: true)
    try await Self.makeHistory(at: home + file, [Calculator(numbers: "7")])
    // XDG_DATA_HOME unset, empty or relative: ~/.local/share.
    for xdgValue in [nil, "", "relative/path"] {
      var environment = ["HOME": folder.path]
      if let xdgValue { environment["XDG_DATA_HOME"] = xdgValue }
      let fromHome = try Self.run(BinaryTests.reference, ["history"], environment: environment)
      #expect(fromHome.stdout.hasSuffix("\t7\t,\t7\n"), "\(String(describing: xdgValue))")
    }
  }

  @Test(arguments: BinaryTests.executables)
  func refusesWhatIsNotAHistoryDatabaseWithStatus65AndLeavesItAlone(executable: String) throws {
    let folder = try TemporaryFolder()
    let text = folder.path + "/notes.txt"
    try Data("1,2,3\n".utf8).write(to: URL(fileURLWithPath: text))
    let before = try Data(contentsOf: URL(fileURLWithPath: text))
    let run = try Self.run(executable, ["history", "--history", text])
    #expect(run.status == 65)
    #expect(run.stdout == "")
    #expect(run.stderr == "\(executable): \(text) is not a history database\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == before)
  }

  @Test(arguments: [
    ("/missing.sqlite", "no such file"), ("/", "is a directory"),
  ])
  func anUnreadablePathIsAnIOErrorWithStatus74(suffix: String, reason: String) throws {
    let folder = try TemporaryFolder()
    let path = folder.path + suffix
    let run = try Self.run(BinaryTests.reference, ["history", "--history", path])
    #expect(run.status == 74, "\(run)")
    #expect(run.stdout == "")
    #expect(run.stderr == "\(BinaryTests.reference): \(path): \(reason)\n")
  }

  @Test func historyIsRefusedInLineModeAndAnEmptyPathIsAUsageError() throws {
    let lineMode = try BinaryTests.run(
      BinaryTests.reference, ["--history", "h.sqlite"], input: "1,2\n")
    #expect(lineMode.status == 64)
    #expect(lineMode.stdout == "")
    #expect(lineMode.stderr.contains("--history does not apply to line mode"))
    let empty = try BinaryTests.run(
      BinaryTests.reference, ["--headless", "--history", ""], input: "")
    #expect(empty.status == 64)
    #expect(empty.stderr.contains("--history needs a file's path"))
  }

  /// 100,000 entries stream out with the memory 1,000 take (a cursor, not an array).
  @Test(
    .disabled(
      if: BinaryTests.isAddressSanitized,
      "AddressSanitizer keeps freed memory in quarantine: peak RSS grows with every allocation"))
  func aHundredThousandEntriesStreamWithFlatMemory() async throws {
    let folder = try TemporaryFolder()
    func peakKiB(entries: Int) async throws -> Int {
      let path = folder.path + "/h\(entries).sqlite"
      try await Self.makeHistory(at: path, [Calculator(numbers: "seed")])
      // One transaction of plain rows: what 100,000 saves would leave, in a second.
      let sql = """
        WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < \(entries))
        INSERT INTO entry (separators, numbers, sum, numberCount, ignoredCount, savedAt)
        SELECT ',', printf('%d,%d,%d,x', i, i, i), printf('%d', 3 * i), 3, 1,
          '2026-11-24 13:05:07.250' FROM n;
        """
      let insert = try BinaryTests.run("/usr/bin/sqlite3", [path, sql])
      #expect(insert.status == 0, "\(insert)")
      let run = try BinaryTests.run(
        "/usr/bin/time",
        [
          "-f", "%M", BinaryTests.binaries.appendingPathComponent(BinaryTests.reference).path,
          "history",
          "--history", path,
        ])
      #expect(run.status == 0)
      #expect(run.stdout.utf8.filter { $0 == 0x0A }.count == entries)
      #expect(run.stdout.hasPrefix("\(entries)\t"))
      return Int(run.stderr.split(separator: "\n").last ?? "") ?? -1
    }
    let small = try await peakKiB(entries: 1_000)
    let large = try await peakKiB(entries: 100_000)
    #expect(small > 0 && large > 0)
    // 100 times the entries, less than 4 MiB more memory.
    #expect(large - small < 4_096, "peak RSS \(small) KiB for 1,000, \(large) KiB for 100,000")
  }
}

/// SPEC: History store, "Where": the app's modes open the file `--history` names (headless
/// keeps the history in memory without it), and leave a file that is not theirs as it was.
struct HistoryFileTests {
  @Test(arguments: BinaryTests.executables)
  func headlessWithHistoryMakesTheFileAndWithoutItTouchesNone(executable: String) throws {
    let folder = try TemporaryFolder()
    let inMemory = try HistoryCommandTests.run(
      executable, ["--headless", "--size", "40x8"],
      environment: ["XDG_DATA_HOME": folder.path + "/xdg", "HOME": folder.path])
    #expect(inMemory.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])

    let path = folder.path + "/made.sqlite"
    let withFile = try HistoryCommandTests.run(
      executable, ["--headless", "--size", "40x8", "--history", path])
    #expect(withFile.stdout == inMemory.stdout)
    let listed = try HistoryCommandTests.run(executable, ["history", "--history", path])
    #expect(listed == BinaryTests.Run(status: 0, stdout: "", stderr: ""))
  }

  @Test func aFileThatIsNotAHistoryDatabaseIsLeftAsItWasAndTheAppStillRuns() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/notes.txt"
    let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
    try bytes.write(to: URL(fileURLWithPath: path))
    let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
    let run = try BinaryTests.run(
      BinaryTests.reference, ["--headless", "--size", "40x8", "--history", path], input: "1,2")
    #expect(run.status == 0)
    #expect(run.stdout.contains("Sum           3\n"), "\(run)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        == modified as? Date)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
  }
}
