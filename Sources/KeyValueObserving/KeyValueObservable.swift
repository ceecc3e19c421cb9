/// What `observe(_:options:changeHandler:)` is declared on, so that its handler gets the
/// observed object as its own type (Foundation's `_KeyValueCodingAndObserving`, which
/// `NSObject` adopts). `KeyValueObservingObject` adopts it; nothing else needs to.
@MainActor
public protocol KeyValueObservable: AnyObject {}

extension KeyValueObservable where Self: KeyValueObservingObject {
  /// Calls `changeHandler` after every assignment to the `@Observed` property at `keyPath`,
  /// equal values included, until the returned observation is released or invalidated
  /// (`NSObject.observe(_:options:changeHandler:)`). With `.initial` it is also called at once.
  ///
  /// The change holds the new value with `.new` and the old one with `.old`, nil otherwise,
  /// as Foundation's does. The object is handed to the handler, so the handler need not
  /// capture it, and the observation holds no reference to it.
  ///
  /// `keyPath` names an `@Observed` property itself (`\.result`), as in Foundation, where a
  /// Swift property must be `@objc dynamic`. A key path to a property that is not `@Observed`,
  /// through one (`\.result.count`), or to a computed property that reads none or several of
  /// them, stops the program with a message. (The property is found by reading the key path
  /// once: a computed property that reads exactly one `@Observed` property of its own type
  /// would observe that one, so observe the stored property instead.)
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    let observation = PropertyObservation<Value>(options: options) { object, change in
      // The property's list hands back the object it belongs to: this one, so of type Self.
      changeHandler(unsafeDowncast(object, to: Self.self), change)
    }
    registering = observation
    registeringReads = 0
    let value = self[keyPath: keyPath]
    let reads = registeringReads
    registering = nil
    precondition(
      reads == 1 && observation.isRegistered,
      "observe(\(keyPath)): the key path must name one @Observed property of \(Self.self)")
    if options.contains(.initial) {
      observation.send(self, old: nil, new: value)
    }
    return observation
  }
}
