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
  /// types, with no runtime metadata lookup or value-witness copy per block. Up to ten views a
  /// block, as SwiftUI's.
  @inlinable
  public static func buildBlock<C0: View, C1: View>(
    _ c0: consuming C0, _ c1: consuming C1
  ) -> TupleView<C0, C1> {
    TupleView(c0, c1)
  }

  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2
  ) -> TupleView<C0, TupleView<C1, C2>> {
    TupleView(c0, TupleView(c1, c2))
  }

  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
  ) -> TupleView<C0, TupleView<C1, TupleView<C2, C3>>> {
    TupleView(c0, TupleView(c1, TupleView(c2, c3)))
  }

  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: consuming C0,
    _ c1: consuming C1,
    _ c2: consuming C2,
    _ c3: consuming C3,
    _ c4: consuming C4
  ) -> TupleView<C0, TupleView<C1, TupleView<C2, TupleView<C3, C4>>>> {
    TupleView(c0, TupleView(c1, TupleView(c2, TupleView(c3, c4))))
  }

  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ c0: consuming C0,
    _ c1: consuming C1,
    _ c2: consuming C2,
    _ c3: consuming C3,
    _ c4: consuming C4,
    _ c5: consuming C5
  ) -> TupleView<C0, TupleView<C1, TupleView<C2, TupleView<C3, TupleView<C4, C5>>>>> {
    TupleView(c0, TupleView(c1, TupleView(c2, TupleView(c3, TupleView(c4, c5)))))
  }

  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View
  >(
    _ c0: consuming C0,
    _ c1: consuming C1,
    _ c2: consuming C2,
    _ c3: consuming C3,
    _ c4: consuming C4,
    _ c5: consuming C5,
    _ c6: consuming C6
  ) -> TupleView<C0, TupleView<C1, TupleView<C2, TupleView<C3, TupleView<C4, TupleView<C5, C6>>>>>>
  {
    TupleView(c0, TupleView(c1, TupleView(c2, TupleView(c3, TupleView(c4, TupleView(c5, c6))))))
  }

  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
  >(
    _ c0: consuming C0,
    _ c1: consuming C1,
    _ c2: consuming C2,
    _ c3: consuming C3,
    _ c4: consuming C4,
    _ c5: consuming C5,
    _ c6: consuming C6,
    _ c7: consuming C7
  ) -> TupleView<
    C0, TupleView<C1, TupleView<C2, TupleView<C3, TupleView<C4, TupleView<C5, TupleView<C6, C7>>>>>>
  > {
    TupleView(
      c0,
      TupleView(c1, TupleView(c2, TupleView(c3, TupleView(c4, TupleView(c5, TupleView(c6, c7)))))))
  }

  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
  >(
    _ c0: consuming C0,
    _ c1: consuming C1,
    _ c2: consuming C2,
    _ c3: consuming C3,
    _ c4: consuming C4,
    _ c5: consuming C5,
    _ c6: consuming C6,
    _ c7: consuming C7,
    _ c8: consuming C8
  ) -> TupleView<
    C0,
    TupleView<
      C1,
      TupleView<C2, TupleView<C3, TupleView<C4, TupleView<C5, TupleView<C6, TupleView<C7, C8>>>>>>
    >
  > {
    TupleView(
      c0,
      TupleView(
        c1,
        TupleView(c2, TupleView(c3, TupleView(c4, TupleView(c5, TupleView(c6, TupleView(c7, c8))))))
      ))
  }

  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View
  >(
    _ c0: consuming C0,
    _ c1: consuming C1,
    _ c2: consuming C2,
    _ c3: consuming C3,
    _ c4: consuming C4,
    _ c5: consuming C5,
    _ c6: consuming C6,
    _ c7: consuming C7,
    _ c8: consuming C8,
    _ c9: consuming C9
  ) -> TupleView<
    C0,
    TupleView<
      C1,
      TupleView<
        C2,
        TupleView<C3, TupleView<C4, TupleView<C5, TupleView<C6, TupleView<C7, TupleView<C8, C9>>>>>>
      >
    >
  > {
    TupleView(
      c0,
      TupleView(
        c1,
        TupleView(
          c2,
          TupleView(
            c3, TupleView(c4, TupleView(c5, TupleView(c6, TupleView(c7, TupleView(c8, c9)))))))))
  }

  @inlinable
  public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? {
    content
  }

  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first content: consuming TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .trueContent(content))
  }

  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second content: consuming FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .falseContent(content))
  }
}
