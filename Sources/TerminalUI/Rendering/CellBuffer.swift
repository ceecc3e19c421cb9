/// One terminal cell of a `CellBuffer`.
public struct Cell: Equatable, Sendable {
  /// One grapheme cluster, already sanitised; "" for the right half of a wide glyph.
  public var text: String
  /// 1 or 2 for a glyph, 0 for the continuation cell of a wide glyph.
  public var width: Int

  public init(text: String, width: Int) {
    self.text = text
    self.width = width
  }

  /// A space, one column wide: what every cell of a new buffer holds.
  public static let blank = Cell(text: " ", width: 1)
  /// The right half of a wide glyph (the glyph itself is in the cell to the left).
  static let continuation = Cell(text: "", width: 0)
}

/// A rectangle of cells: what a frame is made of.
///
/// A wide glyph is stored as its cell (width 2) followed by a continuation cell (width 0).
/// `Canvas` and `VirtualScreen` keep such pairs intact: overwriting either half of one blanks
/// the other half. The subscript itself stores exactly what it is given.
public struct CellBuffer: Equatable, Sendable {
  public let size: Size
  private var cells: [Cell]

  /// A buffer of blank cells; negative sizes clamp to 0.
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  /// The cell at column `x`, row `y`. Reading outside the buffer gives `Cell.blank`; writing
  /// outside it does nothing.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard contains(x: x, y: y) else { return .blank }
      return cells[y * size.width + x]
    }
    set {
      guard contains(x: x, y: y) else { return }
      cells[y * size.width + x] = newValue
    }
  }

  /// The rows as plain text, each with trailing spaces trimmed (continuation cells skipped).
  public var lines: [String] {
    (0..<size.height).map { y in
      let row = cells[(y * size.width)..<((y + 1) * size.width)]
      guard let last = row.lastIndex(where: { $0.text != " " }) else { return "" }
      var line = ""
      for cell in row[...last] where cell.width != 0 {
        line += cell.text
      }
      return line
    }
  }

  func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < size.width && y < size.height
  }

  /// Stores a glyph of `width` (1 or 2) columns at (`x`, `y`), plus its continuation cell when
  /// it is wide. The caller guarantees it fits.
  mutating func place(_ text: String, width: Int, x: Int, y: Int) {
    releasePartners(x: x, y: y, count: width)
    self[x, y] = Cell(text: text, width: width)
    if width == 2 { self[x + 1, y] = .continuation }
  }

  /// Blanks `count` cells of row `y` from column `x` (clipped to the row).
  mutating func blank(x: Int, y: Int, count: Int) {
    let start = max(0, x)
    let end = min(size.width, x + count)
    guard y >= 0, y < size.height, start < end else { return }
    releasePartners(x: start, y: y, count: end - start)
    for column in start..<end {
      self[column, y] = .blank
    }
  }

  /// Appends a zero-width grapheme to the glyph at (`x`, `y`) when the result is still one
  /// grapheme of the same width; otherwise leaves the cell alone (the mark is dropped).
  mutating func appendZeroWidth(_ mark: Character, x: Int, y: Int) {
    var cell = self[x, y]
    guard cell.width > 0 else { return }
    let merged = cell.text + String(mark)
    guard merged.count == 1, DisplayWidth.of(merged) == cell.width else { return }
    cell.text = merged
    self[x, y] = cell
  }

  /// Moves every row up by one and blanks the last row (a terminal scrolling).
  mutating func scrollUp() {
    guard size.height > 0 else { return }
    cells.removeFirst(size.width)
    cells.append(contentsOf: repeatElement(.blank, count: size.width))
  }

  /// Before `count` cells from (`x`, `y`) are overwritten: blanks the halves of wide glyphs
  /// that straddle the edges of that span, so no half glyph is left behind.
  private mutating func releasePartners(x: Int, y: Int, count: Int) {
    if self[x, y].width == 0, x > 0, self[x - 1, y].width == 2 {
      self[x - 1, y] = .blank
    }
    let end = x + count - 1
    if self[end, y].width == 2, end + 1 < size.width, self[end + 1, y].width == 0 {
      self[end + 1, y] = .blank
    }
  }
}
