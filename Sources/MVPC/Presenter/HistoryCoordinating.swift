import CalculatorHistory
import CalculatorModel

/// How the History presenter ends its flow: with the entry to restore, or with a back; how it
/// asks for an entry's Breakdown within the flow; and how it says that a delete was committed.
@MainActor
protocol HistoryCoordinating: AnyObject {
  func historyEntryChosen(_ entry: HistoryEntry)
  func historyClosed()
  /// Shows the Breakdown of the entry selected over the History screen, which stays as it is.
  func showBreakdown(_ breakdown: Breakdown)
  /// Called even when the flow has finished by the time the store committed.
  func historyEntryDeleted()
}
