import CalculatorFormatting

/// What the History presenter may ask of its view: texts, every one already worded, and the
/// navigation it decided.
@MainActor
protocol HistoryViewing: AnyObject {
  /// Shows `text` in place of the rows (`Loading…`, the empty text, a failure), or no line.
  func show(message: String?)
  func show(rows: [HistoryText.Row])
  /// Shows `text` above the hint (`1,000 of N`, a failed delete), or no line.
  func show(footer: String?)
  /// Shows `text` right-aligned in the title row (`1,234 saved`), or none.
  func show(savedCount: String?)
  /// Selects that row of the list.
  func select(row: Int)
  /// Pushes the Breakdown screen around the presenter it is handed.
  func showBreakdown(_ presenter: BreakdownPresenter)
}
