import Foundation
import Testing

/// End-to-end, through every binary: what happens to each byte in and out — failed reads and
/// writes, a reader that goes away, answers that arrive while input is still open, line
/// endings, option values that start with `-`, and a program name with control characters.
struct StreamTests {
  typealias Run = BinaryTests.Run
  static let executables = BinaryTests.executables

  static func path(_ executable: String) -> String {
    BinaryTests.binaries.appendingPathComponent(executable).path
  }

  /// Runs `script` with `sh -c`, the binary's path as `$0`.
  static func shell(_ executable: String, _ script: String, input: String = "") throws -> Run {
    try BinaryTests.run("/bin/sh", ["-c", script, path(executable)], input: input)
  }

  // MARK: Input and output errors

  @Test(
    arguments: executables,
    [
      (#""$0" > /dev/full"#, "1,2\n", "cannot write standard output: No space left on device"),
      (
        #""$0" --json > /dev/full"#, "1,2\n",
        "cannot write standard output: No space left on device"
      ),
      (
        #""$0" --headless > /dev/full"#, "1,2",
        "cannot write standard output: No space left on device"
      ),
      (#""$0" --help > /dev/full"#, "", "cannot write standard output: No space left on device"),
      (
        #""$0" --version > /dev/full"#, "", "cannot write standard output: No space left on device"
      ),
      (#""$0" >&-"#, "1,2\n", "cannot write standard output: Bad file descriptor"),
      (#""$0" --version >&-"#, "", "cannot write standard output: Bad file descriptor"),
      (#""$0" < /"#, "", "cannot read standard input: Is a directory"),
      (#""$0" --json < /"#, "", "cannot read standard input: Is a directory"),
      (#""$0" --headless < /"#, "", "cannot read standard input: Is a directory"),
      (#""$0" <&-"#, "", "cannot read standard input: Bad file descriptor"),
    ])
  func aFailedReadOrWriteIsOneLineNamingTheStreamAndExit74(
    executable: String, failure: (script: String, input: String, message: String)
  ) throws {
    let run = try Self.shell(executable, failure.script, input: failure.input)
    #expect(run == Run(status: 74, stdout: "", stderr: "\(executable): \(failure.message)\n"))
  }

  /// Interactive mode, in a pseudo-terminal made by `script(1)`: the final sum cannot be
  /// written, and the error comes after the terminal is restored (after the sequence that
  /// leaves the alternate screen, and with the line ending translated again as in cooked
  /// mode). Esc is sent every 200 ms, since raw mode discards what was typed before it; the
  /// terminal does not echo (`stty -echo` before the binary starts, which it restores to), so
  /// an Esc that arrives after the terminal was restored but before the process ended (under
  /// AddressSanitizer its leak check runs then) is not echoed after the message as `^[`.
  #if os(Linux)
    @Test(
      .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
      arguments: executables)
    func interactiveModeReportsAFailedWriteOfTheSumAfterRestoringTheTerminal(
      executable: String
    ) throws {
      let script = #"""
        for i in $(seq 50); do printf '\033'; sleep 0.2; done |
          script -qec "stty -echo; '$0' --numbers 1,2 > /dev/full" /dev/null
        """#
      let run = try Self.shell(executable, script)
      let message = "\(executable): cannot write standard output: No space left on device\r\n"
      #expect(run.status == 74)
      #expect(run.stdout.hasSuffix("\u{1B}[?1049l" + message), "\(run)")
    }
  #endif

  // MARK: A reader that goes away

  /// `head -1` exits after the first answer; the binary must then end at once and quietly
  /// (killed by SIGPIPE: status 141 in the shell), even though SIGPIPE is ignored by the shell
  /// and so by the binary when it starts. The input is long but finite, so that a binary that
  /// keeps going still ends, with status 0 and the test failing.
  @Test(arguments: executables)
  func aReaderThatClosesThePipeEndsTheProgramQuietly(executable: String) throws {
    let script = """
      trap '' PIPE
      { yes 1,2 | head -n 3000000; } 2>/dev/null | { "$0"; echo "status $?" >&2; } | head -n 1
      """
    let run = try Self.shell(executable, script)
    #expect(run == Run(status: 0, stdout: "3\n", stderr: "status 141\n"))
  }

  // MARK: Line mode streams

  /// Where the answers go: a pipe, or a regular file read back as it grows.
  enum Sink: String, CaseIterable, Sendable {
    case pipe, file
  }

  @Test(arguments: executables, Sink.allCases)
  func lineModeAnswersEachLineBeforeWaitingForMore(executable: String, sink: Sink) throws {
    let process = try StreamingProcess(Self.path(executable), [], sink: sink)
    defer { process.finish() }
    process.send("1,2\n")
    #expect(process.waitForOutput("3\n"))
    // CR ends a line at once; an LF in the next read completes the same CR LF ending.
    process.send("4\r")
    #expect(process.waitForOutput("3\n4\n"))
    process.send("\n5")
    process.closeInput()
    #expect(process.waitForOutput("3\n4\n5\n"))
    #expect(process.waitForExit() == 0)
  }

  @Test(arguments: executables, Sink.allCases)
  func jsonLineModeAnswersEachLineBeforeWaitingForMore(executable: String, sink: Sink) throws {
    let process = try StreamingProcess(Self.path(executable), ["--json"], sink: sink)
    defer { process.finish() }
    func answer(_ digit: String) -> String {
      #"{"sum": \#(digit), "numbers": 1, "ignored": 0, "fragments": [{"text": "\#(digit)", "#
        + #""value": \#(digit), "total": \#(digit)}]}"# + "\n"
    }
    let one = answer("1")
    let two = answer("2")
    process.send("1\r")
    #expect(process.waitForOutput(one))
    process.send("\n2\n")
    #expect(process.waitForOutput(one + two))
    process.closeInput()
    #expect(process.waitForExit() == 0)
    #expect(process.output == one + two)
  }

  // MARK: Line endings

  @Test(arguments: executables)
  func aLineEndsAtLFOrCRLFOrCR(executable: String) throws {
    let run = try BinaryTests.run(executable, [], input: "1,2\r\n3\r4\n\r\n\r\r5,\r")
    #expect(run == Run(status: 0, stdout: "3\n3\n4\n0\n0\n0\n5\n", stderr: ""))
    let last = try BinaryTests.run(executable, [], input: "1\r\n2")
    #expect(last == Run(status: 0, stdout: "1\n2\n", stderr: ""))
  }

  @Test(arguments: executables)
  func jsonFragmentsNeverContainALineEnding(executable: String) throws {
    let run = try BinaryTests.run(executable, ["--json"], input: "1,2\r\n3\r x\n")
    let expected = """
      {"sum": 3, "numbers": 2, "ignored": 0, "fragments": [{"text": "1", "value": 1, "total": 1}, \
      {"text": "2", "value": 2, "total": 3}]}
      {"sum": 3, "numbers": 1, "ignored": 0, "fragments": [{"text": "3", "value": 3, "total": 3}]}
      {"sum": 0, "numbers": 0, "ignored": 1, "fragments": [{"text": " x", "ignored": "not a number"}]}

      """
    #expect(run == Run(status: 0, stdout: expected, stderr: ""))
  }

  /// A CR LF that straddles two 64 KiB reads of a file: one ending, not two. (The streaming
  /// tests below split one across reads of a pipe.)
  @Test(arguments: executables)
  func aCRLFSplitAcrossReadsIsOneEnding(executable: String) throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("calc-crlf-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = String(repeating: " ", count: 65_536 - 2) + "7\r"
    try Data((first + "\n8\r\n").utf8).write(to: file)
    let run = try BinaryTests.run(
      "/bin/sh", ["-c", #""$0" < "$1""#, Self.path(executable), file.path])
    #expect(run == Run(status: 0, stdout: "7\n8\n", stderr: ""))
    let json = try BinaryTests.run(
      "/bin/sh", ["-c", #""$0" --json < "$1""#, Self.path(executable), file.path])
    #expect(json.stdout.components(separatedBy: "\n").count == 3, "\(json)")
  }

  // MARK: Arguments

  @Test(arguments: executables)
  func optionValuesMayStartWithADash(executable: String) throws {
    let numbers = try BinaryTests.run(
      executable, ["--headless", "--numbers", "-5,3", "--size", "40x6"], input: "")
    #expect(numbers.status == 0)
    #expect(numbers.stdout.contains("Numbers     ▸ -5,3\n"), "\(numbers)")
    #expect(numbers.stdout.contains("Sum           -2\n"), "\(numbers)")
    let joined = try BinaryTests.run(
      executable, ["--headless", "--numbers=-5", "--size", "40x6"], input: "")
    #expect(joined.stdout.contains("Sum           -5\n"), "\(joined)")
    let separators = try BinaryTests.run(executable, ["--separators", "-"], input: "1-2\n-3\n")
    #expect(separators == Run(status: 0, stdout: "3\n3\n", stderr: ""))
  }

  @Test(
    arguments: executables,
    [
      (["--numbers"], "missing value for '--numbers <numbers>'"),
      (["--headless", "--numbers"], "missing value for '--numbers <numbers>'"),
      (["--separators"], "missing value for '--separators <separators>'"),
      (
        ["--numbers=-5"], "--numbers does not apply to line mode: the numbers are the input lines"
      ),
      (["--headless", "--size", "-1x1"], "invalid --size '-1x1': \(BinaryTests.sizeHint)"),
    ])
  func dashValuesAndMissingValuesStillGiveUsageErrors(
    executable: String, error: (arguments: [String], message: String)
  ) throws {
    let run = try BinaryTests.run(executable, error.arguments, input: "")
    #expect(
      run == Run(status: 64, stdout: "", stderr: "\(executable): \(error.message); see --help\n"))
  }

  /// Started through a symbolic link whose name has ESC, BEL and a newline: the name is
  /// printed with placeholders in errors and help, never raw.
  @Test(arguments: executables)
  func theProgramNameIsSanitised(executable: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("calc-name-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("\(executable)\u{1B}]0;owned\u{7}\nx")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: Self.path(executable))
    let shown = "\(executable)␛]0;owned�⏎x"

    let usage = try BinaryTests.run(link.path, ["--bogus"], input: "")
    #expect(
      usage
        == Run(status: 64, stdout: "", stderr: "\(shown): unknown option '--bogus'; see --help\n"))
    let help = try BinaryTests.run(link.path, ["--help"], input: "")
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: \(shown) "))
    #expect(!help.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let linked = try BinaryTests.run(
      "/bin/sh", ["-c", #"exec "$0" < /"#, link.path], input: "")
    #expect(
      linked
        == Run(
          status: 74, stdout: "", stderr: "\(shown): cannot read standard input: Is a directory\n"))
  }
}

/// A binary in line mode with input written a piece at a time, and its output collected as it
/// arrives, so that a test can see whether an answer came before the input ended.
final class StreamingProcess: @unchecked Sendable {
  /// How long an answer may take before the test fails rather than hangs.
  static let timeout: TimeInterval = 20

  private let process = Process()
  private let input = Pipe()
  private let lock = NSLock()
  private var collected = Data()
  private let sink: StreamTests.Sink
  private let file: URL

  init(_ path: String, _ arguments: [String], sink: StreamTests.Sink) throws {
    self.sink = sink
    file = FileManager.default.temporaryDirectory
      .appendingPathComponent("calc-stream-\(UUID().uuidString)")
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardInput = input
    process.standardError = FileHandle.nullDevice
    switch sink {
    case .pipe:
      let output = Pipe()
      process.standardOutput = output
      Thread { [self] in
        while true {
          let data = output.fileHandleForReading.availableData
          if data.isEmpty { return }
          lock.withLock { collected += data }
        }
      }.start()
    case .file:
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
      process.standardOutput = try FileHandle(forWritingTo: file)
    }
    try process.run()
  }

  var output: String {
    switch sink {
    case .pipe: String(decoding: lock.withLock { collected }, as: UTF8.self)
    case .file: String(decoding: Self.contents(of: file), as: UTF8.self)
    }
  }

  /// The file's bytes so far, read through a file handle: with `Data(contentsOf:)` here,
  /// LeakSanitizer reported the buffers of its `readBytesFromFile` as leaked (the file is still
  /// being written by the other process), which fails CI's AddressSanitizer run.
  private static func contents(of file: URL) -> Data {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return Data() }
    defer { try? handle.close() }
    return (try? handle.readToEnd()) ?? Data()
  }

  func send(_ text: String) {
    input.fileHandleForWriting.write(Data(text.utf8))
  }

  func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  /// Waits until the output is exactly `expected`; false after the timeout.
  func waitForOutput(_ expected: String) -> Bool {
    let deadline = Date(timeIntervalSinceNow: Self.timeout)
    while Date() < deadline {
      if output == expected { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return output == expected
  }

  /// The exit status, or nil if the process is still running after the timeout.
  func waitForExit() -> Int32? {
    let deadline = Date(timeIntervalSinceNow: Self.timeout)
    while process.isRunning && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    return process.isRunning ? nil : process.terminationStatus
  }

  /// Ends the input, and the process if it is still running; removes the file.
  func finish() {
    closeInput()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: file)
  }
}
