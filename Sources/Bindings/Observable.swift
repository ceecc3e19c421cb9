/// A value that tells its observers when it is set: the binding box of closure-based MVVM
/// (as in kudoleh's Clean MVVM), with no Combine, KVO or NotificationCenter.
///
/// Observing fires at once with the current value, then on every assignment, in the order
/// the observers were added. Observers are held weakly through their owner: when the owner
/// (a view) goes away its closure is dropped, so a view model never keeps a view alive.
/// Capture the owner `[weak self]` in the closure, as the owner holds the view model.
///
/// Both MVVM variants use this one box: it is the binding mechanism, not part of either
/// pattern's difference, so it lives in its own target that neither variant owns.
@MainActor
public final class Observable<Value> {
  private struct Observer {
    weak var owner: AnyObject?
    let block: @MainActor (Value) -> Void
  }

  public var value: Value {
    didSet { notify() }
  }

  private var observers: [Observer] = []

  public init(_ value: Value) {
    self.value = value
  }

  /// Calls `block` now with the current value and after every assignment while `owner` lives.
  public func observe(on owner: AnyObject, _ block: @escaping @MainActor (Value) -> Void) {
    observers.append(Observer(owner: owner, block: block))
    block(value)
  }

  /// Stops calling the closures `owner` registered.
  public func remove(observer owner: AnyObject) {
    observers.removeAll { $0.owner === owner || $0.owner == nil }
  }

  /// How many observers are still alive (for tests and debugging).
  public var observerCount: Int {
    observers.count { $0.owner != nil }
  }

  private func notify() {
    // Sweep only when an owner is gone: a sweep costs an allocation on every assignment.
    if observers.contains(where: { $0.owner == nil }) {
      observers.removeAll { $0.owner == nil }
    }
    for observer in observers { observer.block(value) }
  }
}
