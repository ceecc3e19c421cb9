/// Declares a property of a `KeyValueObservingObject` subclass observable: every assignment
/// to it calls its observations' handlers, with nothing for the class to call (KVO's automatic
/// notification of an `@objc dynamic` property).
///
///     @Observed private(set) var result = ""
///
/// Every assignment notifies, an equal value included, as KVO does: whoever observes hears
/// each time the owner sets the property, not only when its value differs.
///
/// Observers are called in the order they began, at once, before the assignment returns. An
/// observation that begins during a notification is not called for it; one invalidated
/// during it is not called after that. A handler that assigns an observed property (this one
/// or another) notifies its observers at once, within the notification under way, which then
/// goes on with its remaining observers and its own change.
///
/// It works through the enclosing-instance subscript (as Combine's `@Published`), so it is
/// only for properties of `KeyValueObservingObject` subclasses; `wrappedValue` is unavailable.
@propertyWrapper
public struct Observed<Value> {
  /// A property's observation, held weakly: releasing the observation ends it.
  @usableFromInline
  struct Entry {
    @usableFromInline weak var observation: PropertyObservation<Value>?

    @usableFromInline
    init(_ observation: PropertyObservation<Value>) {
      self.observation = observation
    }
  }

  @usableFromInline var value: Value
  /// This property's observations, in the order they began.
  @usableFromInline var entries: [Entry] = []

  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  @available(*, unavailable, message: "@Observed is only for properties of KeyValueObservingObject")
  public var wrappedValue: Value {
    get { fatalError("@Observed is only for properties of KeyValueObservingObject") }
    set { fatalError("@Observed is only for properties of KeyValueObservingObject") }
  }

  /// The property's value, read and assigned through the object that holds it.
  ///
  /// Inlined into the property's own accessors, so that the key paths, literals there, are
  /// folded into direct access to the storage rather than applied at run time.
  @MainActor
  @inlinable
  public static subscript<Object: KeyValueObservingObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Self>
  ) -> Value {
    @inline(__always) get {
      if let observation = object.registering {
        // `observe(_:options:changeHandler:)` is reading the key path it was given.
        object.registeringReads += 1
        if object.registeringReads == 1 {
          object[keyPath: storageKeyPath].register(observation)
        }
      }
      return object[keyPath: storageKeyPath].value
    }
    @inline(__always) set {
      // A copy of the list: observations that begin or end meanwhile do not change whom this
      // assignment notifies.
      let (oldValue, entries) = object[keyPath: storageKeyPath].assign(newValue)
      guard !entries.isEmpty else { return }
      var ended = false
      for entry in entries {
        if let observation = entry.observation, observation.handler != nil {
          observation.send(object, old: oldValue, new: newValue)
        } else {
          ended = true
        }
      }
      if ended {
        object[keyPath: storageKeyPath].entries.removeAll { $0.observation?.handler == nil }
      }
    }
  }

  /// Stores `newValue`; returns the value it replaced and the observations to notify.
  @inlinable
  mutating func assign(_ newValue: Value) -> (Value, [Entry]) {
    var oldValue = newValue
    swap(&value, &oldValue)
    return (oldValue, entries)
  }

  /// Adds `observation` to this property's list if it observes a `Value`; otherwise the key
  /// path read this property on the way to another value, and `observe` refuses it.
  @MainActor
  @usableFromInline
  mutating func register(_ observation: KeyValueObservation) {
    guard let observation = observation as? PropertyObservation<Value> else { return }
    entries.append(Entry(observation))
    observation.isRegistered = true
  }
}
