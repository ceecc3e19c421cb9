import Observation

/// A way to read and write a value that lives somewhere else, like SwiftUI's `Binding`.
///
/// A text field or a list edits its binding; a `@Bindable` object hands out bindings to its
/// properties (`$viewModel.numbers`).
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: @MainActor () -> Value
  private let setValue: @MainActor (Value) -> Void

  public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    getValue = get
    setValue = set
  }

  /// A binding that always reads `value` and ignores writes (previews and tests).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value (`$settings.name`).
  public subscript<Property>(
    dynamicMember keyPath: WritableKeyPath<Value, Property>
  ) -> Binding<Property> {
    Binding<Property>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
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

  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Property>
  ) -> Binding<Property> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
