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

  /// A blank buffer of that size, region = all of it, made from `spare`'s storage when it has
  /// that size (see `Window.render(reusing:)`).
  init(reusing spare: inout CellBuffer?, size: Size) {
    // Taken out of `spare`, so that this is its only reference and blanking it copies nothing.
    if var reused = spare.take(), reused.size == size {
      reused.blankAll()
      buffer = reused
    } else {
      buffer = CellBuffer(size: size)
    }
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
    draw(text[...], at: point)
  }

  /// `draw(_:at:)` for part of a String, without copying it into a String of its own.
  @discardableResult
  public mutating func draw(_ text: Substring, at point: Point) -> Int {
    let y = origin.y + point.y
    guard y >= clip.minY, y < clip.maxY else { return DisplayWidth.of(text) }
    let contiguous = text.utf8.withContiguousStorageIfAvailable {
      draw($0, of: text, at: point.x, y: y)
    }
    if let columns = contiguous { return columns }
    var native = String(text)  // a bridged string: its UTF-8 made contiguous first
    native.makeContiguousUTF8()
    return native.utf8.withContiguousStorageIfAvailable {
      draw($0, of: native[...], at: point.x, y: y)
    }!
  }

  /// The drawing loop, over the text's UTF-8 bytes.
  ///
  /// Most of what views draw is ASCII, and a printable ASCII byte between two other ASCII
  /// bytes is a whole grapheme of width 1 that needs no sanitising: it is stored directly (the
  /// fast path). Every other stretch of bytes — non-ASCII text, controls, and an ASCII byte
  /// that touches non-ASCII (it may start or end a longer grapheme, like "e" + U+0301) — goes
  /// grapheme by grapheme through `drawGraphemes`. Both paths start and end on grapheme
  /// boundaries, so the cells are the same as if every grapheme took the general path.
  private mutating func draw(
    _ bytes: UnsafeBufferPointer<UInt8>, of text: Substring, at startColumn: Int, y: Int
  ) -> Int {
    var column = startColumn
    var previous: Int?  // buffer column of the glyph this call placed last, if still whole
    var index = 0
    while index < bytes.count {
      if Self.isStandaloneASCII(bytes, at: index) {
        // A run of such bytes is stored in one go, its visible part clipped as a whole.
        var end = index + 1
        while end < bytes.count && Self.isStandaloneASCII(bytes, at: end) { end += 1 }
        let x = origin.x + column
        let length = end - index
        let first = max(x, clip.minX)
        let last = min(x + length, clip.maxX)
        if first < last {
          buffer.placeASCII(
            UnsafeBufferPointer(rebasing: bytes[(index + first - x)..<(index + last - x)]),
            x: first, y: y)
        }
        // As if placed one by one: the last glyph placed is whole if it was visible.
        previous = first < last && last == x + length ? last - 1 : nil
        column += length
        index = end
        continue
      }
      var end = index + 1
      while end < bytes.count && !Self.isStandaloneASCII(bytes, at: end) { end += 1 }
      let utf8 = text.utf8
      let stretch = text[
        utf8.index(utf8.startIndex, offsetBy: index)..<utf8.index(utf8.startIndex, offsetBy: end)]
      drawGraphemes(stretch, column: &column, previous: &previous, y: y)
      index = end
    }
    return column - startColumn
  }

  /// `draw` without the fast path, every grapheme through `drawGraphemes`: what the fast path
  /// must match cell for cell (the tests compare the two).
  @discardableResult
  mutating func drawWithoutFastPath(_ text: String, at point: Point) -> Int {
    let y = origin.y + point.y
    guard y >= clip.minY, y < clip.maxY else { return DisplayWidth.of(text) }
    var column = point.x
    var previous: Int?
    drawGraphemes(text[...], column: &column, previous: &previous, y: y)
    return column - point.x
  }

  private static func isStandaloneASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool
  {
    let byte = bytes[index]
    return byte >= 0x20 && byte < 0x7F
      && (index == 0 || bytes[index - 1] < 0x80)
      && (index + 1 == bytes.count || bytes[index + 1] < 0x80)
  }

  /// The general path: one grapheme at a time, sanitised, with its display width.
  private mutating func drawGraphemes(
    _ text: Substring, column: inout Int, previous: inout Int?, y: Int
  ) {
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
