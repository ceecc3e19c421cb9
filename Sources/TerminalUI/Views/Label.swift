/// One line of read-only text, cut to its width.
@MainActor
public final class Label: View {
  /// How text wider than the label is cut, as `UILabel`'s `lineBreakMode`.
  public enum LineBreakMode: Sendable {
    /// The text stops at the label's edge.
    case byClipping
    /// What fits in all but the last column, then "…": a cut value never reads as complete.
    case byTruncatingTail
  }

  public var text: String {
    didSet { setNeedsDisplay() }
  }
  public var lineBreakMode = LineBreakMode.byTruncatingTail {
    didSet { setNeedsDisplay() }
  }

  public init(_ text: String = "") {
    self.text = text
    super.init()
    preferredHeight = 1
  }

  public override func draw(into canvas: inout Canvas) {
    switch lineBreakMode {
    case .byClipping: canvas.draw(text, at: .zero)
    case .byTruncatingTail: canvas.draw(text, at: .zero, truncatingTailTo: canvas.size.width)
    }
  }
}
