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
    let numbers: StaticString = tally.numberCount == 1 ? " number, " : " numbers, "
    // Written byte by byte into the String's own storage: every keystroke makes this line,
    // and interpolation's appends cost some five times as much.
    return String(unsafeUninitializedCapacity: 64) { buffer in
      var end = 0
      func append(_ text: StaticString) {
        for byte in UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount) {
          buffer[end] = byte
          end += 1
        }
      }
      func append(_ count: Int) {
        if count < 0 {
          buffer[end] = UInt8(ascii: "-")
          end += 1
        }
        let value = count.magnitude
        var divisor: UInt = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
          buffer[end] = UInt8(ascii: "0") + UInt8((value / divisor) % 10)
          end += 1
          divisor /= 10
        }
      }
      append(tally.numberCount)
      append(numbers)
      append(tally.ignoredCount)
      append(" ignored")
      return end
    }
  }

  /// The status line with a note after it, if there is one: `3 numbers, 1 ignored · saved`
  /// (the save's outcome, `HistoryText.saved` or `HistoryText.notSaved(_:)`, until the next
  /// edit or screen change).
  public static func status(_ tally: Tally, note: String?) -> String {
    guard let note else { return status(tally) }
    return status(tally) + " · " + note
  }
}
