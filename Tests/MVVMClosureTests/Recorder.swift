import Bindings
import Testing

/// Observes view model outputs and writes every emission as one line (`sum 3`), in order.
///
/// Exhaustive, like TCA's `TestStore`: a test takes the lines with `take()` and compares the
/// whole list, and a recorder that goes away with lines nobody took fails the test.
@MainActor
final class Recorder {
  private var lines: [String] = []
  private let sourceLocation: SourceLocation

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    self.sourceLocation = sourceLocation
  }

  func record<Value>(_ name: String, _ output: Observable<Value>) {
    output.observe(on: self) { [weak self] value in self?.lines.append("\(name) \(value)") }
  }

  func record<Value>(_ name: String, _ output: Observable<Value?>) {
    output.observe(on: self) { [weak self] value in
      self?.lines.append("\(name) \(value.map { "\($0)" } ?? "nil")")
    }
  }

  /// A closure that records each value it is called with: set it as a plain output closure.
  func callback<Value>(_ name: String) -> @MainActor (Value) -> Void {
    { [weak self] value in self?.lines.append("\(name) \(value)") }
  }

  /// The emissions since the last call, which now count as checked.
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }

  deinit {
    if !lines.isEmpty {
      Issue.record("emissions the test did not check: \(lines)", sourceLocation: sourceLocation)
    }
  }
}
