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
  /// The value, observable as an `@Observable` class's property is (a body that reads it is
  /// evaluated again when it changes), written out by hand: the macro's accessors make the key
  /// path `\.value` at every access, and into a generic class that is instantiated anew each
  /// time (some 20,000 instructions); here it is made once per box.
  final class Box: StateBox, Observable {
    private let registrar = ObservationRegistrar()
    private var stored: Value
    private var valueKeyPath: KeyPath<Box, Value>?
    /// `$state`, made once.
    private(set) lazy var binding = Binding(stateBox: self)

    init(_ value: Value) {
      stored = value
      valueKeyPath = \Box.value
    }

    var value: Value {
      get {
        if let valueKeyPath { registrar.access(self, keyPath: valueKeyPath) }
        return stored
      }
      set {
        guard let valueKeyPath else {
          stored = newValue
          return
        }
        registrar.withMutation(of: self, keyPath: valueKeyPath) { stored = newValue }
      }
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
    box.binding
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
