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
}

extension Never: View {
  public typealias Body = Never
}

extension View where Body == Never {
  /// A primitive view has no body: the host builds a widget for it.
  public var body: Never { fatalError("\(Self.self) is primitive: it has no body") }
}

/// A view the host builds a widget for: it adds its elements instead of having a body.
@MainActor
protocol PrimitiveView {
  func resolve(into elements: inout [Element])
}

extension View {
  /// The elements this view stands for: its own if it is primitive, else its body's.
  ///
  /// Cost: a dynamic cast or two per view per evaluation, and a body call per composed view.
  func resolve(into elements: inout [Element]) {
    if let primitive = self as? any PrimitiveView {
      primitive.resolve(into: &elements)
    } else if let representable = self as? any ViewRepresentable {
      representable.resolveRepresentable(into: &elements)
    } else {
      body.resolve(into: &elements)
    }
  }

  func resolved() -> [Element] {
    var elements: [Element] = []
    resolve(into: &elements)
    return elements
  }
}

/// Nothing at all, like SwiftUI's `EmptyView`.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func resolve(into elements: inout [Element]) {}
}

/// A view whose type is erased, like SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
  public typealias Body = Never
  /// The view it wraps (read by tests through `@testable import`).
  let base: any View

  public init<Content: View>(_ view: Content) {
    base = view
  }

  func resolve(into elements: inout [Element]) {
    base.resolve(into: &elements)
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func resolve(into elements: inout [Element]) {
    self?.resolve(into: &elements)
  }
}

/// The views of one `@ViewBuilder` block, in order (`buildBlock`'s result).
public struct TupleView<each Content: View>: View, PrimitiveView {
  public typealias Body = Never
  private let content: (repeat each Content)

  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  func resolve(into elements: inout [Element]) {
    for view in repeat each content {
      view.resolve(into: &elements)
    }
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a `@ViewBuilder` block.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
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

  func resolve(into elements: inout [Element]) {
    switch storage {
    case .trueContent(let view): view.resolve(into: &elements)
    case .falseContent(let view): view.resolve(into: &elements)
    }
  }
}
