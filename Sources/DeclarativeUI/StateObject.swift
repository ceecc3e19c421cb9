import OpenCombine

/// An `ObservableObject` a view makes and keeps, like SwiftUI's `StateObject`:
/// `@StateObject private var viewModel = CalculatorViewModel()`.
///
/// The object is made once, the first time the view reads it, and kept for as long as the view
/// value is (its copies share it): a hosting controller keeps its root view, so the object
/// lives as long as the controller. SwiftUI keeps the object for as long as the view keeps its
/// identity in the tree, across new view values; this stand-in needs it for a root view only,
/// which keeps its value, so it ties the object to the value. Observed as `@ObservedObject`
/// observes: every change the object publishes evaluates the view again.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  /// The object once made, shared by the copies of the view value.
  private final class Storage {
    var object: ObjectType?
    let make: () -> ObjectType

    init(make: @escaping () -> ObjectType) {
      self.make = make
    }
  }

  private let storage: Storage

  /// `thunk` runs once, when the view first reads the object, not when the view is made.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    storage = Storage(make: thunk)
  }

  public var wrappedValue: ObjectType {
    let object = self.object
    ViewHost.evaluating?.observe(object)
    return object
  }

  /// Bindings to the object's properties (`$viewModel.path`), as `@ObservedObject`'s.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: object).projectedValue
  }

  private var object: ObjectType {
    if let object = storage.object { return object }
    let object = storage.make()
    storage.object = object
    return object
  }
}
