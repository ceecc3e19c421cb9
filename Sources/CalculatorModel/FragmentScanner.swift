/// Splits UTF-8 text into fragments and parses each one, in a single pass without allocating.
///
/// Both `Calculator.sum` and `Calculator.breakdown` use it, so they cannot disagree.
struct FragmentScanner {
  let separators: SeparatorSet

  /// Calls `visit` for each fragment of `bytes`, in order, with its byte range and outcome.
  ///
  /// `bytes` must be valid UTF-8, as a `String`'s storage always is. Empty text has no
  /// fragments; otherwise there is one more fragment than there are separator scalars.
  func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (Range<Int>, Outcome) -> Void) {
    guard !bytes.isEmpty else { return }
    var parser = FragmentParser()
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if separators.contains(ascii: byte) {
          visit(start..<index, parser.finish())
          parser = FragmentParser()
          start = index + 1
        } else {
          parser.consume(ascii: byte)
        }
        index += 1
        continue
      }
      // Slow path: a multi-byte scalar. Decode it only if the answer can matter.
      let length = Self.sequenceLength(lead: byte)
      if separators.hasNonASCII || parser.distinguishesWhitespace {
        let value = Self.decode(bytes, at: index, length: length)
        if separators.contains(nonASCII: value) {
          visit(start..<index, parser.finish())
          parser = FragmentParser()
          start = index + length
        } else {
          let isWhitespace = Unicode.Scalar(value)?.properties.isWhitespace ?? false
          parser.consume(nonASCIIWhitespace: isWhitespace)
        }
      } else {
        parser.consume(nonASCIIWhitespace: false)
      }
      index += length
    }
    visit(start..<bytes.count, parser.finish())
  }

  /// The byte count of the UTF-8 sequence that starts with `lead` (`lead >= 0xC0`).
  @inline(__always)
  private static func sequenceLength(lead: UInt8) -> Int {
    lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// The scalar value of the valid `length`-byte UTF-8 sequence at `index`.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int)
    -> UInt32
  {
    // The lead byte keeps 5, 4 or 3 payload bits; each continuation byte adds 6.
    var value = UInt32(bytes[index]) & (0x7F >> length)
    for offset in 1..<length {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    return value
  }
}
