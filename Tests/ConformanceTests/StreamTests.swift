import Foundation
import Testing

/// End-to-end, through every binary: what happens to each byte in and out — failed reads and
/// writes, and a reader that goes away.
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
  /// mode). Esc is sent every 200 ms, since raw mode discards what was typed before it.
  #if os(Linux)
    @Test(
      .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
      arguments: executables)
    func interactiveModeReportsAFailedWriteOfTheSumAfterRestoringTheTerminal(
      executable: String
    ) throws {
      let script = #"""
        for i in $(seq 50); do printf '\033'; sleep 0.2; done |
          script -qec "'$0' --numbers 1,2 > /dev/full" /dev/null
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
}
