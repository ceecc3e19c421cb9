import CalculatorModel
import TerminalUI
import TestSupport
import Testing

private let esc = "\u{1B}"

/// SPEC: Keys on every variant: escape strings are swallowed, Alt keys are ignored, Ctrl-Z
/// means nothing headless, and the screen a byte stream leads to does not depend on how reads
/// split it.
@MainActor
struct KeyRulesTests {

  /// Alt keys as terminals send them: ESC, then the key.
  nonisolated static let altKeys = [
    "\(esc)x", "\(esc)1", "\(esc),", "\(esc)é", "\(esc)\u{7F}", "\(esc)\r", "\(esc)\t",
    "\(esc)\u{10}", "\(esc)\u{3}", "\(esc)\u{1A}", "\(esc)\(esc)", "\(esc)\(esc)[A",
    "\(esc)\(esc)[D", "\(esc)[", "\(esc)O",
  ]

  /// Escape strings of every kind and terminator, typed (not pasted).
  nonisolated static let escapeStrings = [
    "\(esc)]0;owned\u{7}", "\(esc)]52;c;MTIz\(esc)\\", "\(esc)P1$r\(esc)\\", "\(esc)_9\u{7}",
    "\(esc)^9\(esc)\\", "\(esc)X9\u{7}", "\u{9D}0;owned\u{9C}", "\u{90}9\u{7}", "\u{9F}9\u{9C}",
    "\u{9E}9\(esc)\\", "\u{98}9\u{7}", "\(esc)]0;cancelled\u{18}", "\(esc)P9\u{1A}",
  ]

  /// The screens a person reaches: the calculator, the breakdown, the presets.
  nonisolated static let screens = ["calculator", "breakdown", "presets"]

  private func open(_ name: String, in session: Session) {
    switch name {
    case "breakdown": session.press(Keys.enter)
    case "presets": session.press(Keys.controlP)
    default: break
    }
  }

  @Test(arguments: Variant.all, screens)
  func altKeysNeverQuitGoBackNorInsertText(variant: Variant, screenName: String) {
    let session = Session(variant, numbers: "1,2")
    open(screenName, in: session)
    let before = session.screen
    for key in Self.altKeys {
      session.press(key)
      #expect(session.screen == before, "\(key.debugDescription) on the \(screenName)")
      #expect(!session.app.window.isClosed, "\(key.debugDescription) on the \(screenName)")
    }
    session.press(Keys.escape)
    #expect(session.app.window.isClosed == (screenName == "calculator"))
    #expect(session.sum == 3)
  }

  @Test(arguments: Variant.all, screens)
  func typedEscapeStringsAreSwallowedWhole(variant: Variant, screenName: String) {
    let session = Session(variant, numbers: "1,2")
    open(screenName, in: session)
    let before = session.screen
    for string in Self.escapeStrings {
      session.press(string)
      #expect(session.screen == before, "\(string.debugDescription) on the \(screenName)")
      // Byte by byte with a pause after each, but ESC with the byte after it, as a terminal
      // sends them: no timeout ends a string.
      var bytes = Array(string.utf8)[...]
      while let byte = bytes.popFirst() {
        let read = byte == 0x1B ? [byte, bytes.popFirst()!] : [byte]
        session.terminal.send(read)
        if session.terminal.isWaitingForEscapeSequence { session.terminal.escapeTimeout() }
      }
      #expect(session.screen == before, "\(string.debugDescription) byte by byte")
    }
    #expect(session.terminal.screen.rawControlCount == 0)
    #expect(!session.app.window.isClosed)
  }

  @Test(arguments: Variant.all)
  func escapeGetsAPersonOutOfARunawayString(variant: Variant) {
    let session = Session(variant)
    session.press("1,", "\(esc)]0;never terminated", "2", Keys.controlC, Keys.enter)
    #expect(session.screen.contains("Numbers     ▸ 1,\n"))
    #expect(!session.app.window.isClosed)
    session.press(Keys.escape)  // ends the string and, a lone ESC, is the Esc key: quits
    #expect(session.app.window.isClosed)
    #expect(session.sum == 1)
  }

  @Test(arguments: Variant.all)
  func controlZMeansNothingHeadless(variant: Variant) {
    let session = Session(variant)
    session.press("4", "\u{1A}", "2")
    #expect(session.screen.contains("Numbers     ▸ 42\n"))
    #expect(!session.app.window.isClosed)
  }

  // MARK: - Split independence

  /// Typing, escape strings, Alt keys, a paste, arrows, a preset chosen and the breakdown
  /// scrolled. No Esc but at the very end: with no timeout between reads (headless), ESC
  /// followed by anything is an Alt key.
  nonisolated static let richStream: String = {
    let numbers = (4...40).map { ",\($0)" }.joined()
    return "1,2\(esc)]0;title\u{7}x\(esc)P1$r\(esc)\\,3\(esc)x\(esc)\u{7F}\(esc)\r\(esc)\(esc)[A"
      + Keys.paste(numbers + ",\(esc)]0;p\u{7}") + "\u{9F}apc\u{9C}日本😀" + Keys.left + Keys.left
      + Keys.backspace + Keys.home + "0" + Keys.end + Keys.right + Keys.tab + Keys.shiftTab
      + Keys.controlP + Keys.down + Keys.down + Keys.up + Keys.up + Keys.enter + "\(esc)]2;t"
      + "\u{3}\u{18}" + Keys.up + Keys.down + Keys.enter + Keys.pageDown + Keys.down
      + Keys.pageDown + Keys.pageUp + Keys.down + Keys.down + "\(esc)\u{1A}" + Keys.pageDown
      + "\(esc)x"
  }()

  nonisolated static let endings = ["on the breakdown", "then Esc"]

  @Test(arguments: Variant.all, endings)
  func theScreenDoesNotDependOnHowReadsSplitTheInput(variant: Variant, ending: String) {
    let bytes = Array((Self.richStream + (ending == "then Esc" ? Keys.escape : "")).utf8)
    func finalScreen(_ chunks: [ArraySlice<UInt8>]) -> (screen: String, sum: Int128) {
      let session = Session(variant)
      for chunk in chunks { session.terminal.send(chunk) }
      session.endOfInput()
      return (session.screen, session.sum)
    }
    let whole = finalScreen([bytes[...]])
    // Not a trivial screen: the stream went through every screen and scrolled the breakdown.
    if ending == "then Esc" {
      #expect(whole.screen.hasPrefix("Calculator\n"))
    } else {
      #expect(whole.screen.hasPrefix("Breakdown\n"))
      #expect(!whole.screen.contains("  1  01 "), "scrolled")
    }
    // 01 + 3 + 4 + … + 40; "2x" and the pasted escape string are ignored.
    #expect(whole.sum == Int128(1 + 3 + (4...40).reduce(0, +)))

    let byteByByte = finalScreen(bytes.indices.map { bytes[$0...$0] })
    #expect(byteByByte.screen == whole.screen, "byte by byte")
    #expect(byteByByte.sum == whole.sum)
    var generator = SplitMix64(seed: 0x5_1175_2026)
    for attempt in 0..<20 {
      var chunks: [ArraySlice<UInt8>] = []
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + Int.random(in: 1...24, using: &generator))
        chunks.append(bytes[start..<end])
        start = end
      }
      let split = finalScreen(chunks)
      #expect(
        split.screen == whole.screen,
        "random split \(attempt) at \(chunks.map(\.startIndex).dropFirst()):\n\(split.screen)")
    }
  }
}
