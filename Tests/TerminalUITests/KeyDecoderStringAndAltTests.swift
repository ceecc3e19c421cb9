import Testing

@testable import TerminalUI

// Escape strings (OSC, DCS, SOS, PM, APC) and Alt keys: what the decoder swallows, what ends a
// string, and what ESC followed by another key is.

// MARK: - Escape strings

/// Every introducer, 7-bit and C1 (as UTF-8), with every terminator.
private let introducers = [
  "\(esc)]", "\(esc)P", "\(esc)X", "\(esc)^", "\(esc)_",
  "\u{9D}", "\u{90}", "\u{98}", "\u{9E}", "\u{9F}",
]
private let terminators = ["\u{7}", "\(esc)\\", "\u{9C}"]
private let bodies = ["", "0;owned", "1$r", "52;c;aGVsbG8=", "日本 😀 \u{3}\r\n\t x"]

private struct EscapeString: Sendable, CustomTestStringConvertible {
  let bytes: [UInt8]
  var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
}

private let escapeStrings: [EscapeString] = introducers.flatMap { introducer in
  terminators.flatMap { terminator in
    bodies.map { EscapeString(bytes: Array((introducer + $0 + terminator).utf8)) }
  }
}

@Test(arguments: escapeStrings)
private func anEscapeStringIsSwallowedWholeHoweverReadsSplitIt(_ string: EscapeString) {
  let input = Array("a".utf8) + string.bytes + Array("b".utf8)
  #expect(decodeChunks([input]) == [.text("ab")])
  for offset in 0...input.count {
    #expect(
      mergingText(decodeChunks([Array(input[..<offset]), Array(input[offset...])])) == [
        .text("ab")
      ],
      "split at \(offset)")
  }
  #expect(mergingText(decodeChunks(input.map { [$0] })) == [.text("ab")])
}

@Test(arguments: escapeStrings)
private func anEscapeStringInABracketedPasteStaysAsPasted(_ string: EscapeString) {
  let content = String(decoding: string.bytes, as: UTF8.self)
  let input = Array("\(esc)[200~\(content)\(esc)[201~".utf8)
  // The pasted ESC \ is not a paste terminator; the paste ends at ESC[201~ only.
  #expect(decodeChunks([input]) == [.paste(content)])
  #expect(decodeChunks(input.map { [$0] }) == [.paste(content)])
}

@Test func anEscapeStringNeverWaitsForATimeoutAndIsNeverCutShortByOne() {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("\(esc)]0;ti".utf8)) == [])
  #expect(!decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [])
  #expect(decoder.feed(Array("tle".utf8)) == [])
  #expect(decoder.flushPendingEscape() == [])
  #expect(decoder.feed(Array("\u{7}1".utf8)) == [.text("1")])
}

@Test func anEscapeStringsBodyIsNotStoredHoweverLong() {
  var decoder = KeyDecoder()
  let chunk = Array("0;x日本😀[\u{9C}".utf8).filter { $0 != 0xC2 }
  #expect(decoder.feed(Array("\(esc)P".utf8)) == [])
  for _ in 0..<20_000 {
    #expect(decoder.feed(chunk) == [])
  }
  #expect(decoder.sequence.isEmpty && decoder.textBytes.isEmpty && decoder.pasteBytes.isEmpty)
  #expect(decoder.sequence.capacity < 64 && decoder.textBytes.capacity < 64)
  #expect(decoder.pasteBytes.capacity == 0)
  #expect(decoder.feed(Array("\(esc)\\ok".utf8)) == [.text("ok")])
}

/// A runaway string (no BEL or ST) swallows typing, Ctrl-C included, until CAN or SUB cancels
/// it (they are swallowed too) or an ESC ends it and starts a new sequence, as in ECMA-48 and
/// the VT terminals' parsers.
@Test func whatEndsARunawayString() {
  #expect(decodeChunks([Array("\(esc)]0;runaway 12\u{3}34\r\u{18}56".utf8)]) == [.text("56")])
  #expect(decodeChunks([Array("\(esc)_runaway\u{1A}7".utf8)]) == [.text("7")])
  #expect(decodeChunks([Array("\u{9D}runaway\(esc)[A8".utf8)]) == [.up, .text("8")])
  #expect(decodeChunks([Array("\(esc)Xrunaway\(esc)x".utf8)]) == [.alt(.text("x"))])
  #expect(decodeChunks([Array("\(esc)]runaway\(esc)]more\u{7}9".utf8)]) == [.text("9")])
  #expect(decodeChunks([Array("\(esc)]runaway\(esc)[200~p\(esc)[201~".utf8)]) == [.paste("p")])

  // The Esc key gets the user out: a lone ESC at the end of a read waits for the timeout.
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("\(esc)^runaway".utf8)) == [])
  #expect(decoder.feed([0x1B]) == [])
  #expect(decoder.isWaitingForEscapeSequence)
  #expect(decoder.flushPendingEscape() == [.escape])
  #expect(decoder.feed(Array("1".utf8)) == [.text("1")])
}

@Test func c1TerminatorNeedsItsWholeUTF8Form() {
  // 0x9C as the continuation of another character (✜ is E2 9C 9C) does not end the string.
  #expect(decodeChunks([Array("\(esc)]✜✜\u{9C}a".utf8)]) == [.text("a")])
  #expect(decodeChunks([Array("\(esc)]x".utf8) + [0x9C] + Array("a\u{7}b".utf8)]) == [.text("b")])
}

// MARK: - Alt

private let altKeys: [Decoding] = [
  Decoding("\(esc)x", .alt(.text("x"))),
  Decoding("\(esc)1", .alt(.text("1"))),
  Decoding("\(esc) ", .alt(.text(" "))),
  Decoding("\(esc)\\", .alt(.text("\\"))),
  Decoding("\(esc)é", .alt(.text("é"))),
  Decoding("\(esc)😀", .alt(.text("😀"))),
  Decoding("\(esc)xy", .alt(.text("x")), .text("y")),
  Decoding("\(esc)\u{7F}", .alt(.backspace)),
  Decoding("\(esc)\u{8}", .alt(.backspace)),
  Decoding("\(esc)\r", .alt(.enter)),
  Decoding("\(esc)\r\n", .alt(.enter)),
  Decoding("\(esc)\t", .alt(.tab)),
  Decoding("\(esc)\u{1}", .alt(.control("a"))),
  Decoding("\(esc)\u{3}", .alt(.control("c"))),
  Decoding("\(esc)\u{1A}", .alt(.control("z"))),
  Decoding("\(esc)\u{0}"),
  Decoding("\(esc)\(esc)", .alt(.escape)),
  Decoding("\(esc)\(esc)\(esc)", .alt(.escape)),
  Decoding("\(esc)\(esc)x", .alt(.text("x"))),
  Decoding("\(esc)\(esc)[A", .alt(.up)),
  Decoding("\(esc)\(esc)OB", .alt(.down)),
  Decoding("\(esc)\(esc)[6~", .alt(.pageDown)),
  Decoding("\(esc)\(esc)[", .alt(.text("["))),
  Decoding("\(esc)\(esc)]0;t\u{7}"),
  Decoding("\(esc)\(esc)[200~p\(esc)[201~", .paste("p")),
  Decoding("\(esc)[", .alt(.text("["))),
  Decoding("\(esc)O", .alt(.text("O"))),
  Decoding("\(esc)\u{85}"),
  Decoding("\(esc)\u{9D}0;t\u{7}x", .text("x")),
  Decoding(bytes: [0x1B, 0xFF], .alt(.text("\u{FFFD}"))),
  Decoding(bytes: [0x1B, 0xC3, 0x41], .alt(.text("\u{FFFD}")), .text("A")),
  Decoding(bytes: [0x1B, 0xE0, 0x80], .alt(.text("\u{FFFD}")), .text("\u{FFFD}")),
  Decoding(bytes: [0x1B, 0xF0, 0x9F, 0x1B, 0x5B, 0x41], .alt(.text("\u{FFFD}")), .up),
]

@Test(arguments: altKeys)
private func escapeFollowedByAKeyIsThatKeyWithAltHoweverReadsSplitIt(_ decoding: Decoding) {
  let input = decoding.input
  #expect(decodeChunks([input]) == decoding.keys)
  for offset in 0...input.count {
    #expect(
      mergingText(decodeChunks([Array(input[..<offset]), Array(input[offset...])]))
        == decoding.keys,
      "split at \(offset)")
  }
  #expect(mergingText(decodeChunks(input.map { [$0] })) == decoding.keys)
}

@Test func onlyALoneEscapeIsTheEscapeKey() {
  #expect(decodeChunks([[0x1B]]) == [.escape])
  var decoder = KeyDecoder()
  #expect(decoder.feed([0x1B]) == [])
  #expect(decoder.flushPendingEscape() == [.escape])
  #expect(decoder.feed(Array("x".utf8)) == [.text("x")])
  #expect(decoder.feed([0x1B]) == [])
  #expect(decoder.feed(Array("x".utf8)) == [.alt(.text("x"))])
}
