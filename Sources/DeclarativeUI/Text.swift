import TerminalUI

/// One line of read-only text, like SwiftUI's `Text`; shown by a TerminalUI `Label`.
public struct Text: View {
  public typealias Body = Never
  let content: String

  public init(_ content: String) {
    self.content = content
  }

  public func _resolve(into outputs: inout _ViewOutputs) {
    outputs.elements.append(Element(.text(content)))
  }
}

/// An editable line of text bound to a string, like SwiftUI's `TextField(_:text:)`; shown by
/// a TerminalUI `TextField`. Each edit the user makes is written to the binding.
///
/// The field shows the binding's value when it differs from the field's text, and also when
/// anything but the field itself wrote what the binding reads since the last evaluation, even
/// the same text: the program's value replaces the field's, putting the cursor at the end as
/// setting `UITextField.text` does. The field's own edits are never written back to it (that
/// would move the cursor). So bind a field to a property that changes only with its text.
/// (Observation does not report assigning an equal value to a stored property; a computed
/// property whose setter calls `withMutation(keyPath:)` reports every write.)
public struct TextField: View {
  public typealias Body = Never
  /// What the field is for (SwiftUI shows it as a placeholder; a terminal field shows none).
  public let title: String
  let text: Binding<String>
  let selection: Binding<TextSelection?>?

  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
    selection = nil
  }

  /// A field whose cursor is also kept in `selection`, like SwiftUI's
  /// `TextField(_:text:selection:)`: each key that moves the cursor writes it there, and so does
  /// a program write of the text (the cursor then goes to the end); a field made anew (another
  /// view of the screen shows it, after a size-class change) starts with its cursor where
  /// `selection` says.
  public init(_ title: String, text: Binding<String>, selection: Binding<TextSelection?>) {
    self.title = title
    self.text = text
    self.selection = selection
  }

  public func _resolve(into outputs: inout _ViewOutputs) {
    var element = Element(.textField(text: text.wrappedValue, binding: text))
    element.textSelection = selection
    outputs.elements.append(element)
  }
}

/// Where a text field's cursor is, like SwiftUI's `TextSelection` with an insertion point: a
/// count of characters (grapheme clusters) before it, where SwiftUI keeps a `String.Index`.
public struct TextSelection: Equatable, Sendable {
  public var insertionPoint: Int

  public init(insertionPoint: Int) {
    self.insertionPoint = insertionPoint
  }
}

/// An empty cell, like SwiftUI's `Spacer`: it takes what its stack gives it (its `.frame`, or a
/// share of what is left).
public struct Spacer: View {
  public typealias Body = Never

  public init() {}

  public func _resolve(into outputs: inout _ViewOutputs) {
    outputs.elements.append(Element(.spacer))
  }
}
