import TerminalUI
import Testing

@Suite struct CellBufferTests {
  @Test func aNewBufferIsBlank() {
    let buffer = CellBuffer(size: Size(width: 3, height: 2))
    #expect(buffer.size == Size(width: 3, height: 2))
    #expect(buffer[2, 1] == .blank)
    #expect(buffer.lines == ["", ""])
    #expect(Cell.blank == Cell(text: " ", width: 1))
  }

  @Test func negativeSizesClampToZero() {
    let buffer = CellBuffer(size: Size(width: -4, height: 3))
    #expect(buffer.size == Size(width: 0, height: 3))
    #expect(buffer.lines == ["", "", ""])
    #expect(CellBuffer(size: Size(width: 2, height: -1)).lines == [])
  }

  @Test func subscriptOutsideTheBufferReadsBlankAndIgnoresWrites() {
    var buffer = CellBuffer(size: Size(width: 2, height: 2))
    buffer[5, 0] = Cell(text: "x", width: 1)
    buffer[-1, 0] = Cell(text: "x", width: 1)
    #expect(buffer == CellBuffer(size: Size(width: 2, height: 2)))
    #expect(buffer[0, 9] == .blank)
  }

  @Test func linesTrimTrailingSpacesAndSkipContinuationCells() {
    var buffer = CellBuffer(size: Size(width: 6, height: 2))
    buffer[1, 0] = Cell(text: "中", width: 2)
    buffer[2, 0] = Cell(text: "", width: 0)
    buffer[3, 0] = Cell(text: "a", width: 1)
    buffer[5, 1] = Cell(text: "z", width: 1)
    #expect(buffer.lines == [" 中a", "     z"])
  }
}
