/// An incremental UTF-8 decoder that replaces ill-formed input exactly as
/// `String(decoding:as: UTF8.self)` does: one U+FFFD per maximal subpart of an ill-formed
/// sequence (the Unicode Standard's recommended practice), however the bytes are chunked.
struct LossyUTF8Decoder: Sendable {
  /// Continuation bytes still expected by the sequence in progress (0: between scalars).
  private var remaining = 0
  /// The payload bits decoded so far.
  private var value: UInt32 = 0
  /// The range the next continuation byte must fall in; narrower than 0x80...0xBF only for the
  /// second byte after E0, ED, F0 and F4, which rules out overlongs, surrogates and > U+10FFFF.
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF

  static let replacement: UInt32 = 0xFFFD

  /// True between scalars: the next byte starts a new one.
  var isAtScalarBoundary: Bool { remaining == 0 }

  /// The scalar values one byte completes: none, one, or the replacement for a cut-off
  /// sequence followed by what the byte itself decodes to.
  enum Output {
    case none
    case one(UInt32)
    case two(UInt32, UInt32)
  }

  /// Feeds one byte and returns the scalar values it completes.
  @inline(__always)
  mutating func feed(_ byte: UInt8) -> Output {
    if remaining > 0 {
      if byte >= lower && byte <= upper {
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        lower = 0x80
        upper = 0xBF
        return remaining == 0 ? .one(value) : .none
      }
      // The sequence so far is a maximal subpart: one replacement, then this byte anew.
      remaining = 0
      if case .one(let scalar) = start(byte) { return .two(Self.replacement, scalar) }
      return .one(Self.replacement)
    }
    return start(byte)
  }

  /// The input ended: a sequence in progress becomes one replacement character.
  mutating func finish() -> UInt32? {
    guard remaining > 0 else { return nil }
    remaining = 0
    return Self.replacement
  }

  /// Decodes `byte` as the first byte of a scalar.
  @inline(__always)
  private mutating func start(_ byte: UInt8) -> Output {
    lower = 0x80
    upper = 0xBF
    switch byte {
    case 0x00...0x7F:
      return .one(UInt32(byte))
    case 0xC2...0xDF:
      begin(1, byte & 0x1F)
    case 0xE0...0xEF:
      begin(2, byte & 0x0F)
      if byte == 0xE0 { lower = 0xA0 }
      if byte == 0xED { upper = 0x9F }
    case 0xF0...0xF4:
      begin(3, byte & 0x07)
      if byte == 0xF0 { lower = 0x90 }
      if byte == 0xF4 { upper = 0x8F }
    default:
      return .one(Self.replacement)  // a stray continuation byte, 0xC0, 0xC1 or 0xF5...0xFF
    }
    return .none
  }

  @inline(__always)
  private mutating func begin(_ count: Int, _ bits: UInt8) {
    remaining = count
    value = UInt32(bits)
  }
}
