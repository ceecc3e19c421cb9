import Foundation

/// How many random inputs a property test tries: `full` in a plain `swift test`, a fraction of it
/// when `CALCULATOR_RANDOM_INPUT_FRACTION` says so. scripts/role-coverage sets 0.1 when it runs
/// every test under AddressSanitizer, where an input costs about ten times as much and what is
/// looked for is a memory error, which a tenth of the inputs reaches through the same code; the
/// README's `swift test` tries them all. The same seed gives the same first inputs either way.
enum RandomInputs {
  static let variable = "CALCULATOR_RANDOM_INPUT_FRACTION"

  static func count(_ full: Int) -> Int {
    max(1, Int((Double(full) * fraction).rounded(.up)))
  }

  /// The fraction in (0, 1]; 1 without the variable. Any other value stops the run, naming it:
  /// a typo must not quietly test fewer inputs.
  static let fraction: Double = {
    guard let text = ProcessInfo.processInfo.environment[variable] else { return 1 }
    guard let value = Double(text), value > 0, value <= 1 else {
      fatalError("\(variable) must be a number in (0, 1], got \"\(text)\"")
    }
    return value
  }()
}
