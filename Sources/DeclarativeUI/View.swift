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
@MainActor
public struct _ViewOutputs {
  var elements: [Element] = []
  /// Every `onKeyPress` of the views resolved so far, inner before outer (a modifier is
  /// applied after its content resolved), once per element it applies to.
  var keyHandlers: [KeyHandler] = []
  /// Every `.navigationDestination` of the views resolved so far.
  var destinations: [Destination] = []
  /// The host's child views from its last evaluations, by the order they come in (see
  /// `ChildScopes`); nil outside a host's evaluation, where every body is evaluated.
  @usableFromInline var scopes: ChildScopes?
  /// Whether the next composed view is the host's root view, which the host evaluates because
  /// something it read changed: it is not compared with its last value.
  @usableFromInline var rootPending = false
  /// Whether these are a `List`'s rows: a `ForEach` over identified data then stands for its
  /// rows as one element, which the host diffs by id (see `ForEach`).
  @usableFromInline var isListContent = false

  @usableFromInline init() {}

  /// Where the next element goes.
  @usableFromInline var count: Int { elements.count }

  /// The index of the element after the one at `index` and its descendants: its next sibling.
  @usableFromInline func index(after index: Int) -> Int {
    index + 1 + elements[index].descendants
  }

  /// Starts a stack: its children are the elements appended until `endStack(at:)`.
  @usableFromInline mutating func beginStack(_ axis: StackView.Axis) -> Int {
    elements.append(Element(.stack(axis)))
    return elements.count - 1
  }

  @usableFromInline mutating func endStack(at index: Int) {
    elements[index].descendants = elements.count - index - 1
  }

  /// A `ForEach`'s rows over identified data, in a list's content.
  @usableFromInline mutating func appendRows(_ source: any _RowsSource) {
    elements.append(Element(.rows(source)))
  }

  /// The outputs of a `List`'s content: the same host's child views, no root.
  @usableFromInline func listContent() -> _ViewOutputs {
    var rows = _ViewOutputs()
    rows.scopes = scopes
    rows.isListContent = true
    return rows
  }

  /// A list whose rows are the texts `rows` resolved to, or, when they are one `ForEach` over
  /// identified data, that `ForEach`'s rows, left for the host to diff by id.
  @usableFromInline mutating func appendList(_ rows: _ViewOutputs, selection: Binding<Int>) {
    let listRows: ListRows
    if rows.count == 1, case .rows(let source) = rows.elements[0].kind {
      listRows = .identified(source)
    } else {
      var texts: [String] = []
      var index = 0
      while index < rows.count {
        switch rows.elements[index].kind {
        case .text(let text): texts.append(text)
        case .rows(let source): texts.append(contentsOf: source.texts(after: nil, shown: []))
        default: break
        }
        index = rows.index(after: index)
      }
      listRows = .texts(texts)
    }
    elements.append(
      Element(.list(rows: listRows, selection: selection.wrappedValue, binding: selection)))
  }
}

extension Never: View {
  public typealias Body = Never
}

extension View where Body == Never {
  /// A primitive view has no body: the host builds a widget for it.
  public var body: Never { fatalError("\(Self.self) is primitive: it has no body") }
}

extension View {
  /// A composed view stands for what its body stands for: the host's root view, evaluated
  /// whenever the host is, by a body call; a view inside another's body, as in SwiftUI, only
  /// when it differs from the view at its place in the last evaluation or something its body
  /// read changed since (see `ChildScopes`), else it stands for what its body gave then.
  ///
  /// `@inlinable`, as every generic view's `_resolve` here: each view's conformance, compiled
  /// in the app's module, resolves its body's concrete type there, with no runtime generic
  /// metadata, value-witness copies of nested views or dynamic dispatch per child.
  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    guard outputs.scopes == nil || outputs.rootPending else {
      outputs.resolveChild(self, isSame: ChildScopes.bitwiseEqual)
      return
    }
    outputs.rootPending = false
    BodyEvaluations._count &+= 1
    body._resolve(into: &outputs)
  }
}

/// How many times the `body` of a composed view (one that is not primitive) has been evaluated
/// in this process, every host's together: what an event made the declarative layer evaluate
/// again (the benchmarks' "body evaluations per event"; tests compare it before and after).
@MainActor
public enum BodyEvaluations {
  public static var count: Int { _count }
  @usableFromInline static var _count = 0
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
  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    self?._resolve(into: &outputs)
  }
}

/// The views of one `@ViewBuilder` block, in order (`buildBlock`'s result): the first view and
/// the rest, so a block of three is `TupleView<A, TupleView<B, C>>`.
///
/// A pair, not a variadic `TupleView<repeat each Content>`: the compiler does not specialise
/// a parameter pack's layout, so every copy of a block (and of each stack holding one) went
/// through the runtime's tuple metadata and value witnesses, about 40,000 instructions a
/// keystroke on the Calculator screen. Nested pairs specialise like any generic struct.
public struct TupleView<First: View, Rest: View>: View {
  public typealias Body = Never
  @usableFromInline let first: First
  @usableFromInline let rest: Rest

  @inlinable
  public init(_ first: consuming First, _ rest: consuming Rest) {
    self.first = first
    self.rest = rest
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    first._resolve(into: &outputs)
    rest._resolve(into: &outputs)
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a `@ViewBuilder` block.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  @usableFromInline let storage: Storage

  @usableFromInline init(storage: Storage) {
    self.storage = storage
  }

  /// The view chosen (read by tests through `@testable import`).
  var content: any View {
    switch storage {
    case .trueContent(let view): view
    case .falseContent(let view): view
    }
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    switch storage {
    case .trueContent(let view): view._resolve(into: &outputs)
    case .falseContent(let view): view._resolve(into: &outputs)
    }
  }
}
