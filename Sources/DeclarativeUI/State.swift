import Observation

/// A value a view owns, like SwiftUI's `@State`: `@State private var selection: TextSelection?`.
/// `$selection` is a binding to it. A body that reads the value is evaluated again when it
/// changes (the value lives in an observable box).
///
/// SwiftUI keeps the value with the view's place in the tree, across the new view values each
/// evaluation of its parent makes. This stand-in keeps it with the screen and the property's
/// declaration: a view made while a screen is evaluated (the root of a `NavigationStack`, a
/// child view of a body) finds the box its declaration got on that screen the first time, so a
/// view made again keeps its state. (Two views of the same type on one screen would share it:
/// none of the apps has that.) A view made outside an evaluation (a hosting controller's root
/// view, a pushed destination) keeps a box of its own, with its value, as long as the value.
@MainActor
@propertyWrapper
public struct State<Value> {
  @Observable
  final class Box: StateBox {
    var value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  private let box: Box

  /// `fileID`, `line` and `column` are where the property is declared (the compiler passes the
  /// declaration's): what a screen keeps its box under.
  public init(
    wrappedValue: Value, fileID: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    let declaration = StateDeclaration(fileID: fileID, line: line, column: column)
    box = ViewHost.evaluating?.stateBox(for: declaration) { Box(wrappedValue) } ?? Box(wrappedValue)
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

/// A `@State` property's declaration: where in the source it is.
struct StateDeclaration: Hashable {
  let file: UnsafeRawPointer
  let line: UInt
  let column: UInt

  init(fileID: StaticString, line: UInt, column: UInt) {
    file = UnsafeRawPointer(fileID.utf8Start)
    self.line = line
    self.column = column
  }
}

/// The storage of a `@State` property, which a screen keeps.
@MainActor
protocol StateBox: AnyObject {}

extension ViewHost {
  /// The box the declaration's `@State` has on this screen, made by `make` the first time (a
  /// box of another type under the same declaration, a generic view's, is replaced).
  func stateBox<Box: StateBox>(for declaration: StateDeclaration, make: () -> Box) -> Box {
    if let box = stateBoxes[declaration] as? Box { return box }
    let box = make()
    stateBoxes[declaration] = box
    return box
  }
}
