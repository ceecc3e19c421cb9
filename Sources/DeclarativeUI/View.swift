import TerminalUI

/// A piece of user interface described as a value, like SwiftUI's `View`.
///
/// A view is a struct whose `body` says what to show, reading whatever state it needs; it is
/// evaluated again whenever that state changes. Primitive views (`Text`, `TextField`, `VStack`,
/// …) have no body (`Body == Never`): the host turns them into TerminalUI widgets.
@MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }

  /// Adds the elements this view stands for: a primitive view its own, a composed view (the
  /// default) its body's. Called by the host only, like SwiftUI's `_makeView`.
  ///
  /// A requirement with a default, not a helper with dynamic casts: a witness-table call per
  /// view finds a primitive's elements, where `self as? any …` cost runtime type checks.
  func _resolve(into outputs: inout _ViewOutputs)
}

/// What views resolve to during an evaluation, in order (the host's; like SwiftUI's
/// `_ViewOutputs`, public only because `View._resolve` names it).
public struct _ViewOutputs {
  var elements: [Element] = []
}

extension Never: View {
  public typealias Body = Never
}

extension View where Body == Never {
  /// A primitive view has no body: the host builds a widget for it.
  public var body: Never { fatalError("\(Self.self) is primitive: it has no body") }
}

extension View {
  /// A composed view stands for what its body stands for (a body call per evaluation).
  public func _resolve(into outputs: inout _ViewOutputs) {
    body._resolve(into: &outputs)
  }

  func resolved() -> [Element] {
    var outputs = _ViewOutputs()
    _resolve(into: &outputs)
    return outputs.elements
  }
}

/// Nothing at all, like SwiftUI's `EmptyView`.
public struct EmptyView: View {
  public typealias Body = Never
  public init() {}
  public func _resolve(into outputs: inout _ViewOutputs) {}
}

/// A view whose type is erased, like SwiftUI's `AnyView`.
public struct AnyView: View {
  public typealias Body = Never
  /// The view it wraps (read by tests through `@testable import`).
  let base: any View

  public init<Content: View>(_ view: Content) {
    base = view
  }

  public func _resolve(into outputs: inout _ViewOutputs) {
    base._resolve(into: &outputs)
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

@MainActor
extension Optional where Wrapped: View {
  public func _resolve(into outputs: inout _ViewOutputs) {
    self?._resolve(into: &outputs)
  }
}

/// The views of one `@ViewBuilder` block, in order (`buildBlock`'s result).
public struct TupleView<each Content: View>: View {
  public typealias Body = Never
  @usableFromInline let content: (repeat each Content)

  @inlinable
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// A block that starts a stack's elements reserves room for one element per child: most
  /// children are one element, and the array would otherwise regrow as it fills (an
  /// allocation at 1, 2, 4 … elements). Only then: reserving exact room on every block of a
  /// `ForEach` would defeat the array's geometric growth.
  public func _resolve(into outputs: inout _ViewOutputs) {
    if outputs.elements.isEmpty {
      var count = 0
      for _ in repeat (each Content).self { count += 1 }
      outputs.elements.reserveCapacity(count)
    }
    for view in repeat each content {
      view._resolve(into: &outputs)
    }
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a `@ViewBuilder` block.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  /// The view chosen (read by tests through `@testable import`).
  var content: any View {
    switch storage {
    case .trueContent(let view): view
    case .falseContent(let view): view
    }
  }

  public func _resolve(into outputs: inout _ViewOutputs) {
    switch storage {
    case .trueContent(let view): view._resolve(into: &outputs)
    case .falseContent(let view): view._resolve(into: &outputs)
    }
  }
}
