import OpenCombine

extension ViewHost {
  /// The host whose view is being evaluated now, if any: `@ObservedObject` and `@StateObject`
  /// tell it which objects its view reads. Set only around the `body` calls (not while the
  /// host builds widgets or runs actions), so a read elsewhere subscribes nothing, as in
  /// SwiftUI.
  static var evaluating: ViewHost?

  /// The view being evaluated read `object` through a wrapper: the host follows its changes.
  func observe<Object: ObservableObject>(_ object: Object) {
    observedObjects.observe(object, for: self)
  }
}

/// The `ObservableObject`s a host's view read through `@ObservedObject` and `@StateObject`,
/// each with one subscription to its `objectWillChange`: SwiftUI's coarse invalidation, by
/// object.
///
/// A subscription is made the first time an evaluation reads the object and kept while later
/// evaluations read it; one the latest evaluation did not read is dropped after it. Its sink
/// only marks the host (`setNeedsUpdate()`): `objectWillChange` is sent in the property's
/// `willSet`, before the new value is stored, so the host evaluates later, once the event is
/// handled, as for Observation's `onChange`. The sink holds the host weakly and the host holds
/// the subscriptions, not the objects: no cycle, and a popped screen's host cancels them as it
/// goes.
@MainActor
final class ObservedObjects {
  private struct Subscription {
    weak var object: AnyObject?
    let cancellable: AnyCancellable
    /// The latest evaluation that read the object.
    var evaluation: Int
  }

  private var subscriptions: [ObjectIdentifier: Subscription] = [:]
  private var evaluation = 0
  /// How many changes the objects have published (`ChildScopes` compares it).
  private(set) var changes = 0
  /// The objects read since a child view's evaluation began, while one is under way.
  private var recorded: [ObjectIdentifier]?
  /// The object read last in this evaluation: a body reads its view model many times.
  private weak var lastObserved: AnyObject?

  /// How many objects the host follows (for tests).
  var count: Int { subscriptions.count }

  /// Runs `evaluate` as `host`'s evaluation: the objects it reads through the wrappers are
  /// followed, and those it no longer reads are not, once it has returned.
  func tracking<Result>(for host: ViewHost, _ evaluate: () -> Result) -> Result {
    evaluation += 1
    lastObserved = nil
    let outer = ViewHost.evaluating
    ViewHost.evaluating = host
    defer {
      ViewHost.evaluating = outer
      dropUnread()
    }
    return evaluate()
  }

  func observe<Object: ObservableObject>(_ object: Object, for host: ViewHost) {
    if lastObserved === object { return }
    lastObserved = object
    let id = ObjectIdentifier(object)
    recorded?.append(id)
    // Another object at the address of one that went is another subscription.
    if subscriptions[id]?.object === object {
      subscriptions[id]?.evaluation = evaluation
      return
    }
    // A `@Sendable` closure, so that only `assumeIsolated` checks the executor: one inferred to be
    // the main actor's checks it on entry too, ~220 instructions for each of the object's
    // changes (a keystroke publishes several).
    let cancellable = object.objectWillChange.sink { @Sendable [weak self, weak host] _ in
      MainActor.assumeIsolated {
        self?.changes += 1
        host?.setNeedsUpdate()
      }
    }
    subscriptions[id] = Subscription(
      object: object, cancellable: cancellable, evaluation: evaluation)
  }

  /// A child view's evaluation begins: the objects read from now on are recorded for it. Returns
  /// the recording of the evaluation around it, for `endRecording(_:)`.
  func beginRecording() -> [ObjectIdentifier]? {
    let outer = recorded
    recorded = []
    lastObserved = nil
    return outer
  }

  /// The child view's evaluation is over: the objects it read, which the evaluation around it
  /// read too.
  func endRecording(_ outer: [ObjectIdentifier]?) -> [ObjectIdentifier] {
    let objects = recorded ?? []
    recorded = outer.map { $0 + objects }
    lastObserved = nil
    return objects
  }

  /// A child view that was not evaluated again still reads the objects it read last time.
  func keep(_ objects: [ObjectIdentifier]) {
    for id in objects {
      subscriptions[id]?.evaluation = evaluation
      recorded?.append(id)
    }
  }

  private func dropUnread() {
    let evaluation = evaluation
    // A loop, not `contains(where:)`: its main-actor closure checks the executor when called.
    var unread = false
    for subscription in subscriptions.values where subscription.evaluation != evaluation {
      unread = true
      break
    }
    guard unread else { return }
    subscriptions = subscriptions.filter { $0.value.evaluation == evaluation }
  }
}
