import CalculatorHistory

/// How the History presenter ends its flow: with the entry to restore, or with a back; and how
/// it says that a delete was committed.
@MainActor
protocol HistoryCoordinating: AnyObject {
  func historyEntryChosen(_ entry: HistoryEntry)
  func historyClosed()
  /// Called even when the flow has finished by the time the store committed.
  func historyEntryDeleted()
}
