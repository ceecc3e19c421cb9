/// One line of read-only text, cut to its width.
///
/// The stored properties a keystroke reads skip the runtime's exclusivity check (some 75
/// instructions an access, paid many times a keystroke): they belong to the main actor and are
/// never passed `inout` across a call that could reach them again.
@MainActor
public final class Label: View {
  /// How text wider than the label is cut, as `UILabel`'s `lineBreakMode`.
  public enum LineBreakMode: Sendable {
    /// The text stops at the label's edge.
    case byClipping
    /// What fits in all but the last column, then "…": a cut value never reads as complete.
    case byTruncatingTail
  }

  @exclusivity(unchecked) public var text: String {
    didSet {
      guard text != oldValue else { return }
      fitted = nil
      setNeedsDisplay()
    }
  }
  @exclusivity(unchecked) public var lineBreakMode = LineBreakMode.byTruncatingTail {
    didSet { if lineBreakMode != oldValue { setNeedsDisplay() } }
  }
  /// The text as last cut to a width. Finding where a text wider in bytes than in columns is
  /// cut walks its graphemes, which costs more than drawing it, and every frame draws every
  /// label drawn (a hint line with a few `·` is such a text): so it is done once per text and
  /// width.
  @exclusivity(unchecked) private var fitted: (width: Int, text: String)?

  public init(_ text: String = "") {
    self.text = text
    super.init()
    preferredHeight = 1
  }

  public override func draw(into canvas: inout Canvas) {
    switch lineBreakMode {
    case .byClipping: canvas.draw(text, at: .zero)
    case .byTruncatingTail:
      let width = canvas.size.width
      // No grapheme is wider than its UTF-8 bytes are many: short text fits as it is.
      if text.utf8.count <= width {
        canvas.draw(text, at: .zero)
        return
      }
      if fitted?.width != width { fitted = (width, DisplayWidth.truncatingTail(text, to: width)) }
      if let fitted { canvas.draw(fitted.text, at: .zero) }
    }
  }
}
