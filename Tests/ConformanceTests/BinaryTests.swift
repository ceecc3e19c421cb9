import Foundation
import TerminalUI
import Testing

/// End-to-end: the built binaries, run as a user would, compared with expectations and with
/// each other (SPEC: Command line: byte-identical output apart from the program name).
struct BinaryTests {
  struct Run: Equatable, CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var description: String { "exit \(status)\nstdout: \(stdout)\nstderr: \(stderr)" }
  }

  /// The folder of the test bundle, where `swift build` put the executables.
  static let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

  /// True when the tests (and so the executables beside them) are built with
  /// `--sanitize=address`: memory figures then measure the sanitizer, not the program.
  static let isAddressSanitized = dlsym(nil, "__asan_init") != nil

  /// How long a binary may run before it is stopped: `ManualClock.testPatience` (a minute, or
  /// `CALC_TEST_PATIENCE` seconds), at least 10 s.
  static let patience = TimeInterval(
    max(ManualClock.testPatience, .seconds(10)).components.seconds)

  static func run(_ executable: String, _ arguments: [String], input: Data = Data()) throws -> Run {
    let (run, stopped) = try launch(executable, arguments, input: input)
    if stopped { recordStopped(executable, arguments) }
    return run
  }

  /// `run(_:_:input:)` on a thread of its own, awaited. A test on the main actor calls this: a
  /// binary waited for there would hold the main actor, and every other test's work on it, for
  /// as long as the binary runs (under AddressSanitizer, a minute for a dozen binaries, which
  /// ran a parallel test's wait for a store call out of patience).
  static func runWithoutBlocking(
    _ executable: String, _ arguments: [String], input: Data = Data()
  ) async throws -> Run {
    let (run, stopped) = try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(with: Result { try launch(executable, arguments, input: input) })
      }.start()
    }
    if stopped { recordStopped(executable, arguments) }
    return run
  }

  static func runWithoutBlocking(_ executable: String, _ arguments: [String], input: String)
    async throws -> Run
  {
    try await runWithoutBlocking(executable, arguments, input: Data(input.utf8))
  }

  private static func recordStopped(_ executable: String, _ arguments: [String]) {
    Issue.record(
      "\(executable) \(arguments.joined(separator: " ")) did not end within \(Int(patience)) s: stopped"
    )
  }

  /// Runs the binary to its end (or stops it after `patience`: then `stopped`).
  private static func launch(_ executable: String, _ arguments: [String], input: Data) throws
    -> (run: Run, stopped: Bool)
  {
    let process = Process()
    process.executableURL =
      executable.hasPrefix("/")
      ? URL(fileURLWithPath: executable) : binaries.appendingPathComponent(executable)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write and read concurrently so that large inputs and outputs cannot dead-lock on pipes.
    let writer = Thread {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    // A binary that does not end (a bug that leaves its window open at the end of the input)
    // is stopped after the patience, and the test fails saying so, instead of waiting forever.
    // Weakly: a cancelled work item lives on until its time, and a Process kept that long keeps
    // its pipes open; hundreds of runs then push descriptors past what Process.run can handle
    // (it crashed, copying past a buffer).
    let deadline = DispatchWorkItem { [weak process] in
      if let process, process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + patience, execute: deadline)
    let errorData = ErrorCollector(stderr.fileHandleForReading)
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    deadline.cancel()
    let stopped =
      process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM
    let run = Run(
      status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: errorData.wait())
    return (run, stopped)
  }

  /// Reads a pipe to its end on another thread.
  final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
      Thread {
        self.data = handle.readDataToEndOfFile()
        self.done.signal()
      }.start()
    }
    func wait() -> String {
      done.wait()
      return String(decoding: data, as: UTF8.self)
    }
  }

  static func run(_ executable: String, _ arguments: [String], input: String) throws -> Run {
    try run(executable, arguments, input: Data(input.utf8))
  }

  static let executables = Variant.all.compactMap(\.executable)
  /// The binary the others are compared with: the first of variants.json, even when
  /// `CONFORMANCE_VARIANTS` leaves it out (then it runs only as that reference).
  static let reference = Variant.variants.compactMap(\.executable)[0]

  // MARK: Line mode

  @Test(arguments: executables)
  func lineModePrintsOneSumPerLine(executable: String) throws {
    let run = try Self.run(executable, [], input: "1,2,x,3\n\n9223372036854775807,1\n 4 , 5")
    #expect(run == Run(status: 0, stdout: "6\n0\n9223372036854775808\n9\n", stderr: ""))
  }

  @Test(arguments: executables)
  func lineModeJSONIsTheBreakdownObject(executable: String) throws {
    let run = try Self.run(executable, ["--json"], input: "1,2,x,3\n\"\\\t\n")
    let expected = """
      {"sum": 6, "numbers": 3, "ignored": 1, "fragments": [{"text": "1", "value": 1, "total": 1}, \
      {"text": "2", "value": 2, "total": 3}, {"text": "x", "ignored": "not a number"}, \
      {"text": "3", "value": 3, "total": 6}]}
      {"sum": 0, "numbers": 0, "ignored": 1, "fragments": [{"text": "\\"\\\\\\t", "ignored": "not a number"}]}

      """
    #expect(run == Run(status: 0, stdout: expected, stderr: ""))
    for line in run.stdout.split(separator: "\n") {
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
    }
  }

  @Test(arguments: executables)
  func lineModeJSONNamesEveryIgnoreReason(executable: String) throws {
    let run = try Self.run(executable, ["--json"], input: ",x,99999999999999999999\n")
    let expected = """
      {"sum": 0, "numbers": 0, "ignored": 3, "fragments": [{"text": "", "ignored": "empty"}, \
      {"text": "x", "ignored": "not a number"}, \
      {"text": "99999999999999999999", "ignored": "out of range"}]}

      """
    #expect(run == Run(status: 0, stdout: expected, stderr: ""))
  }

  @Test(arguments: executables)
  func lineModeHonoursSeparatorsIncludingNone(executable: String) throws {
    #expect(try Self.run(executable, ["--separators", "; "], input: "1;2 3\n").stdout == "6\n")
    #expect(try Self.run(executable, ["--separators", ""], input: "12\n1,2\n").stdout == "12\n0\n")
  }

  @Test(arguments: executables)
  func lineModeDecodesInvalidUTF8WithReplacementCharacters(executable: String) throws {
    let input = Data([0x31, 0x2C, 0xFF, 0xFE, 0x2C, 0x32, 0x0A])
    let run = try Self.run(executable, ["--json"], input: input)
    #expect(run.status == 0)
    #expect(run.stdout.contains("{\"text\": \"\u{FFFD}\u{FFFD}\", \"ignored\": \"not a number\"}"))
    #expect(run.stdout.hasPrefix("{\"sum\": 3,"))
    let sums = try Self.run(executable, [], input: input + Data([0xE2, 0x82, 0x0A, 0xF0, 0x31]))
    #expect(sums == Run(status: 0, stdout: "3\n0\n0\n", stderr: ""))
  }

  @Test(arguments: executables)
  func lineModeHandlesAVeryLongLine(executable: String) throws {
    let line = String(repeating: "1,", count: 500_000) + "\n"
    #expect(try Self.run(executable, [], input: line + line).stdout == "500000\n500000\n")
  }

  // MARK: Headless

  @Test(arguments: executables)
  func headlessPrintsTheFinalScreen(executable: String) throws {
    let run = try Self.run(executable, ["--headless"], input: "1,2,x,3")
    let expected = """
      Calculator                                                               0 saved
      Separators    ,
      Numbers     ▸ 1,2,x,3
      Sum           6
                    3 numbers, 1 ignored
      Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit

      """
    #expect(run == Run(status: 0, stdout: expected, stderr: ""))
  }

  @Test(arguments: executables)
  func headlessTakesSizeNumbersSeparatorsAndKeys(executable: String) throws {
    let run = try Self.run(
      executable, ["--headless", "--size", "40x8", "--separators", ";", "--numbers", "1;2"],
      input: "\r")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Breakdown\n"))
    #expect(run.stdout.contains("Sum 3 · 2 numbers, 0 ignored\n"))
  }

  @Test(arguments: executables)
  func headlessAtATinySizeSaysTheTerminalIsTooSmall(executable: String) throws {
    let run = try Self.run(executable, ["--headless", "--size", "19x6"], input: "")
    #expect(run == Run(status: 0, stdout: "terminal too small\n", stderr: ""))
    let tiny = try Self.run(executable, ["--headless", "--size", "5x5"], input: "")
    #expect(tiny == Run(status: 0, stdout: "termi\ntoo\nsmall\n", stderr: ""))
  }

  @Test(arguments: executables)
  func headlessOutputContainsNoEscapeSequences(executable: String) throws {
    let run = try Self.run(
      executable, ["--headless"], input: "\u{1B}[200~\u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}[201~")
    #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(run.stdout.contains("Numbers     ▸ ␛]0;owned�␛[2J\n"))
  }

  // MARK: Errors

  static let sizeHint = "expected COLSxROWS from 1x1 to 1000x1000, e.g. 80x24"

  @Test(
    arguments: executables,
    [
      (["--size", "0x0", "--headless"], "invalid --size '0x0': \(sizeHint)"),
      (["--size", "abc", "--headless"], "invalid --size 'abc': \(sizeHint)"),
      (["--size", "99999x99999", "--headless"], "invalid --size '99999x99999': \(sizeHint)"),
      (
        ["--size=\u{1B}]0;owned\u{7}", "--headless"],
        "invalid --size '\\x1B]0;owned\\x07': \(sizeHint)"
      ),
      (["--bogus"], "unknown option '--bogus'"),
      (["--size"], "missing value for '--size <size>'"),
      (["extra"], "unexpected argument 'extra'"),
      (["--size", "80x24"], "--size applies to --headless only; a terminal has its own size"),
      (["--headless", "--json"], "--json applies to line mode, not to --headless"),
      (
        ["--numbers", "1"], "--numbers does not apply to line mode: the numbers are the input lines"
      ),
      (
        ["--open", "nowhere", "--headless"],
        "invalid --open 'nowhere': expected breakdown, presets, history or history:ID"
      ),
      (
        ["--headless", "--open", "history:"],
        "invalid --open 'history:': history:ID needs an entry's ID, e.g. history:2"
      ),
      (
        ["--headless", "--open=history:0"],
        "invalid --open 'history:0': an entry's ID is a positive integer, e.g. history:2"
      ),
      (
        ["--headless", "--open", "history:x2"],
        "invalid --open 'history:x2': an entry's ID is a positive integer, e.g. history:2"
      ),
      (
        ["--open", "history"],
        "--open does not apply to line mode: it opens a screen of the interactive and headless"
          + " modes"
      ),
    ])
  func usageErrorsPrintOneLineNamingTheValueAndExit64(
    executable: String, error: (arguments: [String], message: String)
  ) throws {
    let run = try Self.run(executable, error.arguments, input: "")
    #expect(
      run == Run(status: 64, stdout: "", stderr: "\(executable): \(error.message); see --help\n"))
  }

  /// A shell can pass bytes that are not UTF-8, which Swift's `CommandLine.arguments` would
  /// silently turn into U+FFFD; `Process` cannot, so these go through `sh`.
  @Test(
    arguments: executables,
    [
      (#"--separators "$(printf '\377;')""#, #"invalid --separators '\xFF;': not valid UTF-8"#),
      (
        #"--separators="$(printf 'a\300\257')""#,
        #"invalid --separators 'a\xC0\xAF': not valid UTF-8"#
      ),
      (
        #"--numbers "$(printf '1\377\033')" --headless"#,
        #"invalid --numbers '1\xFF\x1B': not valid UTF-8"#
      ),
      (#""$(printf '\377')""#, #"invalid argument '\xFF': not valid UTF-8"#),
    ])
  func argumentsThatAreNotUTF8AreUsageErrorsNamingTheBytes(
    executable: String, error: (shellArguments: String, message: String)
  ) throws {
    let path = Self.binaries.appendingPathComponent(executable).path
    let run = try Self.run(
      "/bin/sh", ["-c", "exec \"$0\" \(error.shellArguments)", path], input: "")
    #expect(
      run == Run(status: 64, stdout: "", stderr: "\(executable): \(error.message); see --help\n"))
  }

  @Test(arguments: executables)
  func helpAndVersionPrintToStdout(executable: String) throws {
    let help = try Self.run(executable, ["--help"], input: "")
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: \(executable)"))
    #expect(help.stdout.contains("--headless"))
    let version = try Self.run(executable, ["--version"], input: "")
    #expect(version == Run(status: 0, stdout: "0.1.0\n", stderr: ""))
  }

  // MARK: All binaries agree

  @Test(arguments: [
    (["--headless"], "1,2\r"),
    (["--headless", "--size", "30x7"], "\u{10}\u{1B}[B\r9;9"),
    ([], "1,2\n3,x\n"),
    (["--json", "--separators", ";"], "1;2\n"),
    (["--size", "abc"], ""),
    (["--bogus"], ""),
    (["--help"], ""),
    ([], "1,2\r\n3\r4"),
    (["--json"], "1\r\n2\r"),
    (["--separators", "-"], "1-2\n"),
    (["--numbers"], ""),
  ])
  func everyBinaryGivesTheSameOutputApartFromItsName(arguments: [String], input: String)
    async throws
  {
    try await expectSameOutput(arguments, input: input)
  }
}
