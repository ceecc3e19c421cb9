import CalculatorModel
import Testing

/// Trimming and parsing of a single fragment (rules 3 and 4).
struct FragmentOutcomeTests {
  static let validNumbers: [SingleFragmentExample] = [
    .init("0", .number(0)),
    .init("42", .number(42)),
    .init("+5", .number(5)),
    .init("-3", .number(-3)),
    .init("-0", .number(0)),
    .init("+0", .number(0)),
    .init("007", .number(7)),
    .init("-007", .number(-7)),
    .init("0000000000000000000000000000000000000001", .number(1)),
    .init("9223372036854775807", .number(.max)),
    .init("+9223372036854775807", .number(.max)),
    .init("-9223372036854775808", .number(.min)),
    .init("-9223372036854775807", .number(-9_223_372_036_854_775_807)),
    .init("000009223372036854775807", .number(.max)),
  ]

  static let trimmedNumbers: [SingleFragmentExample] = [
    .init(" 1", .number(1)),
    .init("1 ", .number(1)),
    .init("\t\n\r\u{B}\u{C} 12 \t\n\r\u{B}\u{C}", .number(12)),
    .init("\u{A0}7\u{A0}", .number(7)),
    .init("\u{3000}-8\u{3000}", .number(-8)),
    .init("\u{85}\u{1680}\u{2000}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}9", .number(9)),
    .init(" \u{A0}\u{3000} +10 \u{A0}\u{3000} ", .number(10)),
  ]

  static let ignored: [SingleFragmentExample] = [
    .init("", .ignored(.empty)),
    .init("   ", .ignored(.empty)),
    .init("\u{A0}\u{3000}\t", .ignored(.empty)),
    .init("+", .ignored(.notANumber)),
    .init("-", .ignored(.notANumber)),
    .init(" - ", .ignored(.notANumber)),
    .init("+-1", .ignored(.notANumber)),
    .init("--1", .ignored(.notANumber)),
    .init("1-", .ignored(.notANumber)),
    .init("1+1", .ignored(.notANumber)),
    .init("- 1", .ignored(.notANumber)),
    .init("1 2", .ignored(.notANumber)),
    .init("1\u{A0}2", .ignored(.notANumber)),
    .init("x", .ignored(.notANumber)),
    .init("1x", .ignored(.notANumber)),
    .init("x1", .ignored(.notANumber)),
    .init("1.5", .ignored(.notANumber)),
    .init("1_000", .ignored(.notANumber)),
    .init("0x10", .ignored(.notANumber)),
    .init("1e3", .ignored(.notANumber)),
    .init("\u{663}", .ignored(.notANumber)),
    .init("\u{661}\u{662}\u{663}", .ignored(.notANumber)),
    .init("\u{FF11}", .ignored(.notANumber)),
    .init("1\u{301}", .ignored(.notANumber)),
    .init(" \u{301}1", .ignored(.notANumber)),
    .init("\u{1C}1", .ignored(.notANumber)),
    .init("1\u{0}", .ignored(.notANumber)),
    .init("👍🏽", .ignored(.notANumber)),
    .init("5👍", .ignored(.notANumber)),
    .init("99999999999999999999x", .ignored(.notANumber)),
    .init("99999999999999999999 1", .ignored(.notANumber)),
    .init("9223372036854775808", .ignored(.outOfRange)),
    .init("+9223372036854775808", .ignored(.outOfRange)),
    .init("-9223372036854775809", .ignored(.outOfRange)),
    .init("99999999999999999999", .ignored(.outOfRange)),
    .init("-99999999999999999999", .ignored(.outOfRange)),
    .init("18446744073709551615", .ignored(.outOfRange)),
    .init("18446744073709551616", .ignored(.outOfRange)),
    .init("-18446744073709551616", .ignored(.outOfRange)),
    .init(" \u{3000}-9223372036854775809\u{A0}", .ignored(.outOfRange)),
    .init(String(repeating: "9", count: 400), .ignored(.outOfRange)),
  ]

  @Test(arguments: validNumbers)
  func validFragmentsAreNumbers(_ example: SingleFragmentExample) {
    expectSingleFragment(example)
  }

  @Test(arguments: trimmedNumbers)
  func unicodeWhitespaceIsTrimmedBeforeParsing(_ example: SingleFragmentExample) {
    expectSingleFragment(example)
  }

  @Test(arguments: ignored)
  func invalidFragmentsAreIgnoredWithTheirReason(_ example: SingleFragmentExample) {
    expectSingleFragment(example)
  }

  /// Uses a separator that is absent from the text so the whole text is one fragment.
  private func expectSingleFragment(
    _ example: SingleFragmentExample, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // An empty Numbers text has no fragments at all; see the "empty numbers" example test.
    let numbers = example.text.isEmpty ? "," : example.text
    let expected =
      example.text.isEmpty
      ? breakdown([("", example.outcome), ("", example.outcome)])
      : breakdown([(example.text, example.outcome)])
    expectBoth(
      separators: ",", numbers: numbers, breakdown: expected, sourceLocation: sourceLocation)
    #expect(ExecutableSpec.outcome(of: example.text) == example.outcome)
  }
}
