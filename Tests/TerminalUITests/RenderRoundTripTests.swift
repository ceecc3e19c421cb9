import TerminalUI
import TestSupport
import Testing

/// Pieces random text is assembled from: ASCII, CJK, emoji of every kind, combining and
/// zero-width characters, characters that join their neighbours (prepend, spacing marks,
/// Hangul jamo, lone regional indicators, ZWJ, skin tones) and hostile controls.
private let pieces: [String] = [
  "a", "b", "Z", " ", "~", "hello", "中", "文", "あ", "한", "Ａ", "😀", "🚀", "👍", "🏽",
  "👨\u{200D}👩\u{200D}👧", "🇯🇵", "🇺", "🇸", "1\u{FE0F}\u{20E3}", "☺\u{FE0F}", "☺", "e\u{301}",
  "\u{301}", "\u{20DD}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{600}", "\u{903}", "ᄀ", "ᅡ",
  "\u{1B}", "\u{1B}[2J", "\u{1B}]0;owned\u{7}", "\u{7}", "\u{9B}2J", "\u{85}", "\u{7F}", "\r\n",
  "\t", "\u{0}",
]

private func randomText(_ generator: inout SplitMix64) -> String {
  (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)!
  }
  .joined()
}

/// One drawing operation of a random frame, replayed onto a fresh canvas.
private enum Operation {
  case draw(String, Point, region: Rect?)
  case clear(Rect, region: Rect?)

  static func random(in size: Size, _ generator: inout SplitMix64) -> Operation {
    func point() -> Point {
      Point(
        x: Int.random(in: -2...(size.width + 1), using: &generator),
        y: Int.random(in: -1...(size.height), using: &generator))
    }
    let region: Rect? =
      Bool.random(using: &generator)
      ? nil
      : Rect(
        origin: point(),
        size: Size(
          width: Int.random(in: -1...(size.width + 2), using: &generator),
          height: Int.random(in: 0...(size.height + 1), using: &generator)))
    if Int.random(in: 0..<5, using: &generator) == 0 {
      let corner = point()
      return .clear(
        Rect(
          origin: corner,
          size: Size(
            width: Int.random(in: 0...4, using: &generator),
            height: Int.random(in: 0...2, using: &generator))),
        region: region)
    }
    return .draw(randomText(&generator), point(), region: region)
  }

  func apply(to canvas: inout Canvas) {
    switch self {
    case .draw(let text, let point, let region):
      guard let region else {
        _ = canvas.draw(text, at: point)
        return
      }
      canvas.withRegion(region) { _ = $0.draw(text, at: point) }
    case .clear(let rect, let region):
      guard let region else { return canvas.clear(rect) }
      canvas.withRegion(region) { $0.clear(rect) }
    }
  }
}

/// Everything wrong with renderer output: an ESC that does not start one of the renderer's own
/// sequences, or any other control byte, C1 character or malformed UTF-8 in its text.
private func problems(in bytes: [UInt8]) -> [String] {
  var problems: [String] = []
  var text: [UInt8] = []
  var index = 0
  func sequence(at start: Int) -> Int? {
    let fixed = ["[?2026h", "[?2026l", "[?25l", "[?25h", "[2J", "[K"].map { Array($0.utf8) }
    for candidate in fixed where bytes[start...].starts(with: candidate) {
      return candidate.count
    }
    // [row;colH
    var end = start
    guard end < bytes.count, bytes[end] == 0x5B else { return nil }
    end += 1
    for separator: UInt8 in [0x3B, 0x48] {
      let digits = bytes[end...].prefix { (0x30...0x39).contains($0) }.count
      guard digits > 0, end + digits < bytes.count, bytes[end + digits] == separator else {
        return nil
      }
      end += digits + 1
    }
    return end - start
  }
  while index < bytes.count {
    let byte = bytes[index]
    if byte == 0x1B {
      guard let length = sequence(at: index + 1) else {
        problems.append("stray ESC at \(index)")
        index += 1
        continue
      }
      index += 1 + length
      continue
    }
    if byte < 0x20 || byte == 0x7F { problems.append("control byte \(byte) at \(index)") }
    text.append(byte)
    index += 1
  }
  if let decoded = String(validating: text, as: UTF8.self) {
    for scalar in decoded.unicodeScalars where (0x80...0x9F).contains(scalar.value) {
      problems.append("C1 control U+\(String(scalar.value, radix: 16))")
    }
  } else {
    problems.append("malformed UTF-8")
  }
  return problems
}

@Suite struct RenderRoundTripTests {
  @Test func hostileTextNeverReachesTheTerminalRaw() {
    var canvas = Canvas(size: Size(width: 30, height: 4))
    canvas.draw("\u{1B}]0;owned\u{7}", at: .zero)
    canvas.draw("\u{1B}[2J", at: Point(x: 0, y: 1))
    canvas.draw("\u{9B}2J\u{85}\u{7F}\u{0}", at: Point(x: 0, y: 2))
    canvas.draw("\u{1B}P1$r\u{1B}\\", at: Point(x: 0, y: 3))
    var renderer = FrameRenderer()
    let bytes = renderer.render(canvas.buffer, cursor: Point(x: 3, y: 3))
    #expect(problems(in: bytes) == [])
    #expect(!bytes.contains(0x07))
    var screen = VirtualScreen(size: canvas.buffer.size)
    screen.apply(bytes)
    #expect(
      screen.lines == [
        "␛]0;owned\u{FFFD}", "␛[2J", "\u{FFFD}2J\u{FFFD}\u{FFFD}\u{FFFD}", "␛P1$r␛\\",
      ])
    #expect(screen.rawControlCount == 0)
  }

  @Test func rawControlsStoredDirectlyInCellsAreStillSanitised() {
    var frame = CellBuffer(size: Size(width: 6, height: 1))
    frame[0, 0] = Cell(text: "\u{1B}", width: 1)
    frame[1, 0] = Cell(text: "\u{1B}[2J", width: 1)  // not one grapheme: written as a blank
    frame[2, 0] = Cell(text: "\u{9B}", width: 1)
    frame[3, 0] = Cell(text: "中", width: 1)  // wrong width: written as a blank
    frame[4, 0] = Cell(text: "", width: 0)  // orphaned continuation: written as a blank
    frame[5, 0] = Cell(text: "\u{7}", width: 2)  // wide without room: written as a blank
    var renderer = FrameRenderer()
    let bytes = renderer.render(frame, cursor: nil)
    #expect(problems(in: bytes) == [])
    var screen = VirtualScreen(size: frame.size)
    screen.apply(bytes)
    #expect(screen.lines == ["␛ \u{FFFD}"])
    #expect(screen.rawControlCount == 0)
  }

  @Test func theCheckerRejectsLeakedControls() {
    #expect(problems(in: Array("\u{1B}[1;1Hok\u{1B}[?25h".utf8)) == [])
    #expect(problems(in: Array("\u{1B}]0;x\u{7}".utf8)).count == 2)
    #expect(problems(in: Array("\u{1B}[2;J".utf8)).count == 1)
    #expect(problems(in: Array("a\u{9B}".utf8)).count == 1)
    #expect(problems(in: [0x61, 0xFF]) == ["malformed UTF-8"])
  }

  @Test(arguments: 0..<16)
  func randomFramesRoundTripThroughAVirtualScreen(seed: UInt64) {
    var generator = SplitMix64(seed: seed &* 7919 &+ 1)
    var renderer = FrameRenderer()
    var size = Size.zero
    var screen = VirtualScreen(size: size)
    var operations: [Operation] = []
    var fullRedraws = 0
    var emptyUpdates = 0
    for step in 0..<150 {
      let roll = Int.random(in: 0..<20, using: &generator)
      if step == 0 || roll == 0 {
        // The terminal is resized: a new screen with stale content on it.
        // A resize to the same size reports nothing to the renderer, so the app invalidates.
        let sizes = [
          Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 2, height: 1),
        ]
        let previousSize = size
        size =
          roll == 0 && Bool.random(using: &generator)
          ? sizes.randomElement(using: &generator)!
          : Size(
            width: Int.random(in: 1...24, using: &generator),
            height: Int.random(in: 1...6, using: &generator))
        if size == previousSize { renderer.invalidate() }
        screen = VirtualScreen(size: size)
        screen.apply(Array("stale 中文 text\r\nstale".utf8))
        operations = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
          Operation.random(in: size, &generator)
        }
      } else if roll == 1 {
        renderer.invalidate()
        screen.apply(Array("\u{1B}[Hgarbage".utf8))
      } else {
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
          let operation = Operation.random(in: size, &generator)
          if !operations.isEmpty && Bool.random(using: &generator) {
            operations[Int.random(in: 0..<operations.count, using: &generator)] = operation
          } else {
            operations.append(operation)
          }
        }
        if operations.count > 12 { operations.removeFirst() }
      }
      var canvas = Canvas(size: size)
      for operation in operations { operation.apply(to: &canvas) }
      let cursor: Point? =
        Bool.random(using: &generator)
        ? nil
        : Point(
          x: Int.random(in: -1...(size.width), using: &generator),
          y: Int.random(in: -1...(size.height), using: &generator))

      let bytes = renderer.render(canvas.buffer, cursor: cursor)
      if bytes.starts(with: Array("\u{1B}[?2026h\u{1B}[?25l\u{1B}[2J".utf8)) { fullRedraws += 1 }
      if bytes.isEmpty { emptyUpdates += 1 }
      screen.apply(bytes)

      #expect(problems(in: bytes) == [], "seed \(seed) step \(step)")
      #expect(screen.lines == canvas.buffer.lines, "seed \(seed) step \(step)")
      #expect(screen.cells == canvas.buffer, "seed \(seed) step \(step)")
      #expect(screen.rawControlCount == 0, "seed \(seed) step \(step)")
      #expect(screen.isCursorVisible == (cursor != nil), "seed \(seed) step \(step)")
      if let cursor, size.width > 0, size.height > 0 {
        let clamped = Point(
          x: min(max(cursor.x, 0), size.width - 1), y: min(max(cursor.y, 0), size.height - 1))
        #expect(screen.cursor == clamped, "seed \(seed) step \(step)")
      }
    }
    #expect(fullRedraws >= 1)
    #expect(fullRedraws < 75)  // most frames were updates, not redraws
  }

  @Test func aRepeatedFrameRoundTripsToNoOutput() {
    var generator = SplitMix64(seed: 42)
    let size = Size(width: 16, height: 4)
    var canvas = Canvas(size: size)
    for _ in 0..<10 { Operation.random(in: size, &generator).apply(to: &canvas) }
    var renderer = FrameRenderer()
    var screen = VirtualScreen(size: size)
    screen.apply(renderer.render(canvas.buffer, cursor: Point(x: 2, y: 2)))
    #expect(screen.cells == canvas.buffer)
    #expect(renderer.render(canvas.buffer, cursor: Point(x: 2, y: 2)) == [])
  }
}
