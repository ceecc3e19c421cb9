import Observation

/// A way to read and write a value that lives somewhere else, like SwiftUI's `Binding`.
///
/// A text field or a list edits its binding; a `@Bindable` object hands out bindings to its
/// properties (`$viewModel.numbers`).
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// Where the value lives (SwiftUI's bindings hold a location object too): one object per
  /// binding, so a `@Bindable` property's binding costs one allocation, not one per closure.
  @usableFromInline let location: Location<Value>

  public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    location = ClosureLocation(get: get, set: set)
  }

  @usableFromInline
  init(location: Location<Value>) {
    self.location = location
  }

  /// A binding to a property of an object (`$viewModel.numbers` of `@ObservedObject`).
  @inlinable
  init<Object: AnyObject>(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
    location = ObjectPropertyLocation(object: object, keyPath: keyPath)
  }

  /// A binding that always reads `value` and ignores writes (previews and tests).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value (`$settings.name`).
  public subscript<Property>(
    dynamicMember keyPath: WritableKeyPath<Value, Property>
  ) -> Binding<Property> {
    Binding<Property>(location: PropertyLocation(base: self, keyPath: keyPath))
  }
}

/// Bindings to the properties of an `@Observable` object, like SwiftUI's `@Bindable`:
/// `@Bindable var viewModel` in a view, then `$viewModel.numbers` is a `Binding<String>`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Bindable<Value> { self }

  /// Inlined, so that the location's class is made for the property's type where it is known:
  /// its metadata is then looked up once per call site, not at run time on every evaluation.
  @inlinable
  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Property>
  ) -> Binding<Property> {
    Binding(location: ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath))
  }
}

/// A binding's location: reads and writes its value.
@MainActor
@usableFromInline
class Location<Value> {
  @usableFromInline var value: Value {
    get { fatalError("a subclass reads the value") }
    set { fatalError("a subclass writes the value") }
  }
}

/// `Binding(get:set:)`'s location: the two closures.
private final class ClosureLocation<Value>: Location<Value> {
  let get: @MainActor () -> Value
  let set: @MainActor (Value) -> Void

  init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  override var value: Value {
    get { get() }
    set { set(newValue) }
  }
}

/// A property of a binding's value (`$settings.name`).
private final class PropertyLocation<Base, Value>: Location<Value> {
  let base: Binding<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: Binding<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override var value: Value {
    get { base.wrappedValue[keyPath: keyPath] }
    set { base.wrappedValue[keyPath: keyPath] = newValue }
  }
}

extension Binding {
  /// A binding to a `@State` value's box (`$selection`), made once per box: no key path (one
  /// into a generic class is instantiated anew each time, some 20,000 instructions) and no
  /// allocation per evaluation.
  init(stateBox box: State<Value>.Box) {
    location = StateLocation(box: box)
  }
}

/// A `@State` value's box. Unowned: the box holds the binding that holds this location.
private final class StateLocation<Value>: Location<Value> {
  unowned let box: State<Value>.Box

  init(box: State<Value>.Box) {
    self.box = box
  }

  override var value: Value {
    get { box.value }
    set { box.value = newValue }
  }
}

/// A property of an object (`$viewModel.numbers`).
@usableFromInline
final class ObjectPropertyLocation<Object: AnyObject, Value>: Location<Value> {
  let object: Object
  let keyPath: ReferenceWritableKeyPath<Object, Value>

  @usableFromInline
  init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  override var value: Value {
    get { object[keyPath: keyPath] }
    set { object[keyPath: keyPath] = newValue }
  }
}
