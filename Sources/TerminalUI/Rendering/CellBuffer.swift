#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
///
/// Storage: one 64-bit code per cell instead of a `Cell` (a String and an Int). A code holds a
/// grapheme of up to 7 UTF-8 bytes and its width; anything longer (a flag, an emoji ZWJ
/// sequence) or odd (a width outside 0…2, set through the subscript) is kept whole in a side
/// table the code points to. Codes cost no reference counting to copy or destroy, a fresh
/// buffer is one fill of a constant, and comparing two rows is comparing their memory: the
/// per-frame work of the renderer is mostly that.
public struct CellBuffer: Equatable, Sendable {
  public let size: Size
  private var codes: [UInt64]
  /// The cells that do not fit in a code, by index; codes marked `overflowFlag` point here.
  private var overflow: [Cell] = []

  /// A buffer of blank cells; negative sizes clamp to 0.
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    codes = Array(repeating: Self.blankCode, count: self.size.width * self.size.height)
  }

  /// The cell at column `x`, row `y`. Reading outside the buffer gives `Cell.blank`; writing
  /// outside it does nothing.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard contains(x: x, y: y) else { return .blank }
      return decode(codes[y * size.width + x])
    }
    set {
      guard contains(x: x, y: y) else { return }
      codes[y * size.width + x] = encode(newValue)
    }
  }

  public static func == (left: CellBuffer, right: CellBuffer) -> Bool {
    guard left.size == right.size else { return false }
    if left.codes == right.codes && left.overflow.isEmpty && right.overflow.isEmpty { return true }
    for index in left.codes.indices
    where left.codes[index] != right.codes[index] || left.codes[index] & overflowFlag != 0 {
      if left.decode(left.codes[index]) != right.decode(right.codes[index]) { return false }
    }
    return true
  }

  /// The rows as plain text, each with trailing spaces trimmed (continuation cells skipped).
  public var lines: [String] {
    (0..<size.height).map { y in
      let row = (0..<size.width).map { self[$0, y] }
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

  /// A copy with storage of its own: drawing into either never copies the other (a buffer
  /// shared with another copies all of its cells at its first change).
  init(copying other: CellBuffer) {
    size = other.size
    codes = other.codes.withUnsafeBufferPointer { Array($0) }
    overflow = other.overflow
  }

  /// Makes row `y` hold what row `y` of `other`, a buffer of the same size, holds.
  mutating func copyRow(_ y: Int, from other: CellBuffer) {
    guard size.width > 0, y >= 0, y < size.height else { return }
    let start = y * size.width
    guard other.overflow.isEmpty else {
      for x in 0..<size.width {
        let code = other.codes[start + x]
        codes[start + x] = Self.isOverflow(code) ? encode(other.decode(code)) : code
      }
      return
    }
    codes.withUnsafeMutableBufferPointer { mine in
      other.codes.withUnsafeBufferPointer { theirs in
        (mine.baseAddress! + start).update(from: theirs.baseAddress! + start, count: size.width)
      }
    }
  }

  /// Whether row `y` holds the same cells as row `y` of `other`, a buffer of the same size,
  /// stored the same way.
  ///
  /// The renderer asks this first, so that a frame in which two of 24 rows changed costs one
  /// memory comparison per row for the other 22, not their translation into terminal output.
  /// Cells that are equal but stored differently (a String that compares equal to another by
  /// canonical equivalence) answer false, and the renderer's own comparison of the row finds
  /// them equal.
  func rowIsIdentical(_ y: Int, _ other: CellBuffer) -> Bool {
    let start = y * size.width
    let length = size.width * MemoryLayout<UInt64>.stride
    guard length > 0 else { return true }
    let same = codes.withUnsafeBytes { mine in
      other.codes.withUnsafeBytes { theirs in
        memcmp(mine.baseAddress! + start * 8, theirs.baseAddress! + start * 8, length) == 0
      }
    }
    guard same, !overflow.isEmpty || !other.overflow.isEmpty else { return same }
    // The same code may point at different entries of the two side tables.
    for index in start..<(start + size.width) where codes[index] & Self.overflowFlag != 0 {
      if decode(codes[index]) != other.decode(other.codes[index]) { return false }
    }
    return true
  }

  /// The columns of row `y` from the first to the last whose cell differs from `other`'s (a
  /// buffer of the same size), nil when none does; all of them when a side table is in use
  /// (equal cells may be stored differently there).
  func changedColumns(_ y: Int, since other: CellBuffer) -> Range<Int>? {
    let start = y * size.width
    guard overflow.isEmpty && other.overflow.isEmpty else {
      return rowIsIdentical(y, other) ? nil : 0..<size.width
    }
    return codes.withUnsafeBufferPointer { mine in
      other.codes.withUnsafeBufferPointer { theirs in
        var first = 0
        while first < size.width && mine[start + first] == theirs[start + first] { first += 1 }
        guard first < size.width else { return nil }
        var end = size.width
        while mine[start + end - 1] == theirs[start + end - 1] { end -= 1 }
        return first..<end
      }
    }
  }

  /// The column where row `y`'s trailing blank cells begin (its width when it ends in another).
  func trailingBlanks(_ y: Int) -> Int {
    let start = y * size.width
    var column = size.width
    while column > 0 && codes[start + column - 1] == Self.blankCode { column -= 1 }
    return column
  }

  /// Calls `body` with row `y`'s codes (see "Codes" below), the row inside the buffer.
  func withCodes<Result>(ofRow y: Int, _ body: (UnsafeBufferPointer<UInt64>) -> Result)
    -> Result
  {
    codes.withUnsafeBufferPointer { codes in
      body(UnsafeBufferPointer(rebasing: codes[(y * size.width)..<((y + 1) * size.width)]))
    }
  }

  /// The code of the cell at (`x`, `y`), inside the buffer (see "Codes" below).
  func code(x: Int, y: Int) -> UInt64 {
    codes[y * size.width + x]
  }

  /// The code `cell` would have, when it fits in one (no side table).
  static func inlineCode(_ cell: Cell) -> UInt64? {
    let utf8 = cell.text.utf8
    guard utf8.count <= 7, (0...2).contains(cell.width) else { return nil }
    var code = UInt64(cell.width) << 3 | UInt64(utf8.count)
    for (index, byte) in utf8.enumerated() {
      code |= UInt64(byte) << (8 * (index + 1))
    }
    return code
  }

  /// What a code says of its cell, for codes without the overflow flag.
  static func isOverflow(_ code: UInt64) -> Bool { code & overflowFlag != 0 }
  static func width(ofCode code: UInt64) -> Int { Int((code >> 3) & 0b11) }
  static func utf8Count(ofCode code: UInt64) -> Int { Int(code & 0b111) }
  static func isPrintableASCII(_ code: UInt64) -> Bool {
    // One byte of width one (the low byte), nothing above the byte, the byte 0x20–0x7E.
    (code & ~0xFF00 == 1 << 3 | 1) && (code &>> 8) &- 0x20 < 0x5F
  }
  /// The glyph's text; one ASCII character is taken from a table rather than built.
  static func text(ofCode code: UInt64) -> String {
    let length = utf8Count(ofCode: code)
    if length == 1 && code >> 15 == 0 { return asciiText[Int(code >> 8)] }
    return withUnsafeBytes(of: code.littleEndian) { bytes in
      String(decoding: bytes[1..<(1 + length)], as: UTF8.self)
    }
  }
  static let blank = blankCode
  static let continuation = continuationCode

  /// Stores printable ASCII bytes (0x20–0x7E) from (`x`, `y`) on, one per cell, all of which
  /// the caller guarantees are inside the buffer: `place` for each, without a String each.
  mutating func placeASCII(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int) {
    guard !bytes.isEmpty else { return }
    releasePartners(x: x, y: y, count: bytes.count)
    let start = y * size.width + x
    codes.withUnsafeMutableBufferPointer { codes in
      for offset in 0..<bytes.count {
        codes[start + offset] = Self.asciiCode(bytes[offset])
      }
    }
  }

  /// `place` for a glyph whose code is known (`inlineCode`), made once.
  mutating func place(code: UInt64, width: Int, x: Int, y: Int) {
    releasePartners(x: x, y: y, count: width)
    codes[y * size.width + x] = code
    if width == 2 { codes[y * size.width + x + 1] = Self.continuationCode }
  }

  /// Stores a glyph of `width` (1 or 2) columns at (`x`, `y`), plus its continuation cell when
  /// it is wide. The caller guarantees it fits.
  mutating func place(_ text: String, width: Int, x: Int, y: Int) {
    releasePartners(x: x, y: y, count: width)
    self[x, y] = Cell(text: text, width: width)
    if width == 2 { codes[y * size.width + x + 1] = Self.continuationCode }
  }

  /// Blanks `count` cells of row `y` from column `x` (clipped to the row).
  mutating func blank(x: Int, y: Int, count: Int) {
    let start = max(0, x)
    let end = min(size.width, x + count)
    guard y >= 0, y < size.height, start < end else { return }
    releasePartners(x: start, y: y, count: end - start)
    let row = y * size.width
    codes.withUnsafeMutableBufferPointer { codes in
      codes.baseAddress!.advanced(by: row + start).update(
        repeating: Self.blankCode, count: end - start)
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
    codes.removeFirst(size.width)
    codes.append(contentsOf: repeatElement(Self.blankCode, count: size.width))
  }

  /// Before `count` cells from (`x`, `y`) are overwritten: blanks the halves of wide glyphs
  /// that straddle the edges of that span, so no half glyph is left behind.
  private mutating func releasePartners(x: Int, y: Int, count: Int) {
    if width(x, y) == 0, x > 0, width(x - 1, y) == 2 {
      codes[y * size.width + x - 1] = Self.blankCode
    }
    let end = x + count - 1
    if width(end, y) == 2, end + 1 < size.width, width(end + 1, y) == 0 {
      codes[y * size.width + end + 1] = Self.blankCode
    }
  }

  /// The width of the cell at (`x`, `y`), 1 (a blank's) outside the buffer.
  private func width(_ x: Int, _ y: Int) -> Int {
    guard contains(x: x, y: y) else { return 1 }
    let code = codes[y * size.width + x]
    return Self.isOverflow(code) ? overflow[Int(code >> 8)].width : Self.width(ofCode: code)
  }

  // MARK: Codes

  // Byte 0 of a code: bits 0–2 the UTF-8 length (0–7), bits 3–4 the width (0–2), bit 7 set for
  // a cell kept in `overflow` (its index in the other bytes). Bytes 1–7: the UTF-8 bytes.

  private static let overflowFlag: UInt64 = 0x80
  private static let blankCode = asciiCode(0x20)
  /// "" of width 0: the right half of a wide glyph.
  private static let continuationCode: UInt64 = 0

  /// The code of the one-column cell holding the ASCII `byte`.
  static func asciiCode(_ byte: UInt8) -> UInt64 {
    UInt64(byte) << 8 | 1 << 3 | 1
  }

  private mutating func encode(_ cell: Cell) -> UInt64 {
    if let code = Self.inlineCode(cell) { return code }
    // Overwritten entries stay in the table; a buffer drawn into for a long time (the headless
    // terminal's screen) drops them once they outnumber the cells.
    if overflow.count >= max(64, codes.count) { dropOverwrittenOverflow() }
    overflow.append(cell)
    return UInt64(overflow.count - 1) << 8 | Self.overflowFlag
  }

  private mutating func dropOverwrittenOverflow() {
    var kept: [Cell] = []
    for index in codes.indices where codes[index] & Self.overflowFlag != 0 {
      kept.append(overflow[Int(codes[index] >> 8)])
      codes[index] = UInt64(kept.count - 1) << 8 | Self.overflowFlag
    }
    overflow = kept
  }

  private func decode(_ code: UInt64) -> Cell {
    if Self.isOverflow(code) { return overflow[Int(code >> 8)] }
    return Cell(text: Self.text(ofCode: code), width: Self.width(ofCode: code))
  }

  /// The one-character Strings of the ASCII range, made once.
  private static let asciiText: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
}
