import TerminalUI

/// What one primitive view resolved to during an evaluation: the widget to show and the values
/// it shows, read under observation tracking, plus what modifiers attached to it.
///
/// The host compares elements with the widgets it built last time by position and kind
/// (`Node`), so elements are plain values, made afresh on every evaluation.
///
/// An evaluation's elements are one flat array in tree order: a stack is followed by its
/// descendants (`descendants` says how many), not a tree of arrays. The host keeps the array's
/// room from one evaluation to the next, so a screen that keeps its shape allocates none of
/// it, and dropping the last evaluation's elements frees no arrays.
@MainActor
struct Element {
  enum Kind {
    case text(String)
    case labeledContent(label: String, value: String?)
    case textField(text: String, binding: Binding<String>)
    case stack(StackView.Axis)
    case spacer
    case list(rows: ListRows, selection: Int, binding: Binding<Int>)
    /// A `ForEach` over identified data in a list's content: its rows, not yet resolved.
    case rows(any _RowsSource)
    case representable(Representation)
    case navigation(NavigationElement)
  }

  var kind: Kind
  /// How many elements after this one are inside it (a stack's children and theirs).
  var descendants = 0
  var width: Int?
  var height: Int?
  /// `.frame(maxHeight: .infinity)`: the view takes what its stack has left, whatever its own
  /// height would be.
  var fillsHeight = false
  /// Columns left blank before each row of a list.
  var rowIndent: Int?
  var focus: FocusTarget?
  /// A text field's `selection:` binding.
  var textSelection: Binding<TextSelection?>?
  /// `.frame(minWidth:minHeight:)`: on a screen's outermost view, the smallest window it is
  /// drawn in.
  var minWidth: Int?
  var minHeight: Int?
  /// `.searchesList()`: a text field that moves the screen's list's selection.
  var searchesList = false
  /// The `.task`s of the view, in the order the modifiers were applied.
  var tasks: [TaskAction] = []
  /// The `.id(_:)` of the view: a node is kept only for an element of the same id.
  var id = ComparedID.none

  init(_ kind: Kind) {
    self.kind = kind
  }
}

/// A list's rows: texts, or the rows of a `ForEach` over identified data, which the host diffs
/// by id with the rows it shows.
enum ListRows {
  case texts([String])
  case identified(any _RowsSource)
}

/// A key and what `onKeyPress` does with it.
@MainActor
struct KeyHandler {
  let keys: KeyPressModifier.Keys
  let action: KeyPressModifier.Action

  /// Whether the handler is for `key` as a key command (after the focused widget).
  func handles(_ key: Key) -> Bool {
    switch keys {
    case .one(let one): one == key
    case .set(let set): set.contains(key)
    case .all: false
    }
  }

  /// Whether the handler sees every key first (`onKeyPress(action:)`).
  var isForEveryKey: Bool {
    if case .all = keys { true } else { false }
  }

  /// Calls `body` with each key the handler is for as a key command.
  func forEachKey(_ body: (Key) -> Void) {
    switch keys {
    case .one(let one): body(one)
    case .set(let set): for key in set { body(key) }
    case .all: break
    }
  }

  func callAsFunction(_ press: KeyPress) -> KeyPress.Result {
    switch action {
    case .plain(let action): action()
    case .withPress(let action): action(press)
    }
  }
}

/// A `.focused(_:equals:)` modifier: whether its binding holds its value now, and how to make
/// it so (the window moved focus here) or undo it (the window moved focus elsewhere).
@MainActor
struct FocusTarget {
  let isFocused: Bool
  /// The modifier's binding and value (an existential that fits inline: no allocation). Its
  /// copies go through the generic modifier's witnesses, ~2,000 instructions each, so the host
  /// reads a target where its element is rather than copying it out (`ViewHost.focusTargets`).
  let binding: any FocusBinding

  func focus() { binding.focus() }
  func resign() { binding.resign() }
}

/// What a `.focused(_:equals:)` writes when the window moves focus to its widget or away.
@MainActor
protocol FocusBinding {
  func focus()
  func resign()
}

/// A `ViewRepresentable`, type-erased: how to make its widget and bring it up to date.
struct Representation {
  let type: ObjectIdentifier
  let make: @MainActor () -> TerminalUI.View
  let update: @MainActor (TerminalUI.View) -> Void
}

/// A `.navigationDestination(for:)`: the view for a route of one type; or a
/// `.navigationDestination(item:)`, the view its item asks for now (none when the item is nil).
struct Destination {
  let type: ObjectIdentifier
  let make: @MainActor (AnyHashable) -> AnyView?
  var presentation: Presentation? = nil
}

/// What a `.navigationDestination(item:)` presents: its item, which says whether it is the same
/// screen as before, and how to make the view.
struct Presentation {
  let item: AnyHashable
  let make: @MainActor () -> AnyView
}

/// A `NavigationStack`: its path, read under tracking, and its root.
struct NavigationElement {
  let path: [AnyHashable]
  let root: AnyView
}
