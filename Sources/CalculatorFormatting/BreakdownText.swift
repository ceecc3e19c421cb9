import CalculatorModel

/// The Breakdown screen's table rows and footer in words.
///
/// ```
///   #  fragment  value                  total
///   1  1         1                      1
///   2  x         ignored: not a number
///   3  -4        -4                     -3
/// Sum -3 · 2 numbers, 1 ignored
/// ```
public enum BreakdownText {
  /// One row of the table: the fragment as typed, the value column and the total column.
  public typealias Row = (fragment: String, value: String, total: String)

  /// One row per fragment, in order. A number shows its value and the running total after it
  /// (`("-4", "-4", "-3")`); an ignored fragment shows `ignored: ` and the reason (`empty`,
  /// `not a number` or `out of range`) and an empty total, since the total did not change
  /// (`("x", "ignored: not a number", "")`).
  public static func rows(_ breakdown: Breakdown) -> [Row] {
    breakdown.fragments.map { fragment in
      switch fragment.outcome {
      case .number(let value): (fragment.text, "\(value)", "\(fragment.total)")
      case .ignored(let reason): (fragment.text, "ignored: \(words(for: reason))", "")
      }
    }
  }

  /// The sum and the counts, as the Calculator screen words them: `Sum 6 · 3 numbers, 1 ignored`.
  public static func footer(_ breakdown: Breakdown) -> String {
    let tally = breakdown.tally
    return "Sum \(CalculatorText.sum(tally)) · \(CalculatorText.status(tally))"
  }

  private static func words(for reason: IgnoreReason) -> String {
    switch reason {
    case .empty: "empty"
    case .notANumber: "not a number"
    case .outOfRange: "out of range"
    }
  }
}
