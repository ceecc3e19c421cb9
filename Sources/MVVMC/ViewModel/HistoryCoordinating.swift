import CalculatorHistory
import CalculatorModel

/// How the History view model ends its flow: with the entry to restore, or with a back; and how
/// it asks for an entry's Breakdown within the flow.
@MainActor
protocol HistoryCoordinating: AnyObject {
  func historyEntryChosen(_ entry: HistoryEntry)
  func historyClosed()
  /// Shows the Breakdown of the selected entry over the History screen, which stays as it is.
  func showBreakdown(_ breakdown: Breakdown)
}
