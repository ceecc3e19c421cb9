/// The tally of a Numbers text that arrives as UTF-8 bytes in pieces of any size, in constant
/// memory: what line mode uses so that a line of any length costs nothing to hold.
///
/// The result is exactly `Calculator(separators:numbers:).tally` of the whole text decoded with
/// `String(decoding:as: UTF8.self)`, so invalid UTF-8 counts as U+FFFD (which is a separator
/// when the separators contain it).
///
/// ```swift
/// var tally = StreamingTally(separators: ",")
/// tally.consume(Array("1,2,".utf8))
/// tally.consume(Array("x,3".utf8))
/// tally.finish()  // sum 6, 3 numbers, 1 ignored
/// ```
public struct StreamingTally: Sendable {
  private let separators: SeparatorSet
  private var decoder = LossyUTF8Decoder()
  private var parser = FragmentParser()
  private var tally = Tally()
  /// Whether any byte has arrived: an empty text has no fragments, not one empty fragment.
  private var hasText = false

  /// Starts a text whose fragments are split on every Unicode scalar of `separators`.
  public init(separators: String) {
    self.separators = SeparatorSet(separators)
  }

  /// Feeds the text's next bytes; a piece may end anywhere, even inside a UTF-8 character.
  public mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty else { return }
    hasText = true
    for byte in bytes {
      if byte < 0x80 && decoder.isAtScalarBoundary {
        // The common case, without the decoder's closure.
        if separators.contains(ascii: byte) {
          endFragment()
        } else {
          parser.consume(ascii: byte)
        }
      } else {
        switch decoder.feed(byte) {
        case .none: break
        case .one(let scalar): receive(scalar)
        case .two(let first, let second):
          receive(first)
          receive(second)
        }
      }
    }
  }

  /// Feeds the text's next bytes from any collection.
  public mutating func consume<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
    let done: Void? = bytes.withContiguousStorageIfAvailable { consume($0) }
    if done == nil {
      Array(bytes).withUnsafeBufferPointer { consume($0) }
    }
  }

  /// Ends the text and returns its tally; the tally starts over for the next text.
  public mutating func finish() -> Tally {
    if let scalar = decoder.finish() { receive(scalar) }
    if hasText { endFragment() }
    let result = tally
    self = StreamingTally(separators: separators)
    return result
  }

  private init(separators: SeparatorSet) {
    self.separators = separators
  }

  private mutating func receive(_ scalar: UInt32) {
    if scalar < 0x80 {
      if separators.contains(ascii: UInt8(scalar)) {
        endFragment()
      } else {
        parser.consume(ascii: UInt8(scalar))
      }
    } else if separators.contains(nonASCII: scalar) {
      endFragment()
    } else {
      let isWhitespace = Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
      parser.consume(nonASCIIWhitespace: isWhitespace)
    }
  }

  private mutating func endFragment() {
    if case .number(let value) = parser.finish() {
      tally.add(Int128(value))
    } else {
      tally.add(nil)
    }
    parser = FragmentParser()
  }
}
