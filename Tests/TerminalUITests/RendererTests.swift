import TerminalUI
import Testing

@Suite struct RendererTests {
  private let hide = "\u{1B}[?25l"
  private let show = "\u{1B}[?25h"
  private let clear = "\u{1B}[2J"

  private func frame(_ width: Int, _ height: Int, _ rows: [(Int, Int, String)] = []) -> CellBuffer {
    var canvas = Canvas(size: Size(width: width, height: height))
    for (x, y, text) in rows { canvas.draw(text, at: Point(x: x, y: y)) }
    return canvas.buffer
  }

  private let beginSync = "\u{1B}[?2026h"
  private let endSync = "\u{1B}[?2026l"

  /// A frame's bytes without the synchronized-output brackets, which every frame must have.
  private func text(
    _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard !text.isEmpty else { return text }
    #expect(text.hasPrefix(beginSync), sourceLocation: sourceLocation)
    #expect(text.hasSuffix(endSync), sourceLocation: sourceLocation)
    return String(text.dropFirst(beginSync.count).dropLast(endSync.count))
  }

  @Test func everyFrameIsBracketedBySynchronizedOutputMode() {
    var renderer = FrameRenderer()
    let first = String(
      decoding: renderer.render(frame(4, 1, [(0, 0, "a")]), cursor: nil), as: UTF8.self)
    #expect(first == beginSync + hide + clear + "\u{1B}[1;1Ha" + endSync)
    let second = String(
      decoding: renderer.render(frame(4, 1, [(0, 0, "b")]), cursor: .zero), as: UTF8.self)
    #expect(second == beginSync + hide + "\u{1B}[1;1Hb\u{1B}[1;1H" + show + endSync)
    #expect(
      renderer.render(frame(4, 1, [(0, 0, "b")]), cursor: .zero) == [], "no frame, no brackets")
  }

  @Test func theFirstFrameIsAFullRedrawOfTheNonBlankCells() {
    var renderer = FrameRenderer()
    let bytes = renderer.render(frame(20, 3, [(1, 0, "hi"), (0, 2, "x")]), cursor: nil)
    #expect(text(bytes) == hide + clear + "\u{1B}[1;2Hhi\u{1B}[3;1Hx")
  }

  @Test func aFullRedrawFillsShortGapsWithSpacesInsteadOfMoves() {
    var renderer = FrameRenderer()
    let bytes = renderer.render(
      frame(30, 1, [(0, 0, "a"), (3, 0, "b"), (20, 0, "c")]), cursor: nil)
    #expect(text(bytes) == hide + clear + "\u{1B}[1;1Ha  b\u{1B}[1;21Hc")
  }

  @Test func anIdenticalFrameWritesNothing() {
    var renderer = FrameRenderer()
    let first = frame(10, 2, [(0, 0, "same")])
    _ = renderer.render(first, cursor: Point(x: 4, y: 0))
    #expect(renderer.render(first, cursor: Point(x: 4, y: 0)) == [])
    #expect(renderer.render(frame(10, 2, [(0, 0, "same")]), cursor: Point(x: 4, y: 0)) == [])
  }

  @Test func aMovedCursorAloneWritesOnlyTheCursor() {
    var renderer = FrameRenderer()
    let first = frame(10, 2, [(0, 0, "same")])
    _ = renderer.render(first, cursor: Point(x: 4, y: 0))
    #expect(text(renderer.render(first, cursor: Point(x: 2, y: 1))) == hide + "\u{1B}[2;3H" + show)
    #expect(text(renderer.render(first, cursor: nil)) == hide)
    #expect(renderer.render(first, cursor: nil) == [])
  }

  @Test func changingOneCellWritesOnlyThatCell() {
    var renderer = FrameRenderer()
    _ = renderer.render(frame(10, 4, [(0, 2, "abcdef")]), cursor: nil)
    let bytes = renderer.render(frame(10, 4, [(0, 2, "abXdef")]), cursor: nil)
    #expect(text(bytes) == hide + "\u{1B}[3;3HX")
    #expect(bytes.count == 8 + 6 + 6 + 1 + 8)
    let withCursor = renderer.render(frame(10, 4, [(0, 2, "abYdef")]), cursor: .zero)
    #expect(text(withCursor) == hide + "\u{1B}[3;3HY" + "\u{1B}[1;1H" + show)
    #expect(withCursor.count == 8 + 6 + 6 + 1 + 6 + 6 + 8)
  }

  /// Unchanged ASCII cells between two changed ones are written through when that takes fewer
  /// bytes than the cursor move over them (`ESC[1;7H` is six).
  @Test func eachRunOfChangedCellsGetsOneCursorMoveAndShortGapsAreWrittenThrough() {
    var renderer = FrameRenderer()
    _ = renderer.render(frame(12, 2, [(0, 0, "aaaaaaaaaa"), (0, 1, "bbbb")]), cursor: nil)
    let bytes = renderer.render(
      frame(12, 2, [(0, 0, "aXXaaaYaaa"), (0, 1, "bbbZ")]), cursor: nil)
    #expect(text(bytes) == hide + "\u{1B}[1;2HXXaaaY\u{1B}[2;4HZ")
    var other = FrameRenderer()
    _ = other.render(frame(12, 1, [(0, 0, "aaaaaaaaaa")]), cursor: nil)
    let farther = other.render(frame(12, 1, [(0, 0, "aXaaaaaaXa")]), cursor: nil)
    #expect(text(farther) == hide + "\u{1B}[1;2HX\u{1B}[1;9HX")
  }

  @Test func aWideGlyphReplacedByTwoNarrowOnes() {
    var renderer = FrameRenderer()
    _ = renderer.render(frame(6, 1, [(2, 0, "中")]), cursor: nil)
    #expect(
      text(renderer.render(frame(6, 1, [(2, 0, "ab")]), cursor: nil)) == hide + "\u{1B}[1;3Hab")
    #expect(text(renderer.render(frame(6, 1, [(2, 0, "中")]), cursor: nil)) == hide + "\u{1B}[1;3H中")
    #expect(text(renderer.render(frame(6, 1, [(2, 0, "文")]), cursor: nil)) == hide + "\u{1B}[1;3H文")
  }

  @Test func aChangedContinuationCellResendsTheWholeGlyph() {
    var renderer = FrameRenderer()
    _ = renderer.render(frame(6, 1, [(0, 0, "ab中")]), cursor: nil)
    // The wide glyph moves one column left: its new continuation is where its head was.
    #expect(
      text(renderer.render(frame(6, 1, [(0, 0, "a中")]), cursor: nil)) == hide + "\u{1B}[1;2H中 ")
  }

  @Test func aFrameOfAnotherSizeIsAFullRedraw() {
    var renderer = FrameRenderer()
    _ = renderer.render(frame(10, 2, [(0, 0, "hello")]), cursor: nil)
    let bytes = renderer.render(frame(11, 2, [(0, 0, "hello")]), cursor: nil)
    #expect(text(bytes) == hide + clear + "\u{1B}[1;1Hhello")
  }

  @Test func invalidateForcesAFullRedraw() {
    var renderer = FrameRenderer()
    let same = frame(10, 2, [(0, 1, "hello")])
    _ = renderer.render(same, cursor: Point(x: 1, y: 1))
    renderer.invalidate()
    #expect(
      text(renderer.render(same, cursor: Point(x: 1, y: 1)))
        == hide + clear + "\u{1B}[2;1Hhello\u{1B}[2;2H" + show)
    #expect(renderer.render(same, cursor: Point(x: 1, y: 1)) == [])
  }

  @Test func blankingTheRestOfARowUsesEraseLine() {
    var renderer = FrameRenderer()
    _ = renderer.render(frame(20, 2, [(0, 1, "hello world")]), cursor: nil)
    #expect(
      text(renderer.render(frame(20, 2, [(0, 1, "help")]), cursor: nil)) == hide
        + "\u{1B}[2;4Hp\u{1B}[K")
    // Three blanks or fewer are cheaper as spaces.
    #expect(
      text(renderer.render(frame(20, 2, [(0, 1, "h")]), cursor: nil)) == hide + "\u{1B}[2;2H   ")
  }

  @Test func theCursorIsClampedToTheFrame() {
    var renderer = FrameRenderer()
    let bytes = renderer.render(frame(4, 3), cursor: Point(x: 9, y: -2))
    #expect(text(bytes) == hide + clear + "\u{1B}[1;4H" + show)
  }

  @Test func separatelyDrawnGlyphsThatWouldJoinAreSeparatedByAMove() {
    var renderer = FrameRenderer()
    // Two lone regional indicators would otherwise arrive as one flag.
    let bytes = renderer.render(frame(6, 1, [(0, 0, "🇺"), (2, 0, "🇸")]), cursor: nil)
    #expect(text(bytes) == hide + clear + "\u{1B}[1;1H🇺\u{1B}[1;3H🇸")
  }

  @Test func anEmptyFrameStillClearsTheScreen() {
    var renderer = FrameRenderer()
    #expect(text(renderer.render(frame(0, 0), cursor: nil)) == hide + clear)
    #expect(renderer.render(frame(0, 0), cursor: nil) == [])
  }
}

/// The audit that tests and the fuzzer apply to every frame written.
@Suite struct RendererAuditTests {
  @Test func everythingTheRendererWritesPassesTheAudit() {
    var renderer = FrameRenderer()
    var canvas = Canvas(size: Size(width: 12, height: 2))
    canvas.draw("漢字 ok\u{1B}[2J", at: .zero)
    let first = renderer.render(canvas.buffer, cursor: Point(x: 3, y: 1))
    canvas.draw("    ", at: Point(x: 0, y: 0))
    let second = renderer.render(canvas.buffer, cursor: nil)
    #expect(FrameRenderer.writesOnlyItsOwnSequences(first))
    #expect(FrameRenderer.writesOnlyItsOwnSequences(second))
  }

  @Test(arguments: [
    "\u{1B}]0;owned\u{7}", "\u{1B}[6n", "\u{1B}[31m", "\u{1B}[1;H", "\u{1B}[?1049l", "\u{1B}",
    "a\u{7}", "\r\n", "\u{7F}", "\u{9B}31m", "\u{85}",
  ])
  func anythingElseFailsTheAudit(text: String) {
    #expect(!FrameRenderer.writesOnlyItsOwnSequences(Array(("ok" + text).utf8)))
  }

  @Test func invalidUTF8FailsTheAudit() {
    #expect(!FrameRenderer.writesOnlyItsOwnSequences([0x61, 0xFF]))
    #expect(!FrameRenderer.writesOnlyItsOwnSequences([0xC2]))
  }
}
