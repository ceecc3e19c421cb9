import TerminalUI

/// A view with a modifier applied, like SwiftUI's `ModifiedContent`: the modifier edits the
/// elements its content resolves to (each of them, when the content is several views).
public struct ModifiedContent<Content: View, Modifier: _ElementModifier>: View {
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let modifier: Modifier

  @inlinable
  init(content: consuming Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    var index = outputs.count
    content._resolve(into: &outputs)
    // The elements the content resolved to, not what is inside them.
    while index < outputs.count {
      modifier._modify(&outputs, at: index)
      index = outputs.index(after: index)
    }
  }
}

/// What a modifier does to an element its content resolved to (the role of SwiftUI's
/// `ViewModifier`; public only because `ModifiedContent` names it).
///
/// The modifier's own values say what to do, not a closure made with it: a closure that
/// captures them is an allocation per modifier per evaluation.
@MainActor
public protocol _ElementModifier {
  func _modify(_ outputs: inout _ViewOutputs, at index: Int)
}

/// A fixed width and/or height (`.frame(width:height:)`).
public struct FrameModifier: _ElementModifier, Sendable {
  public let width: Int?
  public let height: Int?

  @usableFromInline init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    if let width { outputs.elements[index].width = width }
    if let height { outputs.elements[index].height = height }
  }
}

/// The smallest window a screen is drawn in (`.frame(minWidth:minHeight:)` on its outermost
/// view, as a macOS SwiftUI window takes its content's minimum frame).
public struct MinimumFrameModifier: _ElementModifier, Sendable {
  public let minWidth: Int?
  public let minHeight: Int?

  @usableFromInline init(minWidth: Int?, minHeight: Int?) {
    self.minWidth = minWidth
    self.minHeight = minHeight
  }

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    if let minWidth { outputs.elements[index].minWidth = minWidth }
    if let minHeight { outputs.elements[index].minHeight = minHeight }
  }
}

/// How far a view may grow, like the `.infinity` SwiftUI's `frame(maxHeight:)` is given.
public enum FrameMaximum: Sendable {
  /// As far as its stack lets it: the view shares what the views of fixed size leave.
  case infinity
}

/// A height that grows to fill the stack (`.frame(maxHeight: .infinity)`).
public struct FlexibleFrameModifier: _ElementModifier, Sendable {
  public let maxHeight: FrameMaximum

  @usableFromInline init(maxHeight: FrameMaximum) {
    self.maxHeight = maxHeight
  }

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    outputs.elements[index].fillsHeight = true
  }
}

/// A key press and how it was dealt with, like SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
  public enum Result: Sendable {
    /// The key was dealt with: nobody else sees it.
    case handled
    /// The key goes on to the next handler (an enclosing view's), if any.
    case ignored
  }

  public let key: Key
}

/// `.onKeyPress(_:action:)` and `.onKeyPress(keys:action:)`: the key or keys and the action as
/// written, so a handler for one key needs no set of keys and no closure around the action.
public struct KeyPressModifier: _ElementModifier, Sendable {
  @usableFromInline enum Keys: Equatable, Sendable {
    case one(Key)
    case set(Set<Key>)
    /// Every key, before the focused widget (`onKeyPress(action:)`).
    case all
  }

  @usableFromInline enum Action: Sendable {
    case plain(@MainActor () -> KeyPress.Result)
    case withPress(@MainActor (KeyPress) -> KeyPress.Result)
  }

  @usableFromInline let keys: Keys
  @usableFromInline let action: Action

  @usableFromInline init(keys: Keys, action: Action) {
    self.keys = keys
    self.action = action
  }

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    outputs.keyHandlers.append(KeyHandler(keys: keys, action: action))
  }
}

/// `.focused(_:equals:)`.
public struct FocusModifier<Value: Hashable>: _ElementModifier, FocusBinding {
  public let value: Value
  @usableFromInline let binding: Binding<Value?>
  /// Whether the binding held `value` when the view was made (read under tracking).
  @usableFromInline let isFocused: Bool

  @usableFromInline init(value: Value, binding: Binding<Value?>, isFocused: Bool) {
    self.value = value
    self.binding = binding
    self.isFocused = isFocused
  }

  /// The modifier itself is the target's binding: no closures made per evaluation.
  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    outputs.elements[index].focus = FocusTarget(isFocused: isFocused, binding: self)
  }

  func focus() {
    binding.wrappedValue = value
  }

  func resign() {
    if binding.wrappedValue == value { binding.wrappedValue = nil }
  }
}

/// `.listRowInsets(leading:)`.
public struct ListRowInsetsModifier: _ElementModifier, Sendable {
  public let leading: Int

  @usableFromInline init(leading: Int) {
    self.leading = leading
  }

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    outputs.elements[index].rowIndent = leading
  }
}

/// `.searchesList()`.
public struct SearchFieldModifier: _ElementModifier, Sendable {
  @usableFromInline init() {}

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    outputs.elements[index].searchesList = true
  }
}

/// The modifiers are `consuming`: the view moves into its `ModifiedContent` instead of being
/// copied (see `ViewBuilder`).
extension View {
  /// Gives the view a fixed width and/or height in its stack (TerminalUI's `preferredWidth`
  /// and `preferredHeight`); a nil leaves that dimension as it was.
  @inlinable
  public consuming func frame(
    width: Int? = nil, height: Int? = nil
  ) -> ModifiedContent<Self, FrameModifier> {
    ModifiedContent(content: self, modifier: FrameModifier(width: width, height: height))
  }

  /// On a screen's outermost view, the smallest window the screen is drawn in, as a macOS
  /// SwiftUI window takes its content's minimum frame: below it the window shows `terminal
  /// too small` (TerminalUI's `View.minimumSize`; every screen's is 20×6 unless it says; none
  /// is drawn below 20×3). A screen with a view for the compact size class lowers it:
  /// `.frame(minHeight: 3)`. Elsewhere it has no effect.
  @inlinable
  public consuming func frame(
    minWidth: Int? = nil, minHeight: Int? = nil
  ) -> ModifiedContent<Self, MinimumFrameModifier> {
    ModifiedContent(
      content: self, modifier: MinimumFrameModifier(minWidth: minWidth, minHeight: minHeight))
  }

  /// Lets the view grow to the height its stack has left, like SwiftUI's
  /// `.frame(maxHeight: .infinity)`: a `List` then takes the lines between the views of fixed
  /// height (as a `StackView` gives a `ListView` without a preferred height) instead of being
  /// as tall as its rows. A `.frame(height:)` still wins.
  @inlinable
  public consuming func frame(
    maxHeight: FrameMaximum
  ) -> ModifiedContent<Self, FlexibleFrameModifier> {
    ModifiedContent(content: self, modifier: FlexibleFrameModifier(maxHeight: maxHeight))
  }

  /// Runs `action` when `key` reaches this screen and the focused widget did not use it
  /// (a text field uses text and editing keys; a list uses Up/Down). Handlers of inner views
  /// are asked before outer ones; `.ignored` passes the key on.
  @inlinable
  public consuming func onKeyPress(
    _ key: Key, action: @escaping @MainActor () -> KeyPress.Result
  ) -> ModifiedContent<Self, KeyPressModifier> {
    ModifiedContent(
      content: self, modifier: KeyPressModifier(keys: .one(key), action: .plain(action)))
  }

  /// Runs `action` with the key pressed when one of `keys` reaches this screen (see above).
  @inlinable
  public consuming func onKeyPress(
    keys: Set<Key>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, KeyPressModifier> {
    ModifiedContent(
      content: self, modifier: KeyPressModifier(keys: .set(keys), action: .withPress(action)))
  }

  /// Runs `action` with every key this screen gets, before the focused widget and the other
  /// handlers, a list's own keys included: for what reacts to any key, such as a notice shown
  /// until the next one (SwiftUI's `onKeyPress(action:)`, which there comes after the focused
  /// control's own handling). `.handled` uses the key up; `.ignored` lets it go on.
  @inlinable
  public consuming func onKeyPress(
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, KeyPressModifier> {
    ModifiedContent(
      content: self, modifier: KeyPressModifier(keys: .all, action: .withPress(action)))
  }

  /// Binds the focus of this view's widget to `binding`, like SwiftUI's `@FocusState`: when
  /// the binding holds `value` the host focuses the widget; when the window moves focus to
  /// the widget the host writes `value` (and nil when it moves to a widget bound to nothing).
  @inlinable
  public consuming func focused<Value: Hashable>(
    _ binding: Binding<Value?>, equals value: Value
  ) -> ModifiedContent<Self, FocusModifier<Value>> {
    let isFocused = binding.wrappedValue == value
    return ModifiedContent(
      content: self,
      modifier: FocusModifier(value: value, binding: binding, isFocused: isFocused))
  }

  /// Makes this text field the search field over the screen's list, as the field SwiftUI's
  /// `.searchable(text:)` adds is: Up, Down, PageUp, PageDown, Home and End move the list's
  /// selection (written to its binding) while the field has the focus, and Tab leaves the
  /// focus in it (TerminalUI's `TextField.navigationList`). The list is the screen's first.
  @inlinable
  public consuming func searchesList() -> ModifiedContent<Self, SearchFieldModifier> {
    ModifiedContent(content: self, modifier: SearchFieldModifier())
  }

  /// Leaves `leading` columns blank before each row of a list (before its selection marker).
  @inlinable
  public consuming func listRowInsets(
    leading: Int
  ) -> ModifiedContent<Self, ListRowInsetsModifier> {
    ModifiedContent(content: self, modifier: ListRowInsetsModifier(leading: leading))
  }
}
