import TerminalUI

/// The Breakdown screen's widgets and their arrangement (SPEC: Breakdown screen); no behaviour.
///
/// ```
/// Breakdown
///   #  fragment  value  total
///   1  1         1      1
///   3  x         ignored: not a number
/// Sum 6 · 3 numbers, 1 ignored
/// Esc back · ↑↓ scroll
/// ```
/// The table shows as many rows as fit, directly under its header; the footer follows it.
///
/// Columns size to their content: each of fragment, value and total is as wide as its widest
/// text (header included), and a row without a total lets its value (a reason) run on into
/// the total column. When the screen is narrower than that, the widest of the three columns
/// gives up a column, again and again, until the table fits; a text cut that way ends in "…".
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

  /// The rows as given, each text made displayable (so that what a column holds is what it
  /// shows, and nothing in it joins the spaces around it).
  private var rows: [Row] = []
  /// The width the lines were cut to fit; nil when every column has its content's width.
  private var formattedWidth: Int?
  /// The width a line needs when every column has its content's width (measured up to the
  /// width formatted for): a wider screen shows the same lines.
  private var neededWidth = 0

  private static let gap = 2
  private static let header: Row = ("fragment", "value", "total")

  public override init() {
    super.init()
    for view in [titleLabel, headerLabel, table, footerLabel, hintLabel] { addSubview(view) }
    setRows([])
  }

  /// Formats the rows into the table's columns, for the layout's current width (all of their
  /// natural width before the first layout).
  public func setRows(_ rows: [Row]) {
    self.rows = rows.map {
      (
        Sanitizer.displayable($0.fragment), Sanitizer.displayable($0.value),
        Sanitizer.displayable($0.total)
      )
    }
    formatRows(width: frame.width > 0 ? frame.width : nil)
    setNeedsLayout()  // the table's height follows its rows
  }

  /// Formats the lines again only when they would differ: a screen as wide as the lines need,
  /// or wider, shows them as they are.
  private func formatRowsIfNeeded(width: Int) {
    let cut = width < neededWidth ? width : nil
    if cut != formattedWidth { formatRows(width: width) }
  }

  open override func layoutSubviews() {
    let width = bounds.width
    formatRowsIfNeeded(width: width)
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

  /// The header and the rows as lines of `width` columns at most (nil: no limit).
  private func formatRows(width: Int?) {
    let numberWidth = max(3, String(rows.count).count)
    var widths = Self.contentWidths(of: rows, limit: width ?? 1_000)
    let fixed = numberWidth + 3 * Self.gap
    neededWidth = fixed + widths.reduce(0, +)
    formattedWidth = nil
    if let width, width < neededWidth {
      formattedWidth = width
      Self.shrink(&widths, toFit: width - fixed)
    }
    let columns = (fragment: widths[0], value: widths[1], total: widths[2])
    func line(_ number: String, _ row: Row) -> String {
      let spacer = String(repeating: " ", count: Self.gap)
      var line = Self.fit(number, to: numberWidth, alignRight: true) + spacer
      line += Self.fit(row.fragment, to: columns.fragment) + spacer
      if row.total.isEmpty {
        line += Self.fit(row.value, to: columns.value + Self.gap + columns.total)
      } else {
        line += Self.fit(row.value, to: columns.value) + spacer
        line += Self.fit(row.total, to: columns.total)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
    headerLabel.text = line("#", Self.header)
    table.rows = rows.enumerated().map { index, row in line(String(index + 1), row) }
  }

  /// The widths of the fragment, value and total columns: their content's. A text is measured
  /// up to `limit` columns (the screen's width): a column never needs more, however long a
  /// fragment is.
  private static func contentWidths(of rows: [Row], limit: Int) -> [Int] {
    func width(_ text: String) -> Int { Self.width(of: text, limit: limit) }
    var widths = [header.fragment, header.value, header.total].map(width)
    for row in rows {
      widths[0] = max(widths[0], width(row.fragment))
      if !row.total.isEmpty {
        widths[1] = max(widths[1], width(row.value))
        widths[2] = max(widths[2], width(row.total))
      }
    }
    // A reason runs on into the total column: the total column takes what it lacks.
    for row in rows where row.total.isEmpty {
      widths[2] = max(widths[2], width(row.value) - widths[1] - gap)
    }
    return widths
  }

  /// While the columns need more than `available` columns, makes the widest (the rightmost of
  /// equals) one narrower, down to one column each.
  private static func shrink(_ widths: inout [Int], toFit available: Int) {
    var excess = widths.reduce(0, +) - max(widths.count, available)
    while excess > 0 {
      let widest = widths.indices.last { widths[$0] == widths.max()! }!
      widths[widest] -= 1
      excess -= 1
    }
  }

  /// The display width of `text`, or `limit + 1` when it is wider than `limit`.
  private static func width(of text: String, limit: Int) -> Int {
    var used = 0
    for character in text {
      used += DisplayWidth.of(character)
      if used > limit { return limit + 1 }
    }
    return used
  }

  /// `text` cut to `width` columns (ending in "…" when cut), padded with spaces to `width`.
  private static func fit(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let shown = DisplayWidth.truncatingTail(text, to: width)
    let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(shown)))
    return alignRight ? padding + shown : shown + padding
  }
}
