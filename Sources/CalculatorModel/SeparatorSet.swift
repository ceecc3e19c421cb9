/// The separator scalars of a Separators text, arranged for lookup by UTF-8 byte.
///
/// ASCII separators, the common case, cost one shift and mask per byte; other scalars fall back
/// to a set, consulted only when the Numbers text actually contains a non-ASCII scalar.
struct SeparatorSet: Equatable, Sendable {
  /// Bit `n` is set when U+00nn is a separator, for n in 0..<64.
  private var lowASCII: UInt64 = 0
  /// Bit `n` is set when U+00(nn+64) is a separator, for n in 0..<64.
  private var highASCII: UInt64 = 0
  /// Scalar values of the non-ASCII separators.
  private var nonASCII: Set<UInt32> = []

  /// Makes every Unicode scalar of `separators` a separator, even within one Character.
  init(_ separators: String) {
    for scalar in separators.unicodeScalars {
      switch scalar.value {
      case 0..<64: lowASCII |= 1 << scalar.value
      case 64..<128: highASCII |= 1 << (scalar.value - 64)
      default: nonASCII.insert(scalar.value)
      }
    }
  }

  /// Whether any separator needs the slow path, i.e. whether non-ASCII scalars must be decoded.
  var hasNonASCII: Bool { !nonASCII.isEmpty }

  /// Whether the ASCII scalar with this value (`byte < 0x80`) is a separator.
  @inline(__always)
  func contains(ascii byte: UInt8) -> Bool {
    let mask = byte < 64 ? lowASCII >> byte : highASCII >> (byte &- 64)
    return mask & 1 != 0
  }

  /// Whether the non-ASCII scalar with this value is a separator.
  func contains(nonASCII value: UInt32) -> Bool {
    nonASCII.contains(value)
  }
}
