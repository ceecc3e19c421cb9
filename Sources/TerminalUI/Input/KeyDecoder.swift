#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the bytes a terminal sends into `Key`s (SPEC: Keys).
///
/// The decoder is pure: it never reads or waits. Feed it whatever each `read` returned;
/// a read may end in the middle of a UTF-8 character, an escape sequence or a bracketed
/// paste, and the decoder keeps the incomplete part for the next call.
///
/// - Printable bytes read together become one `.text`: lossy UTF-8 (invalid bytes become
///   U+FFFD, as `String(decoding:as:)` does), without C0, DEL or C1 scalars. Bytes that are
///   swallowed (NUL, 0x1C–0x1E, unknown sequences, C1 scalars) do not split a text run.
/// - CR, LF and CR LF (even split across reads) are one `.enter` each.
/// - A lone ESC at the end of a read stays pending (`isWaitingForEscapeSequence`); the caller
///   waits briefly and then calls `flushPendingEscape()`. Only a lone ESC is `.escape`: ESC
///   followed by a byte that starts no sequence is that key with Alt (`.alt`).
/// - Escape strings (OSC, DCS, SOS, PM, APC) are swallowed whole without being stored; see
///   `KeyDecoder+Sequences.swift` for what ends them.
/// - `ESC[200~ … ESC[201~` is one `.paste`, whatever it contains and however large it is.
public struct KeyDecoder: Sendable {
  enum State: Sendable {
    /// Not inside any sequence.
    case ground
    /// After ESC (after ESC ESC if `escapeIsAlt`).
    case escape
    /// After ESC and the first bytes of a multi-byte UTF-8 character (kept in `sequence`):
    /// Alt with that character.
    case altCharacter
    /// After `ESC [`, collecting parameter and intermediate bytes.
    case csi
    /// After `ESC [ [`: the Linux console's F1–F5 end with one more byte.
    case linuxFunctionKey
    /// After `ESC O`, collecting (rare) parameter bytes.
    case ss3
    /// Inside a bracketed paste.
    case paste
    /// Inside an escape string (OSC, DCS, SOS, PM or APC), whose body is not kept.
    case escapeString
    /// After ESC inside an escape string: `\` completes the string terminator; any other byte
    /// ends the string and continues the sequence this ESC starts.
    case escapeStringEscape
  }

  /// The longest sequence body (the bytes after `ESC [` or `ESC O`) that is stored; longer
  /// sequences are still consumed up to their final byte, then swallowed.
  static let maximumSequenceLength = 64
  /// `ESC [ 2 0 1 ~`, which ends a bracketed paste.
  static let pasteTerminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  var state = State.ground
  /// Printable bytes of the current text run. Between calls it holds at most the incomplete
  /// UTF-8 character that ended the last read.
  var textBytes: [UInt8] = []
  /// The last byte decoded was CR, so an LF right after it is part of the same `.enter`.
  var afterCarriageReturn = false
  /// The stored body of the current CSI or SS3 (at most `maximumSequenceLength` bytes).
  var sequence: [UInt8] = []
  /// How many body bytes the current CSI or SS3 has, stored or not.
  var sequenceLength = 0
  /// The current CSI has had an intermediate byte (0x20–0x2F), so no parameter byte may follow.
  var sequenceHasIntermediate = false
  /// The content of the bracketed paste in progress (including any partly matched terminator).
  var pasteBytes: [UInt8] = []
  /// How many bytes of `pasteTerminator` the end of `pasteBytes` matches.
  var pasteTerminatorMatched = 0
  /// The pending escape began with ESC ESC: the key it ends in is pressed with Alt.
  var escapeIsAlt = false
  /// The last byte of the escape string in progress was 0xC2, which a C1 ST (U+009C) starts.
  var escapeStringAfterC2 = false

  public init() {}

  /// True while a lone ESC or an incomplete escape sequence is waiting for more bytes: a
  /// terminal's caller waits about 50 ms, then calls `flushPendingEscape()`.
  ///
  /// False inside a bracketed paste: a paste is never cut short by a timeout.
  public var isWaitingForEscapeSequence: Bool {
    switch state {
    case .escape, .csi, .linuxFunctionKey, .ss3, .escapeStringEscape: true
    case .ground, .paste, .altCharacter, .escapeString: false
    }
  }

  /// Decodes what it can and keeps incomplete input (a partial UTF-8 character, escape
  /// sequence or paste) for the next call.
  public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Key]
  where Bytes.Element == UInt8 {
    var keys: [Key] = []
    let decoded: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      decode(buffer, into: &keys)
    }
    if decoded == nil {
      Array(bytes).withUnsafeBufferPointer { buffer in
        decode(buffer, into: &keys)
      }
    }
    endTextRun(into: &keys, keepingIncompleteCharacter: true)
    return keys
  }

  /// The escape timeout expired: resolves what `isWaitingForEscapeSequence` was waiting for.
  ///
  /// - A lone ESC becomes `.escape`; ESC ESC becomes `.alt(.escape)`.
  /// - `ESC O` or `ESC [` with nothing after it becomes `.alt(.text("O"))` or
  ///   `.alt(.text("["))`: that is what Alt-Shift-O and Alt-[ send.
  /// - Any longer incomplete sequence (`ESC [ 1 ;`, `ESC [ [`, `ESC O 5`) is dropped.
  /// - An ESC inside an escape string ends the string and becomes `.escape`.
  ///
  /// Does nothing otherwise; in particular it leaves a bracketed paste or an escape string in
  /// progress alone: neither is cut short by a timeout.
  public mutating func flushPendingEscape() -> [Key] {
    var keys: [Key] = []
    switch state {
    case .escape:
      keys.append(escapeIsAlt ? .alt(.escape) : .escape)
    case .csi, .ss3:
      if sequenceLength == 0 {
        keys.append(.alt(.text(state == .csi ? "[" : "O")))
      }
    case .escapeStringEscape:
      keys.append(.escape)
    case .linuxFunctionKey:
      break
    case .ground, .paste, .altCharacter, .escapeString:
      return []
    }
    state = .ground
    clearSequence()
    return keys
  }

  /// The input ended: resolves everything pending and resets the decoder.
  ///
  /// A pending escape resolves as in `flushPendingEscape()`; an unterminated paste becomes
  /// `.paste` of its content so far (with any partly received terminator); an unterminated
  /// escape string is dropped; an incomplete UTF-8 character becomes U+FFFD (with Alt after
  /// ESC).
  public mutating func finish() -> [Key] {
    var keys = flushPendingEscape()
    switch state {
    case .paste:
      keys.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
    case .altCharacter:
      keys.append(.alt(.text("\u{FFFD}")))
    default:
      break
    }
    endTextRun(into: &keys, keepingIncompleteCharacter: false)
    self = KeyDecoder()
    return keys
  }

  mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, into keys: inout [Key]) {
    var index = 0
    while index < bytes.count {
      if state == .paste && pasteTerminatorMatched == 0 {
        // The bulk of a paste: copy everything up to the next ESC at once, found by the C
        // library's `memchr`, which reads many bytes an instruction (a loop here took five
        // instructions a byte: a 1 MiB paste's largest cost after the model's).
        let start = UnsafeRawPointer(bytes.baseAddress! + index)
        let end =
          memchr(start, 0x1B, bytes.count - index).map { index + start.distance(to: $0) }
          ?? bytes.count
        pasteBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
        index = end
        guard index < bytes.count else { break }
      }
      decode(bytes[index], into: &keys)
      index += 1
    }
  }

  mutating func decode(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      decodeInGround(byte, into: &keys)
    case .paste:
      decodeInPaste(byte, into: &keys)
    case .escape:
      decodeAfterEscape(byte, into: &keys)
    case .csi:
      decodeInCSI(byte, into: &keys)
    case .linuxFunctionKey:
      state = .ground
      escapeIsAlt = false
      if !(0x40...0x7E).contains(byte) {
        decodeInGround(byte, into: &keys)
      }
    case .ss3:
      decodeInSS3(byte, into: &keys)
    case .altCharacter:
      decodeInAltCharacter(byte, into: &keys)
    case .escapeString:
      decodeInEscapeString(byte)
    case .escapeStringEscape:
      decodeInEscapeStringEscape(byte, into: &keys)
    }
  }

  mutating func decodeInGround(_ byte: UInt8, into keys: inout [Key]) {
    let lineFeedContinuesEnter = afterCarriageReturn
    afterCarriageReturn = false
    if byte >= 0x20 && byte != 0x7F {
      if byte & 0xE0 == 0x80 && textBytes.last == 0xC2 && Self.startsEscapeString(c1: byte) {
        textBytes.removeLast()  // the C1 form of OSC, DCS, SOS, PM or APC
        // Keys always follow the text before them; text after the string still merges with it.
        endTextRun(into: &keys, keepingIncompleteCharacter: false)
        startEscapeString()
        return
      }
      textBytes.append(byte)
      return
    }
    endTextRun(into: &keys, keepingIncompleteCharacter: false)
    switch byte {
    case 0x0D:
      keys.append(.enter)
      afterCarriageReturn = true
    case 0x0A:
      if !lineFeedContinuesEnter {
        keys.append(.enter)
      }
    case 0x09:
      keys.append(.tab)
    case 0x08, 0x7F:
      keys.append(.backspace)
    case 0x1B:
      state = .escape
    case 0x01...0x1A:
      keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x1F:
      // Ctrl-_ (Ctrl-/ sends it too, in most terminals): undo, as in Emacs and readline.
      keys.append(.control("_"))
    default:
      break  // NUL and 0x1C–0x1E mean nothing to a text UI.
    }
  }

  /// Ends the current text run: decodes `textBytes` and appends the text to `keys`, merged
  /// into a `.text` that `keys` already ends with. With `keepingIncompleteCharacter`, a
  /// UTF-8 character cut off at the end stays in `textBytes` for the next read.
  mutating func endTextRun(into keys: inout [Key], keepingIncompleteCharacter: Bool) {
    guard !textBytes.isEmpty else { return }
    var end = textBytes.count
    if keepingIncompleteCharacter, let start = Self.incompleteCharacterStart(in: textBytes) {
      end = start
    }
    guard end > 0 else { return }
    appendText(String(decoding: textBytes[..<end], as: UTF8.self), to: &keys)
    textBytes.removeFirst(end)
  }

  /// Appends `text` without its C1 scalars, merged into a `.text` that `keys` ends with.
  func appendText(_ text: String, to keys: inout [Key]) {
    var text = text
    if text.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: text.unicodeScalars.filter { !(0x80...0x9F).contains($0.value) })
      text = String(scalars)
    }
    guard !text.isEmpty else { return }
    if case .text(let previous) = keys.last {
      keys[keys.count - 1] = .text(previous + text)
    } else {
      keys.append(.text(text))
    }
  }

  /// Where the UTF-8 character that `bytes` ends in the middle of starts, if it does: its
  /// bytes so far are a valid prefix of a longer character. Bytes that cannot become valid
  /// are left to the lossy decoder.
  static func incompleteCharacterStart(in bytes: [UInt8]) -> Int? {
    var index = bytes.count - 1
    while index >= 0 && bytes.count - index <= 3 {
      let byte = bytes[index]
      if byte & 0xC0 == 0x80 {
        index -= 1
        continue
      }
      let length: Int
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return nil
      }
      let received = bytes.count - index
      guard received < length else { return nil }
      if received >= 2 {
        let second = bytes[index + 1]
        let allowed: ClosedRange<UInt8>
        switch byte {
        case 0xE0: allowed = 0xA0...0xBF
        case 0xED: allowed = 0x80...0x9F
        case 0xF0: allowed = 0x90...0xBF
        case 0xF4: allowed = 0x80...0x8F
        default: allowed = 0x80...0xBF
        }
        guard allowed.contains(second) else { return nil }
      }
      return index
    }
    return nil
  }
}
