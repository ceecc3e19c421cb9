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
