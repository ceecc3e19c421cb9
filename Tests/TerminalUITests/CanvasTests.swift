import TerminalUI
import Testing

@Suite struct CanvasTests {
  private func canvas(_ width: Int, _ height: Int) -> Canvas {
    Canvas(size: Size(width: width, height: height))
  }

  /// `intersects` answers what `intersection` would, for every pair of small rectangles
  /// (empty ones, touching edges, one inside the other, negative origins included).
  @Test func intersectsIsWhetherTheIntersectionHasACell() {
    let spans = [(-1, 0), (-1, 2), (0, 1), (0, 3), (1, 0), (1, 1), (2, 2), (3, 1)]
    let rects = spans.flatMap { x in
      spans.map { y in Rect(x: x.0, y: y.0, width: x.1, height: y.1) }
    }
    for first in rects {
      for second in rects {
        #expect(
          first.intersects(second) == !first.intersection(second).isEmpty, "\(first) \(second)")
      }
    }
  }

  @Test func drawingPlacesOneGraphemePerCellAndReturnsTheWidth() {
    var canvas = canvas(10, 2)
    #expect(canvas.size == Size(width: 10, height: 2))
    #expect(canvas.draw("ab中e\u{301}", at: Point(x: 1, y: 1)) == 5)
    #expect(canvas.buffer.lines == ["", " ab中é"])
    #expect(canvas.buffer[3, 1] == Cell(text: "中", width: 2))
    #expect(canvas.buffer[4, 1] == Cell(text: "", width: 0))
    #expect(canvas.buffer[5, 1] == Cell(text: "e\u{301}", width: 1))
  }

  @Test func drawnTextIsSanitised() {
    var canvas = canvas(20, 3)
    canvas.draw("\u{1B}]0;owned\u{7}", at: .zero)
    canvas.draw("\u{1B}[2J", at: Point(x: 0, y: 1))
    canvas.draw("\u{9B}2J\u{7F}", at: Point(x: 0, y: 2))
    #expect(canvas.buffer.lines == ["␛]0;owned\u{FFFD}", "␛[2J", "\u{FFFD}2J\u{FFFD}"])
  }

  @Test func textIsClippedAtTheBufferEdges() {
    var canvas = canvas(5, 2)
    #expect(canvas.draw("hello", at: Point(x: 3, y: 0)) == 5)
    #expect(canvas.draw("hello", at: Point(x: -2, y: 1)) == 5)
    #expect(canvas.draw("nowhere", at: Point(x: 0, y: 2)) == 7)
    #expect(canvas.draw("nowhere", at: Point(x: 0, y: -1)) == 7)
    #expect(canvas.buffer.lines == ["   he", "llo"])
  }

  @Test func aWideGlyphAtTheLastColumnIsNotSplit() {
    var canvas = canvas(5, 2)
    #expect(canvas.draw("abcd中", at: .zero) == 6)
    #expect(canvas.buffer.lines[0] == "abcd")
    #expect(canvas.buffer[4, 0] == .blank)
    canvas.draw("xxxxx", at: Point(x: 0, y: 1))
    canvas.draw("中z", at: Point(x: -1, y: 1))  // left half off-screen: the right half blanks
    #expect(canvas.buffer.lines[1] == " zxxx")
  }

  @Test func aWideGlyphPartlyOutsideARegionBlanksOnlyItsVisibleHalf() {
    var canvas = canvas(8, 1)
    canvas.draw("########", at: .zero)
    canvas.withRegion(Rect(x: 2, y: 0, width: 3, height: 1)) { region in
      region.draw("ab中", at: .zero)
    }
    #expect(canvas.buffer.lines == ["##ab ###"])
  }

  @Test func regionsTranslateAndClip() {
    var canvas = canvas(8, 4)
    canvas.withRegion(Rect(x: 2, y: 1, width: 3, height: 2)) { region in
      #expect(region.size == Size(width: 3, height: 2))
      region.draw("abcdef", at: .zero)
      region.draw("ghi", at: Point(x: -1, y: 1))
      region.draw("never", at: Point(x: 0, y: 2))
    }
    #expect(canvas.buffer.lines == ["", "  abc", "  hi", ""])
    #expect(canvas.size == Size(width: 8, height: 4))
  }

  @Test func nestedRegionsClipToEveryEnclosingRegion() {
    var canvas = canvas(12, 5)
    canvas.withRegion(Rect(x: 1, y: 1, width: 6, height: 3)) { outer in
      outer.withRegion(Rect(x: 2, y: 1, width: 10, height: 10)) { inner in
        #expect(inner.size == Size(width: 10, height: 10))
        inner.draw("0123456789", at: .zero)
        inner.draw("ABCDEFGHIJ", at: Point(x: 0, y: 1))
        inner.draw("clipped", at: Point(x: 0, y: 2))
      }
      #expect(outer.size == Size(width: 6, height: 3))
      outer.draw("o", at: .zero)
    }
    #expect(canvas.buffer.lines == ["", " o", "   0123", "   ABCD", ""])
  }

  @Test func regionsWithNegativeSizeDrawNothing() {
    var canvas = canvas(4, 2)
    canvas.withRegion(Rect(x: 1, y: 0, width: -3, height: 2)) { region in
      #expect(region.size == Size(width: 0, height: 2))
      #expect(region.draw("abc", at: .zero) == 3)
      region.clear(Rect(x: -5, y: -5, width: 20, height: 20))
    }
    #expect(canvas.buffer == CellBuffer(size: Size(width: 4, height: 2)))
  }

  @Test func clearBlanksTheRectangleClippedToTheRegion() {
    var canvas = canvas(6, 3)
    for y in 0..<3 { canvas.draw("abcdef", at: Point(x: 0, y: y)) }
    canvas.clear(Rect(x: 4, y: 1, width: 10, height: 10))
    canvas.withRegion(Rect(x: 0, y: 0, width: 2, height: 2)) { region in
      region.clear(Rect(x: 1, y: -1, width: 5, height: 2))
    }
    #expect(canvas.buffer.lines == ["a cdef", "abcd", "abcd"])
  }

  @Test func overwritingHalfOfAWideGlyphBlanksTheOtherHalf() {
    var canvas = canvas(6, 3)
    canvas.draw("中中", at: .zero)
    canvas.draw("x", at: Point(x: 1, y: 0))
    canvas.draw("y", at: Point(x: 2, y: 0))
    #expect(canvas.buffer.lines[0] == " xy")
    #expect(canvas.buffer[3, 0] == .blank)
    canvas.draw("中", at: Point(x: 0, y: 1))
    canvas.draw("文", at: Point(x: 1, y: 1))
    #expect(canvas.buffer.lines[1] == " 文")
    canvas.draw("中", at: Point(x: 0, y: 2))
    canvas.clear(Rect(x: 1, y: 2, width: 1, height: 1))
    #expect(canvas.buffer.lines[2] == "")
  }

  /// Nothing drawn takes no cell: a mark with no base is drawn on "◌", a format character
  /// on its own as "�", each in a cell of its own, so the columns after them stay where the
  /// returned width says.
  @Test func graphemesWithNothingVisibleTakeACellAsPlaceholders() {
    var canvas = canvas(8, 4)
    #expect(canvas.draw("\u{7}\u{301}b", at: .zero) == 3)
    #expect(canvas.buffer[0, 0] == Cell(text: "\u{FFFD}", width: 1))
    #expect(canvas.buffer[1, 0] == Cell(text: "\u{25CC}\u{301}", width: 1))
    #expect(canvas.buffer[2, 0] == Cell(text: "b", width: 1))
    #expect(canvas.draw("\u{301}x", at: Point(x: 0, y: 1)) == 2)
    #expect(canvas.draw("a\u{200B}b", at: Point(x: 2, y: 1)) == 3)
    #expect(canvas.buffer.lines[1] == "\u{25CC}\u{301}xa\u{FFFD}b")
    canvas.draw("\u{1B}\u{20DD}", at: Point(x: 0, y: 2))
    #expect(canvas.buffer.lines[2] == "␛\u{25CC}\u{20DD}")
    // Bidi controls, BOM, word joiner, lone ZWJ: visible; an emoji ZWJ sequence: one wide glyph.
    #expect(
      canvas.draw("\u{202E}\u{FEFF}\u{2060}\u{200D}👨\u{200D}👩\u{200D}👧", at: Point(x: 0, y: 3))
        == 6)
    #expect(canvas.buffer.lines[3] == "����👨\u{200D}👩\u{200D}👧")
    #expect(canvas.buffer[4, 3].width == 2)
  }

  @Test func textCutByTheWidthEndsInAnEllipsis() {
    var canvas = canvas(12, 4)
    #expect(canvas.draw("123456789012345", at: .zero, truncatingTailTo: 8) == 8)
    #expect(canvas.buffer.lines[0] == "1234567…")
    #expect(canvas.draw("12345678", at: Point(x: 0, y: 1), truncatingTailTo: 8) == 8)
    #expect(canvas.buffer.lines[1] == "12345678")
    // A wide character that does not fit before the ellipsis leaves its column blank.
    #expect(canvas.draw("ab日本語", at: Point(x: 0, y: 2), truncatingTailTo: 4) == 3)
    #expect(canvas.buffer.lines[2] == "ab…")
    #expect(canvas.draw("ab日本語", at: Point(x: 5, y: 2), truncatingTailTo: 5) == 5)
    #expect(canvas.buffer.lines[2] == "ab…  ab日…")
    #expect(canvas.draw("a\n\u{301}bcdef", at: Point(x: 2, y: 3), truncatingTailTo: 5) == 5)
    #expect(canvas.buffer.lines[3] == "  a⏎\u{25CC}\u{301}b…")
  }
}
