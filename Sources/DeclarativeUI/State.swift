import Observation

/// A value a view owns, like SwiftUI's `@State`: `@State private var selection: TextSelection?`.
/// `$selection` is a binding to it. A body that reads the value is evaluated again when it
/// changes (the value lives in an observable box).
///
/// SwiftUI keeps the value for as long as the view keeps its identity in the tree, across new
/// view values; this stand-in, as its `@StateObject`, ties the value to the view value and its
/// copies: a hosting controller keeps its root view, so the value lives as long as the screen.
@MainActor
@propertyWrapper
public struct State<Value> {
  @Observable
  final class Box {
    var value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  private let box: Box

  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value: `TextField(…, selection: $selection)`.
  public var projectedValue: Binding<Value> {
    Binding(object: box, keyPath: \.value)
  }
}
