import TerminalUI

/// The Presets screen's widgets and their arrangement (SPEC: Presets screen); no behaviour.
///
/// ```
/// Separators
///   ▸ ,     comma
///     ;     semicolon
/// Enter choose · Esc cancel
/// ```
@MainActor
open class PresetsLayout: View {
  public static let title = "Separators"
  public static let hint = "Enter choose · Esc cancel"

  /// One choice: the separators text and its name.
  public typealias Row = (separators: String, name: String)

  public let list = ListView(style: .selection)
  private let stack: StackView

  /// Columns left blank before each row's selection marker.
  public static let indent = 2
  private static let separatorsWidth = 6

  public override init() {
    list.indent = Self.indent
    stack = StackView(arrangedSubviews: [Label(Self.title), list, Label(Self.hint)])
    super.init()
    addSubview(stack)
  }

  public func setRows(_ rows: [Row]) {
    list.rows = rows.map(Self.text(of:))
    list.preferredHeight = rows.count
  }

  /// One row as the list shows it: the separators in a column of their own, then the name.
  /// Public so that a screen built another way (the declarative variant) shows the same text.
  public static func text(of row: Row) -> String {
    // Made displayable before it is joined to the name: a line break shows as "⏎", and a
    // lone mark or format character cannot merge with the padding.
    let separators = Sanitizer.displayable(row.separators)
    let padding = max(1, separatorsWidth - DisplayWidth.of(separators))
    return separators + String(repeating: " ", count: padding) + row.name
  }

  open override func layoutSubviews() {
    stack.frame = bounds
  }
}
