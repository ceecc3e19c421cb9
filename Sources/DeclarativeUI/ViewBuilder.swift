/// Builds a view from the statements of a closure, like SwiftUI's `ViewBuilder`: each
/// expression is a child, in order; `if` and `switch` choose among children.
///
/// Its parameters are `consuming`: the children move into the result. A copy of a generic
/// view is a runtime call per nested view (and a metadata lookup per `TupleView`).
@MainActor
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  @inlinable
  public static func buildBlock<Content: View>(_ content: consuming Content) -> Content {
    content
  }

  /// `@inlinable`, as `TupleView.init`: the app's module builds its blocks for their concrete
  /// types, with no runtime metadata lookup or value-witness copy per block.
  @inlinable
  public static func buildBlock<each Content: View>(
    _ content: repeat consuming each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? {
    content
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first content: consuming TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .trueContent(content))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second content: consuming FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .falseContent(content))
  }
}
