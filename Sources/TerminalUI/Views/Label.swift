/// One line of read-only text, clipped to its width.
@MainActor
public final class Label: View {
  public var text: String

  public init(_ text: String = "") {
    self.text = text
    super.init()
    preferredHeight = 1
  }

  public override func draw(into canvas: inout Canvas) {
    canvas.draw(text, at: .zero)
  }
}
