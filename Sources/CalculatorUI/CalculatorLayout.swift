import TerminalUI

/// The Calculator screen's widgets and their arrangement (DESIGN §4.1); no behaviour.
///
/// ```
/// Calculator
/// Separators    ,
/// Numbers     ▸ 1,2,x,3
/// Sum           6
///               3 numbers, 1 ignored
/// Tab next field · Enter breakdown · Ctrl-P presets · Esc quit
/// ```
@MainActor
open class CalculatorLayout: View {
  public static let title = "Calculator"
  public static let hint = "Tab next field · Enter breakdown · Ctrl-P presets · Esc quit"

  public let separatorsField = TextField()
  public let numbersField = TextField()
  public let sumLabel = Label()
  public let statusLabel = Label()
  private let stack: StackView

  /// Column where values start: labels take 12 columns, the focus marker 2.
  private static let labelWidth = 12

  public override init() {
    stack = StackView(arrangedSubviews: [
      Label(Self.title),
      Self.row(Label("Separators"), width: Self.labelWidth, separatorsField),
      Self.row(Label("Numbers"), width: Self.labelWidth, numbersField),
      Self.row(Label("Sum"), width: Self.labelWidth + 2, sumLabel),
      Self.row(View(), width: Self.labelWidth + 2, statusLabel),
      Label(Self.hint),
    ])
    super.init()
    addSubview(stack)
  }

  open override func layoutSubviews() {
    stack.frame = bounds
  }

  private static func row(_ name: View, width: Int, _ value: View) -> View {
    name.preferredWidth = width
    let row = StackView(axis: .horizontal, arrangedSubviews: [name, value])
    row.preferredHeight = 1
    return row
  }
}
