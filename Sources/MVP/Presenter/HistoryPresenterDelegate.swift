import CalculatorModel

/// How the History presenter reports the outcome to whoever opened the screen.
@MainActor
protocol HistoryPresenterDelegate: AnyObject {
  func historyPresenter(_ presenter: HistoryPresenter, didRestore calculator: Calculator)
  func historyPresenterDidCancel(_ presenter: HistoryPresenter)
}
