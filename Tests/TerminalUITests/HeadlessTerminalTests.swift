import Testing

@testable import TerminalUI

@MainActor
struct HeadlessTerminalTests {
  private func makeTerminal(size: Size = Size(width: 20, height: 6)) -> (
    HeadlessTerminal, TextField
  ) {
    let field = TextField()
    let controller = TestScreenController { StackView(arrangedSubviews: [Label("Title"), field]) }
    let window = Window(
      size: size, rootViewController: NavigationController(rootViewController: controller))
    return (HeadlessTerminal(window: window, recordsWrites: true), field)
  }

  @Test func bytesAreDecodedDispatchedAndRendered() {
    let (terminal, field) = makeTerminal()
    terminal.send("1,2\u{7F}3")
    #expect(field.text == "1,3")
    #expect(terminal.text == "Title\n▸ 1,3\n")
  }

  @Test func anEscapeSequenceSplitAcrossReadsIsOneKey() {
    let (terminal, field) = makeTerminal()
    terminal.send("ab")
    terminal.send([0x1B])
    terminal.send([0x5B])
    terminal.send([0x44])
    terminal.send("X")
    #expect(field.text == "aXb")
  }

  @Test func aLoneEscapeAtEndOfInputIsTheEscapeKey() {
    let (terminal, _) = makeTerminal()
    let controller = terminal.window.activeViewController as? TestScreenController
    terminal.send([0x1B])
    #expect(controller?.fired == [])
    terminal.endOfInput()
    #expect(controller?.fired == ["escape"])
    #expect(terminal.window.isClosed)
  }

  @Test func eachChunkIsOneWriteAndAnUnchangedFrameWritesNothing() {
    let (terminal, _) = makeTerminal()
    let before = terminal.writes.count
    terminal.send("1")
    #expect(terminal.writes.count == before + 1)
    terminal.send([0x1B, 0x5B, 0x32, 0x7E])  // Insert: swallowed, nothing changes
    #expect(terminal.writes.count == before + 1)
  }

  @Test func pastedControlSequencesNeverReachTheTerminalRaw() {
    let (terminal, field) = makeTerminal(size: Size(width: 80, height: 6))
    let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}[6n\u{9B}31m"
    terminal.send("\u{1B}[200~" + hostile + "\u{1B}[201~")
    #expect(field.text == hostile)
    #expect(terminal.screen.rawControlCount == 0)
    let written = terminal.writes.joined()
    #expect(!written.contains(0x07))
    let scalars = String(decoding: written, as: UTF8.self).unicodeScalars
    #expect(!scalars.contains { (0x80...0x9F).contains($0.value) })
    #expect(!String(decoding: written, as: UTF8.self).contains("]0;owned\u{07}"))
    #expect(terminal.text.contains("␛]0;owned"))
  }

  /// A field keeps the cursor visible by scrolling as little as it can, so its scroll depends
  /// on where the cursor was at each frame: keys of one read must meet the layout each would
  /// have been drawn in, or the screen would depend on how reads split the keys.
  @Test func keysInOneReadMeetTheLayoutOfTheirOwnFrames() {
    let keys =
      String(repeating: "1234567890", count: 5) + String(repeating: "\u{1B}[D", count: 21)
      + String(repeating: "\u{1B}[C", count: 5)
    let (whole, _) = makeTerminal()
    whole.send(keys)
    let (split, _) = makeTerminal()
    var rest = Array(keys.utf8)[...]
    while !rest.isEmpty {
      let length = rest.first == 0x1B ? 3 : 1
      split.send(rest.prefix(length))
      rest = rest.dropFirst(length)
    }
    #expect(split.text == "Title\n▸ 012345678901234567\n")
    #expect(whole.text == split.text)
  }

  @Test func controlZIsAKeyNoScreenUsesHeadless() {
    let (terminal, field) = makeTerminal()
    terminal.send("1\u{1A}2")
    #expect(field.text == "12")
    #expect(!terminal.window.isClosed)
  }

  /// The real terminal's driver suspends on Ctrl-Z, between the keys before and after it.
  @Test func aDriverWithASuspendActionSuspendsOnControlZBetweenTheKeysAroundIt() {
    let field = TextField()
    let controller = TestScreenController { StackView(arrangedSubviews: [field]) }
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    var frames = 0
    let driver = WindowDriver(window: window) { _ in frames += 1 }
    var textWhenSuspended: [String] = []
    driver.suspend = { textWhenSuspended.append(field.text) }
    driver.receive(Array("1\u{1A}2\u{1B}\u{1A}3\u{1A}".utf8))
    #expect(textWhenSuspended == ["1", "123"])  // ESC Ctrl-Z is Alt-Ctrl-Z: not a suspend
    #expect(field.text == "123")
    #expect(frames == 1)
  }

  @Test func resizingRedrawsAtTheNewSizeAndBack() {
    let (terminal, _) = makeTerminal(size: Size(width: 30, height: 8))
    terminal.send("12345")
    terminal.resize(to: Size(width: 1, height: 1))
    #expect(terminal.text == "t\n")
    terminal.resize(to: Size(width: 20, height: 6))
    #expect(terminal.text == "Title\n▸ 12345\n")
  }
}
