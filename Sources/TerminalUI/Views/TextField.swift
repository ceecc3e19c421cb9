/// An editable single line of text with a cursor, scrolled horizontally to keep the cursor
/// visible, like `UITextField`.
///
/// Edits made by the user (typing, pasting, deleting) fire `.editingChanged` actions; setting
/// `text` from code does not, as in UIKit, so a binding that writes the field back cannot loop.
/// The first two columns are a focus gutter: `▸ ` while focused, blank otherwise.
@MainActor
public final class TextField: View {
  public enum Event: Sendable {
    case editingChanged
  }

  /// Setting the text from code puts the cursor at its end.
  public var text: String {
    didSet { cursor = text.count }
  }
  /// The cursor, as a count of characters (grapheme clusters) before it.
  public private(set) var cursor: Int
  /// The first visible character, as a count of characters.
  public private(set) var scrollOffset = 0
  public var showsFocusMarker = true

  private var actions: [(event: Event, handler: @MainActor (TextField) -> Void)] = []

  public init(text: String = "") {
    self.text = text
    self.cursor = text.count
    super.init()
    preferredHeight = 1
  }

  /// Calls `handler` after every matching event; the field is passed in so that the handler
  /// needs no reference to it.
  public func addAction(
    for event: Event, _ handler: @escaping @MainActor (TextField) -> Void
  ) {
    actions.append((event, handler))
  }

  public override var canBecomeFocused: Bool { true }

  private static let gutterWidth = 2

  public override var cursorPosition: Point? {
    let start = index(at: scrollOffset)
    let end = index(at: cursor)
    let column = start <= end ? DisplayWidth.of(text[start..<end]) : 0
    return Point(x: Self.gutterWidth + column, y: 0)
  }

  // MARK: Editing

  public override func handle(_ key: Key) -> Bool {
    switch key {
    case .text(let inserted), .paste(let inserted):
      insert(inserted)
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

  public override func draw(into canvas: inout Canvas) {
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
