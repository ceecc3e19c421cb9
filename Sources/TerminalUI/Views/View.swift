/// The base of every widget: a rectangle in its superview, subviews, and drawing.
///
/// Like UIKit's `UIView`, views are reference types arranged in a tree; a view draws its own
/// content in `draw(into:)` and the tree is rendered depth-first, each subview clipped to its
/// frame. Layout is top-down: `layoutSubviews()` runs before every render.
@MainActor
open class View {
  /// Position and size in the superview's coordinates.
  public var frame: Rect = .zero
  public private(set) var subviews: [View] = []
  public private(set) weak var superview: View?
  public var isHidden = false {
    didSet { setNeedsDisplay() }
  }
  /// The height a vertical `StackView` gives this view; `nil` shares the space left over.
  public var preferredHeight: Int?
  /// The width a horizontal `StackView` gives this view; `nil` shares the space left over.
  public var preferredWidth: Int?
  /// The smallest window this view is drawn in when it is a screen's view: below it, the window
  /// shows only `terminal too small` (never below `Window.smallestSize`). A layout made for the
  /// compact size class lowers it.
  public var minimumSize = Window.minimumSize
  /// Set by the controller that owns the focus; focusable views draw themselves accordingly.
  public internal(set) var isFocused = false
  weak var hostingWindow: Window?

  public init() {}

  /// The view's own coordinate space: origin zero, size of the frame.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The window whose tree contains this view, if any.
  public var window: Window? { hostingWindow ?? superview?.window }

  /// Asks for the window to be drawn again, like UIKit's `setNeedsDisplay()`: a change made
  /// outside a key event (the end of a `Task`, say) reaches the screen in the next frame.
  /// Widgets call it when their content changes (a label's text, a list's rows, a subview
  /// added or removed); key events draw a frame anyway.
  public func setNeedsDisplay() {
    guard !View.framePending else { return }
    window?.setNeedsDisplay()
  }

  /// True while a `WindowDriver` does synchronous work it draws a frame after anyway (a key's
  /// dispatch, a render): `setNeedsDisplay()` then returns at once, without the walk up the
  /// tree to the window, which every keystroke's label changes would pay. Nothing else runs on
  /// the main actor meanwhile; only a change a key handler makes to another window's views
  /// waits for that window's next frame.
  static var framePending = false

  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsDisplay()
  }

  public func removeFromSuperview() {
    guard let superview else { return }
    superview.setNeedsDisplay()
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// Sets the frames of the subviews; called before every render. The default does nothing.
  open func layoutSubviews() {}

  /// Draws the view's own content; `canvas.size` is the view's size. The default draws nothing.
  open func draw(into canvas: inout Canvas) {}

  /// Whether the view can hold keyboard focus (text fields, lists).
  open var canBecomeFocused: Bool { false }

  /// Offers a key to the focused view first; returns whether the view consumed it.
  open func handle(_ key: Key) -> Bool { false }

  /// Where the terminal's cursor goes while this view is focused, in its own coordinates.
  open var cursorPosition: Point? { nil }

  /// Lays out and draws this view and its visible subviews.
  public func render(into canvas: inout Canvas) {
    layoutSubviews()
    draw(into: &canvas)
    for subview in subviews where !subview.isHidden {
      canvas.withRegion(subview.frame) { subview.render(into: &$0) }
    }
  }

  /// The focusable views of this tree in reading order (depth-first).
  public var focusableViews: [View] {
    var found: [View] = []
    collectFocusable(into: &found)
    return found
  }

  private func collectFocusable(into found: inout [View]) {
    guard !isHidden else { return }
    if canBecomeFocused { found.append(self) }
    for subview in subviews { subview.collectFocusable(into: &found) }
  }

  /// Converts a point in this view's coordinates to the root view's coordinates.
  public func convertToRoot(_ point: Point) -> Point {
    var result = Point(x: point.x + frame.minX, y: point.y + frame.minY)
    var ancestor = superview
    while let view = ancestor {
      result.x += view.frame.minX
      result.y += view.frame.minY
      ancestor = view.superview
    }
    return result
  }
}
