import CalculatorFormatting
import TerminalUI

/// The Calculator screen's widgets and their arrangement (SPEC: Calculator screen); no behaviour.
///
/// ```
/// Calculator                                                           1,234 saved
/// Separators    ,
/// Numbers     ▸ 1,2,x,3
/// Sum           6
///               3 numbers, 1 ignored
/// Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit
/// ```
/// (`^P` is Ctrl-P, as nano writes it, and the Ctrl keys are one group, with commas: the hint
/// fits 80 columns, and in 80 bytes, so that drawing it, in every frame, measures no grapheme.) The status line also
/// carries the last save's outcome (`3 numbers, 1 ignored · saved`). The title row shows how many
/// calculations are saved once the store has counted them (`setSavedCount(_:)`).
@MainActor
open class CalculatorLayout: View {
  public static let title = "Calculator"
  public static let hint =
    "Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit"
  public static let separatorsName = "Separators"
  public static let numbersName = "Numbers"
  public static let sumName = "Sum"
  /// Column where a field's focus marker starts: the names take 12 columns; values start 2
  /// columns later (after the marker), where the Sum and status rows start theirs.
  public static let labelWidth = 12

  public let separatorsField = TextField()
  public let numbersField = TextField()
  public let sumLabel = Label()
  public let statusLabel = Label()
  /// The title, with the saved count right-aligned.
  public let titleRow = TitleRow(CalculatorLayout.title)
  /// The saved count shown (nil: none), as `setSavedCount(_:)` last set it.
  public private(set) var savedCount: Int?
  private let stack: StackView

  public override init() {
    stack = StackView(arrangedSubviews: [
      titleRow,
      Self.row(Label(Self.separatorsName), width: Self.labelWidth, separatorsField),
      Self.row(Label(Self.numbersName), width: Self.labelWidth, numbersField),
      Self.row(Label(Self.sumName), width: Self.labelWidth + 2, sumLabel),
      Self.row(View(), width: Self.labelWidth + 2, statusLabel),
      Label(Self.hint),
    ])
    super.init()
    addSubview(stack)
  }

  /// Shows `count` in the title row (`1,234 saved`), or nothing when nil (not known yet, or the
  /// store is unavailable).
  public func setSavedCount(_ count: Int?) {
    savedCount = count
    titleRow.trailingText = count.map(HistoryText.savedCount)
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
