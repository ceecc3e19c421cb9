import TerminalUI

/// Rows of text with one selected, like SwiftUI's `List(selection:)`; shown by a TerminalUI
/// `ListView` in `.selection` style. Up/Down move the selection, which is written to the
/// binding before the next key handler runs and before the next frame.
///
/// The rows are the `Text`s of its content (usually a `ForEach`); the list is as tall as its
/// rows unless a `.frame(height:)` or `.frame(maxHeight: .infinity)` says otherwise.
public struct List<Content: View>: View {
  public typealias Body = Never
  let selection: Binding<Int>
  let content: Content

  public init(selection: Binding<Int>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public func _resolve(into outputs: inout _ViewOutputs) {
    let rows = content.resolved().compactMap { element -> String? in
      if case .text(let text) = element.kind { return text }
      return nil
    }
    outputs.elements.append(
      Element(.list(rows: rows, selection: selection.wrappedValue, binding: selection)))
  }
}

/// A view per element of a collection, like SwiftUI's `ForEach`.
///
/// Rows are told apart by position (the host keeps identity by position everywhere), so no
/// `id` is needed.
public struct ForEach<Data: RandomAccessCollection, Content: View>: View {
  public typealias Body = Never
  let data: Data
  let content: @MainActor (Data.Element) -> Content

  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }

  public func _resolve(into outputs: inout _ViewOutputs) {
    for item in data {
      content(item)._resolve(into: &outputs)
    }
  }
}
