/// What views draw into: a region of a CellBuffer with its own origin and a clip rectangle.
///
/// Coordinates given to `draw`, `clear` and `withRegion` are relative to the current region;
/// nothing is ever drawn outside the clip rectangle (the intersection of every enclosing
/// region with the buffer), except that overwriting one half of a wide glyph blanks its
/// other half, which may lie just outside.
public struct Canvas: Sendable {
  public private(set) var buffer: CellBuffer
  /// The region's top-left corner, in buffer coordinates.
  private var origin: Point
  /// Where drawing may land, in buffer coordinates.
  private var clip: Rect
  private var regionSize: Size

  /// A fresh buffer of that size, region = all of it.
  public init(size: Size) {
    buffer = CellBuffer(size: size)
    origin = .zero
    regionSize = buffer.size
    clip = Rect(origin: .zero, size: buffer.size)
  }

  /// The size of the current region (what a view sees as its bounds).
  public var size: Size { regionSize }

  /// Draws `text` starting at `point` (region coordinates), one grapheme at a time,
  /// sanitised, each taking DisplayWidth columns; clipped to the region and to the buffer.
  /// A wide glyph that does not fit entirely is not split: its visible cell(s) become blank.
  /// Zero-width graphemes (e.g. a combining mark that is its own grapheme after a control
  /// character) are appended to the previous cell's text, never take a cell; one with no
  /// previous glyph drawn by this call, or that would not join it, is dropped.
  /// Returns the number of columns the text occupies (unclipped).
  @discardableResult
  public mutating func draw(_ text: String, at point: Point) -> Int {
    let y = origin.y + point.y
    guard y >= clip.minY, y < clip.maxY else { return DisplayWidth.of(text) }
    var column = point.x
    var previous: Int?  // buffer column of the glyph this call placed last, if still whole
    for character in text {
      let glyph = Sanitizer.displayable(character)
      let width = DisplayWidth.of(glyph)
      if width == 0 {
        if let previous { buffer.appendZeroWidth(glyph, x: previous, y: y) }
        continue
      }
      let x = origin.x + column
      column += width
      let visibleStart = max(x, clip.minX)
      let visibleEnd = min(x + width, clip.maxX)
      if visibleStart == x && visibleEnd == x + width {
        buffer.place(String(glyph), width: width, x: x, y: y)
        previous = x
      } else {
        buffer.blank(x: visibleStart, y: y, count: visibleEnd - visibleStart)
        previous = nil
      }
    }
    return column - point.x
  }

  /// Blanks every cell of `rect` (region coordinates, clipped).
  public mutating func clear(_ rect: Rect) {
    let area = Rect(origin: translated(rect.origin), size: rect.size).intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      buffer.blank(x: area.minX, y: y, count: area.width)
    }
  }

  /// Runs `body` with the region narrowed to `rect` (given in the current region's
  /// coordinates; the new region's origin is rect.origin; clip = intersection), then restores.
  /// A negative width or height counts as 0.
  public mutating func withRegion(_ rect: Rect, _ body: (inout Canvas) -> Void) {
    let saved = (origin, clip, regionSize)
    origin = translated(rect.origin)
    regionSize = Size(width: max(0, rect.width), height: max(0, rect.height))
    clip = clip.intersection(Rect(origin: origin, size: regionSize))
    body(&self)
    (origin, clip, regionSize) = saved
  }

  private func translated(_ point: Point) -> Point {
    Point(x: origin.x + point.x, y: origin.y + point.y)
  }
}
