import CalculatorModel
import TestSupport
import Testing

/// `StreamingTally` equals the tally of the whole text decoded lossily, however it is chunked.
struct StreamingTallyTests {
  /// Tallies `bytes` fed in pieces of the given sizes (the last piece takes the rest).
  static func streamed(_ bytes: [UInt8], separators: String, pieces: [Int]) -> Tally {
    var tally = StreamingTally(separators: separators)
    var start = 0
    for size in pieces where start < bytes.count {
      let end = min(start + size, bytes.count)
      tally.consume(bytes[start..<end])
      start = end
    }
    tally.consume(bytes[start...])
    return tally.finish()
  }

  static func whole(_ bytes: [UInt8], separators: String) -> Tally {
    Calculator(separators: separators, numbers: String(decoding: bytes, as: UTF8.self)).tally
  }

  @Test func aTextSplitAcrossPiecesTalliesAsOneText() {
    let bytes = Array("1,2,x,3".utf8)
    #expect(
      Self.streamed(bytes, separators: ",", pieces: [3, 1])
        == Tally(sum: 6, numberCount: 3, ignoredCount: 1))
  }

  @Test func anEmptyTextHasNoFragmentsButAnEmptyPieceChangesNothing() {
    var tally = StreamingTally(separators: ",")
    tally.consume([UInt8]())
    #expect(tally.finish() == Tally())
    #expect(Self.streamed(Array(",".utf8), separators: ",", pieces: [0, 0]).ignoredCount == 2)
  }

  @Test func finishStartsTheNextTextAfresh() {
    var tally = StreamingTally(separators: ";")
    tally.consume(Array("4;5".utf8))
    #expect(tally.finish() == Tally(sum: 9, numberCount: 2, ignoredCount: 0))
    tally.consume(Array("1".utf8))
    #expect(tally.finish() == Tally(sum: 1, numberCount: 1, ignoredCount: 0))
  }

  @Test func invalidUTF8CountsAsReplacementCharactersEvenWhenTheyAreSeparators() {
    // F0 9F 98 is a cut-off emoji: one U+FFFD; FF is another; 41 is "A".
    let bytes: [UInt8] = [0x31, 0xF0, 0x9F, 0x98, 0x32, 0xFF, 0x33]
    for split in 0...bytes.count {
      #expect(
        Self.streamed(bytes, separators: "\u{FFFD}", pieces: [split])
          == Tally(sum: 6, numberCount: 3, ignoredCount: 0), "split at \(split)")
    }
  }

  @Test func aSurrogateEncodingIsThreeReplacementCharacters() {
    // ED A0 80 would be U+D800: ED's second byte must be below A0, so each byte is one U+FFFD.
    let bytes: [UInt8] = [0xED, 0xA0, 0x80]
    #expect(
      Self.streamed(bytes, separators: "\u{FFFD}", pieces: [1, 1])
        == Tally(sum: 0, numberCount: 0, ignoredCount: 4))
  }

  @Test func nonASCIIWhitespaceSplitAcrossPiecesStillTrims() {
    let bytes = Array("\u{3000}7\u{A0},8".utf8)
    for split in 0...bytes.count {
      #expect(
        Self.streamed(bytes, separators: ",", pieces: [split])
          == Tally(sum: 15, numberCount: 2, ignoredCount: 0), "split at \(split)")
    }
  }

  /// Random texts (from the model's generator), sometimes with invalid UTF-8 spliced in, fed in
  /// random pieces: the stream agrees with `Calculator` and with the executable spec.
  @Test func randomTextsInRandomPiecesMatchCalculatorAndTheSpec() {
    var generator = InputGenerator(seed: 0x57AE_A111)
    var random = SplitMix64(seed: 0xC4A0_11CE)
    let hostile: [[UInt8]] = [
      [0xFF], [0x80], [0xC0, 0xAF], [0xE0, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98],
      [0xF4, 0x90, 0x80, 0x80], [0xC3], [0xE2, 0x80], [0xF5],
    ]
    var failures: [String] = []
    for _ in 0..<RandomInputs.count(20_000) {
      let separators = generator.separators() + (Bool.random(using: &random) ? "" : "\u{FFFD}")
      var bytes = Array(generator.numbers(separators: separators).utf8)
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        bytes.insert(contentsOf: hostile.randomElement(using: &random)!, at: at)
      }
      let pieces = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        Int.random(in: 0...5, using: &random)
      }
      let streamed = Self.streamed(bytes, separators: separators, pieces: pieces)
      let text = String(decoding: bytes, as: UTF8.self)
      let spec = ExecutableSpec.breakdown(separators: separators, numbers: text).tally
      if streamed != Self.whole(bytes, separators: separators) || streamed != spec {
        failures.append("\(separators.debugDescription) \(bytes) \(pieces)")
        if failures.count == 5 { break }
      }
    }
    #expect(failures.isEmpty, "the stream differs for: \(failures)")
  }
}
