import CalculatorModel
import Testing

/// Checks that the production path and the executable spec both produce `expected`.
func expectBoth(
  separators: String, numbers: String, breakdown expected: Breakdown,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let calculator = Calculator(separators: separators, numbers: numbers)
  #expect(calculator.breakdown == expected, "production", sourceLocation: sourceLocation)
  #expect(calculator.sum == expected.sum, "production sum", sourceLocation: sourceLocation)
  let spec = ExecutableSpec.breakdown(separators: separators, numbers: numbers)
  #expect(spec == expected, "spec", sourceLocation: sourceLocation)
}

/// Checks that the production path and the executable spec both sum to `expected`.
func expectBoth(
  separators: String, numbers: String, sum expected: Int128,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let calculator = Calculator(separators: separators, numbers: numbers)
  #expect(calculator.sum == expected, "production sum", sourceLocation: sourceLocation)
  #expect(calculator.breakdown.sum == expected, "production", sourceLocation: sourceLocation)
  let spec = ExecutableSpec.breakdown(separators: separators, numbers: numbers)
  #expect(spec.sum == expected, "spec", sourceLocation: sourceLocation)
}

/// Builds the breakdown that `(text, outcome)` pairs imply, computing totals and counts.
func breakdown(_ parts: [(String, Outcome)]) -> Breakdown {
  var result = Breakdown(fragments: [], numberCount: 0, ignoredCount: 0, sum: 0)
  for (text, outcome) in parts {
    if case .number(let value) = outcome {
      result.sum += Int128(value)
      result.numberCount += 1
    } else {
      result.ignoredCount += 1
    }
    result.fragments.append(Fragment(text: text, outcome: outcome, total: result.sum))
  }
  return result
}

/// A single Numbers text, with a separator that does not occur in it, and its expected outcome.
struct SingleFragmentExample: Sendable, CustomTestStringConvertible {
  let text: String
  let outcome: Outcome

  init(_ text: String, _ outcome: Outcome) {
    self.text = text
    self.outcome = outcome
  }

  var testDescription: String {
    "\(text.unicodeScalars.map { "U+\(String($0.value, radix: 16, uppercase: true))" }) → \(outcome)"
  }
}

/// A Separators and Numbers pair with its expected sum.
struct SumExample: Sendable, CustomTestStringConvertible {
  let separators: String
  let numbers: String
  let sum: Int128

  init(_ separators: String, _ numbers: String, _ sum: Int128) {
    self.separators = separators
    self.numbers = numbers
    self.sum = sum
  }

  var testDescription: String { "\(separators.debugDescription) \(numbers.debugDescription)" }
}
