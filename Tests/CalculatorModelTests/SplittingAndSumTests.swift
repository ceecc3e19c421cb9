import CalculatorModel
import Testing

/// Splitting at separator scalars (rules 1 and 2) and exact summing (rule 5).
struct SplittingAndSumTests {
  static let sums: [SumExample] = [
    .init(",", "1,2,3", 6),
    .init(",", "1, 2, 3", 6),
    .init(",", "+5,-3,-0,007", 9),
    .init(",", "9223372036854775807,1", 9_223_372_036_854_775_808),
    .init(",", "9223372036854775807,9223372036854775807", 18_446_744_073_709_551_614),
    .init(",", "-9223372036854775808,-9223372036854775808", -18_446_744_073_709_551_616),
    .init(",", "-9223372036854775808,-1", -9_223_372_036_854_775_809),
    .init(",", "9223372036854775808,1", 1),
    .init(",", "1,x,2", 3),
    .init(";", "1,2;3", 3),
    .init(",;", "1,2;3", 6),
    .init(" ", "1 2  3", 6),
    .init("\t\n", "1\t2\n3", 6),
    .init("\u{A0}", "1\u{A0}2", 3),
    .init("\u{3000}", "10\u{3000}20", 30),
    .init("é", "1é2", 3),
    .init("0", "10203", 6),
    .init("5", "15-55", 1),
    .init("-", "5-3", 8),
    .init("+", "5+3", 8),
    .init("+-", "5+3-2", 10),
    .init("\u{0}", "4\u{0}5", 9),
    .init("\u{7F}", "4\u{7F}5", 9),
    .init("@", "4@5", 9),
    .init("~", "4~5", 9),
    .init("😀", "1😀2😀3", 6),
    .init(",", "1,2\u{A0},\u{3000}3", 6),
  ]

  @Test(arguments: sums)
  func sumAddsEveryValidFragment(_ example: SumExample) {
    expectBoth(separators: example.separators, numbers: example.numbers, sum: example.sum)
  }

  @Test func emptyNumbersHaveNoFragmentsAndSumToZero() {
    expectBoth(separators: ",", numbers: "", breakdown: breakdown([]))
    expectBoth(separators: "", numbers: "", breakdown: breakdown([]))
  }

  @Test func emptySeparatorsLeaveTheWholeTextAsOneFragment() {
    expectBoth(separators: "", numbers: "12", breakdown: breakdown([("12", .number(12))]))
    expectBoth(
      separators: "", numbers: "1,2", breakdown: breakdown([("1,2", .ignored(.notANumber))]))
  }

  @Test func multiScalarSeparatorSplitsOnEachScalar() {
    // 👍🏽 is one Character made of U+1F44D and U+1F3FD; each alone is a separator too.
    expectBoth(
      separators: "👍🏽", numbers: "1👍🏽2👍3\u{1F3FD}4",
      breakdown: breakdown([
        ("1", .number(1)), ("", .ignored(.empty)), ("2", .number(2)), ("3", .number(3)),
        ("4", .number(4)),
      ]))
  }

  @Test func separatorScalarsSplitInsideCharacters() {
    // U+0301 combines with "2" into one Character, yet it still separates.
    expectBoth(
      separators: "\u{301}", numbers: "1\u{301}2e\u{301}3",
      breakdown: breakdown([("1", .number(1)), ("2e", .ignored(.notANumber)), ("3", .number(3))])
    )
  }

  @Test func consecutiveSeparatorsMakeEmptyFragments() {
    expectBoth(
      separators: ",", numbers: ",1,,2,",
      breakdown: breakdown([
        ("", .ignored(.empty)), ("1", .number(1)), ("", .ignored(.empty)), ("2", .number(2)),
        ("", .ignored(.empty)),
      ]))
  }

  @Test func trailingSeparatorLeavesAnEmptyLastFragment() {
    expectBoth(
      separators: ",", numbers: "1,",
      breakdown: breakdown([("1", .number(1)), ("", .ignored(.empty))]))
  }

  @Test func spaceAsSeparatorSplitsBeforeTrimming() {
    expectBoth(
      separators: " ", numbers: " 1  -2 ",
      breakdown: breakdown([
        ("", .ignored(.empty)), ("1", .number(1)), ("", .ignored(.empty)), ("-2", .number(-2)),
        ("", .ignored(.empty)),
      ]))
  }

  @Test func whitespaceThatIsNotASeparatorIsStillTrimmed() {
    expectBoth(
      separators: " ", numbers: "\t1\u{A0} 2\n",
      breakdown: breakdown([("\t1\u{A0}", .number(1)), ("2\n", .number(2))]))
  }

  @Test func digitSeparatorsSplitBeforeParsing() {
    expectBoth(
      separators: "1", numbers: "213-1+4",
      breakdown: breakdown([("2", .number(2)), ("3-", .ignored(.notANumber)), ("+4", .number(4))]))
  }

  @Test func signSeparatorsSplitBeforeParsing() {
    expectBoth(
      separators: "-", numbers: "-5--3",
      breakdown: breakdown([
        ("", .ignored(.empty)), ("5", .number(5)), ("", .ignored(.empty)), ("3", .number(3)),
      ]))
  }

  @Test func nonASCIIWhitespaceSeparatorsSplitBeforeTrimming() {
    expectBoth(
      separators: "\u{3000}", numbers: "\u{A0}1\u{3000}\u{3000}2\u{A0}",
      breakdown: breakdown([
        ("\u{A0}1", .number(1)), ("", .ignored(.empty)), ("2\u{A0}", .number(2)),
      ]))
  }

  @Test func breakdownListsFragmentsWithRunningTotals() {
    let expected = Breakdown(
      fragments: [
        Fragment(text: "1", outcome: .number(1), total: 1),
        Fragment(text: "2", outcome: .number(2), total: 3),
        Fragment(text: "x", outcome: .ignored(.notANumber), total: 3),
        Fragment(text: "3", outcome: .number(3), total: 6),
      ],
      numberCount: 3, ignoredCount: 1, sum: 6)
    expectBoth(separators: ",", numbers: "1,2,x,3", breakdown: expected)
  }

  @Test func breakdownKeepsTheUntrimmedTextOfEachFragment() {
    let expected = Breakdown(
      fragments: [
        Fragment(text: " 7 ", outcome: .number(7), total: 7),
        Fragment(text: "\u{3000}", outcome: .ignored(.empty), total: 7),
        Fragment(text: " 99999999999999999999", outcome: .ignored(.outOfRange), total: 7),
        Fragment(text: "\u{A0}-9", outcome: .number(-9), total: -2),
      ],
      numberCount: 2, ignoredCount: 2, sum: -2)
    expectBoth(
      separators: ";", numbers: " 7 ;\u{3000}; 99999999999999999999;\u{A0}-9", breakdown: expected)
    let texts = Calculator(separators: ";", numbers: " 7 ;\u{3000};x").breakdown.fragments.map {
      Array($0.text.unicodeScalars)
    }
    #expect(texts == [[" ", "7", " "], ["\u{3000}"], ["x"]])
  }

  @Test func runningTotalsPassThroughInt64Bounds() {
    expectBoth(
      separators: ",", numbers: "9223372036854775807,1,-9223372036854775808,-1",
      breakdown: Breakdown(
        fragments: [
          Fragment(
            text: "9223372036854775807", outcome: .number(.max), total: 9_223_372_036_854_775_807),
          Fragment(text: "1", outcome: .number(1), total: 9_223_372_036_854_775_808),
          Fragment(text: "-9223372036854775808", outcome: .number(.min), total: 0),
          Fragment(text: "-1", outcome: .number(-1), total: -1),
        ],
        numberCount: 4, ignoredCount: 0, sum: -1))
  }
}
