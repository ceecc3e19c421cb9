import CalculatorModel
import Testing

struct PresentationTextTests {
  @Test(arguments: [
    ("", "0 numbers, 0 ignored"),
    ("1", "1 number, 0 ignored"),
    ("x", "0 numbers, 1 ignored"),
    ("1,2,x,3", "3 numbers, 1 ignored"),
    ("1,,", "1 number, 2 ignored"),
  ])
  func summaryCountsNumbersAndIgnoredWithSingularForOne(numbers: String, expected: String) {
    #expect(Calculator(numbers: numbers).breakdown.summary == expected)
  }

  @Test func outcomeDescribesTheValueOrTheReason() {
    #expect(Outcome.number(-42).description == "-42")
    #expect(Outcome.ignored(.empty).description == "ignored: empty")
    #expect(Outcome.ignored(.notANumber).description == "ignored: not a number")
    #expect(Outcome.ignored(.outOfRange).description == "ignored: out of range")
  }

  @Test func totalTextIsShownOnlyAfterNumbers() {
    let fragments = Calculator(numbers: "9223372036854775807,x,1").breakdown.fragments
    #expect(fragments.map(\.totalText) == ["9223372036854775807", "", "9223372036854775808"])
  }

  @Test func presetsAreTheSixOfTheAppInOrder() {
    #expect(SeparatorPreset.all.map(\.separators) == [",", ";", " ", "|", ",;", ",\n"])
    #expect(
      SeparatorPreset.all.map(\.name) == [
        "comma", "semicolon", "space", "pipe", "comma or semicolon", "comma or new line",
      ])
  }

  @Test func theNewLinePresetSumsAColumnOfNumbers() {
    #expect(Calculator(separators: ",\n", numbers: "1\n2,3\n4").sum == 10)
  }

  @Test(arguments: [
    (",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (",\n", 5), (",\r\n", 0), (";,", 0), ("", 0),
  ])
  func theMatchingPresetIsFoundOrTheFirst(separators: String, index: Int) {
    #expect(SeparatorPreset.index(matching: separators) == index)
  }
}

struct TallyTests {
  @Test func tallyIsTheBreakdownWithoutItsFragments() {
    let calculator = Calculator(numbers: "1, x,,-4,99999999999999999999")
    #expect(calculator.tally == Tally(sum: -3, numberCount: 2, ignoredCount: 3))
    #expect(calculator.tally == calculator.breakdown.tally)
    #expect(calculator.tally.summary == "2 numbers, 3 ignored")
  }

  @Test func tallyOfEmptyNumbersIsZeroFragments() {
    #expect(Calculator().tally == Tally())
    #expect(Calculator(separators: "👍", numbers: "").tally == Tally())
  }
}
