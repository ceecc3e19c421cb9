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

  /// A canvas over `cells` as they are, region = all of them: the window's last frame, over
  /// which only what changed is drawn.
  init(over cells: CellBuffer) {
    buffer = cells
    origin = .zero
    regionSize = cells.size
    clip = Rect(origin: .zero, size: cells.size)
  }

  /// The rows of the buffer that drawing in `rect` (region coordinates) may change.
  func visibleRows(of rect: Rect) -> Range<Int> {
    let area = Rect(origin: translated(rect.origin), size: rect.size).intersection(clip)
    return area.isEmpty ? area.minY..<area.minY : area.minY..<area.maxY
  }

  /// The size of the current region (what a view sees as its bounds).
  public var size: Size { regionSize }

  /// Draws `text` starting at `point` (region coordinates), one grapheme at a time,
  /// sanitised, each taking DisplayWidth columns; clipped to the region and to the buffer.
  /// A wide glyph that does not fit entirely is not split: its visible cell(s) become blank.
  /// Every grapheme takes at least one cell: one with nothing visible in it (a lone combining
  /// mark, a format character such as U+200B) is drawn as its placeholder (see `Sanitizer`).
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

  /// Draws `text` like `draw(_:at:)` when it fits in `width` columns; otherwise draws as much
  /// of it as fits in `width - 1` columns followed by "…", so that text cut by the width never
  /// reads as complete (`UILabel`'s `.byTruncatingTail`). Returns the columns drawn.
  @discardableResult
  public mutating func draw(_ text: String, at point: Point, truncatingTailTo width: Int) -> Int {
    draw(text[...], at: point, truncatingTailTo: width)
  }

  /// `draw(_:at:truncatingTailTo:)` for part of a String.
  @discardableResult
  public mutating func draw(_ text: Substring, at point: Point, truncatingTailTo width: Int)
    -> Int
  {
    guard width > 0 else { return 0 }
    // No grapheme is wider than its UTF-8 bytes are many: short text fits without a look at it.
    if text.utf8.count <= width { return draw(text, at: point) }
    guard let kept = DisplayWidth.prefix(of: text, truncatedTo: width) else {
      return draw(text, at: point)
    }
    let columns = draw(text[..<kept.end], at: point)
    draw(DisplayWidth.ellipsis, at: Point(x: point.x + columns, y: point.y))
    return columns + 1
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
        column += length
        index = end
        continue
      }
      var end = index + 1
      while end < bytes.count && !Self.isStandaloneASCII(bytes, at: end) { end += 1 }
      let utf8 = text.utf8
      let stretch = text[
        utf8.index(utf8.startIndex, offsetBy: index)..<utf8.index(utf8.startIndex, offsetBy: end)]
      drawGraphemes(stretch, column: &column, y: y)
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
    drawGraphemes(text[...], column: &column, y: y)
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
  private mutating func drawGraphemes(_ text: Substring, column: inout Int, y: Int) {
    for character in text {
      let glyph = Sanitizer.displayable(character)
      let width = DisplayWidth.ofDisplayable(glyph)
      let x = origin.x + column
      column += width
      if isWhollyVisible(width: width, x: x, y: y) {
        buffer.place(String(glyph), width: width, x: x, y: y)
      }
    }
  }

  /// Whether a glyph `width` columns wide at buffer column `x` of row `y` lies within the clip;
  /// when it does not, the part of it that does is blanked (a glyph is drawn whole or not at
  /// all: half a wide glyph is no glyph).
  @inline(__always)
  private mutating func isWhollyVisible(width: Int, x: Int, y: Int) -> Bool {
    let visibleStart = max(x, clip.minX)
    let visibleEnd = min(x + width, clip.maxX)
    guard visibleStart != x || visibleEnd != x + width else { return true }
    buffer.blank(x: visibleStart, y: y, count: visibleEnd - visibleStart)
    return false
  }

  /// A grapheme made ready to draw once (sanitised, measured, encoded): a marker a widget draws
  /// in every frame (a focused field's `▸`) then costs a cell stored, not a string's work.
  public struct Glyph: Sendable {
    let text: String
    let width: Int
    /// Its cell's code, when it has one (see `CellBuffer`).
    let code: UInt64?

    public init(_ character: Character) {
      let glyph = Sanitizer.displayable(character)
      text = String(glyph)
      width = DisplayWidth.ofDisplayable(glyph)
      code = CellBuffer.inlineCode(Cell(text: text, width: width))
    }
  }

  /// Draws `glyph` at `point` (region coordinates) as `draw(_:at:)` draws a grapheme.
  public mutating func draw(_ glyph: Glyph, at point: Point) {
    let x = origin.x + point.x
    let y = origin.y + point.y
    guard y >= clip.minY, y < clip.maxY, isWhollyVisible(width: glyph.width, x: x, y: y)
    else { return }
    if let code = glyph.code {
      buffer.place(code: code, width: glyph.width, x: x, y: y)
    } else {
      buffer.place(glyph.text, width: glyph.width, x: x, y: y)
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
