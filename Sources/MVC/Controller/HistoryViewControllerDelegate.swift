import CalculatorHistory

/// How the History screen hands the chosen entry back to whoever opened it, and says that a
/// delete was committed.
@MainActor
protocol HistoryViewControllerDelegate: AnyObject {
  func historyViewController(_ controller: HistoryViewController, didChoose entry: HistoryEntry)
  func historyViewControllerDidCancel(_ controller: HistoryViewController)
  /// Called even when the screen has gone by the time the store committed.
  func historyDidDelete(_ entry: HistoryEntry)
}
