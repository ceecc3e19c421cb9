import CalculatorModel
import Testing

struct TallyTests {
  @Test func tallyIsTheBreakdownWithoutItsFragments() {
    let calculator = Calculator(numbers: "1, x,,-4,99999999999999999999")
    #expect(calculator.tally == Tally(sum: -3, numberCount: 2, ignoredCount: 3))
    #expect(calculator.tally == calculator.breakdown.tally)
  }

  @Test func tallyOfEmptyNumbersIsZeroFragments() {
    #expect(Calculator().tally == Tally())
    #expect(Calculator(separators: "👍", numbers: "").tally == Tally())
  }
}
