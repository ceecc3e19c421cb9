import TerminalUI

/// A TerminalUI widget shown as a view, like SwiftUI's `UIViewRepresentable`: the host calls
/// `makeView()` once, when the widget first appears at its place, and `updateView(_:)` after
/// every evaluation of the view that contains it. The widget says when what it shows changes
/// (`setNeedsDisplay()`), as every TerminalUI widget does: the window draws only what changed.
///
/// For widgets that already do what a screen needs, and that lay themselves out in ways the
/// declarative stacks do not (a table sized to the screen's width, say).
public protocol ViewRepresentable: View where Body == Never {
  associatedtype ViewType: TerminalUI.View
  func makeView() -> ViewType
  func updateView(_ view: ViewType)
}

extension ViewRepresentable {
  /// A representable stands for its widget (this default wins over `View`'s, which would call
  /// `body`).
  public func _resolve(into outputs: inout _ViewOutputs) {
    outputs.elements.append(
      Element(
        .representable(
          Representation(
            type: ObjectIdentifier(Self.self), make: { self.makeView() },
            update: { self.updateView($0 as! ViewType) }))))
  }
}
