import OpenCombine

/// A view's reference to an `ObservableObject` it observes, like SwiftUI's `ObservedObject`:
/// `@ObservedObject var viewModel: CalculatorViewModel` in a view, then `viewModel.sumText` in
/// its `body`, and `$viewModel.numbers` is a `Binding<String>`.
///
/// Observation is by object, as in SwiftUI: a view whose evaluation read the object through
/// this wrapper is evaluated again after *any* change the object publishes through
/// `objectWillChange` (every `@Published` property sends it, in its `willSet`), whichever
/// property changed and whether the body read it or not. An `@Observable` object read through
/// `@Bindable` or a plain property is observed by property instead. The view does not own the
/// object: whoever made it keeps it (`@StateObject` keeps one for its view).
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  /// Bindings to the object's properties, like SwiftUI's `ObservedObject.Wrapper`:
  /// `$viewModel.numbers`.
  @MainActor
  @dynamicMemberLookup
  public struct Wrapper {
    @usableFromInline let object: ObjectType

    @usableFromInline
    init(object: ObjectType) {
      self.object = object
    }

    /// A binding to `keyPath` of the object. Writing through it sets the property, which
    /// publishes the change as any write does. Inlined, as `Bindable`'s: the binding's location
    /// is made where the property's type is known.
    @inlinable
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(object: object, keyPath: keyPath)
    }
  }

  private let object: ObjectType

  public init(wrappedValue: ObjectType) {
    object = wrappedValue
  }

  /// The object; read while a host evaluates the view, it subscribes that host to the
  /// object's changes.
  public var wrappedValue: ObjectType {
    ViewHost.evaluating?.observe(object)
    return object
  }

  /// Bindings to the object's properties; read while a host evaluates the view, it subscribes
  /// that host to the object's changes too.
  public var projectedValue: Wrapper {
    ViewHost.evaluating?.observe(object)
    return Wrapper(object: object)
  }
}
