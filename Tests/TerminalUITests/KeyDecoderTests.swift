import TerminalUI
import TestSupport
import Testing

// MARK: - Helpers

private func isControlScalar(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

// MARK: - Keys

private let keyEncodings: [Decoding] = [
  Decoding("\(esc)[A", .up),
  Decoding("\(esc)OA", .up),
  Decoding("\(esc)[1;5A", .up),
  Decoding("\(esc)[1;2A", .up),
  Decoding("\(esc)[B", .down),
  Decoding("\(esc)OB", .down),
  Decoding("\(esc)[1;3B", .down),
  Decoding("\(esc)[C", .right),
  Decoding("\(esc)OC", .right),
  Decoding("\(esc)[1;5C", .right),
  Decoding("\(esc)[D", .left),
  Decoding("\(esc)OD", .left),
  Decoding("\(esc)[1;5D", .left),
  Decoding("\(esc)[H", .home),
  Decoding("\(esc)OH", .home),
  Decoding("\(esc)[1~", .home),
  Decoding("\(esc)[7~", .home),
  Decoding("\(esc)[1;5H", .home),
  Decoding("\(esc)[F", .end),
  Decoding("\(esc)OF", .end),
  Decoding("\(esc)[4~", .end),
  Decoding("\(esc)[8~", .end),
  Decoding("\(esc)[3~", .delete),
  Decoding("\(esc)[3;5~", .delete),
  Decoding("\(esc)[5~", .pageUp),
  Decoding("\(esc)[6~", .pageDown),
  Decoding("\(esc)[Z", .backTab),
  Decoding("\r", .enter),
  Decoding("\n", .enter),
  Decoding("\r\n", .enter),
  Decoding("\t", .tab),
  Decoding("\u{7F}", .backspace),
  Decoding("\u{08}", .backspace),
]

@Test(arguments: keyEncodings)
private func eachKeyEncodingDecodesToItsKey(_ decoding: Decoding) {
  var decoder = KeyDecoder()
  #expect(decoder.feed(decoding.input) == decoding.keys)
  #expect(!decoder.isWaitingForEscapeSequence)
  #expect(decoder.finish() == [])
}

@Test(arguments: keyEncodings)
private func eachKeyEncodingFedOneByteAtATimeDecodesToItsKey(_ decoding: Decoding) {
  var decoder = KeyDecoder()
  var keys: [Key] = []
  for byte in decoding.input {
    keys += decoder.feed([byte])
  }
  #expect(keys == decoding.keys)
  #expect(!decoder.isWaitingForEscapeSequence)
}

@Test(arguments: zip(UInt8(1)...26, "abcdefghijklmnopqrstuvwxyz"))
private func everyControlLetterDecodes(_ byte: UInt8, letter: Character) {
  let expected: Key =
    switch letter {
    case "h": .backspace
    case "i": .tab
    case "j", "m": .enter
    default: .control(letter)
    }
  #expect(decodeWhole([byte]) == [expected])
}

/// 0x1F is Ctrl-_ (most terminals send it for Ctrl-/ too): the undo key, as in readline.
@Test private func controlUnderscoreDecodes() {
  #expect(decodeWhole([0x1F]) == [.control("_")])
  #expect(decodeWhole(Array("1\u{1F}2".utf8)) == [.text("1"), .control("_"), .text("2")])
  #expect(decodeWhole([0x1B, 0x1F]) == [.alt(.control("_"))])
}

private let swallowedInputs: [Decoding] = [
  Decoding("\(esc)[2~"),  // Insert
  Decoding("\(esc)OP"),  // F1–F4
  Decoding("\(esc)OQ"),
  Decoding("\(esc)OR"),
  Decoding("\(esc)OS"),
  Decoding("\(esc)O1;2P"),
  Decoding("\(esc)[11~"),
  Decoding("\(esc)[15~"),
  Decoding("\(esc)[17~"),
  Decoding("\(esc)[24~"),
  Decoding("\(esc)[15;2~"),
  Decoding("\(esc)[[A"),  // Linux console F1
  Decoding("\(esc)[[E"),
  Decoding("\(esc)[I"),  // focus in and out
  Decoding("\(esc)[O"),
  Decoding("\(esc)[<0;10;20M"),  // SGR mouse
  Decoding("\(esc)[?1;2c"),  // device attributes reply
  Decoding("\(esc)[12;40R"),  // cursor position report
  Decoding("\(esc)[2 q"),
  Decoding("\(esc)[99X"),
  Decoding("\(esc)[~"),
  Decoding("\(esc)[201~"),  // paste end outside a paste
  Decoding("\(esc)[E"),
  Decoding("\(esc)Ox"),
  Decoding("\(esc)[" + String(repeating: "1;", count: 5000) + "A"),
  Decoding("\u{0}"),
  Decoding("\u{1C}"),
  Decoding("\u{1D}"),
  Decoding("\u{1E}"),
  Decoding("\u{80}"),  // C1 scalars (those that start an escape string are tested apart)
  Decoding("\u{85}"),
  Decoding("\u{9B}"),
  Decoding("\u{9C}"),
]

@Test(arguments: swallowedInputs)
private func unknownSequencesAndControlsAreSwallowedWhole(_ decoding: Decoding) {
  var decoder = KeyDecoder()
  #expect(decoder.feed(decoding.input) == [])
  #expect(!decoder.isWaitingForEscapeSequence)
  #expect(decoder.finish() == [])
  let surrounded = Array("a".utf8) + decoding.input + Array("b".utf8)
  #expect(decodeWhole(surrounded) == [.text("ab")])
}

@Test func anOverlongUnterminatedSequenceIsDroppedAtTheEnd() {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("\(esc)[".utf8) + Array(repeating: 0x31, count: 100_000)) == [])
  #expect(decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [])
  #expect(decoder.feed(Array("x".utf8)) == [.text("x")])
}

// MARK: - Text

private let texts = [
  "hello",
  "Hello, World! ~{}|`'\"",
  "日本語のテキスト",
  "한국어",
  "😀🎉🚀",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈",
  "🇫🇷🇯🇵",
  "👍🏽",
  "e\u{301}",
  "a\u{308}\u{323}",
  "naïve café ½ – “quoted” 👩‍💻",
]

@Test(arguments: texts)
private func aTextRunArrivesAsOneTextWithItsExactScalars(_ text: String) {
  let keys = decodeWhole(text)
  #expect(keys == [.text(text)])
  if case .text(let decoded) = keys.first {
    #expect(Array(decoded.unicodeScalars) == Array(text.unicodeScalars))
  }
}

private let invalidUTF8: [Decoding] = [
  Decoding(bytes: [0xFF], .text("\u{FFFD}")),
  Decoding(bytes: [0x61, 0xFF, 0x62], .text("a\u{FFFD}b")),
  Decoding(bytes: [0x80], .text("\u{FFFD}")),
  Decoding(bytes: [0xC0, 0xAF], .text("\u{FFFD}\u{FFFD}")),
  Decoding(bytes: [0xE0, 0x80, 0x61], .text("\u{FFFD}\u{FFFD}a")),
  Decoding(bytes: [0xED, 0xA0, 0x80], .text("\u{FFFD}\u{FFFD}\u{FFFD}")),
  Decoding(bytes: [0xF4, 0x90, 0x80, 0x80], .text("\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")),
  Decoding(bytes: [0xE2, 0x82, 0x61], .text("\u{FFFD}a")),
  Decoding(bytes: [0xE2, 0x82], .text("\u{FFFD}")),
  Decoding(bytes: [0x61, 0xF0, 0x9F, 0x98], .text("a"), .text("\u{FFFD}")),
  Decoding(bytes: [0xE2, 0x82, 0x0D], .text("\u{FFFD}"), .enter),
  Decoding(bytes: [0xE2, 0x1B, 0x5B, 0x41], .text("\u{FFFD}"), .up),
  Decoding(bytes: [0xC2, 0x00, 0x80], .text("\u{FFFD}\u{FFFD}")),
]

@Test(arguments: invalidUTF8)
private func invalidUTF8BecomesReplacementCharacters(_ decoding: Decoding) {
  #expect(decodeWhole(decoding.input) == decoding.keys)
}

@Test func anIncompleteCharacterWaitsForTheNextRead() {
  var decoder = KeyDecoder()
  #expect(decoder.feed([0x61, 0xE2, 0x82]) == [.text("a")])
  #expect(!decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [])
  #expect(decoder.feed([0xAC, 0x62]) == [.text("€b")])
}

@Test(
  arguments: [[0xE0, 0x80], [0xED, 0xA0], [0xF0, 0x80], [0xF4, 0x90], [0xC0], [0xF5]] as [[UInt8]])
private func bytesThatCanNeverBecomeACharacterAreNotHeldBack(_ bytes: [UInt8]) {
  var decoder = KeyDecoder()
  let expected = String(repeating: "\u{FFFD}", count: bytes.count)
  #expect(decoder.feed(bytes) == [.text(expected)])
  #expect(decoder.finish() == [])
}

@Test func aMultibyteCharacterSplitAnywhereArrivesWhole() {
  let text = "é€😀中"
  let bytes = Array(text.utf8)
  for offset in 0...bytes.count {
    var decoder = KeyDecoder()
    let first = decoder.feed(bytes[..<offset])
    let second = decoder.feed(bytes[offset...])
    let keys = first + second + decoder.finish()
    #expect(mergingText(keys) == [.text(text)], "split at \(offset)")
    for case .text(let piece) in keys {
      #expect(!piece.unicodeScalars.contains("\u{FFFD}"), "split at \(offset)")
    }
  }
}

@Test func c1ScalarsAreDroppedFromText() {
  #expect(decodeWhole("a\u{80}b\u{9C}c\u{85}") == [.text("abc")])
}

@Test func swallowedBytesDoNotSplitATextRun() {
  #expect(decodeWhole("ab\u{0}cd\(esc)[2~ef\(esc)OPgh") == [.text("abcdefgh")])
}

// MARK: - Enter

private let lineEndings: [Decoding] = [
  Decoding("\r\r", .enter, .enter),
  Decoding("\n\n", .enter, .enter),
  Decoding("\n\r", .enter, .enter),
  Decoding("\r\n\r\n", .enter, .enter),
  Decoding("\r\n\n", .enter, .enter),
  Decoding("\r\r\n", .enter, .enter),
  Decoding("a\r\nb\nc\rd", .text("a"), .enter, .text("b"), .enter, .text("c"), .enter, .text("d")),
  Decoding("\r\(esc)\n", .enter, .alt(.enter)),
  Decoding("\ra\n", .enter, .text("a"), .enter),
]

@Test(arguments: lineEndings)
private func lineEndingsDecodeToOneEnterEach(_ decoding: Decoding) {
  #expect(decodeWhole(decoding.input) == decoding.keys)
}

@Test func crlfSplitAcrossReadsIsOneEnter() {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("a\r".utf8)) == [.text("a"), .enter])
  #expect(decoder.feed(Array("\nb".utf8)) == [.text("b")])
}

// MARK: - Escape

@Test func aLoneEscapeAtTheEndOfAReadWaitsUntilFlushed() {
  var decoder = KeyDecoder()
  #expect(decoder.feed([0x1B]) == [])
  #expect(decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [.escape])
  #expect(!decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [])
  #expect(decoder.feed(Array("[A".utf8)) == [.text("[A")])
}

@Test func aPendingEscapeIsCompletedByTheNextRead() {
  var decoder = KeyDecoder()
  #expect(decoder.feed([0x1B]) == [])
  #expect(decoder.feed(Array("[".utf8)) == [])
  #expect(decoder.isWaitingForEscapeSequence)
  #expect(decoder.feed(Array("1;5".utf8)) == [])
  #expect(decoder.feed(Array("A".utf8)) == [.up])
  #expect(!decoder.isWaitingForEscapeSequence)
}

@Test func escapeFollowedByALetterIsThatLetterWithAlt() {
  #expect(decodeWhole("\(esc)x") == [.alt(.text("x"))])
  var decoder = KeyDecoder()
  #expect(decoder.feed([0x1B]) == [])
  #expect(decoder.feed(Array("xy".utf8)) == [.alt(.text("x")), .text("y")])
}

@Test func escapeEscapeIsAltWithWhatTheSecondEscapeStarts() {
  var decoder = KeyDecoder()
  #expect(decoder.feed([0x1B, 0x1B]) == [])
  #expect(decoder.isWaitingForEscapeSequence)
  #expect(decoder.finish() == [.alt(.escape)])
  #expect(decodeWhole("\(esc)\(esc)[A") == [.alt(.up)])
}

@Test func aPendingEscapeOOrBracketFlushesAsThatCharacterWithAlt() {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("\(esc)O".utf8)) == [])
  #expect(decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [.alt(.text("O"))])
  #expect(decoder.feed(Array("\(esc)[".utf8)) == [])
  #expect(decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [.alt(.text("["))])
  #expect(!decoder.isWaitingForEscapeSequence)
}

@Test(arguments: ["\(esc)[1;", "\(esc)[12", "\(esc)[[", "\(esc)O5", "\(esc)[?"])
private func aPendingIncompleteSequenceIsDroppedOnFlush(_ input: String) {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array(input.utf8)) == [])
  #expect(decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [])
  #expect(!decoder.isWaitingForEscapeSequence)
  #expect(decoder.feed(Array("A".utf8)) == [.text("A")])
}

private let brokenSequences: [Decoding] = [
  Decoding("\(esc)[1;5\r", .enter),
  Decoding("\(esc)[12\(esc)[B", .down),
  Decoding("\(esc)[1é", .text("é")),
  Decoding("\(esc)[1\u{7F}", .backspace),
  Decoding("\(esc)O5\t", .tab),
  Decoding("\(esc)[ 5A", .text("5A")),
  Decoding("\(esc)[[\r", .enter),
  Decoding("\(esc)O\r", .alt(.text("O")), .enter),
  Decoding("\(esc)Oé", .alt(.text("O")), .text("é")),
  Decoding("\(esc)[\u{7F}", .alt(.text("[")), .backspace),
  Decoding("\(esc)O\(esc)", .alt(.text("O")), .escape),
]

@Test(arguments: brokenSequences)
private func aByteThatCannotContinueASequenceEndsItAndIsDecoded(_ decoding: Decoding) {
  #expect(decodeWhole(decoding.input) == decoding.keys)
}

// MARK: - finish

@Test func finishResolvesEverythingPending() {
  #expect(decodeWhole("\(esc)") == [.escape])
  #expect(decodeWhole("\(esc)[") == [.alt(.text("["))])
  #expect(decodeWhole("\(esc)O") == [.alt(.text("O"))])
  #expect(decodeWhole("\(esc)\(esc)") == [.alt(.escape)])
  #expect(decodeWhole("\(esc)]0;unterminated") == [])
  #expect(decodeWhole("\(esc)]0;t\(esc)") == [.escape])
  #expect(decodeWhole([0x1B, 0xE2, 0x82]) == [.alt(.text("\u{FFFD}"))])
  #expect(decodeWhole("\(esc)[1;") == [])
  #expect(decodeWhole("\(esc)[200~abc") == [.paste("abc")])
  #expect(decodeWhole("\(esc)[200~abc\(esc)[20") == [.paste("abc\(esc)[20")])
  #expect(decodeWhole([0x61, 0xE2, 0x82]) == [.text("a"), .text("\u{FFFD}")])
}

@Test func finishResetsTheDecoder() {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("\(esc)[200~ab".utf8)) == [])
  #expect(decoder.finish() == [.paste("ab")])
  #expect(decoder.feed(Array("x\r".utf8)) == [.text("x"), .enter])
  #expect(decoder.finish() == [])
  #expect(decoder.feed(Array("\n".utf8)) == [.enter])
  #expect(decoder.finish() == [])
}

// MARK: - Bracketed paste

private let pastes: [Decoding] = [
  Decoding("\(esc)[200~hello\(esc)[201~", .paste("hello")),
  Decoding("\(esc)[200~\(esc)[201~", .paste("")),
  Decoding("a\(esc)[200~b\(esc)[201~c", .text("a"), .paste("b"), .text("c")),
  Decoding("\(esc)[200~line 1\r\nline 2\n\ttab\(esc)[201~", .paste("line 1\r\nline 2\n\ttab")),
  Decoding(
    "\(esc)[200~\(esc)]0;owned\u{7}\(esc)[2J\u{0}\u{7F}\u{3}\(esc)[A\(esc)[201~",
    .paste("\(esc)]0;owned\u{7}\(esc)[2J\u{0}\u{7F}\u{3}\(esc)[A")),
  Decoding("\(esc)[200~\(esc)[200~nested\(esc)[201~", .paste("\(esc)[200~nested")),
  Decoding("\(esc)[200~\(esc)\(esc)[201~", .paste("\(esc)")),
  Decoding(
    "\(esc)[200~\(esc)[201\(esc)[20x\(esc)[\(esc)[201~", .paste("\(esc)[201\(esc)[20x\(esc)[")),
  Decoding("\(esc)[200~日本 😀 e\u{301}\u{85}\(esc)[201~", .paste("日本 😀 e\u{301}\u{85}")),
  Decoding(
    bytes: Array("\(esc)[200~".utf8) + [0xFF, 0x61] + Array("\(esc)[201~".utf8), .paste("\u{FFFD}a")
  ),
  Decoding("\(esc)[200~a\(esc)[201~\(esc)[200~b\(esc)[201~", .paste("a"), .paste("b")),
]

@Test(arguments: pastes)
private func aBracketedPasteArrivesAsOnePasteWithItsContentAsIs(_ decoding: Decoding) {
  #expect(decodeWhole(decoding.input) == decoding.keys)
}

@Test(arguments: pastes)
private func aBracketedPasteSplitAnywhereArrivesAsOnePaste(_ decoding: Decoding) {
  let input = decoding.input
  for offset in 0...input.count {
    let keys = decodeChunks([Array(input[..<offset]), Array(input[offset...])])
    #expect(mergingText(keys) == decoding.keys, "split at \(offset)")
  }
  #expect(mergingText(decodeChunks(input.map { [$0] })) == decoding.keys)
}

@Test func aPasteInProgressIsNotAPendingEscape() {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("\(esc)[200~ab\(esc)".utf8)) == [])
  #expect(!decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [])
  #expect(decoder.feed(Array("[201".utf8)) == [])
  #expect(decoder.flushPendingEscape() == [])
  #expect(decoder.feed(Array("~x".utf8)) == [.paste("ab"), .text("x")])
}

/// At least `size` bytes of varied paste content: multi-byte characters that straddle
/// read boundaries, control bytes and escape sequences, including terminator prefixes.
private func largePasteContent(atLeast size: Int) -> String {
  let pattern = "line ✓ 日本語 😀👩‍👩‍👧 \(esc)[2J\(esc)[20\(esc)[201\t\r\n\u{0}\u{7F}\(esc)]0;t\u{7}"
  let patternSize = pattern.utf8.count
  return String(repeating: pattern, count: (size + patternSize - 1) / patternSize)
}

@Test func aOneMebibytePasteInFourKibibyteReadsArrivesAsOnePasteWithExactContent() {
  let content = largePasteContent(atLeast: 1 << 20)
  let input = Array("\(esc)[200~\(content)\(esc)[201~".utf8)
  var decoder = KeyDecoder()
  var keys: [Key] = []
  var readsWithKeys = 0
  var start = 0
  while start < input.count {
    let end = min(start + 4096, input.count)
    let read = decoder.feed(input[start..<end])
    if !read.isEmpty {
      readsWithKeys += 1
    }
    keys += read
    start = end
  }
  #expect(readsWithKeys == 1)
  #expect(keys.count == 1)
  #expect(keys == [.paste(content)])
  #expect(decoder.finish() == [])
}

@Test func aSixteenMebibytePasteArrivesAsOnePaste() {
  let content = largePasteContent(atLeast: 16 << 20)
  let input = Array("x\(esc)[200~\(content)\(esc)[201~y".utf8)
  var decoder = KeyDecoder()
  var keys: [Key] = []
  var start = 0
  while start < input.count {
    let end = min(start + 65_536, input.count)
    keys += decoder.feed(input[start..<end])
    start = end
  }
  #expect(keys.count == 3)
  #expect(keys.first == .text("x"))
  #expect(keys.last == .text("y"))
  if case .paste(let pasted) = keys.dropFirst().first {
    #expect(pasted.utf8.count == content.utf8.count)
    #expect(pasted.utf8.elementsEqual(content.utf8))
  } else {
    Issue.record("expected a paste, got \(keys.dropFirst().first as Any)")
  }
}

// MARK: - Chunking independence

private let representativeInputs: [Decoding] = [
  Decoding("hello\(esc)[Aworld\r\n"),
  Decoding("日本\(esc)OB😀\(esc)[1;5C\t\(esc)[Z"),
  Decoding("a\(esc)[200~pasted \(esc)[2J text\r\n\(esc)[201~b"),
  Decoding("\(esc)\(esc)x\(esc)[3~\u{7F}\u{8}\u{1}\u{1A}"),
  Decoding("e\u{301}👩‍👩‍👧\(esc)[15~\(esc)OP\(esc)[<0;1;2M z"),
  Decoding(bytes: [0x61, 0xE2, 0x82, 0x1B, 0x5B, 0x41, 0xFF, 0xC3, 0xA9, 0xF0, 0x9F]),
  Decoding("\r\r\n\n\r"),
  Decoding("\(esc)[[A\(esc)O\r\(esc)[\u{7F}\(esc)[12\(esc)[5~"),
  Decoding("\(esc)[200~\(esc)\(esc)[201\(esc)[201~"),
  Decoding("x\u{0}y\u{1C}z\u{85}w"),
  Decoding("\(esc)Oé\(esc)[ 5A\(esc)O\(esc)"),
  Decoding("\(esc)[" + String(repeating: "9", count: 100) + "~ok"),
  Decoding(
    "a\(esc)]0;title\u{7}b\(esc)P1$r\(esc)\\c\(esc)_x\u{18}d\(esc)^y\u{1A}e\(esc)Xz\(esc)[Af"),
  Decoding("\u{9D}0;t\u{9C}a\u{90}q\u{7}b\(esc)\u{9D}x\(esc)\\c\u{9F}\u{9C}\u{98}\u{9E}"),
  Decoding("\(esc)x\(esc)é\(esc)😀\(esc)\u{7F}\(esc)\r\n\(esc)\(esc)[B\(esc)\(esc)\(esc)y"),
]

@Test(arguments: representativeInputs)
private func splittingTheInputAnywhereDecodesTheSameKeys(_ decoding: Decoding) {
  let input = decoding.input
  let expected = mergingText(decodeWhole(input))
  for offset in 0...input.count {
    let keys = decodeChunks([Array(input[..<offset]), Array(input[offset...])])
    #expect(mergingText(keys) == expected, "split at \(offset)")
  }
  #expect(mergingText(decodeChunks(input.map { [$0] })) == expected)
}

@Test func randomInputsInRandomReadsNeverCrashNorLeakControlsIntoText() {
  var generator = SplitMix64(seed: 0x5EED_1234)
  let fragments: [[UInt8]] = [
    [0x1B], [0x1B], [0x1B], Array("[".utf8), Array("O".utf8), Array("1;5".utf8),
    Array("~".utf8), Array("200~".utf8), Array("201~".utf8), Array("\(esc)[200~".utf8),
    Array("\(esc)[201~".utf8), Array("\(esc)[A".utf8), [0x0D], [0x0A], [0x09], [0x7F],
    [0x00], [0x1A], Array("é".utf8), Array("😀".utf8), [0xE2, 0x82], [0xF0, 0x9F],
    [0xC2, 0x85], [0xFF], Array("ab".utf8), Array("Z".utf8), Array(" ".utf8),
    Array("]".utf8), Array("P".utf8), Array("_".utf8), [0x07], [0x18], Array("\\".utf8),
    [0xC2, 0x9D], [0xC2, 0x9C], [0xC2, 0x90], [0xC2], [0x9C],
  ]
  for _ in 0..<3000 {
    var input: [UInt8] = []
    for _ in 0..<Int.random(in: 0...24, using: &generator) {
      if Bool.random(using: &generator) {
        input += fragments.randomElement(using: &generator)!
      } else {
        input.append(UInt8.random(in: 0...255, using: &generator))
      }
    }
    var chunks: [[UInt8]] = []
    var start = 0
    while start < input.count {
      let end = min(input.count, start + Int.random(in: 1...6, using: &generator))
      chunks.append(Array(input[start..<end]))
      start = end
    }

    var decoder = KeyDecoder()
    var keys: [Key] = []
    for chunk in chunks {
      let read = decoder.feed(chunk)
      for (key, next) in zip(read, read.dropFirst()) {
        if case .text = key, case .text = next {
          Issue.record("two adjacent texts from one read of \(input)")
        }
      }
      keys += read
    }
    keys += decoder.finish()

    for key in keys {
      switch key {
      case .text(let text), .alt(.text(let text)):
        #expect(!text.isEmpty, "input \(input)")
        #expect(!text.unicodeScalars.contains(where: isControlScalar), "input \(input)")
      case .alt(.alt), .alt(.paste):
        Issue.record("nested or pasted Alt key from \(input)")
      case .control(let letter):
        #expect(("a"..."z").contains(letter) || letter == "_", "input \(input)")
      default:
        break
      }
    }
    let expected = mergingText(decodeWhole(input))
    #expect(mergingText(keys) == expected, "input \(input) in reads \(chunks)")
    #expect(mergingText(decodeChunks(input.map { [$0] })) == expected, "input \(input)")
  }
}
