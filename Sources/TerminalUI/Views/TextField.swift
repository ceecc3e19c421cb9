/// An editable single line of text with a cursor, scrolled horizontally to keep the cursor
/// visible, like `UITextField`.
///
/// Edits made by the user (typing, pasting, deleting) fire `.editingChanged` actions; setting
/// `text` from code does not, as in UIKit, so a binding that writes the field back cannot loop.
/// The first two columns are a focus gutter: `▸ ` while focused, blank otherwise.
///
/// The field keeps the String indices of its cursor and of its first visible character next to
/// their character counts, and its character count, so that a keystroke costs work in
/// proportion to the field's width, not to the length of its text: finding the n-th character
/// of a String means walking n grapheme clusters from the start.
///
/// The stored properties a keystroke reads skip the runtime's exclusivity check (some 75
/// instructions an access, paid many times a keystroke): they belong to the main actor and are
/// never passed `inout` across a call that could reach them again.
@MainActor
public final class TextField: View {
  public enum Event: Sendable {
    /// The user edited the text (typing, pasting, deleting).
    case editingChanged
    /// A key moved the cursor, by an edit or by moving it (UIKit tells a text field's delegate
    /// in `textFieldDidChangeSelection(_:)`); setting `text` or `moveCursor(to:)` does not. An
    /// edit tells it before `.editingChanged`.
    case selectionChanged
  }

  /// One edit the user made: the UTF-8 range of the text before it that it replaced, what was
  /// there and what is there now. UIKit hands a text field's delegate the same in
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`, so that whoever keeps a copy
  /// of the text (a model, an undo stack) can make the same change at what the change costs,
  /// not at what the whole text costs.
  public struct Edit: Equatable, Sendable {
    /// The UTF-8 offsets, in the text before the edit, of what the edit replaced; both on
    /// Unicode scalar boundaries.
    public var range: Range<Int>
    public var removed: String
    public var replacement: String

    public init(range: Range<Int>, removed: String, replacement: String) {
      self.range = range
      self.removed = removed
      self.replacement = replacement
    }

    /// The edit that takes the text after this one back to the text before it.
    public var inverse: Edit {
      Edit(
        range: range.lowerBound..<range.lowerBound + replacement.utf8.count,
        removed: replacement, replacement: removed)
    }

    /// `text` with this edit made, as the field made it.
    public func applied(to text: String) -> String {
      var text = text
      let utf8 = text.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      text.replaceSubrange(lower..<utf8.index(lower, offsetBy: range.count), with: replacement)
      return text
    }
  }

  /// The edit that fired the `.editingChanged` being handled (and the last one since): what an
  /// action reads to follow the change without reading the whole text. Nil before the first
  /// edit; setting `text` from code makes it nil again.
  @exclusivity(unchecked) public private(set) var lastEdit: Edit?

  /// Setting the text from code puts the cursor at its end.
  public var text: String {
    get { storage }
    set {
      storage = newValue
      lastEdit = nil
      characterCount = newValue.count
      isPlainASCII = Self.isPlainASCII(newValue)
      cursor = characterCount
      cursorIndex = storage.endIndex
      scrollIndex = index(at: scrollOffset)
      setNeedsDisplay()
    }
  }
  /// The cursor, as a count of characters (grapheme clusters) before it.
  @exclusivity(unchecked) public private(set) var cursor: Int
  /// The first visible character, as a count of characters.
  @exclusivity(unchecked) public private(set) var scrollOffset = 0
  @exclusivity(unchecked) public var showsFocusMarker = true {
    didSet { if showsFocusMarker != oldValue { setNeedsDisplay() } }
  }
  /// When set, the field is a search field over that list (SPEC: Searching History): ↑ ↓
  /// PgUp PgDn Home End move the list's selection, not the cursor; Tab and Shift-Tab do nothing
  /// (the focus stays in the field); Delete, ← and → are left to the screen (Delete deletes the
  /// selected row); the text is edited by typing, pasting, Backspace and Ctrl-U, at its end.
  public weak var navigationList: ListView?

  @exclusivity(unchecked) private var storage: String
  @exclusivity(unchecked) private var characterCount: Int
  /// Every byte ASCII and none a CR: then each byte is a character of its own, one column
  /// wide, and counting characters is counting bytes (the common case, kept for speed).
  @exclusivity(unchecked) private var isPlainASCII: Bool
  /// `storage`'s index at `cursor` characters.
  @exclusivity(unchecked) private var cursorIndex: String.Index
  /// `storage`'s index at `scrollOffset` characters (its end when the offset is beyond it).
  @exclusivity(unchecked) private var scrollIndex: String.Index

  @exclusivity(unchecked) private var actions:
    [(event: Event, handler: @MainActor (TextField) -> Void)] = []

  public init(text: String = "") {
    storage = text
    characterCount = text.count
    isPlainASCII = Self.isPlainASCII(text)
    cursor = characterCount
    cursorIndex = text.endIndex
    scrollIndex = text.startIndex
    super.init()
    preferredHeight = 1
  }

  /// Puts the cursor `offset` characters into the text (clamped to the text), as setting
  /// `UITextField.selectedTextRange` does: no `.editingChanged`. A second view of a screen
  /// carries the cursor of the field it replaces this way.
  public func moveCursor(to offset: Int) {
    cursor = min(max(0, offset), characterCount)
    cursorIndex = index(at: cursor)
    setNeedsDisplay()
  }

  /// Takes `other`'s text and cursor, firing no `.editingChanged`: the field of a second view
  /// of a screen stands in for the field of the view it replaces.
  public func takeEditing(from other: TextField) {
    if text != other.text { text = other.text }
    moveCursor(to: other.cursor)
  }

  /// Calls `handler` after every matching event; the field is passed in so that the handler
  /// needs no reference to it.
  public func addAction(
    for event: Event, _ handler: @escaping @MainActor (TextField) -> Void
  ) {
    actions.append((event, handler))
    if event == .selectionChanged { observesSelection = true }
  }

  public override var canBecomeFocused: Bool { true }

  private static let gutterWidth = 2
  /// What the gutter shows while the field is focused.
  private static let focusMarker = Canvas.Glyph("▸")

  public override var cursorPosition: Point? {
    if isPlainASCII {
      return Point(x: Self.gutterWidth + max(0, cursor - min(scrollOffset, characterCount)), y: 0)
    }
    var column = 0
    var index = scrollIndex
    while index < cursorIndex {
      let step = character(at: index)
      column += step.width
      index = step.next
    }
    return Point(x: Self.gutterWidth + column, y: 0)
  }

  // MARK: Editing

  public override func handle(_ key: Key) -> Bool {
    guard observesSelection else { return edited(key) }
    let before = cursor
    selectionReported = false
    let handled = edited(key)
    if cursor != before && !selectionReported {
      for action in actions where action.event == .selectionChanged { action.handler(self) }
    }
    return handled
  }

  /// `edit(_:)`, the field marked to be drawn again when the key moved its cursor (an edit
  /// marks it too; a key for its list marks the list).
  private func edited(_ key: Key) -> Bool {
    let cursorBefore = cursor
    let handled = edit(key)
    if cursor != cursorBefore { setNeedsDisplay() }
    return handled
  }

  /// Whether an action waits for `.selectionChanged` (most fields have none: a key then pays
  /// no comparison).
  @exclusivity(unchecked) private var observesSelection = false
  /// Whether the key being handled edited the text, which reported the cursor before the edit.
  @exclusivity(unchecked) private var selectionReported = false

  private func edit(_ key: Key) -> Bool {
    if let navigationList {
      switch key {
      case .up, .down, .pageUp, .pageDown, .home, .end: return navigationList.handle(key)
      case .tab, .backTab: return true
      case .delete, .left, .right, .control("a"), .control("e"): return false
      default: break
      }
    }
    switch key {
    case .text(let inserted):
      insert(inserted)
    case .paste(let pasted):
      paste(pasted)
    case .backspace:
      guard cursor > 0 else { return true }
      let start = storage.index(before: cursorIndex)
      replace(start..<cursorIndex, characters: 1, startingAt: cursor - 1, with: "")
    case .delete:
      guard cursor < characterCount else { return true }
      let end = storage.index(after: cursorIndex)
      replace(cursorIndex..<end, characters: 1, startingAt: cursor, with: "")
    case .left:
      guard cursor > 0 else { return true }
      cursorIndex = storage.index(before: cursorIndex)
      cursor -= 1
    case .right:
      guard cursor < characterCount else { return true }
      cursorIndex = storage.index(after: cursorIndex)
      cursor += 1
    case .home, .control("a"):
      cursor = 0
      cursorIndex = storage.startIndex
    case .end, .control("e"):
      cursor = characterCount
      cursorIndex = storage.endIndex
    case .control("u"):
      guard !storage.isEmpty else { return true }
      replace(
        storage.startIndex..<storage.endIndex, characters: characterCount, startingAt: 0, with: "")
    default:
      return false
    }
    return true
  }

  private func insert(_ inserted: String, isPlainASCII: Bool? = nil) {
    guard !inserted.isEmpty else { return }
    replace(
      cursorIndex..<cursorIndex, characters: 0, startingAt: cursor, with: inserted,
      replacementIsPlain: isPlainASCII)
  }

  /// Inserts pasted text with its line breaks kept as LF: CR LF and a lone CR become LF
  /// (a field is one line, and shows each LF as "⏎"). Other control characters are kept as
  /// pasted; drawing shows them as placeholders.
  private func paste(_ pasted: String) {
    // Plain ASCII has no CR by definition: the common paste is scanned once, as before.
    if Self.isPlainASCII(pasted) {
      insert(pasted, isPlainASCII: true)
      return
    }
    guard pasted.utf8.contains(0x0D) else {
      insert(pasted, isPlainASCII: false)
      return
    }
    var normalised = String.UnicodeScalarView()
    var scalars = pasted.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      if scalar == "\r" {
        normalised.append("\n")
        if pending == "\n" { pending = scalars.next() }
      } else {
        normalised.append(scalar)
      }
    }
    let text = String(normalised)
    insert(text, isPlainASCII: Self.isPlainASCII(text))
  }

  /// Replaces `range`, which holds `removed` characters starting `offset` characters into the
  /// text, and leaves the cursor just after the replacement, counting characters in the new
  /// text (an inserted combining mark merges with the character before it).
  private func replace(
    _ range: Range<String.Index>, characters removed: Int, startingAt offset: Int,
    with replacement: String, replacementIsPlain knownPlain: Bool? = nil
  ) {
    let prefixUTF8 = storage.utf8.distance(from: storage.startIndex, to: range.lowerBound)
    let scrollUTF8 = storage.utf8.distance(from: storage.startIndex, to: scrollIndex)
    let keepsNeighbours = Self.joinsNothing(storage, range, replacement)
    let replacementIsPlain = knownPlain ?? Self.isPlainASCII(replacement)
    // After `text` was set from code the offset may lie beyond the end, its index at the end.
    let scrollIndexIsExact = scrollOffset <= characterCount
    lastEdit = Edit(
      range: prefixUTF8..<prefixUTF8
        + storage.utf8.distance(from: range.lowerBound, to: range.upperBound),
      removed: range.isEmpty ? "" : String(storage[range]), replacement: replacement)
    storage.replaceSubrange(range, with: replacement)
    setNeedsDisplay()
    let newCursorIndex = storage.utf8.index(
      storage.startIndex, offsetBy: prefixUTF8 + replacement.utf8.count)
    cursorIndex = newCursorIndex
    isPlainASCII = storage.isEmpty || (isPlainASCII && replacementIsPlain)
    if keepsNeighbours {
      // Every character outside the range is still a character of its own.
      let inserted = replacementIsPlain ? replacement.utf8.count : replacement.count
      characterCount += inserted - removed
      cursor = offset + inserted
    } else {
      // The seam may fall inside a character now ("e" typed before a lone U+0301): count
      // again, and put the cursor after the whole character, as offsets always do.
      characterCount = storage.count
      cursor = storage[..<newCursorIndex].count
      cursorIndex = index(at: cursor)
    }
    // The first visible character keeps its count; its index moves only if the edit was before
    // it (or the edit changed the characters around it).
    if keepsNeighbours && scrollIndexIsExact && scrollUTF8 <= prefixUTF8 {
      scrollIndex = storage.utf8.index(storage.startIndex, offsetBy: scrollUTF8)
    } else {
      scrollIndex = index(at: scrollOffset)
    }
    // The new cursor first: an edit's handler may redraw the screen from what it hears (a
    // declarative host builds another view's field from the kept selection).
    if observesSelection {
      selectionReported = true
      for action in actions where action.event == .selectionChanged { action.handler(self) }
    }
    for action in actions where action.event == .editingChanged { action.handler(self) }
  }

  /// Whether replacing `range` of `text` by `replacement` leaves every character outside the
  /// range as it was: true when the bytes on both sides of each seam are ASCII and no seam
  /// joins CR to LF, the only ASCII pair that is one grapheme. Anything else (a combining mark,
  /// an emoji sequence, a regional indicator) may merge across a seam, and the caller counts
  /// the characters again.
  nonisolated private static func joinsNothing(
    _ text: String, _ range: Range<String.Index>, _ replacement: String
  ) -> Bool {
    let utf8 = text.utf8
    let before =
      range.lowerBound > utf8.startIndex ? utf8[utf8.index(before: range.lowerBound)] : nil
    let after = range.upperBound < utf8.endIndex ? utf8[range.upperBound] : nil
    func seamHolds(_ left: UInt8?, _ right: UInt8?) -> Bool {
      guard let left, let right else { return true }
      return left < 0x80 && isSeparateASCII(left, right)
    }
    if replacement.isEmpty { return seamHolds(before, after) }
    return seamHolds(before, replacement.utf8.first) && seamHolds(replacement.utf8.last, after)
  }

  /// The index `offset` characters into the text, walking from its start (its end if beyond).
  private func index(at offset: Int) -> String.Index {
    storage.index(storage.startIndex, offsetBy: offset, limitedBy: storage.endIndex)
      ?? storage.endIndex
  }

  // MARK: Drawing

  public override func draw(into canvas: inout Canvas) {
    canvas.clear(Rect(x: 0, y: 0, width: Self.gutterWidth, height: 1))
    if isFocused && showsFocusMarker { canvas.draw(Self.focusMarker, at: .zero) }
    let available = canvas.size.width - Self.gutterWidth
    guard available > 0 else { return }
    scrollToCursor(available: available)
    var end = scrollIndex
    if isPlainASCII {
      let shown = min(available, storage.utf8.distance(from: scrollIndex, to: storage.endIndex))
      end = storage.utf8.index(scrollIndex, offsetBy: shown)
    } else {
      var used = 0
      while end < storage.endIndex {
        let step = character(at: end)
        guard used + step.width <= available else { break }
        used += step.width
        end = step.next
      }
    }
    canvas.draw(storage[scrollIndex..<end], at: Point(x: Self.gutterWidth, y: 0))
  }

  /// Moves the scroll offset the least needed for the cursor cell to be visible, and back as far
  /// as the field has room for (after it widened, or text was deleted), so that no column stays
  /// blank while text is hidden on the left.
  private func scrollToCursor(available: Int) {
    if cursor < scrollOffset {
      scrollOffset = cursor
      scrollIndex = cursorIndex
    }
    scrollBackIntoRoom(available: available)
    // Walk back from the cursor until the text before it no longer fits beside the cursor cell.
    if isPlainASCII {
      let steps = max(0, min(cursor - scrollOffset, available - 1))
      scrollOffset = cursor - steps
      scrollIndex = storage.utf8.index(cursorIndex, offsetBy: -steps)
      return
    }
    var start = cursorIndex
    var first = cursor
    var used = 0
    while first > scrollOffset {
      let step = character(before: start)
      guard used + step.width <= available - 1 else { break }
      used += step.width
      start = step.start
      first -= 1
    }
    scrollOffset = first
    scrollIndex = start
  }

  /// Lowers the scroll offset while the hidden character before it fits beside what is shown
  /// from it to the end (plus the cursor cell when the cursor is at the end). Bounded by the
  /// field's width, however long the text.
  private func scrollBackIntoRoom(available: Int) {
    guard scrollOffset > 0 else { return }
    var used = cursor == characterCount ? 1 : 0
    if isPlainASCII {
      // The two loops below, counted instead of walked.
      let remaining = characterCount - scrollOffset
      if remaining > 0 && used + remaining >= available { return }
      used += remaining
      let steps = max(0, min(scrollOffset, available - used))
      scrollOffset -= steps
      scrollIndex = storage.utf8.index(scrollIndex, offsetBy: -steps)
      return
    }
    var index = scrollIndex
    while index < storage.endIndex {
      let step = character(at: index)
      used += step.width
      if used >= available { return }
      index = step.next
    }
    while scrollOffset > 0 {
      let step = character(before: scrollIndex)
      guard used + step.width <= available else { return }
      used += step.width
      scrollIndex = step.start
      scrollOffset -= 1
    }
  }

  // MARK: Characters around an index

  // Scrolling and drawing step through the text one character at a time. Finding a
  // character's end in a String means grapheme breaking, which costs hundreds of instructions
  // per character; but an ASCII byte whose neighbours are ASCII bytes is a character by itself,
  // one column wide (a control is shown as a one-column placeholder), unless it is the CR or
  // the LF of a CR LF pair. Those take a shortcut; everything else takes the String's own path.

  /// The character that starts at `index` (a character boundary before the end): where the
  /// next one starts, and its display width.
  private func character(at index: String.Index) -> (next: String.Index, width: Int) {
    let utf8 = storage.utf8
    let byte = utf8[index]
    let next = utf8.index(after: index)
    if byte < 0x80 && (next == utf8.endIndex || Self.isSeparateASCII(byte, utf8[next])) {
      return (next, 1)
    }
    return (storage.index(after: index), DisplayWidth.of(storage[index]))
  }

  /// The character that ends at `index` (a character boundary after the start): where it
  /// starts, and its display width.
  private func character(before index: String.Index) -> (start: String.Index, width: Int) {
    let utf8 = storage.utf8
    let start = utf8.index(before: index)
    let byte = utf8[start]
    if byte < 0x80 {
      // The byte before must be ASCII too: a prepended mark (U+0600…) joins what follows it.
      if start == utf8.startIndex { return (start, 1) }
      let left = utf8[utf8.index(before: start)]
      if left < 0x80 && Self.isSeparateASCII(left, byte) { return (start, 1) }
    }
    let previous = storage.index(before: index)
    return (previous, DisplayWidth.of(storage[previous]))
  }

  // nonisolated: an isolated closure given to allSatisfy would check the executor per byte.
  nonisolated private static func isPlainASCII(_ text: String) -> Bool {
    let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      // Eight bytes a word, four words a test (a 1 MiB paste is checked in about one
      // instruction a byte): no byte with its top bit set, and no byte equal to CR (a zero
      // byte after XOR with CR, which sets the top bit of `(x - ones) & ~x` exactly when some
      // byte of x is zero, x having no top bit set).
      let ones: UInt64 = 0x0101_0101_0101_0101
      let tops: UInt64 = 0x8080_8080_8080_8080
      let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
      let base = UnsafeRawPointer(bytes.baseAddress!)
      @inline(__always) func flags(at offset: Int) -> UInt64 {
        let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let withoutCR = word ^ carriageReturns
        return word | ((withoutCR &- ones) & ~withoutCR)
      }
      var index = 0
      while index + 32 <= bytes.count {
        let found =
          flags(at: index) | flags(at: index + 8) | flags(at: index + 16)
          | flags(at: index + 24)
        if found & tops != 0 { return false }
        index += 32
      }
      while index + 8 <= bytes.count {
        if flags(at: index) & tops != 0 { return false }
        index += 8
      }
      while index < bytes.count {
        if bytes[index] >= 0x80 || bytes[index] == 0x0D { return false }
        index += 1
      }
      return true
    }
    return answer ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }

  /// Whether a character boundary lies between two neighbouring bytes, `left` being ASCII
  /// (an ASCII byte joins a following non-ASCII one when that is a combining mark).
  nonisolated private static func isSeparateASCII(_ left: UInt8, _ right: UInt8) -> Bool {
    right < 0x80 && !(left == 0x0D && right == 0x0A)
  }
}
