import TerminalUI

/// A view with a modifier applied, like SwiftUI's `ModifiedContent`: the modifier edits the
/// elements its content resolves to (each of them, when the content is several views).
public struct ModifiedContent<Content: View, Modifier>: View {
  public typealias Body = Never
  let content: Content
  let modifier: Modifier
  let apply: @MainActor (inout Element) -> Void

  public func _resolve(into outputs: inout _ViewOutputs) {
    let start = outputs.elements.endIndex
    content._resolve(into: &outputs)
    for index in start..<outputs.elements.endIndex { apply(&outputs.elements[index]) }
  }
}

/// A fixed width and/or height (`.frame(width:height:)`).
public struct FrameModifier: Sendable {
  public let width: Int?
  public let height: Int?
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

/// `.onKeyPress(_:action:)`.
public struct KeyPressModifier: Sendable {
  public let keys: Set<Key>
}

/// `.focused(_:equals:)`.
public struct FocusModifier<Value: Hashable> {
  public let value: Value
}

/// `.listRowInsets(leading:)`.
public struct ListRowInsetsModifier: Sendable {
  public let leading: Int
}

/// The modifiers are `consuming`: the view moves into its `ModifiedContent` instead of being
/// copied (see `ViewBuilder`).
extension View {
  /// Gives the view a fixed width and/or height in its stack (TerminalUI's `preferredWidth`
  /// and `preferredHeight`); a nil leaves that dimension as it was.
  public consuming func frame(
    width: Int? = nil, height: Int? = nil
  ) -> ModifiedContent<Self, FrameModifier> {
    ModifiedContent(content: self, modifier: FrameModifier(width: width, height: height)) {
      if let width { $0.width = width }
      if let height { $0.height = height }
    }
  }

  /// Runs `action` when `key` reaches this screen and the focused widget did not use it
  /// (a text field uses text and editing keys; a list uses Up/Down). Handlers of inner views
  /// are asked before outer ones; `.ignored` passes the key on.
  public consuming func onKeyPress(
    _ key: Key, action: @escaping @MainActor () -> KeyPress.Result
  ) -> ModifiedContent<Self, KeyPressModifier> {
    onKeyPress(keys: [key]) { _ in action() }
  }

  /// Runs `action` with the key pressed when one of `keys` reaches this screen (see above).
  public consuming func onKeyPress(
    keys: Set<Key>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, KeyPressModifier> {
    ModifiedContent(content: self, modifier: KeyPressModifier(keys: keys)) {
      $0.keyHandlers.append(KeyHandler(keys: keys, action: action))
    }
  }

  /// Binds the focus of this view's widget to `binding`, like SwiftUI's `@FocusState`: when
  /// the binding holds `value` the host focuses the widget; when the window moves focus to
  /// the widget the host writes `value` (and nil when it moves to a widget bound to nothing).
  public consuming func focused<Value: Hashable>(
    _ binding: Binding<Value?>, equals value: Value
  ) -> ModifiedContent<Self, FocusModifier<Value>> {
    let isFocused = binding.wrappedValue == value
    return ModifiedContent(content: self, modifier: FocusModifier(value: value)) {
      $0.focus = FocusTarget(
        isFocused: isFocused,
        focus: { binding.wrappedValue = value },
        resign: { if binding.wrappedValue == value { binding.wrappedValue = nil } })
    }
  }

  /// Leaves `leading` columns blank before each row of a list (before its selection marker).
  public consuming func listRowInsets(
    leading: Int
  ) -> ModifiedContent<Self, ListRowInsetsModifier> {
    ModifiedContent(content: self, modifier: ListRowInsetsModifier(leading: leading)) {
      $0.rowIndent = leading
    }
  }
}
