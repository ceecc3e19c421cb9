// Escape sequences and bracketed paste for `KeyDecoder` (DESIGN §6.2).
//
// A CSI is `ESC [`, parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F and one final
// byte 0x40–0x7E; an SS3 is `ESC O`, optional parameter bytes and one final byte. Sequences
// that name no key are swallowed whole. A byte that cannot continue the sequence it appears
// in ends it: the broken sequence is dropped (a bare `ESC [` or `ESC O` becomes `.escape`
// and the text "[" or "O", as on a timeout) and the byte is decoded normally.

extension KeyDecoder {
  mutating func decodeAfterEscape(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .csi
    case UInt8(ascii: "O"):
      state = .ss3
    default:
      state = .ground
      keys.append(.escape)
      decodeInGround(byte, into: &keys)
    }
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
        keys.append(key)
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
      clearSequence()
      if let key = Self.cursorKey(final: byte) {
        keys.append(key)
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
  }

  /// `byte` cannot continue the current CSI or SS3: drops the sequence, then decodes `byte`.
  mutating func abandonSequence(before byte: UInt8, into keys: inout [Key]) {
    if sequenceLength == 0 {
      keys.append(.escape)
      appendText(state == .csi ? "[" : "O", to: &keys)
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
