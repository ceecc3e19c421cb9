import CalculatorFormatting
import CalculatorModel
import Testing

struct BreakdownTextTests {
  /// The rows as a comparable list (tuples are not Equatable).
  private func rows(of numbers: String) -> [[String]] {
    BreakdownText.rows(Calculator(numbers: numbers).breakdown).map {
      [$0.fragment, $0.value, $0.total]
    }
  }

  @Test func aNumberShowsItsValueAndTheRunningTotal() {
    #expect(rows(of: "1,2, -4") == [["1", "1", "1"], ["2", "2", "3"], [" -4", "-4", "-1"]])
  }

  @Test func anIgnoredFragmentShowsItsReasonAndNoTotal() {
    #expect(
      rows(of: "5,,x,99999999999999999999") == [
        ["5", "5", "5"],
        ["", "ignored: empty", ""],
        ["x", "ignored: not a number", ""],
        ["99999999999999999999", "ignored: out of range", ""],
      ])
  }

  @Test func theTotalGoesPastInt64() {
    #expect(
      rows(of: "9223372036854775807,x,1") == [
        ["9223372036854775807", "9223372036854775807", "9223372036854775807"],
        ["x", "ignored: not a number", ""],
        ["1", "1", "9223372036854775808"],
      ])
  }

  @Test func noFragmentsNoRows() {
    #expect(rows(of: "").isEmpty)
  }

  @Test(arguments: [
    ("1,2,x,3", "Sum 6 · 3 numbers, 1 ignored"),
    ("", "Sum 0 · 0 numbers, 0 ignored"),
    ("-7", "Sum -7 · 1 number, 0 ignored"),
    ("9223372036854775807,1,,", "Sum 9223372036854775808 · 2 numbers, 2 ignored"),
  ])
  func footerIsTheSumAndTheStatus(numbers: String, expected: String) {
    #expect(BreakdownText.footer(Calculator(numbers: numbers).breakdown) == expected)
  }
}
