import TerminalUI

/// A label with a value at the right end of its row, like SwiftUI's `LabeledContent(_:value:)`;
/// shown by a TerminalUI `TitleRow`. The value shows only where it fits beside the label, with a
/// column between them; a nil value shows the label alone.
///
/// A primitive, as `Text` is: an evaluation that shows it makes a plain element and allocates
/// nothing for it (a `ViewRepresentable` makes two closures on every evaluation).
public struct LabeledContent: View {
  public typealias Body = Never
  let label: String
  let value: String?

  public init(_ label: String, value: String?) {
    self.label = label
    self.value = value
  }

  public func _resolve(into outputs: inout _ViewOutputs) {
    outputs.elements.append(Element(.labeledContent(label: label, value: value)))
  }
}
