import Testing

@testable import TerminalUI

@MainActor
struct ListViewTests {
  private let rows = (1...10).map { "row \($0)" }

  @Test func selectionStyleMarksTheSelectedRowAndArrowsMoveIt() {
    let list = ListView(style: .selection, rows: ["a", "b", "c"])
    list.indent = 2
    #expect(
      renderedLines(of: list, size: Size(width: 10, height: 3)) == ["  ▸ a", "    b", "    c"])
    #expect(list.handle(.down))
    #expect(list.handle(.down))
    #expect(list.handle(.down))
    #expect(list.selectedIndex == 2)
    #expect(list.handle(.up))
    #expect(
      renderedLines(of: list, size: Size(width: 10, height: 3)) == ["    a", "  ▸ b", "    c"])
  }

  @Test func selectionScrollsToStayVisible() {
    let list = ListView(style: .selection, rows: rows)
    _ = renderedLines(of: list, size: Size(width: 10, height: 3))
    _ = list.handle(.end)
    #expect(list.selectedIndex == 9)
    #expect(
      renderedLines(of: list, size: Size(width: 10, height: 3)) == [
        "  row 8", "  row 9", "▸ row 10",
      ])
    _ = list.handle(.pageUp)
    #expect(list.selectedIndex == 6)
    #expect(list.scrollOffset == 6)
    _ = list.handle(.home)
    #expect(list.selectedIndex == 0)
    #expect(list.scrollOffset == 0)
  }

  @Test func scrollStyleScrollsRowsAndStopsAtBothEnds() {
    let list = ListView(style: .scroll, rows: rows)
    let size = Size(width: 10, height: 4)
    #expect(renderedLines(of: list, size: size) == ["row 1", "row 2", "row 3", "row 4"])
    _ = list.handle(.up)
    #expect(list.scrollOffset == 0)
    _ = list.handle(.down)
    #expect(renderedLines(of: list, size: size).first == "row 2")
    _ = list.handle(.pageDown)
    #expect(list.scrollOffset == 5)
    _ = list.handle(.pageDown)
    #expect(list.scrollOffset == 6)
    #expect(renderedLines(of: list, size: size).last == "row 10")
    _ = list.handle(.home)
    #expect(list.scrollOffset == 0)
    _ = list.handle(.end)
    #expect(list.scrollOffset == 6)
  }

  @Test func rowsThatFitDoNotScroll() {
    let list = ListView(style: .scroll, rows: ["a", "b"])
    _ = renderedLines(of: list, size: Size(width: 5, height: 5))
    _ = list.handle(.pageDown)
    #expect(list.scrollOffset == 0)
  }

  @Test func otherKeysAreNotConsumed() {
    let list = ListView(style: .selection, rows: ["a"])
    for key: Key in [.enter, .escape, .left, .text("x"), .tab] {
      #expect(!list.handle(key))
    }
  }
}
