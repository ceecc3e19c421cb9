import Testing

@testable import TerminalUI

@MainActor
struct LabelTests {
  @Test func aLabelTooNarrowForItsTextEndsInAnEllipsis() {
    let label = Label("Sum: 123456789012345678901234567890")
    #expect(renderedLines(of: label, size: Size(width: 20, height: 1)) == ["Sum: 12345678901234…"])
    #expect(renderedLines(of: label, size: Size(width: 40, height: 1)) == [label.text])
    label.text = "12345"
    #expect(renderedLines(of: label, size: Size(width: 5, height: 1)) == ["12345"])
    #expect(renderedLines(of: label, size: Size(width: 4, height: 1)) == ["123…"])
    #expect(renderedLines(of: label, size: Size(width: 1, height: 1)) == ["…"])
  }

  /// The cut of a text wider in bytes than in columns is kept between frames: it follows a new
  /// text and a new width, and is the cut the canvas makes.
  @Test func aCutFollowsTheTextAndTheWidth() {
    let label = Label("a · b · c · d · e")  // 17 columns, 21 bytes
    #expect(renderedLines(of: label, size: Size(width: 18, height: 1)) == ["a · b · c · d · e"])
    #expect(renderedLines(of: label, size: Size(width: 10, height: 1)) == ["a · b · c…"])
    #expect(renderedLines(of: label, size: Size(width: 10, height: 1)) == ["a · b · c…"])
    #expect(renderedLines(of: label, size: Size(width: 6, height: 1)) == ["a · b…"])
    label.text = "x · y · z · w"
    #expect(renderedLines(of: label, size: Size(width: 6, height: 1)) == ["x · y…"])
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw(label.text, at: .zero, truncatingTailTo: 6)
    #expect(renderedLines(of: label, size: Size(width: 6, height: 1)) == canvas.buffer.lines)
  }

  @Test func clippingIsStillThereForWhoAsksForIt() {
    let label = Label("123456789")
    label.lineBreakMode = .byClipping
    #expect(renderedLines(of: label, size: Size(width: 5, height: 1)) == ["12345"])
  }

  @Test func aListRowTooWideForTheListEndsInAnEllipsis() {
    let list = ListView(style: .selection, rows: ["comma or semicolon", "pipe"])
    list.indent = 2
    #expect(
      renderedLines(of: list, size: Size(width: 12, height: 2)) == ["  ▸ comma o…", "    pipe"])
  }

  @Test func aListRowStartingWithAMarkDoesNotJoinTheMarker() {
    let list = ListView(style: .selection, rows: ["\u{301}x"])
    #expect(renderedLines(of: list, size: Size(width: 12, height: 1)) == ["▸ \u{25CC}\u{301}x"])
  }
}
