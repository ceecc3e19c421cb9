/// What the Calculator presenter may ask of its view: display and navigation only.
///
/// The view decides nothing: every text arrives formatted, every navigation decided.
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
  /// Pushes the Breakdown screen around the presenter it is handed.
  func showBreakdown(_ presenter: BreakdownPresenter)
  /// Pushes the Presets screen around the presenter it is handed.
  func showPresets(_ presenter: PresetsPresenter)
  /// Pops the Presets screen.
  func dismissPresets()
  /// Pushes the History screen around the presenter it is handed.
  func showHistory(_ presenter: HistoryPresenter)
  /// Pops the History screen.
  func dismissHistory()
  /// Closes the window: the app quits.
  func close()
}
