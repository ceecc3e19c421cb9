import Observation

/// The views a host met inside its root view's body (and theirs), with what each body gave,
/// kept from one evaluation to the next: SwiftUI evaluates a view's `body` again only when the
/// view differs from the one at its place last time, or when something its body read changed.
///
/// A view is compared with the last one at its place as SwiftUI compares views: field by field,
/// bit for bit (the same strings, the same array storage, the same object; a closure made
/// afresh always differs), or with `==` for an `.equatable()` view. Its place is its order among
/// the composed views of the evaluation. What its body reads is tracked on its own (Observation:
/// the properties it read; `@ObservedObject`: any change of an object it read), so that a view
/// that was not evaluated still hears of its changes. An equal, unchanged view stands for the
/// elements, key handlers and destinations its body gave last time, without a body call.
///
/// So a list's rows in a view of their own are not evaluated when only a footer beside them
/// changed: `List(selection:) { HistoryRows(viewModel: viewModel) }`.
@MainActor
@usableFromInline
final class ChildScopes {
  /// The views met, by their order in the evaluation.
  @exclusivity(unchecked) fileprivate var scopes: [AnyChildScope] = []
  /// The place of the next view met in the evaluation under way.
  @exclusivity(unchecked) fileprivate var next = 0
  fileprivate weak var host: ViewHost?

  init(host: ViewHost) {
    self.host = host
  }

  /// An evaluation begins: views are met from the first place again.
  func begin() {
    next = 0
  }

  /// The evaluation is over: the places it did not reach are forgotten.
  func end() {
    if scopes.count > next { scopes.removeSubrange(next...) }
  }

  /// Every view is to be evaluated again at the next evaluation (the environment changed).
  func invalidate() {
    for scope in scopes { scope.isValid = false }
  }

  /// How many views the host keeps (for tests).
  var count: Int { scopes.count }

  /// Whether two views are the same bit for bit (both alive, so an object or a buffer one
  /// holds cannot have been freed and its address reused by the other).
  @usableFromInline
  static func bitwiseEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
  }
}

/// One place's view and what its body gave.
@MainActor
private class AnyChildScope {
  @exclusivity(unchecked) var elements: [Element] = []
  @exclusivity(unchecked) var keyHandlers: [KeyHandler] = []
  @exclusivity(unchecked) var destinations: [Destination] = []
  /// How many places the views inside its body took: skipped with it.
  @exclusivity(unchecked) var nested = 0
  /// Whether the view is a list's rows (a `ForEach` resolves otherwise there).
  @exclusivity(unchecked) var isListContent = false
  /// Nothing its body read has changed since it was evaluated.
  @exclusivity(unchecked) var isValid = false
  /// Its Observation registration has not fired yet: Observation drops one only when it
  /// fires, so a view arms one at a time (see `Node.textWatch`).
  @exclusivity(unchecked) var isArmed = false
  /// The `ObservableObject`s its body read, and how many changes the host's objects had
  /// published when it did.
  @exclusivity(unchecked) var objects: [ObjectIdentifier] = []
  @exclusivity(unchecked) var objectChanges = 0
}

@MainActor
private final class ChildScope<Content: View>: AnyChildScope {
  @exclusivity(unchecked) var view: Content

  init(_ view: Content) {
    self.view = view
  }
}

extension _ViewOutputs {
  /// Resolves `view`, a view inside the host's root view: what its body gave last time if it
  /// is the same (`isSame`) as the view at its place then and nothing its body read changed,
  /// else its body, evaluated under its own observation tracking.
  @usableFromInline
  mutating func resolveChild<Content: View>(
    _ view: Content, isSame: (Content, Content) -> Bool
  ) {
    guard let scopes, let host = scopes.host else {
      BodyEvaluations._count &+= 1
      view.body._resolve(into: &self)
      return
    }
    let place = scopes.next
    scopes.next += 1
    let old = place < scopes.scopes.count ? scopes.scopes[place] as? ChildScope<Content> : nil
    if let old, old.isValid, old.isListContent == isListContent,
      old.objects.isEmpty || old.objectChanges == host.observedObjects.changes,
      isSame(view, old.view)
    {
      elements.append(contentsOf: old.elements)
      keyHandlers.append(contentsOf: old.keyHandlers)
      destinations.append(contentsOf: old.destinations)
      host.observedObjects.keep(old.objects)
      scopes.next += old.nested
      return
    }
    let scope = old ?? ChildScope(view)
    scope.view = view
    if place < scopes.scopes.count {
      scopes.scopes[place] = scope
    } else {
      scopes.scopes.append(scope)
    }
    let start = (count, keyHandlers.count, destinations.count)
    let objects = host.observedObjects.beginRecording()
    BodyEvaluations._count &+= 1
    if scope.isArmed {
      view.body._resolve(into: &self)
    } else {
      scope.isArmed = true
      withObservationTracking {
        view.body._resolve(into: &self)
      } onChange: { [weak scope, weak host] in
        MainActor.assumeIsolated {
          scope?.isArmed = false
          scope?.isValid = false
          host?.setNeedsUpdate()
        }
      }
    }
    scope.objects = host.observedObjects.endRecording(objects)
    scope.objectChanges = host.observedObjects.changes
    scope.isValid = true
    scope.isListContent = isListContent
    scope.nested = scopes.next - place - 1
    scope.elements = Array(elements[start.0...])
    scope.keyHandlers = Array(keyHandlers[start.1...])
    scope.destinations = Array(destinations[start.2...])
  }
}

/// A view compared with `==` to the one at its place in the last evaluation, like SwiftUI's
/// `EquatableView`: its body is evaluated again only when the two differ (or something its body
/// read changed). For a view whose fields change where what it shows does not: rows passed
/// down as values from an object that publishes other changes too.
public struct EquatableView<Content: View & Equatable>: View {
  public typealias Body = Never
  @usableFromInline let content: Content

  @inlinable
  public init(content: Content) {
    self.content = content
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    outputs.rootPending = false
    outputs.resolveChild(content) { $0 == $1 }
  }
}

extension View where Self: Equatable {
  /// Compares the view with `==`, not field by field, to decide whether its body is evaluated
  /// again (SwiftUI's `equatable()`).
  @inlinable
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
