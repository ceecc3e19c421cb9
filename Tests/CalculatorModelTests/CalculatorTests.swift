import Testing

@testable import CalculatorModel

/// The `Calculator` value itself: defaults, editing and equality.
struct CalculatorTests {
  @Test func defaultsAreCommaSeparatorsAndEmptyNumbers() {
    let calculator = Calculator()
    #expect(calculator.separators == ",")
    #expect(calculator.numbers == "")
    #expect(calculator.sum == 0)
    #expect(
      calculator.breakdown == Breakdown(fragments: [], numberCount: 0, ignoredCount: 0, sum: 0))
  }

  @Test func editingSeparatorsChangesTheSplit() {
    var calculator = Calculator(numbers: "1;2,3")
    #expect(calculator.sum == 3)
    calculator.separators = ";"
    #expect(calculator.sum == 1)
    calculator.separators = ";,"
    #expect(calculator.sum == 6)
    calculator.separators = "👍"
    #expect(calculator.sum == 0)
    calculator.numbers = "2👍2"
    #expect(calculator.sum == 4)
    #expect(calculator.breakdown.fragments.map(\.text) == ["2", "2"])
  }

  @Test func equalityFollowsTheFieldTexts() {
    var calculator = Calculator(separators: ";", numbers: "1;2")
    #expect(calculator == Calculator(separators: ";", numbers: "1;2"))
    #expect(calculator != Calculator(separators: ",", numbers: "1;2"))
    calculator.separators = ","
    #expect(calculator == Calculator(separators: ",", numbers: "1;2"))
  }

  @Test func asciiWhitespaceTableMatchesUnicodeWhiteSpace() {
    for value in UInt8(0)..<0x80 {
      let expected = Unicode.Scalar(value).properties.isWhitespace
      #expect(ASCIIWhitespace.contains(value) == expected, "U+\(String(value, radix: 16))")
    }
  }

  @Test func everyASCIIScalarCanBeASeparator() {
    for value in UInt8(0)..<0x80 {
      let scalar = Unicode.Scalar(value)
      let set = SeparatorSet(String(Character(scalar)))
      #expect(set.contains(ascii: value))
      #expect(!set.hasNonASCII)
      for other in UInt8(0)..<0x80 where other != value {
        #expect(!set.contains(ascii: other))
      }
    }
  }

  @Test func separatorsOfEveryUTF8LengthAreDecodedExactly() {
    // One scalar per UTF-8 sequence length, at the edges of each length's range.
    let scalars: [Unicode.Scalar] = [
      "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}", "é", "👍",
    ]
    for scalar in scalars {
      let separators = String(Character(scalar))
      let numbers = "1\(separators)2\(separators) 3"
      #expect(Calculator(separators: separators, numbers: numbers).sum == 6, "\(scalar.value)")
      #expect(Calculator(separators: ",", numbers: numbers).sum == 0, "\(scalar.value)")
    }
  }
}
