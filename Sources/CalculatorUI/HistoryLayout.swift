import CalculatorFormatting
import TerminalUI

/// The History screen's widgets and their arrangement (SPEC: History screen); no behaviour.
///
/// ```
/// History                                                              1,234 saved
/// Search ▸ 2,
///   ▸ 2026-11-25 14:03  6   1,2,x,3
///     2026-11-24 09:41  -3  1,-4
/// 1,000 of 1,234 matches
/// Enter restore · → breakdown · Del delete · Esc back
/// ```
/// The query field is under the title (SPEC: Searching History): a search field over the
/// list, so the keys that move a selection move the list's while the field has the focus. A
/// message (`Loading…`, the empty text, `History unavailable: …`) shows under it in place of
/// rows; the footer (`1,000 of N`, `N matches`, `Searching…`, `Not deleted: …`) shows above
/// the hint. Each takes no line when there is none. The rows take the lines between. The
/// title row shows how many calculations are saved, as on the Calculator screen
/// (`setSavedCount(_:)`).
@MainActor
open class HistoryLayout: View {
  public static let title = "History"
  public static let hint = "Enter restore · → breakdown · Del delete · Esc back"

  /// One row, already in words (`HistoryText.rows`): saved-at, sum, the numbers as typed.
  public typealias Row = (savedAt: String, sum: String, numbers: String)

  /// Columns left blank before each row's selection marker, as in Presets.
  public static let indent = 2
  /// Columns the query field's name takes, its space included: `Search ▸ …`.
  public static let queryNameWidth = HistoryText.searchName.count + 1
  private static let gap = "  "

  /// The query, edited by typing; the screen focuses it when it loads.
  public let queryField = TextField()
  public let messageLabel = Label()
  public let list = ListView(style: .selection)
  public let footerLabel = Label()
  /// The title, with the saved count right-aligned.
  public let titleRow = TitleRow(HistoryLayout.title)
  private let stack: StackView

  public override init() {
    list.indent = Self.indent
    queryField.navigationList = list
    messageLabel.preferredHeight = 1
    footerLabel.preferredHeight = 1
    let queryName = Label(HistoryText.searchName)
    queryName.preferredWidth = Self.queryNameWidth
    let queryRow = StackView(axis: .horizontal, arrangedSubviews: [queryName, queryField])
    queryRow.preferredHeight = 1
    stack = StackView(arrangedSubviews: [
      titleRow, queryRow, messageLabel, list, footerLabel, Label(Self.hint),
    ])
    super.init()
    addSubview(stack)
    setMessage(nil)
    setFooter(nil)
  }

  public func setRows(_ rows: [Row]) {
    list.rows = Self.texts(of: rows)
  }

  /// Shows `count` in the title row (`1,234 saved`), or nothing when nil (not known yet, or the
  /// store is unavailable).
  public func setSavedCount(_ count: Int?) {
    titleRow.trailingText = count.map(HistoryText.savedCount)
  }

  /// Shows `text` under the title, or no line when nil.
  public func setMessage(_ text: String?) {
    messageLabel.text = text ?? ""
    messageLabel.isHidden = text == nil
  }

  /// Shows `text` above the hint, or no line when nil.
  public func setFooter(_ text: String?) {
    footerLabel.text = text ?? ""
    footerLabel.isHidden = text == nil
  }

  /// The rows as the list shows them: the sums in a column as wide as the widest, the numbers
  /// after it (made displayable, so a line break shows as `⏎`; a long text ends in `…`).
  /// Public so that a screen built another way (the declarative variant) shows the same text.
  public static func texts(of rows: [Row]) -> [String] {
    var sumWidth = 0
    for row in rows { sumWidth = max(sumWidth, row.sum.count) }
    return rows.map { row in
      let padding = String(repeating: " ", count: sumWidth - row.sum.count)
      return row.savedAt + gap + row.sum + padding + gap + Sanitizer.displayable(row.numbers)
    }
  }

  open override func layoutSubviews() {
    stack.frame = bounds
  }
}
