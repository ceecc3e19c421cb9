import TerminalUI

/// Its children in a column, like SwiftUI's `VStack`; shown by a vertical `StackView`.
///
/// A child with a height (a `Text`, a field, a `.frame(height:)`) gets exactly that; the others
/// share what is left.
public struct VStack<Content: View>: View {
  public typealias Body = Never
  @usableFromInline let content: Content

  /// `@inlinable`, as `ViewBuilder.buildBlock`: made in the app's module for its content type.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    let stack = outputs.beginStack(.vertical)
    content._resolve(into: &outputs)
    outputs.endStack(at: stack)
  }
}

/// Its children in a row, like SwiftUI's `HStack`; shown by a horizontal `StackView`.
///
/// A child with a width (`.frame(width:)`) gets exactly that; the others share what is left.
/// The row is as tall as its tallest child that has a height, as SwiftUI's hugs its content.
public struct HStack<Content: View>: View {
  public typealias Body = Never
  @usableFromInline let content: Content

  /// `@inlinable`, as `ViewBuilder.buildBlock`: made in the app's module for its content type.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    let stack = outputs.beginStack(.horizontal)
    content._resolve(into: &outputs)
    outputs.endStack(at: stack)
  }
}
