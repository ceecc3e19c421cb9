import TestSupport
import Testing

@testable import TerminalUI

// The fast paths of the drawing and editing code against the general paths they shortcut:
// random text and random edits, compared cell for cell, so the shortcuts cannot drift.

/// Pieces of text that exercise every kind of grapheme the shortcuts must step around: ASCII,
/// CR and LF (one grapheme as CR LF), combining marks (which join the character before them),
/// wide and emoji sequences, regional indicators (which pair up), controls and zero-width
/// characters.
private let pieces = [
  "1", "2", ",", "x", " ", "12345,", "e", "\u{301}", "é", "中", "👍🏽", "👨‍👩‍👧", "🇫", "🇷", "\r", "\n",
  "\r\n", "\u{200B}", "\u{1B}", "\u{7}", "\u{600}", "a\u{301}b",
]

/// ASCII alone (with LF but no CR): the field's shortcut for plain ASCII text. A paste may end
/// in CR LF or CR (see the test), which the field turns into LF, so the text stays plain.
private let asciiPieces = ["1", "2", ",", "x", " ", "12345,", "\n", "\u{7}", "ab"]

@Suite struct CanvasFastPathTests {
  @Test func drawingMatchesTheGeneralPathForRandomTextAndClips() {
    var generator = SplitMix64(seed: 19)
    for _ in 0..<3_000 {
      let text = (0..<Int(generator.next() % 12)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
      let size = Size(width: 12, height: 2)
      let region = Rect(
        x: Int(generator.next() % 6) - 2, y: 0, width: Int(generator.next() % 12), height: 2)
      let x = Int(generator.next() % 8) - 3
      var fast = Canvas(size: size)
      var general = Canvas(size: size)
      // What was there before matters: overwriting half of a wide glyph blanks the other half.
      fast.draw("中a中b", at: Point(x: 1, y: 1))
      general.draw("中a中b", at: Point(x: 1, y: 1))
      var widths = (0, 0)
      fast.withRegion(region) { widths.0 = $0.draw(text, at: Point(x: x, y: 1)) }
      general.withRegion(region) { widths.1 = $0.drawWithoutFastPath(text, at: Point(x: x, y: 1)) }
      #expect(widths.0 == widths.1, "width of \(text.debugDescription)")
      #expect(
        fast.buffer == general.buffer, "cells of \(text.debugDescription) at \(x) in \(region)")
    }
  }
}

@MainActor
@Suite struct TextFieldFastPathTests {
  /// A long paste with one CR, or one non-ASCII character, at any offset: the fast check that
  /// reads 32 bytes a test finds it wherever it is (CR becomes LF; the cursor counts
  /// characters, not bytes).
  @Test func aLongPasteFindsItsOneCarriageReturnOrNonASCIICharacterAnywhere() {
    for offset in 0..<70 {
      let digits = Array(repeating: "1", count: 70)
      var withCR = digits
      withCR[offset] = "\r"
      let crField = TextField()
      _ = crField.handle(.paste(withCR.joined()))
      var withLF = digits
      withLF[offset] = "\n"
      #expect(crField.text == withLF.joined(), "CR at \(offset)")
      var withAccent = digits
      withAccent[offset] = "é"
      let accentField = TextField()
      _ = accentField.handle(.paste(withAccent.joined()))
      #expect(accentField.cursor == 70, "é at \(offset)")
      _ = accentField.handle(.backspace)
      #expect(accentField.text.count == 69, "é at \(offset)")
    }
  }

  /// Random edits, moves and widths applied to the field and to its previous implementation
  /// (kept below as the reference): the same text, cursor, scrolling and drawn cells each time.
  @Test(arguments: [false, true])
  func editingAndScrollingMatchTheReferenceField(asciiOnly: Bool) {
    let alphabet = asciiOnly ? asciiPieces : pieces
    var generator = SplitMix64(seed: asciiOnly ? 1_901 : 1_900)
    for _ in 0..<300 {
      let start = alphabet[Int(generator.next() % UInt64(alphabet.count))]
      let field = TextField(text: start)
      let reference = ReferenceTextField(text: start)
      for step in 0..<40 {
        let key: Key
        switch generator.next() % 12 {
        case 0: key = .backspace
        case 1: key = .delete
        case 2: key = .left
        case 3: key = .right
        case 4: key = generator.next() % 2 == 0 ? .home : .end
        case 5: key = generator.next() % 8 == 0 ? .control("u") : .left
        case 6:
          let text = (0..<3).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
          let lineBreaks = ["", "", "\r\n", "\r", "\r\r\n4\r"][Int(generator.next() % 5)]
          key = .paste(text.joined() + lineBreaks)
        case 7 where generator.next() % 10 == 0:
          let text = alphabet[Int(generator.next() % UInt64(alphabet.count))] + "12"
          field.text = text
          reference.text = text
          continue
        default: key = .text(alphabet[Int(generator.next() % UInt64(alphabet.count))])
        }
        #expect(field.handle(key) == reference.handle(key))
        let width = 3 + Int(generator.next() % 10)
        let size = Size(width: width, height: 1)
        let context =
          "step \(step) \(key) at width \(width), text \(reference.text.debugDescription)"
        #expect(field.text == reference.text, "\(context)")
        #expect(field.cursor == reference.cursor, "\(context)")
        #expect(
          renderedLines(of: field, size: size) == renderedLines(of: reference, size: size),
          "\(context)")
        #expect(field.scrollOffset == reference.scrollOffset, "\(context)")
        #expect(field.cursorPosition == reference.cursorPosition, "\(context)")
      }
    }
  }
}

/// The text field as it was before it cached its indices (every offset found by walking from
/// the start of the text): slow on long text, simple enough to trust.
@MainActor
final class ReferenceTextField: View {
  enum Event: Sendable {
    case editingChanged
  }

  /// Setting the text from code puts the cursor at its end.
  var text: String {
    didSet { cursor = text.count }
  }
  /// The cursor, as a count of characters (grapheme clusters) before it.
  private(set) var cursor: Int
  /// The first visible character, as a count of characters.
  private(set) var scrollOffset = 0
  var showsFocusMarker = true

  private var actions: [(event: Event, handler: @MainActor (ReferenceTextField) -> Void)] = []

  init(text: String = "") {
    self.text = text
    self.cursor = text.count
    super.init()
    preferredHeight = 1
  }

  /// Calls `handler` after every matching event; the field is passed in so that the handler
  /// needs no reference to it.
  func addAction(
    for event: Event, _ handler: @escaping @MainActor (ReferenceTextField) -> Void
  ) {
    actions.append((event, handler))
  }

  override var canBecomeFocused: Bool { true }

  private static let gutterWidth = 2

  override var cursorPosition: Point? {
    let start = index(at: scrollOffset)
    let end = index(at: cursor)
    let column = start <= end ? DisplayWidth.of(text[start..<end]) : 0
    return Point(x: Self.gutterWidth + column, y: 0)
  }

  // MARK: Editing

  override func handle(_ key: Key) -> Bool {
    switch key {
    case .text(let inserted):
      insert(inserted)
    case .paste(let pasted):
      insert(Self.lineFeedsForCarriageReturns(pasted))
    case .backspace:
      guard cursor > 0 else { return true }
      let end = index(at: cursor)
      let start = text.index(before: end)
      replace(start..<end, with: "")
    case .delete:
      guard cursor < text.count else { return true }
      let start = index(at: cursor)
      replace(start..<text.index(after: start), with: "")
    case .left:
      cursor = max(0, cursor - 1)
    case .right:
      cursor = min(text.count, cursor + 1)
    case .home, .control("a"):
      cursor = 0
    case .end, .control("e"):
      cursor = text.count
    case .control("u"):
      guard !text.isEmpty else { return true }
      replace(text.startIndex..<text.endIndex, with: "")
    default:
      return false
    }
    return true
  }

  /// A paste's line breaks as LF: a CR becomes LF, and an LF right after a CR is dropped.
  private static func lineFeedsForCarriageReturns(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if previousWasCR && scalar == "\n" {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      result.append(previousWasCR ? "\n" : scalar)
    }
    return String(result)
  }

  private func insert(_ inserted: String) {
    guard !inserted.isEmpty else { return }
    let position = index(at: cursor)
    replace(position..<position, with: inserted)
  }

  /// Replaces a range and leaves the cursor just after the replacement, counting characters
  /// in the new text (an inserted combining mark merges with the character before it).
  private func replace(_ range: Range<String.Index>, with replacement: String) {
    let prefixUTF8 = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    var edited = text
    edited.replaceSubrange(range, with: replacement)
    let cursorIndex = edited.utf8.index(
      edited.startIndex, offsetBy: prefixUTF8 + replacement.utf8.count)
    let newCursor = edited[..<cursorIndex].count
    text = edited
    cursor = newCursor
    for action in actions where action.event == .editingChanged { action.handler(self) }
  }

  private func index(at offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
  }

  // MARK: Drawing

  override func draw(into canvas: inout Canvas) {
    canvas.draw(isFocused && showsFocusMarker ? "▸ " : "  ", at: .zero)
    let available = canvas.size.width - Self.gutterWidth
    guard available > 0 else { return }
    scrollToCursor(available: available)
    var visible = ""
    var used = 0
    for character in text[index(at: scrollOffset)...] {
      let width = DisplayWidth.of(character)
      guard used + width <= available else { break }
      visible.append(character)
      used += width
    }
    canvas.draw(visible, at: Point(x: Self.gutterWidth, y: 0))
  }

  /// Moves the scroll offset the least needed for the cursor cell to be visible, and back as far
  /// as the field has room for (after it widened, or text was deleted), so that no column stays
  /// blank while text is hidden on the left.
  private func scrollToCursor(available: Int) {
    if cursor < scrollOffset { scrollOffset = cursor }
    scrollBackIntoRoom(available: available)
    // Walk back from the cursor until the text before it no longer fits beside the cursor cell.
    var start = index(at: cursor)
    var first = cursor
    var used = 0
    while first > scrollOffset {
      let previous = text.index(before: start)
      let width = DisplayWidth.of(text[previous])
      guard used + width <= available - 1 else { break }
      used += width
      start = previous
      first -= 1
    }
    scrollOffset = first
  }

  /// Lowers the scroll offset while the hidden character before it fits beside what is shown
  /// from it to the end (plus the cursor cell when the cursor is at the end). Bounded by the
  /// field's width, however long the text.
  private func scrollBackIntoRoom(available: Int) {
    guard scrollOffset > 0 else { return }
    var used = cursor == text.count ? 1 : 0
    for character in text[index(at: scrollOffset)...] {
      used += DisplayWidth.of(character)
      if used >= available { return }
    }
    var start = index(at: scrollOffset)
    while scrollOffset > 0 {
      let previous = text.index(before: start)
      let width = DisplayWidth.of(text[previous])
      guard used + width <= available else { return }
      used += width
      start = previous
      scrollOffset -= 1
    }
  }
}
