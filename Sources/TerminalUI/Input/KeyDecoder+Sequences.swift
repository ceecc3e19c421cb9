// Escape sequences, escape strings, Alt keys and bracketed paste for `KeyDecoder` (SPEC: Keys).
//
// A CSI is `ESC [`, parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F and one final
// byte 0x40–0x7E; an SS3 is `ESC O`, optional parameter bytes and one final byte. Sequences
// that name no key are swallowed whole. A byte that cannot continue the sequence it appears
// in ends it: the broken sequence is dropped (a bare `ESC [` or `ESC O` becomes Alt-[ or
// Alt-O, as on a timeout) and the byte is decoded normally.
//
// Escape strings — OSC `ESC ]`, DCS `ESC P`, SOS `ESC X`, PM `ESC ^`, APC `ESC _`, and their
// C1 forms U+009D, U+0090, U+0098, U+009E, U+009F sent as UTF-8 — are swallowed whole and their
// body is never stored, however long. As in ECMA-48 and the VT terminals' parsers, a string
// ends at ST (`ESC \` or U+009C) or BEL (0x07), and CAN (0x18) or SUB (0x1A) cancels it; the
// terminator or canceller is swallowed too. Any other ESC ends the string and starts a new
// sequence (`ESC [ A` after an unterminated string is Up; a lone ESC is the Esc key), so Esc
// always gets a user out of a runaway string. Other bytes, Ctrl-C included, belong to the
// string. No timeout cuts a string short.
//
// ESC followed by a byte that starts none of these is that key with Alt: `ESC x` is Alt-x,
// `ESC é` Alt-é, `ESC DEL` Alt-Backspace, `ESC CR` Alt-Enter. ESC ESC is Alt with what the
// second ESC starts (`ESC ESC [ A` is Alt-Up; on its own, Alt-Esc).

extension KeyDecoder {
  mutating func decodeAfterEscape(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .csi
    case UInt8(ascii: "O"):
      state = .ss3
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      startEscapeString()
    case 0x1B:
      escapeIsAlt = true
    case 0x20..<0x7F:
      state = .ground
      escapeIsAlt = false
      keys.append(.alt(.text(String(Character(Unicode.Scalar(byte))))))
    case 0xC2...0xF4:
      state = .altCharacter
      escapeIsAlt = false
      sequence.removeAll(keepingCapacity: true)
      sequence.append(byte)
    case 0x80...:
      state = .ground  // can never start a character: the lossy decoder's U+FFFD, with Alt
      escapeIsAlt = false
      keys.append(.alt(.text("\u{FFFD}")))
    default:
      // A C0 control or DEL: Alt-Enter, Alt-Tab, Alt-Backspace, Alt-Ctrl-letter, Alt-Ctrl-_;
      // NUL and 0x1C–0x1E stay nothing.
      state = .ground
      escapeIsAlt = false
      let count = keys.count
      decodeInGround(byte, into: &keys)
      if keys.count > count {
        keys[count] = .alt(keys[count])
      }
    }
  }

  /// The rest of a UTF-8 character typed with Alt. `sequence` holds its bytes so far, which
  /// are a valid prefix of a longer character.
  mutating func decodeInAltCharacter(_ byte: UInt8, into keys: inout [Key]) {
    sequence.append(byte)
    if byte & 0xC0 == 0x80 && Self.incompleteCharacterStart(in: sequence) == 0 {
      return
    }
    let decoded = String(decoding: sequence, as: UTF8.self)
    state = .ground
    if decoded.unicodeScalars.count == 1, let scalar = decoded.unicodeScalars.first {
      sequence.removeAll(keepingCapacity: true)
      if Self.startsEscapeString(c1: scalar.value) {
        startEscapeString()  // ESC then a C1 string introducer: the string is what matters
      } else if !(0x80...0x9F).contains(scalar.value) {
        keys.append(.alt(.text(decoded)))
      }
      return
    }
    // `byte` cannot continue the character: the bytes before it are one U+FFFD, as the lossy
    // decoder would have it, and `byte` is decoded on its own.
    sequence.removeAll(keepingCapacity: true)
    keys.append(.alt(.text("\u{FFFD}")))
    decodeInGround(byte, into: &keys)
  }

  /// Whether a C1 control (as a scalar value) introduces an escape string: DCS, SOS, OSC, PM
  /// or APC.
  static func startsEscapeString<Value: BinaryInteger>(c1 value: Value) -> Bool {
    switch value {
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: true
    default: false
    }
  }

  mutating func startEscapeString() {
    state = .escapeString
    escapeIsAlt = false
    escapeStringAfterC2 = false
  }

  /// A byte of an escape string's body, or what ends it; nothing is stored.
  mutating func decodeInEscapeString(_ byte: UInt8) {
    switch byte {
    case 0x07, 0x18, 0x1A:
      state = .ground  // BEL ends the string; CAN and SUB cancel it
    case 0x1B:
      state = .escapeStringEscape
    case 0x9C where escapeStringAfterC2:
      state = .ground  // ST as a C1 scalar
    default:
      break
    }
    escapeStringAfterC2 = byte == 0xC2
  }

  mutating func decodeInEscapeStringEscape(_ byte: UInt8, into keys: inout [Key]) {
    if byte == UInt8(ascii: "\\") {
      state = .ground  // ST
      return
    }
    state = .escape
    decodeAfterEscape(byte, into: &keys)
  }

  mutating func decodeInCSI(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x30...0x3F where !sequenceHasIntermediate:
      appendToSequence(byte)
    case 0x20...0x2F:
      sequenceHasIntermediate = true
      appendToSequence(byte)
    case 0x40...0x7E:
      if sequenceLength == 0 && byte == UInt8(ascii: "[") {
        state = .linuxFunctionKey
        return
      }
      state = .ground
      if let key = csiKey(final: byte) {
        keys.append(escapeIsAlt ? .alt(key) : key)
      }
      clearSequence()
    default:
      abandonSequence(before: byte, into: &keys)
    }
  }

  mutating func decodeInSS3(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x30...0x3F:
      appendToSequence(byte)
    case 0x40...0x7E:
      state = .ground
      let isAlt = escapeIsAlt
      clearSequence()
      if let key = Self.cursorKey(final: byte) {
        keys.append(isAlt ? .alt(key) : key)
      }
    default:
      abandonSequence(before: byte, into: &keys)
    }
  }

  mutating func decodeInPaste(_ byte: UInt8, into keys: inout [Key]) {
    pasteBytes.append(byte)
    if byte == Self.pasteTerminator[pasteTerminatorMatched] {
      pasteTerminatorMatched += 1
      guard pasteTerminatorMatched == Self.pasteTerminator.count else { return }
      pasteBytes.removeLast(Self.pasteTerminator.count)
      keys.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
      pasteBytes = []
      pasteTerminatorMatched = 0
      state = .ground
    } else {
      // ESC occurs only at the start of the terminator, so this is all the matcher needs.
      pasteTerminatorMatched = byte == Self.pasteTerminator[0] ? 1 : 0
    }
  }

  mutating func appendToSequence(_ byte: UInt8) {
    sequenceLength += 1
    if sequence.count < Self.maximumSequenceLength {
      sequence.append(byte)
    }
  }

  mutating func clearSequence() {
    sequence.removeAll(keepingCapacity: true)
    sequenceLength = 0
    sequenceHasIntermediate = false
    escapeIsAlt = false
  }

  /// `byte` cannot continue the current CSI or SS3: drops the sequence, then decodes `byte`.
  mutating func abandonSequence(before byte: UInt8, into keys: inout [Key]) {
    if sequenceLength == 0 {
      keys.append(.alt(.text(state == .csi ? "[" : "O")))
    }
    state = .ground
    clearSequence()
    decodeInGround(byte, into: &keys)
  }

  /// The key a complete CSI names, or nil to swallow it. Starts a paste on `ESC[200~`.
  mutating func csiKey(final: UInt8) -> Key? {
    guard sequenceLength <= Self.maximumSequenceLength, !sequenceHasIntermediate else {
      return nil
    }
    // Only plain numeric parameters: private ones (`<`, `=`, `>`, `?`) are mouse reports
    // and replies, not keys.
    var first: Int?
    var inFirst = true
    for byte in sequence {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if inFirst {
          // Capped: no key needs a large number, and 64 digits would overflow.
          first = min((first ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
        }
      case UInt8(ascii: ";"), UInt8(ascii: ":"):
        inFirst = false
      default:
        return nil
      }
    }
    if let key = Self.cursorKey(final: final) {
      return key  // Modifiers (`ESC[1;5A`) are ignored.
    }
    switch final {
    case UInt8(ascii: "Z"):
      return .backTab
    case UInt8(ascii: "~"):
      switch first {
      case 1, 7: return .home
      case 3: return .delete
      case 4, 8: return .end
      case 5: return .pageUp
      case 6: return .pageDown
      case 200:
        state = .paste
        pasteBytes = []
        pasteTerminatorMatched = 0
        return nil
      default: return nil  // Insert (2), function keys (11–24) and the rest.
      }
    default:
      return nil
    }
  }

  /// Arrows, Home and End share final bytes between CSI and SS3.
  static func cursorKey(final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }
}
