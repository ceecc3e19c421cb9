/// What each UTF-8 byte means to the sum's fast path, for one set of ASCII-only separators.
///
/// A separator wins over every other meaning, because Numbers is split before fragments are
/// trimmed and parsed: with `1` as a separator, `1` is never a digit.
struct ByteClasses: Equatable, Sendable {
  static let digit: UInt8 = 0
  static let separator: UInt8 = 1
  static let whitespace: UInt8 = 2
  static let sign: UInt8 = 3
  /// Printable ASCII that is none of the above: the fragment is not a number.
  static let other: UInt8 = 4
  /// A byte of a multi-byte scalar: may be non-ASCII whitespace, so it needs decoding.
  static let nonASCII: UInt8 = 5

  /// One class per byte value.
  let table: [UInt8]
  /// Whether a digit is a separator; if not, a digit test needs no table lookup.
  let digitIsSeparator: Bool

  init(_ separators: SeparatorSet) {
    var table = [UInt8](repeating: Self.nonASCII, count: 256)
    for byte in UInt8(0)..<0x80 {
      table[Int(byte)] = Self.classify(ascii: byte, separators)
    }
    self.table = table
    digitIsSeparator = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains {
      separators.contains(ascii: $0)
    }
  }

  private static func classify(ascii byte: UInt8, _ separators: SeparatorSet) -> UInt8 {
    if separators.contains(ascii: byte) { return separator }
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit
    case UInt8(ascii: "+"), UInt8(ascii: "-"): return sign
    default: return ASCIIWhitespace.contains(byte) ? whitespace : other
    }
  }
}
