import CalculatorModel
import Foundation
import TerminalUI
import Testing

/// SPEC: Command line: variants behave byte for byte the same. In process, every variant shows the
/// same screen after every read of every key stream; as binaries, every executable gives the
/// same stdout, stderr (apart from its name) and exit status for every key stream and every
/// line-mode input.
@MainActor
struct SameOutputTests {
  /// The session arguments of a stream, as `Session` takes them.
  private func session(_ variant: Variant, _ stream: KeyStreams.Stream) -> Session {
    var separators = ","
    var numbers = ""
    var size = Size(width: 80, height: 24)
    var arguments = stream.arguments[...]
    while let flag = arguments.popFirst(), let value = arguments.popFirst() {
      switch flag {
      case "--separators": separators = value
      case "--numbers": numbers = value
      default:
        let parts = value.split(separator: "x").compactMap { Int($0) }
        size = Size(width: parts[0], height: parts[1])
      }
    }
    return Session(variant, separators: separators, numbers: numbers, size: size)
  }

  @Test(arguments: KeyStreams.all)
  func everyVariantShowsTheSameScreenAfterEveryRead(stream: KeyStreams.Stream) {
    let sessions = Variant.all.map { session($0, stream) }
    func expectAllAgree(after step: String) {
      let reference = sessions[0].screen
      for (variant, session) in zip(Variant.all, sessions).dropFirst() {
        #expect(
          session.screen == reference,
          "\(variant.name) differs from \(Variant.all[0].name) \(step) of \(stream.name)")
        #expect(session.sum == sessions[0].sum, "\(variant.name) sum \(step)")
        #expect(session.app.window.isClosed == sessions[0].app.window.isClosed)
      }
    }
    expectAllAgree(after: "at start")
    for (index, read) in stream.reads.enumerated() {
      for session in sessions { session.press(read) }
      expectAllAgree(after: "after read \(index + 1)")
    }
    for session in sessions { session.endOfInput() }
    expectAllAgree(after: "at end of input")
  }

  @Test(arguments: KeyStreams.all)
  nonisolated func everyBinaryPrintsTheSameFinalScreen(stream: KeyStreams.Stream) async throws {
    let arguments = ["--headless"] + stream.arguments
    try await expectSameOutput(arguments, input: stream.reads.joined())
  }

  @Test(arguments: 0..<KeyStreams.lines.count)
  nonisolated func everyBinaryPrintsTheSameLines(index: Int) async throws {
    let (arguments, input) = KeyStreams.lines[index]
    try await expectSameOutput(arguments, input: input)
  }
}

/// Runs every binary with the same arguments and input and expects identical results, with
/// the program's own name in the output normalised to the reference binary's.
func expectSameOutput(
  _ arguments: [String], input: String, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  let first = BinaryTests.reference
  let reference = try await BinaryTests.runWithoutBlocking(first, arguments, input: input)
  #expect(reference.status == 0 || reference.status == 64, sourceLocation: sourceLocation)
  for executable in BinaryTests.executables where executable != first {
    var run = try await BinaryTests.runWithoutBlocking(executable, arguments, input: input)
    run.stdout = run.stdout.replacingOccurrences(of: executable, with: first)
    run.stderr = run.stderr.replacingOccurrences(of: executable, with: first)
    #expect(
      run == reference, "\(executable) differs from \(first) for \(arguments)",
      sourceLocation: sourceLocation)
  }
}
