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
  public func record(_ name: String, _ value: Any) {
    lines.append("\(name) \(Self.describe(value))")
  }

  /// A value as a line shows it: an optional (however nested) as its content or `nil`.
  public static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return "\(value)" }
    return mirror.children.first.map { describe($0.value) } ?? "nil"
  }

  /// A closure that writes each value it is called with as `name value`: set it as a plain
  /// output closure (`viewModel.onRoute = recorder.callback("route")`).
  public func callback<Value>(_ name: String) -> @MainActor (Value) -> Void {
    { [weak self] value in self?.record(name, value) }
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
