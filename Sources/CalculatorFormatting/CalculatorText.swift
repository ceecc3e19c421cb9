import CalculatorModel

/// The Calculator screen's result in words: the Sum line's value and the status line under it.
///
/// ```
/// Sum           6
///               3 numbers, 1 ignored
/// ```
public enum CalculatorText {
  /// The sum in decimal, exact however large: `6`, `-3`, `0` for no numbers,
  /// `9223372036854775808` past `Int64.max`.
  public static func sum(_ tally: Tally) -> String {
    "\(tally.sum)"
  }

  /// How many fragments counted and how many were ignored: `3 numbers, 1 ignored`, singular for
  /// one number (`1 number, 0 ignored`). "ignored" reads the same for any count.
  public static func status(_ tally: Tally) -> String {
    let numbers = tally.numberCount == 1 ? "number" : "numbers"
    return "\(tally.numberCount) \(numbers), \(tally.ignoredCount) ignored"
  }

  /// The status line with a note after it, if there is one: `3 numbers, 1 ignored · saved`
  /// (the save's outcome, `HistoryText.saved` or `HistoryText.notSaved(_:)`, until the next
  /// edit or screen change).
  public static func status(_ tally: Tally, note: String?) -> String {
    guard let note else { return status(tally) }
    return status(tally) + " · " + note
  }
}
