/// The root of the UI: it hosts the root view controller, routes keys and renders frames,
/// like `UIWindow`.
///
/// Key routing, in order: Ctrl-C closes the window; the active controller's focused view
/// gets the key (a text field edits, a list scrolls); Tab/Shift-Tab/Up/Down move focus
/// between the screen's focusable views; the active controller's key commands get the rest.
@MainActor
public final class Window {
  /// Below this size the window shows only `terminal too small`, unless the screen showing has
  /// a view made for fewer rows (its `View.minimumSize`).
  nonisolated public static let minimumSize = Size(width: 20, height: 6)
  /// Below this size every screen shows only `terminal too small`.
  nonisolated public static let smallestSize = Size(width: 20, height: 3)
  public static let tooSmallMessage = "terminal too small"

  /// Changing it gives the controllers the traits of the new size (a size class may change).
  public var size: Size {
    didSet {
      guard size != oldValue else { return }
      traitCollection = TraitCollection(windowSize: size)
      rootViewController?.setTraitCollection(traitCollection)
    }
  }
  public private(set) var isClosed = false
  /// The traits of the window's size, which its controllers get.
  public private(set) var traitCollection: TraitCollection

  public var rootViewController: ViewController? {
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
  public private(set) var needsDisplay = false

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

  /// Lays out and draws the whole window; the cursor is the focused text's, if any.
  public func render() -> Frame {
    var none: CellBuffer?
    return render(reusing: &none)
  }

  /// `render()`, drawing into the storage of `spare` (taken, left nil) when it is a buffer of
  /// the window's size (the frame before last, given back by the renderer): a frame then
  /// costs no allocation, only blanking the cells.
  public func render(reusing spare: inout CellBuffer?) -> Frame {
    // Changes made while laying out are in this frame: no other frame is asked for.
    defer { needsDisplay = false }
    var canvas = Canvas(reusing: &spare, size: size)
    let minimum = activeViewController?.view.minimumSize ?? Self.minimumSize
    let fits =
      size.width >= max(minimum.width, Self.smallestSize.width)
      && size.height >= max(minimum.height, Self.smallestSize.height)
    guard fits else {
      drawTooSmall(into: &canvas)
      return Frame(cells: canvas.buffer, cursor: nil)
    }
    guard let root = rootViewController else { return Frame(cells: canvas.buffer, cursor: nil) }
    root.view.frame = Rect(origin: .zero, size: size)
    root.view.render(into: &canvas)
    var cursor: Point?
    if let focused = activeViewController?.focusedView, let position = focused.cursorPosition {
      let point = focused.convertToRoot(position)
      if Rect(origin: .zero, size: size).contains(point) { cursor = point }
    }
    return Frame(cells: canvas.buffer, cursor: cursor)
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

/// A rendered window: the cells and where the cursor should be shown (nil: hidden).
public struct Frame: Equatable, Sendable {
  public var cells: CellBuffer
  public var cursor: Point?

  public init(cells: CellBuffer, cursor: Point?) {
    self.cells = cells
    self.cursor = cursor
  }
}
