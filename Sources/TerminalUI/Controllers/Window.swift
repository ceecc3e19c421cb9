/// The root of the UI: it hosts the root view controller, routes keys and renders frames,
/// like `UIWindow`.
///
/// Key routing, in order: Ctrl-C closes the window; the active controller's focused view
/// gets the key (a text field edits, a list scrolls); Tab/Shift-Tab/Up/Down move focus
/// between the screen's focusable views; the active controller's key commands get the rest.
///
/// The stored properties a keystroke reads skip the runtime's exclusivity check (some 75
/// instructions an access, paid many times a keystroke): they belong to the main actor and are
/// never passed `inout` across a call that could reach them again.
@MainActor
public final class Window {
  /// Below this size the window shows only `terminal too small`, unless the screen showing has
  /// a view made for fewer rows (its `View.minimumSize`).
  nonisolated public static let minimumSize = Size(width: 20, height: 6)
  /// Below this size every screen shows only `terminal too small`.
  nonisolated public static let smallestSize = Size(width: 20, height: 3)
  public static let tooSmallMessage = "terminal too small"

  /// Changing it gives the controllers the traits of the new size (a size class may change).
  @exclusivity(unchecked) public var size: Size {
    didSet {
      guard size != oldValue else { return }
      traitCollection = TraitCollection(windowSize: size)
      rootViewController?.setTraitCollection(traitCollection)
    }
  }
  @exclusivity(unchecked) public private(set) var isClosed = false
  /// The traits of the window's size, which its controllers get.
  public private(set) var traitCollection: TraitCollection

  @exclusivity(unchecked) public var rootViewController: ViewController? {
    didSet {
      oldValue?.view.hostingWindow = nil
      rootViewController?.setTraitCollection(traitCollection)
      rootViewController?.view.hostingWindow = self
    }
  }

  public init(size: Size, rootViewController: ViewController? = nil) {
    self.size = size
    traitCollection = TraitCollection(windowSize: size)
    self.rootViewController = rootViewController
    rootViewController?.setTraitCollection(traitCollection)
    rootViewController?.view.hostingWindow = self
  }

  /// True from a `setNeedsDisplay()` until the next frame is rendered.
  @exclusivity(unchecked) public private(set) var needsDisplay = false

  /// Called when the window starts needing display (once until the next frame), after the
  /// `WindowDriver` drawing the window, which schedules that frame on the main actor.
  public var displayRequested: (@MainActor () -> Void)?

  /// Marks the window for drawing; the first call after a frame tells the driver and
  /// `displayRequested`.
  public func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    driver?.displayRequested()
    displayRequested?()
  }

  /// The driver that draws the window, told first (a reference rather than a closure in
  /// `displayRequested`: a launch allocates one object less).
  weak var driver: WindowDriver?

  /// Called when the window closes: the run loop, waiting for input, stops.
  public var closeRequested: (@MainActor () -> Void)?

  /// Closes the window: the run loop stops and later keys are ignored.
  public func close() {
    isClosed = true
    closeRequested?()
  }

  /// The controller whose screen is showing.
  public var activeViewController: ViewController? {
    rootViewController?.activeViewController
  }

  public func handle(_ key: Key) {
    guard !isClosed else { return }
    // The key's changes are in the frame its dispatch draws: none asks for a frame of its own.
    let wasPending = View.framePending
    View.framePending = true
    defer { View.framePending = wasPending }
    if key == .control("c") {
      close()
      return
    }
    guard let controller = activeViewController else { return }
    if controller.pressesBegan(key) { return }
    if let focused = controller.focusedView, focused.handle(key) { return }
    switch key {
    case .tab, .down:
      controller.moveFocus(forward: true)
    case .backTab, .up:
      controller.moveFocus(forward: false)
    default:
      controller.keyCommands.first { $0.input == key }?.action()
    }
  }

  /// Whether each frame is also drawn whole and compared with what was drawn of it: a view
  /// that changed what it shows without `setNeedsDisplay()` stops the program with the rows
  /// that differ. On in debug builds, which every test and the fuzzers run.
  #if DEBUG
    public static var auditsDrawing = true
  #else
    public static var auditsDrawing = false
  #endif

  /// The cells of the last frame, which the next one draws what changed over.
  @exclusivity(unchecked) private var cells: CellBuffer?
  /// The rows drawn since a frame was last returned.
  @exclusivity(unchecked) private var drawnRows: Range<Int> = 0..<0
  /// Whether the last frame showed `terminal too small` (the next that fits is drawn whole).
  @exclusivity(unchecked) private var showedTooSmall = false
  /// The root view the last frame drew (another is drawn whole).
  @exclusivity(unchecked) private weak var drawnRoot: View?

  /// Lays out the window and draws what changed since the last frame (everything, after a
  /// resize or with another root); the cursor is the focused text's, if any. `drawnRows`
  /// says which rows may differ from the last frame returned.
  public func render() -> Frame {
    draw()
    let rows = drawnRows
    drawnRows = 0..<0
    var cursor: Point?
    if !showedTooSmall, let focused = activeViewController?.focusedView,
      let position = focused.cursorPosition
    {
      let point = focused.convertToRoot(position)
      if Rect(origin: .zero, size: size).contains(point) { cursor = point }
    }
    return Frame(cells: cells ?? CellBuffer(size: size), cursor: cursor, drawnRows: rows)
  }

  /// Lays out and draws what changed into the kept cells, without making a frame of them (the
  /// driver settles the layout this way between two keys of one read).
  func draw() {
    // Changes made while laying out are in this frame: no other frame is asked for.
    defer { needsDisplay = false }
    let minimum = activeViewController?.view.minimumSize ?? Self.minimumSize
    let fits =
      size.width >= max(minimum.width, Self.smallestSize.width)
      && size.height >= max(minimum.height, Self.smallestSize.height)
    let root = fits ? rootViewController?.view : nil
    root?.frame = Rect(origin: .zero, size: size)
    root?.layoutIfNeeded()
    var canvas: Canvas
    if let root, cells?.size == size, !showedTooSmall, root === drawnRoot {
      // Taken out, so that the canvas holds the only reference and draws without a copy.
      canvas = Canvas(over: cells.take()!)
      var rows = drawnRows
      root.drawChanges(into: &canvas, rows: &rows)
      drawnRows = rows
    } else {
      canvas = Canvas(size: size)
      drawWhole(root, fits: fits, into: &canvas)
      drawnRows = 0..<size.height
    }
    showedTooSmall = !fits
    drawnRoot = root
    cells = canvas.buffer
    if Self.auditsDrawing { audit(root, fits: fits) }
  }

  /// The window drawn whole onto blank cells: `root`'s tree, or `terminal too small`.
  private func drawWhole(_ root: View?, fits: Bool, into canvas: inout Canvas) {
    guard fits else { return drawTooSmall(into: &canvas) }
    root?.drawTree(into: &canvas)
  }

  /// Draws the window whole and stops the program if a cell differs from what was drawn of it:
  /// a view changed what it shows and did not say so (`setNeedsDisplay()`).
  private func audit(_ root: View?, fits: Bool) {
    var whole = Canvas(size: size)
    drawWhole(root, fits: fits, into: &whole)
    guard let cells, whole.buffer != cells else { return }
    let drawn = cells.lines
    let expected = whole.buffer.lines
    var report = ""
    for row in 0..<max(drawn.count, expected.count) {
      let mine = row < drawn.count ? drawn[row] : ""
      let theirs = row < expected.count ? expected[row] : ""
      guard mine != theirs else { continue }
      report +=
        "\n  row \(row): drawn \(String(reflecting: mine)), whole \(String(reflecting: theirs))"
    }
    preconditionFailure(
      "TerminalUI: a view changed what it shows without setNeedsDisplay(); this frame drawn "
        + "whole differs from what was drawn of it:" + report)
  }

  /// One line if it fits, else a word per line: as much of the message as the size allows.
  private func drawTooSmall(into canvas: inout Canvas) {
    let words =
      size.width >= Self.tooSmallMessage.count
      ? [Self.tooSmallMessage] : Self.tooSmallMessage.split(separator: " ").map(String.init)
    for (row, word) in words.enumerated() {
      canvas.draw(word, at: Point(x: 0, y: row))
    }
  }
}

/// A rendered window: the cells and where the cursor should be shown (nil: hidden), with the
/// rows drawn since the frame before (the others are as they were), which the renderer
/// compares. Two frames are equal when they show the same: their rows drawn aside.
public struct Frame: Equatable, Sendable {
  public var cells: CellBuffer
  public var cursor: Point?
  /// The rows that may differ from the window's frame before this one.
  public var drawnRows: Range<Int>

  public init(cells: CellBuffer, cursor: Point?, drawnRows: Range<Int>? = nil) {
    self.cells = cells
    self.cursor = cursor
    self.drawnRows = drawnRows ?? 0..<cells.size.height
  }

  public static func == (left: Frame, right: Frame) -> Bool {
    left.cells == right.cells && left.cursor == right.cursor
  }
}
