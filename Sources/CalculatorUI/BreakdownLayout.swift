import TerminalUI

/// The Breakdown screen's widgets and their arrangement (DESIGN §4.2); no behaviour.
///
/// ```
/// Breakdown
///   #  fragment   value            total
///   1  1          1                1
///   3  x          ignored: not a number
/// Sum 6 · 3 numbers, 1 ignored
/// Esc back · ↑↓ scroll
/// ```
/// The table shows as many rows as fit, directly under its header; the footer follows it.
@MainActor
open class BreakdownLayout: View {
  public static let title = "Breakdown"
  public static let hint = "Esc back · ↑↓ scroll"

  /// One row of the table, already in words (fragment text as typed).
  public typealias Row = (fragment: String, value: String, total: String)

  public let headerLabel = Label()
  public let table = ListView(style: .scroll)
  public let footerLabel = Label()
  private let titleLabel = Label(BreakdownLayout.title)
  private let hintLabel = Label(BreakdownLayout.hint)

  private static let fragmentWidth = 9
  private static let valueWidth = 15

  public override init() {
    super.init()
    for view in [titleLabel, headerLabel, table, footerLabel, hintLabel] { addSubview(view) }
    setRows([])
  }

  /// Formats the rows into the table's columns; fragment texts are clipped to their column.
  public func setRows(_ rows: [Row]) {
    let numberWidth = max(3, String(rows.count).count)
    func line(_ number: String, _ fragment: String, _ value: String, _ total: String) -> String {
      let columns = [
        pad(number, to: numberWidth, alignRight: true),
        pad(clip(fragment, to: Self.fragmentWidth), to: Self.fragmentWidth),
        pad(value, to: Self.valueWidth),
        total,
      ]
      var line = columns.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
    headerLabel.text = line("#", "fragment", "value", "total")
    table.rows = rows.enumerated().map { index, row in
      line(String(index + 1), row.fragment, row.value, row.total)
    }
  }

  open override func layoutSubviews() {
    let width = bounds.width
    let fixedRows = 4  // title, header, footer, hint
    let tableHeight = max(0, min(table.rows.count, bounds.height - fixedRows))
    var y = 0
    for (view, height) in [
      (titleLabel, 1), (headerLabel, 1), (table, tableHeight), (footerLabel, 1), (hintLabel, 1),
    ] as [(View, Int)] {
      view.frame = Rect(x: 0, y: y, width: width, height: height)
      y += height
    }
  }

  private func clip(_ text: String, to width: Int) -> String {
    var clipped = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(Sanitizer.displayable(character))
      guard used + characterWidth <= width else { break }
      clipped.append(character)
      used += characterWidth
    }
    return clipped
  }

  private func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    return alignRight ? padding + text : text + padding
  }
}
