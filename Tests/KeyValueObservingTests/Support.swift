import KeyValueObserving

/// An object with observable properties, as a view model declares them.
@MainActor
final class Thermostat: KeyValueObservingObject {
  @Observed var target = 20
  @Observed private(set) var reading = "20 °C"
  @Observed var mode: Mode
  /// Not observable: no `@Observed`.
  var note = ""
  /// Computed from an observable one: not observable itself.
  var readingLength: Int { reading.count }

  enum Mode: Equatable {
    case heating
    case off
  }

  init(mode: Mode = .off) {
    self.mode = mode
  }

  func read(_ text: String) {
    reading = text
  }
}

/// Writes what observations see, one line each, in order.
@MainActor
final class Log {
  private(set) var lines: [String] = []

  func append(_ line: String) {
    lines.append(line)
  }

  /// The lines since the last call.
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }
}

extension KeyValueObservedChange {
  /// `new 21 old 20`, `new nil old nil`.
  var line: String {
    "new \(newValue.map { "\($0)" } ?? "nil") old \(oldValue.map { "\($0)" } ?? "nil")"
  }
}
