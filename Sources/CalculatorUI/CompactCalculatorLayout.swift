import CalculatorFormatting
import TerminalUI

/// The Calculator screen's compact view, for a window 3 to 5 rows high (the compact vertical
/// size class; SPEC: Compact Calculator): the same widgets as `CalculatorLayout`, in three
/// rows; no behaviour.
///
/// ```
/// Sep   ,                                 Num ▸ 1,2,x,3
/// Sum 6 · 3 numbers, 1 ignored · saved
/// Tab · Enter breakdown · ^P ^S ^R · Esc                                  12 saved
/// ```
/// The fields share the first row, each after its short name and scrolling in its own half.
/// The sum and the status line (with a save's note) are one line, worded as the Breakdown's
/// footer is. The hint names the same keys as the full one; the saved count is at its right
/// where it fits.
@MainActor
open class CompactCalculatorLayout: View {
  public static let separatorsName = "Sep"
  public static let numbersName = "Num"
  /// Columns of a field's name: the name and a space, then the field's focus marker.
  public static let nameWidth = 4
  public static let hint = "Tab · Enter breakdown · ^P ^S ^R · Esc"

  public let separatorsField = TextField()
  public let numbersField = TextField()
  /// `Sum 6 · 3 numbers, 1 ignored · saved`, from `sumText` and `statusText`.
  public let sumLine = Label()
  /// The hint, with the saved count right-aligned.
  public let hintRow = TitleRow(CompactCalculatorLayout.hint)
  /// The sum, as the full layout's Sum row shows it.
  public var sumText = "" {
    didSet { if sumText != oldValue { showSumLine() } }
  }
  /// The status line, with a save's note, as the full layout's status row shows it.
  public var statusText = "" {
    didSet { if statusText != oldValue { showSumLine() } }
  }
  /// The saved count shown (nil: none), as `setSavedCount(_:)` last set it.
  public private(set) var savedCount: Int?
  private let stack: StackView

  public override init() {
    let fields = StackView(
      axis: .horizontal,
      arrangedSubviews: [
        Self.name(Self.separatorsName), separatorsField, Self.name(Self.numbersName), numbersField,
      ])
    fields.preferredHeight = 1
    stack = StackView(arrangedSubviews: [fields, sumLine, hintRow])
    super.init()
    minimumSize = Window.smallestSize
    addSubview(stack)
    showSumLine()
  }

  /// The line of the sum and the status: `Sum 6 · 3 numbers, 1 ignored`.
  public static func sumLine(sum: String, status: String) -> String {
    "\(CalculatorLayout.sumName) \(sum) · \(status)"
  }

  /// Shows `count` at the right of the hint (`1,234 saved`), or nothing when nil.
  public func setSavedCount(_ count: Int?) {
    savedCount = count
    hintRow.trailingText = count.map(HistoryText.savedCount)
  }

  open override func layoutSubviews() {
    stack.frame = Rect(
      origin: .zero, size: Size(width: bounds.width, height: min(3, bounds.height)))
  }

  private func showSumLine() {
    sumLine.text = Self.sumLine(sum: sumText, status: statusText)
  }

  private static func name(_ text: String) -> View {
    let label = Label(text)
    label.preferredWidth = nameWidth
    return label
  }
}
