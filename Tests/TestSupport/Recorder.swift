import Testing

/// Writes every output a test double sees as one line (`sum 3`, `push PresetsViewController`),
/// in order: the one exhaustive recorder every spy of every variant's tests uses.
///
/// Exhaustive, like TCA's `TestStore`: a test takes the lines with `take()` and compares the
/// whole list, and a recorder that goes away with lines nobody took fails the test, at the
/// place the recorder (or the spy that made it) was created.
@MainActor
public final class Recorder {
  private var lines: [String] = []
  private let sourceLocation: SourceLocation

  public init(sourceLocation: SourceLocation = #_sourceLocation) {
    self.sourceLocation = sourceLocation
  }

  /// Writes one output.
  public func record(_ line: String) {
    lines.append(line)
  }

  /// Writes `name value`, an optional without its wrapper (`route nil`, `route presets`).
  public func record<Value>(_ name: String, _ value: Value?) {
    lines.append("\(name) \(value.map { "\($0)" } ?? "nil")")
  }

  /// The lines since the last call, which now count as checked.
  public func take() -> [String] {
    defer { lines = [] }
    return lines
  }

  deinit {
    if !lines.isEmpty {
      Issue.record("outputs the test did not check: \(lines)", sourceLocation: sourceLocation)
    }
  }
}
