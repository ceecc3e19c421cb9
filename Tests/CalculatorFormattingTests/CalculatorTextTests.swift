import CalculatorFormatting
import CalculatorModel
import Testing

struct CalculatorTextTests {
  @Test(arguments: [
    (Tally(), "0"),
    (Tally(sum: 6, numberCount: 3, ignoredCount: 1), "6"),
    (Tally(sum: -3, numberCount: 2), "-3"),
    (Tally(sum: Int128(Int64.max) + 1, numberCount: 2), "9223372036854775808"),
    (Tally(sum: Int128(Int64.min) * 3, numberCount: 3), "-27670116110564327424"),
  ])
  func sumIsTheExactSumInDecimal(tally: Tally, expected: String) {
    #expect(CalculatorText.sum(tally) == expected)
  }

  @Test(arguments: [
    (0, 0, "0 numbers, 0 ignored"),
    (1, 0, "1 number, 0 ignored"),
    (0, 1, "0 numbers, 1 ignored"),
    (2, 1, "2 numbers, 1 ignored"),
    (3, 1, "3 numbers, 1 ignored"),
    (1, 2, "1 number, 2 ignored"),
    (10, 109, "10 numbers, 109 ignored"),
    (Int.max, Int.min, "9223372036854775807 numbers, -9223372036854775808 ignored"),
  ])
  func statusCountsNumbersAndIgnoredWithSingularForOneNumber(
    numbers: Int, ignored: Int, expected: String
  ) {
    let tally = Tally(numberCount: numbers, ignoredCount: ignored)
    #expect(CalculatorText.status(tally) == expected)
  }

  @Test func statusIsTheModelsCountsOfItsNumbersText() {
    #expect(CalculatorText.status(Calculator(numbers: "1, x,,-4").tally) == "2 numbers, 2 ignored")
  }
}
