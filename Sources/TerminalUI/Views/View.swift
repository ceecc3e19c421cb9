/// The base of every widget: a rectangle in its superview, subviews, and drawing.
///
/// Like UIKit's `UIView`, views are reference types arranged in a tree; a view draws its own
/// content in `draw(into:)` and the tree is rendered depth-first, each subview clipped to its
/// frame. Layout is top-down, before drawing, and only where needed: a view lays out its
/// subviews (`layoutSubviews()`) when its size changed or it was told (`setNeedsLayout()`).
///
/// **Drawing only what changed**, UIKit's way. The window keeps the cells of its last frame. A
/// view whose content changes marks itself (`setNeedsDisplay()`: a label's text, a field's
/// edit, a list's rows), and the next frame blanks and draws again only the marked views (each
/// with its subviews), leaving every other cell as it was. A view that moves or is hidden or
/// shown marks the area it left and the one it takes in its superview (`setNeedsDisplay(_:)`),
/// which blanks them and draws again the subviews there; one added or removed marks the whole
/// superview. Only leaf views draw (containers lay out), so a view drawn again on blank cells is
/// drawn as a whole frame would draw it; in debug builds the window checks that every frame
/// (see `Window.auditsDrawing`).
///
/// The properties every frame reads for every view (the frame, the subviews, the marks) skip
/// the runtime's exclusivity check, some 75 instructions an access: they belong to the main
/// actor and are never passed `inout`, so no two accesses can overlap.
@MainActor
open class View {
  /// Position and size in the superview's coordinates. A change draws the superview again:
  /// the cells the view left and those it takes.
  @exclusivity(unchecked) public var frame: Rect = .zero {
    didSet {
      guard frame != oldValue else { return }
      // A new size lays the subviews out again (they are laid out after this view).
      if frame.size != oldValue.size { needsLayout = true }
      if let superview {
        superview.setNeedsDisplay(oldValue.union(frame))
      } else {
        setNeedsDisplay()
      }
    }
  }
  @exclusivity(unchecked) public private(set) var subviews: [View] = []
  /// Unowned, not weak: a superview keeps its subviews and, when it goes, clears their
  /// reference to it (`deinit`), so the reference never outlives it. A weak one gives every
  /// container a side table, which puts each retain and release of the container (several
  /// each frame) on the runtime's slow path.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
  @exclusivity(unchecked) public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      // A stack gives the room to the others; a view shown again is laid out (a hidden one
      // is not).
      if !isHidden { needsLayout = true }
      if let superview {
        superview.setNeedsLayout()
        superview.setNeedsDisplay(frame)
      } else {
        setNeedsDisplay()
      }
    }
  }
  /// The height a vertical `StackView` gives this view; `nil` shares the space left over.
  @exclusivity(unchecked) public var preferredHeight: Int? {
    didSet { if preferredHeight != oldValue { superview?.setNeedsLayout() } }
  }
  /// The width a horizontal `StackView` gives this view; `nil` shares the space left over.
  @exclusivity(unchecked) public var preferredWidth: Int? {
    didSet { if preferredWidth != oldValue { superview?.setNeedsLayout() } }
  }
  /// The smallest window this view is drawn in when it is a screen's view: below it, the window
  /// shows only `terminal too small` (never below `Window.smallestSize`). A layout made for the
  /// compact size class lowers it.
  public var minimumSize = Window.minimumSize
  /// Set by the controller that owns the focus; focusable views draw themselves accordingly.
  @exclusivity(unchecked) public internal(set) var isFocused = false {
    didSet { if isFocused != oldValue { setNeedsDisplay() } }
  }
  weak var hostingWindow: Window?
  /// Marked by `setNeedsDisplay()`: the next frame draws this view (and its subviews) again.
  @exclusivity(unchecked) public private(set) var needsDisplay = true
  /// An area of this view (its coordinates) to blank and draw again, with the subviews in it:
  /// where a subview was or now is.
  @exclusivity(unchecked) private var invalidArea: Rect?
  /// This view or one below it is marked: the next frame looks inside it.
  @exclusivity(unchecked) private var subtreeNeedsDisplay = true
  /// A view below this one needs layout: the next layout pass looks inside it.
  @exclusivity(unchecked) private var subtreeNeedsLayout = true

  public init() {}

  isolated deinit {
    for subview in subviews where subview.superview === self { subview.superview = nil }
  }

  /// The view's own coordinate space: origin zero, size of the frame.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The window whose tree contains this view, if any.
  public var window: Window? { hostingWindow ?? superview?.window }

  /// Marks the view to be drawn again in the next frame, like UIKit's `setNeedsDisplay()`, and
  /// asks the window for that frame: a change made outside a key event (the end of a `Task`,
  /// say) reaches the screen in the next frame. Widgets call it when what they show changes
  /// (a label's text, a list's rows, a subview added or removed); a view that draws but
  /// forgets it keeps its old cells, which the debug builds' audit reports.
  public func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    markSubtree()
  }

  /// Asks for the view's subviews to be laid out again before the next frame, and for that
  /// frame, like UIKit's `setNeedsLayout()`: what `layoutSubviews()` reads changed other than
  /// the view's size (a subview added, hidden or given another preferred size, which the view
  /// says itself; a declarative host's state, which it brings its widgets up to date with).
  public func setNeedsLayout() {
    needsLayout = true
    var view = self
    while let superview = view.superview, !superview.subtreeNeedsLayout {
      superview.subtreeNeedsLayout = true
      view = superview
    }
    if !View.framePending { window?.setNeedsDisplay() }
  }

  /// Set by `setNeedsLayout()` or a new size; cleared when the view is laid out. A view lays
  /// out its subviews only then, before the frame (`layoutIfNeeded()`).
  @exclusivity(unchecked) public private(set) var needsLayout = true

  /// Marks an area of the view (its own coordinates) to be blanked and drawn again in the next
  /// frame with the subviews there, like UIKit's `setNeedsDisplay(_:)`: where a subview moved
  /// from or to, or was hidden or shown.
  public func setNeedsDisplay(_ area: Rect) {
    guard !needsDisplay, !area.isEmpty else { return }
    invalidArea = invalidArea.map { $0.union(area) } ?? area
    markSubtree()
  }

  /// Marks the path from this view up to its root, stopping at the first view already marked
  /// (the walk was made when it was marked), and asks the window for a frame unless one is
  /// being made anyway (`framePending`).
  private func markSubtree() {
    var view = self
    while !view.subtreeNeedsDisplay {
      view.subtreeNeedsDisplay = true
      guard let superview = view.superview else { break }
      view = superview
    }
    if !View.framePending { window?.setNeedsDisplay() }
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
    // Its subtree is laid out with it: it may have changed while out of a window.
    view.needsLayout = true
    view.subtreeNeedsLayout = true
    setNeedsLayout()
    setNeedsDisplay()
  }

  public func removeFromSuperview() {
    guard let superview else { return }
    superview.setNeedsLayout()
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

  /// Lays out and draws this view and its visible subviews, whole.
  public func render(into canvas: inout Canvas) {
    layoutIfNeeded()
    drawTree(into: &canvas)
  }

  /// Lays out, top down, this view and the visible views below it that need it (UIKit's
  /// `layoutIfNeeded()`): `layoutSubviews()` of each, which may give a subview a new size, and
  /// so the need. Layout that asks for more layout (a host bringing another screen's widgets up
  /// to date) is done too, a few rounds at most.
  public func layoutIfNeeded() {
    var rounds = 0
    while needsLayout || subtreeNeedsLayout, rounds < 8 {
      layoutTree()
      rounds += 1
    }
  }

  private func layoutTree() {
    // Cleared first: a need that arises while laying out is met in this pass or the next.
    subtreeNeedsLayout = false
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews
    where !subview.isHidden && (subview.needsLayout || subview.subtreeNeedsLayout) {
      subview.layoutTree()
    }
  }

  /// Draws this view and its visible subviews whole, onto cells that hold what the superview
  /// drew there (blanks), and clears their marks.
  func drawTree(into canvas: inout Canvas) {
    needsDisplay = false
    subtreeNeedsDisplay = false
    invalidArea = nil
    draw(into: &canvas)
    for subview in subviews where !subview.isHidden {
      canvas.withRegion(subview.frame) { subview.drawTree(into: &$0) }
    }
  }

  /// Draws again what was marked since the last frame, onto `canvas`, which holds the last
  /// frame's cells: a marked view's area is blanked and the view drawn whole; an unmarked view
  /// with marks below it passes the walk on to its subviews. Adds the rows drawn to `rows`.
  ///
  /// Where a subview with marks overlaps a sibling, neither can be drawn alone (the cells they
  /// share are the later one's over the earlier one's): this view is drawn whole instead.
  func drawChanges(into canvas: inout Canvas, rows: inout Range<Int>) {
    if !needsDisplay {
      guard subtreeNeedsDisplay else { return }
      if let area = invalidArea {
        // Blanked, and every subview there drawn whole again.
        invalidArea = nil
        canvas.clear(area)
        Self.add(canvas.visibleRows(of: area), to: &rows)
        for subview in subviews where !subview.isHidden {
          if subview.frame.intersects(area) { subview.needsDisplay = true }
        }
      }
      if !overlapsMarkedSubview {
        subtreeNeedsDisplay = false
        // Only the subviews with marks: the others would return at once, after their region.
        for subview in subviews
        where !subview.isHidden && (subview.needsDisplay || subview.subtreeNeedsDisplay) {
          canvas.withRegion(subview.frame) { subview.drawChanges(into: &$0, rows: &rows) }
        }
        return
      }
    }
    canvas.clear(bounds)
    Self.add(canvas.visibleRows(of: bounds), to: &rows)
    drawTree(into: &canvas)
  }

  /// `rows` grown to cover `more` too.
  private static func add(_ more: Range<Int>, to rows: inout Range<Int>) {
    guard !more.isEmpty else { return }
    rows =
      rows.isEmpty
      ? more : min(rows.lowerBound, more.lowerBound)..<max(rows.upperBound, more.upperBound)
  }

  /// Whether a visible subview with marks shares cells with another visible subview.
  private var overlapsMarkedSubview: Bool {
    for marked in subviews
    where !marked.isHidden && (marked.needsDisplay || marked.subtreeNeedsDisplay) {
      for other in subviews
      where other !== marked && !other.isHidden
        && other.frame.intersects(marked.frame)
      {
        return true
      }
    }
    return false
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
