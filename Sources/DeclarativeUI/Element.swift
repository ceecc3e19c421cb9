import TerminalUI

/// What one primitive view resolved to during an evaluation: the widget to show and the values
/// it shows, read under observation tracking, plus what modifiers attached to it.
///
/// The host compares elements with the widgets it built last time by position and kind
/// (`Node`), so elements are plain values, made afresh on every evaluation.
@MainActor
struct Element {
  enum Kind {
    case text(String)
    case textField(text: String, binding: Binding<String>)
    case stack(StackView.Axis, [Element])
    case spacer
    case list(rows: [String], selection: Int, binding: Binding<Int>)
    case representable(Representation)
    case navigation(NavigationElement)
  }

  var kind: Kind
  var width: Int?
  var height: Int?
  /// `.frame(maxHeight: .infinity)`: the view takes what its stack has left, whatever its own
  /// height would be.
  var fillsHeight = false
  /// Columns left blank before each row of a list.
  var rowIndent: Int?
  var keyHandlers: [KeyHandler] = []
  var focus: FocusTarget?
  var destinations: [Destination] = []
  /// The `.task`s of the view, in the order the modifiers were applied.
  var tasks: [TaskAction] = []
  /// The `.id(_:)` of the view: a node is kept only for an element of the same id.
  var id: AnyHashable?

  init(_ kind: Kind) {
    self.kind = kind
  }
}

/// A key and what `onKeyPress` does with it.
struct KeyHandler {
  let keys: Set<Key>
  let action: @MainActor (KeyPress) -> KeyPress.Result
}

/// A `.focused(_:equals:)` modifier: whether its binding holds its value now, and how to make
/// it so (the window moved focus here) or undo it (the window moved focus elsewhere).
struct FocusTarget {
  let isFocused: Bool
  let focus: @MainActor () -> Void
  let resign: @MainActor () -> Void
}

/// A `ViewRepresentable`, type-erased: how to make its widget and bring it up to date.
struct Representation {
  let type: ObjectIdentifier
  let make: @MainActor () -> TerminalUI.View
  let update: @MainActor (TerminalUI.View) -> Void
}

/// A `.navigationDestination(for:)`: the view for a route of one type.
struct Destination {
  let type: ObjectIdentifier
  let make: @MainActor (AnyHashable) -> AnyView?
}

/// A `NavigationStack`: its path, read under tracking, and its root.
struct NavigationElement {
  let path: [AnyHashable]
  let root: AnyView
}
