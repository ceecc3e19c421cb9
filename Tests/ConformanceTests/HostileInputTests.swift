import CalculatorModel
import TerminalUI
import Testing

/// What a user types or pastes never reaches the terminal raw, on any screen of any variant
/// (SPEC: Safety), and huge pastes are one edit (SPEC: Keys): asserted on the bytes written.
@MainActor
struct HostileInputTests {
  /// Terminal attacks and garbage: an OSC title change, clear screen, a cursor position report
  /// request, C1 controls (as UTF-8 and as raw bytes) and invalid UTF-8.
  nonisolated static let payloads: [(name: String, bytes: [UInt8])] = [
    ("OSC title", Array("\u{1B}]0;owned\u{7}".utf8)),
    ("clear screen", Array("\u{1B}[2J".utf8)),
    ("cursor report", Array("\u{1B}[6n".utf8)),
    ("C1 as UTF-8", Array("\u{9B}31m\u{9D}0;x\u{9C}\u{85}".utf8)),
    ("C1 as bytes", [0x9B, 0x33, 0x31, 0x6D, 0x9D]),
    ("invalid UTF-8", [0xFF, 0xFE, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF0, 0x9F]),
  ]

  nonisolated static let deliveries = ["typed", "pasted"]

  @Test(arguments: Variant.all, deliveries)
  func hostileInputNeverReachesTheTerminalRaw(variant: Variant, delivery: String) {
    let session = Session(variant)
    func send(_ bytes: [UInt8]) {
      let paste = Array("\u{1B}[200~".utf8) + bytes + Array("\u{1B}[201~".utf8)
      session.terminal.send(delivery == "pasted" ? paste : bytes)
      if session.terminal.isWaitingForEscapeSequence { session.terminal.escapeTimeout() }
    }
    for payload in Self.payloads {
      send(Array("1,".utf8) + payload.bytes + Array(",2".utf8))
      session.press(Keys.enter)  // the breakdown shows each fragment's text
      session.press(Keys.escape, Keys.tab)
      send(payload.bytes)  // into Separators
      session.press(Keys.enter, Keys.escape, Keys.controlU, Keys.shiftTab, Keys.controlU)
    }
    for (index, frame) in session.terminal.writes.enumerated() {
      #expect(
        FrameRenderer.writesOnlyItsOwnSequences(frame),
        "frame \(index) of \(variant.name), \(delivery): \(String(decoding: frame, as: UTF8.self).debugDescription)"
      )
    }
    #expect(session.terminal.screen.rawControlCount == 0)
  }

  @Test(arguments: Variant.all)
  func pastedControlsAreShownAsPlaceholders(variant: Variant) {
    let session = Session(variant)
    session.press(Keys.paste("\u{1B}]0;owned\u{7}\u{1B}[2J\u{1B}[6n\u{9B}"))
    #expect(session.screen.contains("Numbers     ▸ ␛]0;owned�␛[2J␛[6n�\n"))
  }

  /// 1 MiB and 10 MiB of `1,` pasted, arriving in reads of 64 KiB as from a terminal: one edit,
  /// no frame while the paste is still arriving, then one frame with the sum.
  @Test(arguments: Variant.all, [1, 10])
  func aHugePasteIsOneEditAndOneFrame(variant: Variant, mebibytes: Int) {
    let session = Session(variant)
    let count = mebibytes << 19  // "1," is two bytes
    let bytes = Array(Keys.paste(String(repeating: "1,", count: count)).utf8)
    let framesBefore = session.terminal.writes.count
    var start = 0
    while start < bytes.count {
      let end = min(start + 65_536, bytes.count)
      session.terminal.send(bytes[start..<end])
      start = end
      if start < bytes.count {
        #expect(session.terminal.writes.count == framesBefore, "a frame before the paste ended")
      }
    }
    #expect(session.terminal.writes.count == framesBefore + 1)
    #expect(session.sum == Int128(count))
    #expect(session.screen.contains("Sum           \(count)\n"))
    #expect(session.screen.contains("\(count) numbers, 1 ignored\n"))
  }
}
