import CalculatorModel
import TestSupport
import Testing

/// The sum's fast path (ASCII-only separators) against the executable spec, at the places where
/// a byte loop is most likely to be wrong: Int64's bounds, digit counts around 19 and 20,
/// lone signs, every Unicode whitespace scalar, and separators that are digits, signs or
/// whitespace.
struct FastPathDifferentialTests {
  private func expectSameSum(
    _ separators: String, _ numbers: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let spec = ExecutableSpec.breakdown(separators: separators, numbers: numbers).tally
    #expect(
      Calculator(separators: separators, numbers: numbers).tally == spec,
      "separators \(separators.debugDescription), numbers \(numbers.debugDescription)",
      sourceLocation: sourceLocation)
  }

  static let boundaries: [String] = {
    let max = Int128(Int64.max)
    let min = Int128(Int64.min)
    let values = [max - 1, max, max + 1, min - 1, min, min + 1, 0, Int128(UInt64.max)]
    let texts = values.map { "\($0)" } + values.filter { $0 >= 0 }.map { "+\($0)" }
    let lengths = [18, 19, 20, 21].flatMap { length in
      ["1", "9", "0"].map { String(repeating: $0, count: length) }
        + ["0" + String(repeating: "9", count: length - 1)]
    }
    return texts + lengths + [
      "-", "+", "+-1", "--1", "- 1", "1 1", "0", "-0", "00000000000000000000000001",
    ]
  }()

  @Test(arguments: boundaries)
  func boundaryFragmentsAgreeAloneAndSurrounded(fragment: String) {
    expectSameSum(",", fragment)
    expectSameSum(",", "\(fragment),\(fragment),")  // the bulk loop: digits, then a separator
    expectSameSum(",", " \(fragment) ,1")
    expectSameSum(",", "1,\(fragment)")
    expectSameSum(",", "\u{A0}\(fragment)\u{3000},1")
  }

  /// The fast path reads up to eight digits and their separator eight bytes at a time when eight
  /// bytes remain: every digit run of 1 to 20 digits, with 0 to 9 bytes after it.
  @Test func digitRunsOfEveryLengthAgreeWhereverTheyEnd() {
    var random = SplitMix64(seed: 0x5EED_D161)
    for length in 1...20 {
      for _ in 0..<50 {
        let run = String((0..<length).map { _ in "0123456789".randomElement(using: &random)! })
        for tail in 0...9 {
          let after = String(
            (0..<tail).map { _ in "0123456789,- x".randomElement(using: &random)! })
          expectSameSum(",", "\(run),\(after)")
          expectSameSum(",", "1,\(run)\(after.isEmpty ? "" : ",")\(after)")
          expectSameSum(";", "\(run);\(run),\(after)")
        }
      }
    }
  }

  /// Every ASCII scalar and some multi-byte ones right after digits, where the eight-byte digit
  /// test must tell a digit from its neighbours ("/" and ":" border the digits).
  @Test func everyScalarAfterADigitRunIsNotADigit() {
    let scalars = (0..<128).compactMap(Unicode.Scalar.init) + ["\u{A0}", "é", "\u{663}", "👍"]
    for scalar in scalars {
      for separators in [",", ";", ""] {
        expectSameSum(separators, "12\(scalar)34,5678,901234567,8")
        expectSameSum(separators, "1234567\(scalar),12345678\(scalar)9,0")
      }
    }
  }

  /// The fast path sums in an `Int64` and carries into an `Int128` when that would overflow.
  @Test func partialSumsCarryPastInt64InBothDirections() {
    let max = "\(Int64.max)"
    let min = "\(Int64.min)"
    let texts = [
      Array(repeating: max, count: 5), Array(repeating: min, count: 5),
      [max, max, min, min, min, "1", max, max, max, "-1", min],
    ]
    for fragments in texts {
      expectSameSum(",", fragments.joined(separator: ","))
      expectSameSum(",", fragments.joined(separator: ",") + ",")
    }
    #expect(
      Calculator(numbers: Array(repeating: max, count: 4).joined(separator: ",")).sum
        == 4 * Int128(Int64.max))
    #expect(
      Calculator(numbers: Array(repeating: min, count: 3).joined(separator: ",") + ",").sum
        == 3 * Int128(Int64.min))
  }

  static let whitespace: [Unicode.Scalar] = (0...0x3000).compactMap(Unicode.Scalar.init)
    .filter(\.properties.isWhitespace)

  @Test func everyUnicodeWhitespaceScalarIsTrimmedOnTheFastPath() {
    #expect(Self.whitespace.count == 25)
    for scalar in Self.whitespace {
      let space = String(scalar)
      expectSameSum(",", "\(space)12\(space),\(space)-3,4\(space)x")
      #expect(Calculator(numbers: "\(space)12\(space),\(space)-3").sum == 9, "\(scalar.value)")
    }
  }

  @Test(arguments: ["0", "1", "9", "+", "-", " ", "\t", ",0", "5 ", "-+", "\n\r"])
  func separatorsThatAreDigitsSignsOrWhitespaceAgree(separators: String) {
    for numbers in ["10203", "1 2 3", "-1-2", "+1+2-3", "9\t8\n7", "105,501", " 0 ", "1\r\n2"] {
      expectSameSum(separators, numbers)
    }
  }

  @Test func randomASCIIInputsAgree() {
    var random = SplitMix64(seed: 0xFA57_5A7E)
    let alphabet = Array("0123456789+- \t,;x\u{A0}é")
    for _ in 0..<RandomInputs.count(100_000) {
      let separators = String(
        (0..<Int.random(in: 0...2, using: &random)).map { _ in
          Array("0,; +-9\t").randomElement(using: &random)!
        })
      let numbers = String(
        (0..<Int.random(in: 0...30, using: &random)).map { _ in
          alphabet.randomElement(using: &random)!
        })
      let spec = ExecutableSpec.breakdown(separators: separators, numbers: numbers).tally
      let sum = Calculator(separators: separators, numbers: numbers).tally
      if sum != spec {
        Issue.record("\(separators.debugDescription) \(numbers.debugDescription): \(sum) ≠ \(spec)")
        return
      }
    }
  }
}
