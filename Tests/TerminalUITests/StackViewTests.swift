import Testing

@testable import TerminalUI

@MainActor
struct StackViewTests {
  @Test func verticalStackGivesFixedHeightsAndSharesTheRest() {
    let title = Label("Title")
    let list = ListView(style: .scroll, rows: ["a", "b", "c", "d", "e"])
    let footer = Label("Footer")
    let stack = StackView(axis: .vertical, arrangedSubviews: [title, list, footer])
    let lines = renderedLines(of: stack, size: Size(width: 10, height: 5))
    #expect(lines == ["Title", "a", "b", "c", "Footer"])
    #expect(list.frame == Rect(x: 0, y: 1, width: 10, height: 3))
  }

  @Test func horizontalStackPlacesColumns() {
    let name = Label("Sum")
    name.preferredWidth = 6
    let value = Label("42")
    let row = StackView(axis: .horizontal, arrangedSubviews: [name, value])
    #expect(renderedLines(of: row, size: Size(width: 12, height: 1)) == ["Sum   42"])
  }

  @Test func hiddenViewsTakeNoSpaceAndAreNotDrawn() {
    let first = Label("one")
    let second = Label("two")
    second.isHidden = true
    let stack = StackView(arrangedSubviews: [first, second, Label("three")])
    #expect(renderedLines(of: stack, size: Size(width: 8, height: 3)) == ["one", "three", ""])
  }

  @Test func contentBeyondTheStackIsClipped() {
    let wide = Label("abcdefgh")
    wide.lineBreakMode = .byClipping  // the stack's clipping, not the label's own truncation
    let stack = StackView(arrangedSubviews: [wide, Label("2"), Label("3")])
    #expect(renderedLines(of: stack, size: Size(width: 4, height: 2)) == ["abcd", "2"])
  }
}
