/// What the Calculator presenter may ask of its view: display only.
///
/// The view decides nothing: every text arrives formatted. Navigation is not the view's
/// business here: the presenter asks its coordinator.
@MainActor
protocol CalculatorViewing: AnyObject {
  func show(separators: String)
  func show(numbers: String)
  func show(sum: String, status: String)
  /// Shows `text` right-aligned in the title row (`1,234 saved`), or none.
  func show(savedCount: String?)
  func focusNumbers()
  /// Focuses the field with its cursor at the end of its text (an undo or a redo).
  func focusSeparatorsAtEnd()
  func focusNumbersAtEnd()
}
