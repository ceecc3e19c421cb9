import TerminalUI
import Testing

@Suite struct VirtualScreenTests {
  private func screen(_ width: Int, _ height: Int, _ input: String) -> VirtualScreen {
    var screen = VirtualScreen(size: Size(width: width, height: height))
    screen.apply(Array(input.utf8))
    return screen
  }

  @Test func printableTextIsWrittenAtTheCursor() {
    let screen = screen(8, 2, "ab中e\u{301}")
    #expect(screen.lines == ["ab中é", ""])
    #expect(screen.cursor == Point(x: 5, y: 0))
    #expect(screen.cells[2, 0] == Cell(text: "中", width: 2))
    #expect(screen.cells[3, 0] == Cell(text: "", width: 0))
    #expect(screen.rawControlCount == 0)
    #expect(screen.isCursorVisible)
  }

  @Test func cursorMovesAreOneBasedAndClamped() {
    var screen = screen(6, 3, "\u{1B}[2;3Hx\u{1B}[Hy\u{1B}[9;9Hz")
    #expect(screen.lines == ["y", "  x", "     z"])
    screen.apply(Array("\u{1B}[0;0Hw\u{1B}[2Hv".utf8))
    #expect(screen.lines == ["w", "v x", "     z"])
  }

  @Test func clearScreenAndEraseLineBlankCells() {
    var screen = screen(6, 2, "abcdef\u{1B}[2;1Hghijkl")
    screen.apply(Array("\u{1B}[1;3H\u{1B}[K".utf8))
    #expect(screen.lines == ["ab", "ghijkl"])
    screen.apply(Array("\u{1B}[2J".utf8))
    #expect(screen.lines == ["", ""])
    #expect(screen.cursor == Point(x: 2, y: 0))
  }

  @Test func cursorVisibilityFollowsPrivateMode25AndOtherModesAreIgnored() {
    var screen = screen(4, 1, "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l")
    #expect(!screen.isCursorVisible)
    screen.apply(Array("\u{1B}[?25h\u{1B}[31m\u{1B}[?1049lok".utf8))
    #expect(screen.isCursorVisible)
    #expect(screen.lines == ["ok"])
    #expect(screen.rawControlCount == 0)
  }

  @Test func rawControlsInTextAreCounted() {
    let bell = screen(40, 1, "a\u{7}b\tc\u{7F}d\u{9B}e")
    #expect(bell.rawControlCount == 4)
    #expect(bell.lines == ["abcde"])
    // An OSC (title change) is not something the renderer writes: ESC ] and BEL both count.
    #expect(screen(40, 1, "\u{1B}]0;owned\u{7}").rawControlCount == 2)
    // Raw 8-bit C1 / malformed UTF-8 counts too.
    var raw = VirtualScreen(size: Size(width: 4, height: 1))
    raw.apply([0x9B, 0x32, 0x4A])
    #expect(raw.rawControlCount == 1)
    #expect(raw.lines == ["\u{FFFD}2J"])
  }

  @Test func carriageReturnLineFeedAndBackspaceAreNotCounted() {
    let screen = screen(6, 3, "abc\r\nde\u{8}X")
    #expect(screen.lines == ["abc", "dX", ""])
    #expect(screen.rawControlCount == 0)
  }

  @Test func writingTheLastColumnWrapsOnlyWhenMoreTextFollows() {
    var screen = screen(3, 2, "abc")
    #expect(screen.cursor == Point(x: 2, y: 0))
    screen.apply(Array("d".utf8))
    #expect(screen.lines == ["abc", "d"])
    // The wide glyph does not fit after "def": it wraps to the next line, which scrolls.
    screen.apply(Array("ef中".utf8))
    #expect(screen.lines == ["def", "中"])
  }

  @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
    let screen = screen(4, 1, "中中\u{1B}[1;2Hx")
    #expect(screen.lines == [" x中"])
  }

  @Test func utf8SplitAcrossWritesIsDecoded() {
    var screen = VirtualScreen(size: Size(width: 4, height: 1))
    let bytes = Array("中e\u{301}".utf8)
    for byte in bytes { screen.apply([byte]) }
    #expect(screen.lines == ["中é"])
    #expect(screen.rawControlCount == 0)
  }
}
