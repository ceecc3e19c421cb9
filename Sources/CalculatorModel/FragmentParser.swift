/// A per-fragment state machine that recognises what `Int64(_: String)` accepts after trimming.
///
/// It is fed one scalar class at a time and never allocates, so summing stays allocation-free.
/// The phases follow the shape of a valid fragment: whitespace, sign, digits, whitespace.
struct FragmentParser {
  private enum Phase {
    /// Only whitespace so far; ending here means the fragment is empty.
    case leading
    /// A `+` or `-` has been seen; a digit must follow immediately.
    case sign
    /// At least one digit has been seen.
    case digits
    /// Whitespace after the digits; only more whitespace may follow.
    case trailing
    /// Definitely not a number; the rest of the fragment no longer matters.
    case invalid
  }

  private var phase = Phase.leading
  private var isNegative = false
  /// The digits' value, saturating at `UInt64.max` because anything that large is out of range
  /// for either sign, which makes a separate overflow flag unnecessary.
  private var magnitude: UInt64 = 0

  /// Whether whitespace still changes the outcome; once the sign or an invalid scalar is seen,
  /// every non-separator scalar has the same effect, so the caller may skip classifying it.
  var distinguishesWhitespace: Bool { phase != .sign && phase != .invalid }

  /// Feeds one ASCII scalar that is not a separator.
  @inline(__always)
  mutating func consume(ascii byte: UInt8) {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      consumeDigit(UInt64(byte &- UInt8(ascii: "0")))
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      if phase == .leading {
        phase = .sign
        isNegative = byte == UInt8(ascii: "-")
      } else {
        phase = .invalid
      }
    default:
      if ASCIIWhitespace.contains(byte) {
        consumeWhitespace()
      } else {
        phase = .invalid
      }
    }
  }

  /// Feeds one non-ASCII scalar that is not a separator; such a scalar is never a digit or sign.
  mutating func consume(nonASCIIWhitespace isWhitespace: Bool) {
    if isWhitespace {
      consumeWhitespace()
    } else {
      phase = .invalid
    }
  }

  /// The fragment's outcome, once all of its scalars have been fed.
  func finish() -> Outcome {
    switch phase {
    case .leading:
      return .ignored(.empty)
    case .sign, .invalid:
      return .ignored(.notANumber)
    case .digits, .trailing:
      // Int64's bounds are asymmetric: -2^63 fits, +2^63 does not.
      if isNegative {
        guard magnitude <= UInt64(Int64.max) + 1 else { return .ignored(.outOfRange) }
        return .number(Int64(truncatingIfNeeded: 0 &- magnitude))
      }
      guard magnitude <= UInt64(Int64.max) else { return .ignored(.outOfRange) }
      return .number(Int64(magnitude))
    }
  }

  private mutating func consumeDigit(_ digit: UInt64) {
    switch phase {
    case .leading, .sign, .digits:
      phase = .digits
      let (product, productOverflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, sumOverflow) = product.addingReportingOverflow(digit)
      magnitude = productOverflow || sumOverflow ? .max : sum
    case .trailing, .invalid:
      phase = .invalid
    }
  }

  private mutating func consumeWhitespace() {
    switch phase {
    case .leading, .trailing, .invalid:
      break
    case .sign:
      phase = .invalid  // `Int64("- 1")` is nil: nothing may come between sign and digits.
    case .digits:
      phase = .trailing
    }
  }
}

/// The ASCII members of Unicode White_Space: U+0009...U+000D and U+0020.
enum ASCIIWhitespace {
  private static let mask: UInt64 = 0x0000_0001_0000_3E00

  /// Whether the ASCII scalar with this value (`byte < 0x80`) is White_Space.
  @inline(__always)
  static func contains(_ byte: UInt8) -> Bool {
    byte < 64 && (mask >> byte) & 1 != 0
  }
}
