/// A tiny in-memory terminal that understands exactly what FrameRenderer writes
/// (printable UTF-8 with DisplayWidth widths, ESC[r;cH, ESC[H, ESC[2J, ESC[K, ESC[?25l/h,
/// and ignores other CSI / ESC[?…h/l private modes such as 1049 and 2004). Used by headless
/// mode and by tests to prove that what the renderer wrote reproduces the frame.
///
/// Like a VT100 it wraps lazily (writing the last column leaves the cursor there until the
/// next glyph), scrolls when a line feed or wrap passes the bottom row, and blanks the other
/// half of a wide glyph when one half is overwritten. It also understands CR, LF and BS, and
/// ESC[J / ESC[K with parameters 0, 1 and 2.
public struct VirtualScreen: Sendable {
  public private(set) var cells: CellBuffer
  public private(set) var cursor: Point = .zero
  public private(set) var isCursorVisible = true
  /// Control bytes (C0 other than ESC-introduced sequences/CR/LF/BS, DEL, C1) ever received
  /// raw inside text; tests assert it stays 0 (nothing unsafe reached the terminal).
  /// Also counted, as things FrameRenderer never writes: an ESC not followed by "[", a
  /// malformed or overlong CSI sequence, and each malformed UTF-8 sequence (shown as "�").
  public private(set) var rawControlCount = 0

  private var parser = ParserState.ground
  private var decoder = UTF8Decoder()
  /// Printable scalars received since the last control, not yet split into graphemes.
  private var pendingText = String.UnicodeScalarView()
  /// Set after writing the last column: the next glyph goes to the start of the next line.
  private var pendingWrap = false
  /// The glyph just written, to which a zero-width grapheme arriving next is appended.
  private var lastGlyph: Point?

  private enum ParserState: Sendable {
    case ground
    case escape
    case controlSequence(String.UnicodeScalarView)
  }

  public init(size: Size) {
    cells = CellBuffer(size: size)
  }

  public var lines: [String] { cells.lines }

  public mutating func apply<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    for byte in bytes {
      switch decoder.feed(byte) {
      case .none: continue
      case .scalar(let scalar): receive(scalar)
      case .invalid(let then):
        rawControlCount += 1
        receive("\u{FFFD}")
        switch then {
        case .nothing: break
        case .scalar(let scalar): receive(scalar)
        case .invalid:
          rawControlCount += 1
          receive("\u{FFFD}")
        }
      }
    }
    flushText()
  }

  private mutating func receive(_ scalar: Unicode.Scalar) {
    switch parser {
    case .ground:
      receiveInGround(scalar)
    case .escape:
      if scalar == "[" {
        parser = .controlSequence(String.UnicodeScalarView())
      } else {
        rawControlCount += 1  // a lone ESC, or an OSC/DCS/… FrameRenderer never writes
        parser = .ground
        receiveInGround(scalar)
      }
    case .controlSequence(var body):
      switch scalar.value {
      case 0x40...0x7E:
        parser = .ground
        execute(body, final: scalar)
      case 0x20...0x3F where body.count < 32:
        body.append(scalar)
        parser = .controlSequence(body)
      default:
        rawControlCount += 1  // malformed: abandon the sequence
        parser = .ground
        receiveInGround(scalar)
      }
    }
  }

  private mutating func receiveInGround(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x1B:
      flushText()
      parser = .escape
    case 0x0D:
      flushText()
      setCursor(x: 0, y: cursor.y)
    case 0x0A:
      flushText()
      lineFeed()
      lastGlyph = nil
    case 0x08:
      flushText()
      setCursor(x: cursor.x - 1, y: cursor.y)
    case 0x00...0x1F, 0x7F...0x9F:
      flushText()
      rawControlCount += 1
    default:
      pendingText.append(scalar)
    }
  }

  private mutating func execute(_ body: String.UnicodeScalarView, final: Unicode.Scalar) {
    lastGlyph = nil
    let isPrivate = body.first == "?"
    let parameters = String(isPrivate ? body.dropFirst() : body[...])
      .split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    func parameter(_ index: Int, default value: Int) -> Int {
      index < parameters.count ? parameters[index] ?? value : value
    }
    switch (isPrivate, final) {
    case (false, "H"), (false, "f"):
      setCursor(x: max(parameter(1, default: 1), 1) - 1, y: max(parameter(0, default: 1), 1) - 1)
    case (false, "J"):
      erase(mode: parameter(0, default: 0), lines: 0..<cells.size.height)
    case (false, "K"):
      erase(mode: parameter(0, default: 0), lines: cursor.y..<(cursor.y + 1))
    case (true, "h"), (true, "l"):
      if parameters.contains(25) { isCursorVisible = final == "h" }
    default:
      break  // other sequences (modes such as ?1049 and ?2004, colours, …) change nothing here
    }
  }

  /// ESC[J / ESC[K: mode 0 erases from the cursor to the end, 1 from the start to the cursor
  /// (inclusive), 2 (or 3) everything; `lines` are the rows concerned.
  private mutating func erase(mode: Int, lines: Range<Int>) {
    let width = cells.size.width
    for y in lines {
      switch mode {
      case 0 where y == cursor.y: cells.blank(x: cursor.x, y: y, count: width - cursor.x)
      case 0 where y > cursor.y: cells.blank(x: 0, y: y, count: width)
      case 1 where y == cursor.y: cells.blank(x: 0, y: y, count: cursor.x + 1)
      case 1 where y < cursor.y: cells.blank(x: 0, y: y, count: width)
      case 2, 3: cells.blank(x: 0, y: y, count: width)
      default: break
      }
    }
  }

  private mutating func setCursor(x: Int, y: Int) {
    cursor = Point(
      x: min(max(x, 0), max(cells.size.width - 1, 0)),
      y: min(max(y, 0), max(cells.size.height - 1, 0)))
    pendingWrap = false
    lastGlyph = nil
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.y + 1 < cells.size.height {
      cursor.y += 1
    } else {
      cells.scrollUp()
    }
  }

  /// Writes the printable text received since the last control, grapheme by grapheme.
  private mutating func flushText() {
    guard !pendingText.isEmpty else { return }
    let text = String(pendingText)
    pendingText = String.UnicodeScalarView()
    let width = cells.size.width
    guard width > 0, cells.size.height > 0 else { return }
    for character in text {
      let glyphWidth = DisplayWidth.terminalColumns(of: character)
      if glyphWidth == 0 {
        if let lastGlyph { cells.appendZeroWidth(character, x: lastGlyph.x, y: lastGlyph.y) }
        continue
      }
      guard glyphWidth <= width else {
        lastGlyph = nil
        continue
      }
      if pendingWrap || cursor.x + glyphWidth > width {
        cursor.x = 0
        lineFeed()
      }
      cells.place(String(character), width: glyphWidth, x: cursor.x, y: cursor.y)
      lastGlyph = cursor
      if cursor.x + glyphWidth < width {
        cursor.x += glyphWidth
      } else {
        cursor.x = width - 1
        pendingWrap = true
      }
    }
  }
}

/// An incremental UTF-8 decoder that reports malformed input instead of trapping.
private struct UTF8Decoder: Sendable {
  enum Result {
    case none
    case scalar(Unicode.Scalar)
    /// A malformed sequence ended; `then` is what the byte that ended it decoded to.
    case invalid(then: Tail)
  }

  enum Tail {
    case nothing
    case scalar(Unicode.Scalar)
    case invalid
  }

  private var remaining = 0
  private var value: UInt32 = 0
  private var minimum: UInt32 = 0

  mutating func feed(_ byte: UInt8) -> Result {
    if remaining > 0 {
      if byte & 0xC0 == 0x80 {
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        guard remaining == 0 else { return .none }
        if value >= minimum, let scalar = Unicode.Scalar(value) { return .scalar(scalar) }
        return .invalid(then: .nothing)
      }
      remaining = 0
      switch start(byte) {
      case .scalar(let scalar): return .invalid(then: .scalar(scalar))
      case .invalid: return .invalid(then: .invalid)
      case .none: return .invalid(then: .nothing)
      }
    }
    return start(byte)
  }

  private mutating func start(_ byte: UInt8) -> Result {
    switch byte {
    case 0x00...0x7F: return .scalar(Unicode.Scalar(byte))
    case 0xC2...0xDF: begin(1, UInt32(byte & 0x1F), minimum: 0x80)
    case 0xE0...0xEF: begin(2, UInt32(byte & 0x0F), minimum: 0x800)
    case 0xF0...0xF4: begin(3, UInt32(byte & 0x07), minimum: 0x10000)
    default: return .invalid(then: .nothing)
    }
    return .none
  }

  private mutating func begin(_ count: Int, _ bits: UInt32, minimum: UInt32) {
    remaining = count
    value = bits
    self.minimum = minimum
  }
}
