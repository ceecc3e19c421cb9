import CalculatorHistory

/// How the History screen hands the chosen entry back to whoever opened it.
@MainActor
protocol HistoryViewControllerDelegate: AnyObject {
  func historyViewController(_ controller: HistoryViewController, didChoose entry: HistoryEntry)
  func historyViewControllerDidCancel(_ controller: HistoryViewController)
}
