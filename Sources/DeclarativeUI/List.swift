import TerminalUI

/// Rows of text with one selected, like SwiftUI's `List(selection:)`; shown by a TerminalUI
/// `ListView` in `.selection` style. Up/Down move the selection, which is written to the
/// binding before the next key handler runs and before the next frame.
///
/// The rows are the `Text`s of its content (usually a `ForEach`); the list is as tall as its
/// rows unless a `.frame(height:)` or `.frame(maxHeight: .infinity)` says otherwise.
public struct List<Content: View>: View {
  public typealias Body = Never
  @usableFromInline let selection: Binding<Int>
  @usableFromInline let content: Content

  @inlinable
  public init(selection: Binding<Int>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    var rows = _ViewOutputs()
    content._resolve(into: &rows)
    outputs.appendList(rows, selection: selection)
  }
}

/// A view per element of a collection, like SwiftUI's `ForEach`.
///
/// Rows are told apart by position (the host keeps identity by position everywhere), so no
/// `id` is needed.
public struct ForEach<Data: RandomAccessCollection, Content: View>: View {
  public typealias Body = Never
  @usableFromInline let data: Data
  @usableFromInline let content: @MainActor (Data.Element) -> Content

  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    for item in data {
      content(item)._resolve(into: &outputs)
    }
  }
}
