import CalculatorHistory
import CalculatorModel

/// How the History presenter reports the outcome to whoever opened the screen, and that a
/// delete was committed.
@MainActor
protocol HistoryPresenterDelegate: AnyObject {
  func historyPresenter(_ presenter: HistoryPresenter, didRestore calculator: Calculator)
  func historyPresenterDidCancel(_ presenter: HistoryPresenter)
  /// Called even when the screen has gone by the time the store committed.
  func historyDidDelete(_ entry: HistoryEntry)
}
