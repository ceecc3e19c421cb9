/// Arranges its subviews in a column or a row, like `UIStackView` without the options.
///
/// A subview with a preferred length along the axis gets exactly that (as far as it fits);
/// the others share what is left equally. Every subview spans the whole cross axis.
@MainActor
public final class StackView: View {
  public enum Axis: Sendable {
    case vertical
    case horizontal
  }

  public let axis: Axis

  public init(axis: Axis = .vertical, arrangedSubviews: [View] = []) {
    self.axis = axis
    super.init()
    for view in arrangedSubviews { addSubview(view) }
  }

  // Runs before every frame: loops rather than filter/map, which would allocate arrays.
  public override func layoutSubviews() {
    let total = axis == .vertical ? bounds.height : bounds.width
    var fixed = 0
    var flexibleCount = 0
    for view in subviews where !view.isHidden {
      if let length = preferredLength(of: view) { fixed += length } else { flexibleCount += 1 }
    }
    let share = flexibleCount == 0 ? 0 : max(0, total - fixed) / flexibleCount
    var position = 0
    for view in subviews where !view.isHidden {
      let length = max(0, min(preferredLength(of: view) ?? share, total - position))
      switch axis {
      case .vertical:
        view.frame = Rect(x: 0, y: position, width: bounds.width, height: length)
      case .horizontal:
        view.frame = Rect(x: position, y: 0, width: length, height: bounds.height)
      }
      position += length
    }
  }

  private func preferredLength(of view: View) -> Int? {
    axis == .vertical ? view.preferredHeight : view.preferredWidth
  }
}
