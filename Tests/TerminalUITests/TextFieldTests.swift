import Testing

@testable import TerminalUI

@MainActor
struct TextFieldTests {
  /// A field with its edit events recorded as the text after each edit.
  private func makeField(_ text: String = "") -> (TextField, () -> [String]) {
    let field = TextField(text: text)
    final class Box { var edits: [String] = [] }
    let box = Box()
    field.addAction(for: .editingChanged) { box.edits.append($0.text) }
    return (field, { box.edits })
  }

  @Test func typingInsertsAtTheCursorAndFiresOneEditPerKey() {
    let (field, edits) = makeField("13")
    _ = field.handle(.left)
    _ = field.handle(.text("2"))
    #expect(field.text == "123")
    #expect(field.cursor == 2)
    #expect(edits() == ["123"])
  }

  /// Each edit reports its UTF-8 range in the text before it, what it removed and what it
  /// inserted; made on the text before, the edit gives the text after, and its inverse takes
  /// it back. Setting the text from code reports none.
  @Test func eachEditReportsItsRangeAndTexts() {
    let field = TextField(text: "é1,2")
    var reported: [TextField.Edit] = []
    var texts = [field.text]
    field.addAction(for: .editingChanged) { field in
      reported.append(field.lastEdit!)
      texts.append(field.text)
    }
    _ = field.handle(.text("3"))
    _ = field.handle(.home)
    _ = field.handle(.delete)
    _ = field.handle(.end)
    _ = field.handle(.backspace)
    _ = field.handle(.paste("4\r5"))
    _ = field.handle(.control("u"))
    #expect(
      reported == [
        TextField.Edit(range: 5..<5, removed: "", replacement: "3"),
        TextField.Edit(range: 0..<2, removed: "é", replacement: ""),
        TextField.Edit(range: 3..<4, removed: "3", replacement: ""),
        TextField.Edit(range: 3..<3, removed: "", replacement: "4\n5"),
        TextField.Edit(range: 0..<6, removed: "1,24\n5", replacement: ""),
      ])
    for (edit, (before, after)) in zip(reported, zip(texts, texts.dropFirst())) {
      #expect(edit.applied(to: before) == after)
      #expect(edit.inverse.applied(to: after) == before)
    }
    field.text = "9"
    #expect(field.lastEdit == nil)
  }

  @Test func backspaceAndDeleteRemoveAroundTheCursor() {
    let (field, edits) = makeField("abcd")
    _ = field.handle(.home)
    _ = field.handle(.right)
    _ = field.handle(.backspace)
    _ = field.handle(.delete)
    #expect(field.text == "cd")
    #expect(field.cursor == 0)
    #expect(edits() == ["bcd", "cd"])
  }

  @Test func backspaceAtStartAndDeleteAtEndChangeNothingAndFireNothing() {
    let (field, edits) = makeField("ab")
    #expect(field.handle(.delete))
    _ = field.handle(.home)
    #expect(field.handle(.backspace))
    #expect(field.text == "ab")
    #expect(edits().isEmpty)
  }

  /// A search field over a list: the keys that move a selection move the list's; Delete and
  /// the cursor's keys are the screen's; typing, pasting, Backspace and Ctrl-U edit the text.
  @Test func aFieldOverAListMovesTheListsSelectionAndEditsOnlyItsText() {
    let (field, edits) = makeField("12")
    let list = ListView(style: .selection, rows: (1...10).map { "row \($0)" })
    list.frame = Rect(x: 0, y: 0, width: 10, height: 3)
    field.navigationList = list
    var moves: [Int] = []
    for key in [Key.down, .down, .pageDown, .up, .end, .pageUp, .home] {
      #expect(field.handle(key))
      moves.append(list.selectedIndex)
    }
    #expect(moves == [1, 2, 5, 4, 9, 6, 0])
    // The focus stays: Tab and Shift-Tab are used up, doing nothing.
    #expect(field.handle(.tab))
    #expect(field.handle(.backTab))
    for key in [Key.delete, .left, .right, .control("a"), .control("e"), .enter, .escape] {
      #expect(!field.handle(key), "\(key)")
    }
    #expect(field.text == "12")
    #expect(field.cursor == 2)
    #expect(field.handle(.text("3")))
    #expect(field.handle(.paste("4")))
    #expect(field.handle(.backspace))
    #expect(field.handle(.control("u")))
    #expect(edits() == ["123", "1234", "123", ""])
    #expect(list.selectedIndex == 0)
  }

  @Test func homeEndAndTheirControlKeysMoveTheCursorWithoutEditing() {
    let (field, edits) = makeField("hello")
    _ = field.handle(.control("a"))
    #expect(field.cursor == 0)
    _ = field.handle(.control("e"))
    #expect(field.cursor == 5)
    _ = field.handle(.home)
    _ = field.handle(.left)
    #expect(field.cursor == 0)
    _ = field.handle(.end)
    _ = field.handle(.right)
    #expect(field.cursor == 5)
    #expect(edits().isEmpty)
  }

  @Test func controlUClearsTheField() {
    let (field, edits) = makeField("1,2,3")
    _ = field.handle(.control("u"))
    #expect(field.text == "")
    #expect(field.cursor == 0)
    _ = field.handle(.control("u"))
    #expect(edits() == [""])
  }

  @Test func keysAFieldDoesNotEditAreNotConsumed() {
    let (field, _) = makeField()
    for key: Key in [.enter, .tab, .backTab, .up, .down, .escape, .control("p"), .pageUp] {
      #expect(!field.handle(key), "\(key)")
    }
  }

  @Test func settingTextFromCodeMovesTheCursorToTheEndAndFiresNoEdit() {
    let (field, edits) = makeField("abc")
    _ = field.handle(.home)
    field.text = ";"
    #expect(field.cursor == 1)
    #expect(edits().isEmpty)
  }

  @Test func cursorCountsGraphemeClustersAndCombiningMarksMerge() {
    let (field, _) = makeField("👨‍👩‍👧e")
    #expect(field.cursor == 2)
    _ = field.handle(.text("\u{301}"))
    #expect(field.text == "👨‍👩‍👧é")
    #expect(field.cursor == 2)
    _ = field.handle(.backspace)
    #expect(field.text == "👨‍👩‍👧")
  }

  @Test func aOneMebibytePasteIsOneEdit() {
    let (field, edits) = makeField("x")
    let pasted = String(repeating: "1234567,", count: 131_072)
    _ = field.handle(.paste(pasted))
    #expect(edits().count == 1)
    #expect(field.text.utf8.count == 1_048_577)
    #expect(field.cursor == field.text.count)
  }

  @Test func focusedFieldShowsTheMarkerAndUnfocusedFieldDoesNot() {
    let (field, _) = makeField("1,2")
    #expect(renderedLines(of: field, size: Size(width: 10, height: 1)) == ["  1,2"])
    field.isFocused = true
    #expect(renderedLines(of: field, size: Size(width: 10, height: 1)) == ["▸ 1,2"])
    #expect(field.cursorPosition == Point(x: 5, y: 0))
  }

  @Test func longTextScrollsHorizontallyToKeepTheCursorVisible() {
    let (field, _) = makeField("0123456789abcdef")
    let size = Size(width: 8, height: 1)  // 2 columns of gutter, 6 of text
    #expect(renderedLines(of: field, size: size) == ["  bcdef"])
    #expect(field.cursorPosition == Point(x: 7, y: 0))
    _ = field.handle(.home)
    #expect(renderedLines(of: field, size: size) == ["  012345"])
    #expect(field.cursorPosition == Point(x: 2, y: 0))
    for _ in 0..<7 { _ = field.handle(.right) }
    #expect(renderedLines(of: field, size: size) == ["  234567"])
    #expect(field.cursorPosition == Point(x: 7, y: 0))
    _ = field.handle(.left)
    #expect(renderedLines(of: field, size: size) == ["  234567"])
  }

  /// Found by resizing under tmux (issue 9): the field stayed scrolled after it widened.
  @Test func aWidenedFieldShowsTheTextThatWasScrolledOff() {
    let (field, _) = makeField("0123456789abcdef")
    #expect(renderedLines(of: field, size: Size(width: 8, height: 1)) == ["  bcdef"])
    #expect(renderedLines(of: field, size: Size(width: 12, height: 1)) == ["  789abcdef"])
    #expect(field.cursorPosition == Point(x: 11, y: 0))
    #expect(renderedLines(of: field, size: Size(width: 30, height: 1)) == ["  0123456789abcdef"])
    #expect(field.scrollOffset == 0)
  }

  @Test func deletingAtTheEndPullsTheHiddenTextBackIntoView() {
    let (field, _) = makeField("0123456789abcdef")
    let size = Size(width: 8, height: 1)
    #expect(renderedLines(of: field, size: size) == ["  bcdef"])
    for _ in 0..<3 { _ = field.handle(.backspace) }
    #expect(renderedLines(of: field, size: size) == ["  89abc"])
    #expect(field.cursorPosition == Point(x: 7, y: 0))
  }

  @Test func wideCharactersScrollWholeAndAreNeverSplit() {
    let (field, _) = makeField("漢字かな")
    let lines = renderedLines(of: field, size: Size(width: 7, height: 1))
    #expect(lines == ["  かな"])
    #expect(field.cursorPosition == Point(x: 6, y: 0))
  }

  @Test func aPasteKeepsItsLineBreaksAsLineFeeds() {
    let (field, edits) = makeField("0")
    _ = field.handle(.paste("1\n2\r\n3\r4\r\r\n5"))
    #expect(field.text == "01\n2\n3\n4\n\n5")
    #expect(edits() == ["01\n2\n3\n4\n\n5"])
    #expect(field.cursor == 11)
    _ = field.handle(.paste("é\r\n中\r"))  // not ASCII: the same
    #expect(field.text == "01\n2\n3\n4\n\n5é\n中\n")
    #expect(field.cursor == 15)
  }

  @Test func otherControlsInAPasteAreKeptAsBefore() {
    let (field, _) = makeField()
    _ = field.handle(.paste("1\t2\u{7}\u{0}\u{85}3"))
    #expect(field.text == "1\t2\u{7}\u{0}\u{85}3")
  }

  @Test func eachLineFeedIsShownAsOneReturnSymbolAndTheCursorFollows() {
    let (field, _) = makeField()
    field.isFocused = true
    _ = field.handle(.paste("1\r\n2\n"))
    #expect(renderedLines(of: field, size: Size(width: 10, height: 1)) == ["▸ 1⏎2⏎"])
    #expect(field.cursorPosition == Point(x: 6, y: 0))
    _ = field.handle(.left)
    _ = field.handle(.left)
    #expect(field.cursorPosition == Point(x: 4, y: 0))
  }

  @Test func invisibleCharactersTakeACellAndTheCursorDoesNotDrift() {
    let (field, _) = makeField()
    field.isFocused = true
    _ = field.handle(.paste("\u{301}a\u{200B}b\u{FEFF}\u{202E}c"))
    #expect(
      renderedLines(of: field, size: Size(width: 12, height: 1)) == [
        "▸ \u{25CC}\u{301}a\u{FFFD}b\u{FFFD}\u{FFFD}c"
      ])
    #expect(field.cursorPosition == Point(x: 9, y: 0))
    // Scrolled: each placeholder still counts one column.
    #expect(
      renderedLines(of: field, size: Size(width: 6, height: 1)) == ["▸ \u{FFFD}\u{FFFD}c"])
    #expect(field.cursorPosition == Point(x: 5, y: 0))
  }

  @Test func controlCharactersInTheTextAreDrawnAsPlaceholders() {
    let (field, _) = makeField()
    _ = field.handle(.paste("\u{1B}]0;owned\u{07}"))
    #expect(renderedLines(of: field, size: Size(width: 20, height: 1)) == ["  ␛]0;owned�"])
  }
}
