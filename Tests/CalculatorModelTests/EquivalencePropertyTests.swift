import CalculatorModel
import TestSupport
import Testing

/// Random Separators and Numbers texts built from the pieces most likely to expose a difference.
struct InputGenerator {
  var random: SplitMix64

  static let separatorScalars: [String] = [
    ",", ";", " ", "\t", "\n", "0", "1", "9", "+", "-", "x", "\u{0}", "\u{7F}", "é", "\u{301}",
    "\u{A0}", "\u{3000}", "\u{2028}", "👍", "\u{1F3FD}", "😀", "\u{10FFFF}",
  ]
  static let boundaryNumbers: [String] = [
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "+9223372036854775807", "18446744073709551615",
    "18446744073709551616", "99999999999999999999", "0000000000000000000009223372036854775807",
    "-0", "+0", "007",
  ]
  static let noise: [String] = [
    " ", "\t", "\n", "\r", "\u{B}", "\u{C}", "\u{A0}", "\u{3000}", "\u{2003}", "\u{85}",
    "\u{2028}", "\u{1680}", "\u{200B}", "\u{1C}", "a", "x", "E", ".", "_", "👍🏽", "😀",
    "👨‍👩‍👧", "\u{663}", "\u{FF11}", "\u{301}", "é", "+", "-",
  ]

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func separators() -> String {
    // Mostly one or two scalars; sometimes none, so the whole text is one fragment.
    let count = Int.random(in: 0...3, using: &random)
    return (0..<count).map { _ in Self.separatorScalars.randomElement(using: &random)! }.joined()
  }

  mutating func numbers(separators: String) -> String {
    let separatorPieces = separators.unicodeScalars.map { String($0) }
    var text = ""
    for _ in 0..<Int.random(in: 0...10, using: &random) {
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        text += digitRun()
      case 2:
        text += Self.boundaryNumbers.randomElement(using: &random)!
      case 3:
        text += ["+", "-", ""].randomElement(using: &random)! + digitRun()
      case 4, 5:
        text += separatorPieces.randomElement(using: &random) ?? ","
      case 6:
        text += Self.separatorScalars.randomElement(using: &random)!
      default:
        text += Self.noise.randomElement(using: &random)!
      }
    }
    return text
  }

  /// Short runs, and runs of 18 to 21 digits that straddle Int64's and UInt64's bounds.
  private mutating func digitRun() -> String {
    let length =
      Bool.random(using: &random)
      ? Int.random(in: 1...4, using: &random) : Int.random(in: 18...21, using: &random)
    var digits = ""
    for index in 0..<length {
      // Leading 9s and 1s make values close to the bounds more likely.
      let pool: [Character] = index == 0 ? ["0", "1", "9"] : Array("0123456789")
      digits.append(pool.randomElement(using: &random)!)
    }
    return digits
  }
}

/// The fast production path agrees with `ExecutableSpec` on random inputs (all rules at once).
struct EquivalencePropertyTests {
  static let inputCount = RandomInputs.count(100_000)

  @Test func productionMatchesTheExecutableSpecOnRandomInputs() {
    var generator = InputGenerator(seed: 0x5EED_CA1C)
    var failures: [String] = []
    for _ in 0..<Self.inputCount {
      let separators = generator.separators()
      let numbers = generator.numbers(separators: separators)
      let calculator = Calculator(separators: separators, numbers: numbers)
      let spec = ExecutableSpec.breakdown(separators: separators, numbers: numbers)
      let production = calculator.breakdown
      // String == compares canonical equivalence; fragments must be scalar-for-scalar identical.
      let sameTexts =
        production.fragments.map { Array($0.text.unicodeScalars) }
        == spec.fragments.map { Array($0.text.unicodeScalars) }
      if calculator.sum != spec.sum || calculator.tally != spec.tally || production != spec
        || !sameTexts
      {
        failures.append("\(separators.debugDescription) \(numbers.debugDescription)")
        if failures.count == 5 { break }
      }
    }
    #expect(failures.isEmpty, "production differs from the spec for: \(failures)")
  }

  /// Guards against a generator too tame to tell the two paths apart.
  @Test func randomInputsExerciseEveryOutcome() {
    var generator = InputGenerator(seed: 0x5EED_CA1C)
    var reasons: [IgnoreReason: Int] = [:]
    var numbers = 0
    var extremes = 0
    var emptyNumbers = 0
    for _ in 0..<Self.inputCount {
      let separators = generator.separators()
      let text = generator.numbers(separators: separators)
      let spec = ExecutableSpec.breakdown(separators: separators, numbers: text)
      if spec.fragments.isEmpty { emptyNumbers += 1 }
      for fragment in spec.fragments {
        switch fragment.outcome {
        case .number(let value):
          numbers += 1
          if value == .max || value == .min { extremes += 1 }
        case .ignored(let reason):
          reasons[reason, default: 0] += 1
        }
      }
    }
    // At 100,000 inputs: more than 25,000 numbers, 500 extremes and empty texts, 5,000 of
    // each reason; proportionally fewer when fewer inputs are tried (RandomInputs).
    let inputs = Self.inputCount
    #expect(numbers > inputs / 4)
    #expect(extremes > inputs / 200)
    #expect(emptyNumbers > inputs / 200)
    for reason in IgnoreReason.allCases {
      #expect(reasons[reason, default: 0] > inputs / 20, "\(reason)")
    }
  }
}
