#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns successive frames into the bytes a terminal needs, writing only what changed.
///
/// The renderer remembers the last frame it rendered and assumes the terminal shows exactly
/// that. It never writes a control character that came from a cell: cell text is sanitised
/// again on the way out, and a cell that is not one grapheme of its stated width (possible
/// only when set through `CellBuffer`'s subscript) is written as blanks, so the terminal's
/// cursor always advances exactly as the renderer expects.
public struct FrameRenderer: Sendable {
  /// What the terminal shows: a copy of its own, which each frame updates in the rows it drew,
  /// so that the window keeps drawing into its cells without copying them.
  private var previous: CellBuffer?
  private var previousCursor: Point?
  /// The output buffer of the last frame, kept for its capacity (its bytes are replaced).
  private var scratch: [UInt8] = []

  public init() {}

  /// Bytes that bring the terminal from the previous frame to `frame`, in one buffer (the
  /// caller does ONE write), bracketed by synchronized-output mode (ESC[?2026h … ESC[?2026l)
  /// so that a terminal that supports it shows the frame at once, never half drawn; others
  /// ignore the mode. The first frame, a frame of another size, or a frame after
  /// `invalidate()` is a full redraw: hide cursor, clear screen (ESC[2J), every non-blank cell.
  /// Otherwise: hide cursor, then only the changed cells, each run of changed cells on a row
  /// preceded by one cursor move (ESC[row;colH, 1-based). A changed wide glyph or its
  /// continuation re-sends the whole glyph. Then, when `cursor` is non-nil, move there and
  /// show it (ESC[?25h); when nil the cursor stays hidden. Returns [] when nothing changed
  /// (same cells and same cursor). Only `rows` are compared (all when nil): the window's
  /// `Frame.drawnRows`, outside which nothing changed.
  ///
  /// Two refinements: a run whose remaining cells up to the end of the row are all blank and
  /// more than three of them changed is erased with ESC[K instead of spaces; and an extra
  /// cursor move separates two neighbouring glyphs that would otherwise join into one
  /// grapheme on the terminal (e.g. two regional indicators drawn separately). In a full
  /// redraw, short gaps of blanks are written as spaces when that is cheaper than a move.
  /// The cursor position is clamped to the frame.
  public mutating func render(_ frame: CellBuffer, cursor: Point?, rows: Range<Int>? = nil)
    -> [UInt8]
  {
    scratch.removeAll(keepingCapacity: true)
    var output = Output(width: frame.size.width, bytes: scratch)
    scratch = []  // so that `output` holds the only reference and appends in place
    output.append(Self.beginSynchronizedUpdate)
    output.append(Self.hideCursor)
    if var shown = previous.take(), shown.size == frame.size {
      let compared = (rows ?? 0..<frame.size.height).clamped(to: 0..<frame.size.height)
      for y in compared where !frame.rowIsIdentical(y, shown) {
        output.writeChanges(row: y, of: frame, since: shown)
        shown.copyRow(y, from: frame)
      }
      previous = shown
      if !output.wroteCells && previousCursor == cursor {
        scratch = output.bytes
        return []
      }
    } else {
      output.append(Self.clearScreen)
      for y in 0..<frame.size.height {
        output.writeAll(row: y, of: frame)
      }
      previous = CellBuffer(copying: frame)
    }
    if let cursor {
      let x = min(max(cursor.x, 0), max(frame.size.width - 1, 0))
      let y = min(max(cursor.y, 0), max(frame.size.height - 1, 0))
      output.move(x: x, y: y)
      output.append(Self.showCursor)
    }
    output.append(Self.endSynchronizedUpdate)
    previousCursor = cursor
    scratch = output.bytes
    return output.bytes
  }

  /// Forgets what the terminal shows, so the next frame is a full redraw (after a resize,
  /// after something else wrote to the terminal, on Ctrl-L).
  public mutating func invalidate() {
    previous = nil
    previousCursor = nil
  }

  static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
  static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)
  static let hideCursor = Array("\u{1B}[?25l".utf8)
  static let showCursor = Array("\u{1B}[?25h".utf8)
  static let clearScreen = Array("\u{1B}[2J".utf8)
  static let eraseLine = Array("\u{1B}[K".utf8)
}

/// What occupies a column of a frame as far as the terminal is concerned.
private enum Slot: Equatable {
  /// A glyph to write, with its width (1 or 2), starting in this column.
  case glyph(String, Int)
  /// The right half of the wide glyph in the column to the left.
  case continuation

  static let blank = Slot.glyph(" ", 1)

  /// The slots of row `y`, with malformed cells normalised: a cell whose sanitised text is
  /// not exactly one grapheme of its width becomes blanks of that width, an orphaned
  /// continuation or a wide cell without its continuation becomes one blank.
  static func row(_ y: Int, of buffer: CellBuffer) -> [Slot] {
    let width = buffer.size.width
    var slots: [Slot] = []
    slots.reserveCapacity(width)
    var x = 0
    while x < width {
      // Printable ASCII needs neither decoding nor sanitising (every row of a full redraw).
      let code = buffer.code(x: x, y: y)
      if CellBuffer.isPrintableASCII(code) {
        slots.append(.glyph(CellBuffer.text(ofCode: code), 1))
        x += 1
        continue
      }
      let cell = buffer[x, y]
      if cell.width == 2 && x + 1 < width && buffer[x + 1, y].width == 0 {
        slots.append(.glyph(safeText(cell.text, width: 2), 2))
        slots.append(.continuation)
        x += 2
      } else {
        slots.append(cell.width == 1 ? .glyph(safeText(cell.text, width: 1), 1) : .blank)
        x += 1
      }
    }
    return slots
  }

  private static func safeText(_ text: String, width: Int) -> String {
    let utf8 = text.utf8
    if utf8.count == 1, let byte = utf8.first, (0x20...0x7E).contains(byte), width == 1 {
      return text
    }
    let shown = Sanitizer.displayable(text)
    if shown.count == 1, DisplayWidth.of(shown) == width { return shown }
    return String(repeating: " ", count: width)
  }
}

/// The bytes of one render, with what is known of the terminal's cursor.
private struct Output {
  let width: Int
  var bytes: [UInt8] = []
  var wroteCells = false
  /// Where the terminal's cursor is, when known (unknown after writing the last column).
  private var cursor: Point?
  /// The glyph written just before the cursor, while no move came in between: a printable
  /// ASCII byte is kept as the byte (`lastASCII`), its String made only when a glyph that
  /// could join it follows.
  private var lastText: String?
  private var lastASCII: UInt8 = 0

  private var lastGlyph: String? {
    lastASCII != 0 ? CellBuffer.text(ofCode: CellBuffer.asciiCode(lastASCII)) : lastText
  }

  init(width: Int, bytes: [UInt8] = []) {
    self.width = width
    self.bytes = bytes
  }

  mutating func append(_ sequence: [UInt8]) {
    bytes.append(contentsOf: sequence)
  }

  mutating func move(x: Int, y: Int) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    appendDecimal(y + 1)
    bytes.append(0x3B)
    appendDecimal(x + 1)
    bytes.append(0x48)
    cursor = Point(x: x, y: y)
    lastText = nil
    lastASCII = 0
  }

  /// The digits of `value` (positive), without a String made for them.
  private mutating func appendDecimal(_ value: Int) {
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  static func moveCost(x: Int, y: Int) -> Int {
    4 + String(y + 1).utf8.count + String(x + 1).utf8.count
  }

  /// Writes a glyph at (`x`, `y`), moving the cursor there first unless it already is (and
  /// the glyph cannot join the one written before it).
  mutating func put(_ text: String, width glyphWidth: Int, x: Int, y: Int) {
    if cursor != Point(x: x, y: y) || joins(lastGlyph, text) {
      move(x: x, y: y)
    }
    bytes.append(contentsOf: text.utf8)
    wroteCells = true
    lastText = text
    lastASCII = 0
    cursor = x + glyphWidth < width ? Point(x: x + glyphWidth, y: y) : nil
  }

  /// Whether `text` written right after `previous` would merge into one grapheme with it.
  private func joins(_ previous: String?, _ text: String) -> Bool {
    guard let previous else { return false }
    if let last = previous.utf8.last, let first = text.utf8.first, last < 0x80, first < 0x80 {
      return false  // ASCII never joins ASCII (except "\r\n", which is sanitised away)
    }
    let both = previous + text
    return both.count != 2 || both.first!.unicodeScalars.count != previous.unicodeScalars.count
  }

  /// A full redraw of row `y` onto a cleared screen: every non-blank glyph.
  mutating func writeAll(row y: Int, of frame: CellBuffer) {
    let slots = Slot.row(y, of: frame)
    for (x, slot) in slots.enumerated() {
      guard case .glyph(let text, let glyphWidth) = slot, slot != .blank else { continue }
      if let cursor, cursor.y == y, cursor.x < x, x - cursor.x <= Self.moveCost(x: x, y: y) {
        for gap in cursor.x..<x {
          put(" ", width: 1, x: gap, y: y)
        }
      }
      put(text, width: glyphWidth, x: x, y: y)
    }
  }

  /// Row `y` of `frame` where it differs from `previous` (of the same size).
  mutating func writeChanges(row y: Int, of frame: CellBuffer, since previous: CellBuffer) {
    // Only the columns whose cells differ, and one on each side (a wide glyph and its right
    // half are decided together): the rest of the row is the same slots in both.
    guard let changed = frame.changedColumns(y, since: previous) else { return }
    let span = max(0, changed.lowerBound - 1)..<min(width, changed.upperBound + 1)
    let trailingBlanks = frame.trailingBlanks(y)
    let written = frame.withCodes(ofRow: y) { newCodes in
      previous.withCodes(ofRow: y) { oldCodes in
        // Printable ASCII is its own slot: rows of nothing else are compared where they are.
        if writeChanges(
          row: y, newCodes, since: oldCodes, in: span, blankFrom: trailingBlanks,
          unlessOtherThanPrintableASCII: true)
        {
          return true
        }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: width) { new in
          withUnsafeTemporaryAllocation(of: UInt64.self, capacity: width) { old in
            guard SlotCode.row(span, of: newCodes, into: new),
              SlotCode.row(span, of: oldCodes, into: old)
            else { return false }
            return writeChanges(
              row: y, UnsafeBufferPointer(new), since: UnsafeBufferPointer(old), in: span,
              blankFrom: trailingBlanks, unlessOtherThanPrintableASCII: false)
          }
        }
      }
    }
    guard !written else { return }
    let new = Slot.row(y, of: frame)
    let old = Slot.row(y, of: previous)
    guard new != old else { return }
    // changedAfter[x]: changed columns in x..<width; blankFrom: all slots from it are blank.
    var changedAfter = Array(repeating: 0, count: width + 1)
    var blankFrom = width
    for x in stride(from: width - 1, through: 0, by: -1) {
      changedAfter[x] = changedAfter[x + 1] + (new[x] != old[x] ? 1 : 0)
      if blankFrom == x + 1 && new[x] == .blank { blankFrom = x }
    }
    var x = 0
    while x < width {
      guard case .glyph(let text, let glyphWidth) = new[x] else {
        x += 1
        continue
      }
      // Slots are normalised, so an unchanged wide glyph also has an unchanged continuation:
      // comparing the glyph's own slot decides for both of its columns.
      if new[x] != old[x] {
        if x >= blankFrom && changedAfter[x] > Self.eraseCost {
          eraseRest(ofRow: y, from: x)
          return
        }
        put(text, width: glyphWidth, x: x, y: y)
      }
      x += glyphWidth
    }
  }

  /// Blanks row `y` from column `x` to its end with ESC[K.
  private mutating func eraseRest(ofRow y: Int, from x: Int) {
    if cursor != Point(x: x, y: y) { move(x: x, y: y) }
    append(FrameRenderer.eraseLine)
    wroteCells = true
    lastText = nil
    lastASCII = 0
  }

  /// `writeChanges` on rows given as slot codes (see `SlotCode`): the same algorithm on
  /// integers, with no String per cell and no array on the heap.
  ///
  /// Only the slots in `span` are read: outside it the two rows hold the same. `blankFrom` is
  /// where the new row's trailing blanks begin. With `unlessOtherThanPrintableASCII`, the rows
  /// are cell codes, which are their slots' codes only where printable ASCII: a row with
  /// anything else in `span` returns false, having written nothing, for `SlotCode.row` to make
  /// its slots (the check rides on the pass that counts the changes).
  private mutating func writeChanges(
    row y: Int, _ new: UnsafeBufferPointer<UInt64>, since old: UnsafeBufferPointer<UInt64>,
    in span: Range<Int>, blankFrom: Int, unlessOtherThanPrintableASCII checksASCII: Bool
  ) -> Bool {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: width + 1) { changedAfter in
      changedAfter[span.upperBound] = 0
      for x in span.reversed() {
        if checksASCII
          && !(CellBuffer.isPrintableASCII(new[x]) && CellBuffer.isPrintableASCII(old[x]))
        {
          return false
        }
        changedAfter[x] = changedAfter[x + 1] + (new[x] != old[x] ? 1 : 0)
      }
      guard changedAfter[span.lowerBound] > 0 else { return true }
      var x = span.lowerBound
      while x < span.upperBound {
        let code = new[x]
        guard code != CellBuffer.continuation else {
          x += 1
          continue
        }
        let glyphWidth = CellBuffer.width(ofCode: code)
        if code != old[x] {
          if x >= blankFrom && changedAfter[x] > Self.eraseCost {
            eraseRest(ofRow: y, from: x)
            return true
          }
          put(code: code, width: glyphWidth, x: x, y: y)
          if CellBuffer.isPrintableASCII(code) {
            // The changed ASCII glyphs right after it (a line of text shifted by a scroll) go
            // out as bytes: the terminal's cursor is already there, and ASCII joins no ASCII.
            // Unchanged ones between two changed ones go out too when fewer bytes than a cursor
            // move: the same screen, in fewer bytes and less work.
            let start = x + 1
            x = start
            let end = min(span.upperBound, blankFrom)
            while x < end && CellBuffer.isPrintableASCII(new[x]) {
              if new[x] == old[x] {
                var next = x + 1
                while next < end && new[next] == old[next] && CellBuffer.isPrintableASCII(new[next])
                {
                  next += 1
                }
                guard next < end, next - x < Self.moveCost(x: next, y: y),
                  CellBuffer.isPrintableASCII(new[next])
                else { break }
              }
              x += 1
            }
            // The run's bytes in one append: its capacity is checked once, not per byte.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: x - start) { run in
              for index in start..<x {
                run[index - start] = UInt8(truncatingIfNeeded: new[index] >> 8)
              }
              bytes.append(contentsOf: UnsafeBufferPointer(run))
            }
            lastASCII = UInt8(truncatingIfNeeded: new[x - 1] >> 8)
            cursor = x < width ? Point(x: x, y: y) : nil
            continue
          }
        }
        x += glyphWidth
      }
      return true
    }
  }

  /// `put` for a glyph given as a code: printable ASCII needs no String built.
  private mutating func put(code: UInt64, width glyphWidth: Int, x: Int, y: Int) {
    guard CellBuffer.isPrintableASCII(code) else {
      put(CellBuffer.text(ofCode: code), width: glyphWidth, x: x, y: y)
      return
    }
    let byte = UInt8(truncatingIfNeeded: code >> 8)
    // ASCII never joins ASCII: only a glyph of another kind before it is asked.
    if cursor != Point(x: x, y: y)
      || (lastText != nil && joins(lastText, CellBuffer.text(ofCode: code)))
    {
      move(x: x, y: y)
    }
    bytes.append(byte)
    wroteCells = true
    if lastText != nil { lastText = nil }
    lastASCII = byte
    cursor = x + glyphWidth < width ? Point(x: x + glyphWidth, y: y) : nil
  }

  /// ESC[K is three bytes: cheaper than writing more than three blanks.
  private static let eraseCost = 3
}

/// A row's slots as 64-bit codes, in `CellBuffer`'s cell code format: the same normalisation
/// as `Slot.row`, for rows where it can be decided on the codes alone. A row holding a cell
/// kept in the buffer's side table, or a cell the normalisation would change (sanitise, or
/// blank for a wrong width), is left to `Slot.row`.
private enum SlotCode {
  /// The slots of `span` (and the right half of a wide glyph at its end), into `slots` at
  /// their columns; false when the row needs `Slot.row`. A span that starts on a wide glyph's
  /// right half takes it for a lone blank, which the two rows compared do alike.
  static func row(
    _ span: Range<Int>, of codes: UnsafeBufferPointer<UInt64>,
    into slots: UnsafeMutableBufferPointer<UInt64>
  ) -> Bool {
    let width = codes.count
    var x = span.lowerBound
    while x < span.upperBound {
      let code = codes[x]
      if CellBuffer.isPrintableASCII(code) {
        slots[x] = code
        x += 1
        continue
      }
      guard !CellBuffer.isOverflow(code) else { return false }
      let cellWidth = CellBuffer.width(ofCode: code)
      let next = x + 1 < width ? codes[x + 1] : CellBuffer.blank
      guard !(cellWidth == 2 && CellBuffer.isOverflow(next)) else { return false }
      if cellWidth == 2 && x + 1 < width && CellBuffer.width(ofCode: next) == 0 {
        guard isSafe(code, width: 2) else { return false }
        slots[x] = code
        slots[x + 1] = CellBuffer.continuation
        x += 2
      } else if cellWidth == 1 {
        guard isSafe(code, width: 1) else { return false }
        slots[x] = code
        x += 1
      } else {
        slots[x] = CellBuffer.blank
        x += 1
      }
    }
    return true
  }

  /// Whether the glyph is one grapheme of that width that needs no sanitising, as
  /// `Slot.safeText` would find it.
  private static func isSafe(_ code: UInt64, width: Int) -> Bool {
    let text = CellBuffer.text(ofCode: code)
    let shown = Sanitizer.displayable(text)
    return shown.utf8.elementsEqual(text.utf8) && shown.count == 1
      && DisplayWidth.of(shown) == width
  }

}
