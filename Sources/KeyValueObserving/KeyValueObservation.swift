/// An observation begun by `observe(_:options:changeHandler:)` (`NSKeyValueObservation`): it
/// goes on while something holds it, and ends when it is released or `invalidate()`d.
///
/// The observed object holds it weakly and it holds the object not at all, so neither keeps
/// the other alive; a view keeps its observations in a property, and they end with the view.
@MainActor
public class KeyValueObservation {
  @usableFromInline
  init() {}

  /// Ends the observation: its handler is not called again, even by a notification under way,
  /// and is released now. Calling it again does nothing.
  public func invalidate() {
    end()
  }

  @usableFromInline
  func end() {}
}

/// An observation of a property holding `Value`: its options and handler, which the property
/// calls (`Observed`'s setter) with the object it belongs to.
@MainActor
@usableFromInline
final class PropertyObservation<Value>: KeyValueObservation {
  @usableFromInline typealias Handler =
    @MainActor (KeyValueObservingObject, KeyValueObservedChange<Value>) -> Void

  @usableFromInline let options: KeyValueObservingOptions
  /// Nil once invalidated: the closure and what it captured go at once.
  @usableFromInline var handler: Handler?
  /// Whether the property it observes has it in its list (`Observed.register(_:)`).
  @usableFromInline var isRegistered = false

  @usableFromInline
  init(options: KeyValueObservingOptions, handler: @escaping Handler) {
    self.options = options
    self.handler = handler
  }

  @usableFromInline
  override func end() {
    handler = nil
  }

  /// Calls the handler, unless invalidated, with the values the options ask for.
  @inlinable
  func send(_ object: KeyValueObservingObject, old oldValue: Value?, new newValue: Value) {
    guard let handler else { return }
    handler(
      object,
      KeyValueObservedChange(
        newValue: options.contains(.new) ? newValue : nil,
        oldValue: options.contains(.old) ? oldValue : nil))
  }
}
