/// A screen's title row: the title at the left and, right-aligned, a text about the screen's
/// data (the calculator's `1,234 saved`). The text shows only where it fits beside the title
/// with a column between them: a count cut short would read as another number. (DeclarativeUI's
/// `LabeledContent` shows one.)
@MainActor
public final class TitleRow: View {
  public var title: String {
    didSet {
      guard title != oldValue else { return }
      titleWidth = DisplayWidth.of(title)
      setNeedsDisplay()
    }
  }
  /// The right-aligned text, or nil for none.
  public var trailingText: String? {
    didSet {
      guard trailingText != oldValue else { return }
      trailingWidth = trailingText.map { DisplayWidth.of($0) } ?? 0
      setNeedsDisplay()
    }
  }
  /// Measured once per text, not in every frame.
  private var titleWidth: Int
  private var trailingWidth = 0

  public init(_ title: String) {
    self.title = title
    titleWidth = DisplayWidth.of(title)
    super.init()
    preferredHeight = 1
  }

  public override func draw(into canvas: inout Canvas) {
    let width = canvas.size.width
    canvas.draw(title, at: .zero, truncatingTailTo: width)
    guard let trailingText, titleWidth + 1 + trailingWidth <= width else { return }
    canvas.draw(trailingText, at: Point(x: width - trailingWidth, y: 0))
  }
}
