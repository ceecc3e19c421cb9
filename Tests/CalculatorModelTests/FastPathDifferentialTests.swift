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
    expectSameSum(",", " \(fragment) ,1")
    expectSameSum(",", "1,\(fragment)")
    expectSameSum(",", "\u{A0}\(fragment)\u{3000},1")
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
    for _ in 0..<100_000 {
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
