/// Rows of text, scrolled vertically; with `.selection` style one row is selected and marked.
///
/// `.selection` (a picker): Up/Down move the selection and the view scrolls to keep it visible.
/// `.scroll` (a read-only table): Up/Down scroll the rows. Both take PageUp/PageDown/Home/End.
@MainActor
public final class ListView: View {
  public enum Style: Sendable {
    case selection
    case scroll
  }

  public enum Event: Sendable {
    /// A key moved the selection (`.selection` style), as a table tells its delegate
    /// `tableView(_:didSelectRowAt:)`; setting `selectedIndex` does not.
    case selectionChanged
  }

  private var actions: [(event: Event, handler: @MainActor (ListView) -> Void)] = []

  /// Calls `handler` after every matching event; the list is passed in.
  public func addAction(for event: Event, _ handler: @escaping @MainActor (ListView) -> Void) {
    actions.append((event, handler))
  }

  public let style: Style
  public var rows: [String] {
    didSet {
      selectedIndex = min(selectedIndex, max(0, rows.count - 1))
      scrollOffset = min(scrollOffset, maxScrollOffset)
      setNeedsDisplay()
    }
  }
  /// The selected row (meaningful in `.selection` style).
  public var selectedIndex = 0 {
    didSet {
      selectedIndex = max(0, min(selectedIndex, rows.count - 1))
      setNeedsDisplay()
    }
  }
  /// The first visible row.
  public private(set) var scrollOffset = 0
  /// Columns left blank before each row (before the selection marker).
  public var indent = 0 {
    didSet { if indent != oldValue { setNeedsDisplay() } }
  }
  /// How a row wider than the view is cut (the same modes as a label's).
  public var lineBreakMode = Label.LineBreakMode.byTruncatingTail {
    didSet { if lineBreakMode != oldValue { setNeedsDisplay() } }
  }

  public init(style: Style, rows: [String] = []) {
    self.style = style
    self.rows = rows
    super.init()
  }

  public override var canBecomeFocused: Bool { true }

  /// What the selected row shows before its text.
  private static let selectionMarker = Canvas.Glyph("▸")

  private var pageSize: Int { max(1, frame.height) }
  private var maxScrollOffset: Int { max(0, rows.count - frame.height) }

  public override func handle(_ key: Key) -> Bool {
    let step: Int
    switch key {
    case .up: step = -1
    case .down: step = 1
    case .pageUp: step = -pageSize
    case .pageDown: step = pageSize
    case .home: step = -rows.count
    case .end: step = rows.count
    default: return false
    }
    switch style {
    case .selection:
      let before = selectedIndex
      selectedIndex += step
      scrollToSelection()
      if selectedIndex != before {
        for action in actions where action.event == .selectionChanged { action.handler(self) }
      }
    case .scroll:
      scrollOffset = max(0, min(scrollOffset + step, maxScrollOffset))
      setNeedsDisplay()
    }
    return true
  }

  private func scrollToSelection() {
    if selectedIndex < scrollOffset { scrollOffset = selectedIndex }
    if selectedIndex >= scrollOffset + pageSize { scrollOffset = selectedIndex - pageSize + 1 }
  }

  public override func draw(into canvas: inout Canvas) {
    if style == .selection { scrollToSelection() }
    scrollOffset = max(0, min(scrollOffset, maxScrollOffset))
    let markerWidth = style == .selection ? 2 : 0
    let textStart = indent + markerWidth
    for (line, index) in (scrollOffset..<rows.count).prefix(canvas.size.height).enumerated() {
      if style == .selection {
        canvas.clear(Rect(x: indent, y: line, width: markerWidth, height: 1))
        if index == selectedIndex {
          canvas.draw(Self.selectionMarker, at: Point(x: indent, y: line))
        }
      }
      // Drawn on its own, so that a row starting with a combining mark does not join the
      // marker's space; cut like a label's text.
      let origin = Point(x: textStart, y: line)
      switch lineBreakMode {
      case .byClipping: canvas.draw(rows[index], at: origin)
      case .byTruncatingTail:
        canvas.draw(rows[index], at: origin, truncatingTailTo: canvas.size.width - textStart)
      }
    }
  }
}
