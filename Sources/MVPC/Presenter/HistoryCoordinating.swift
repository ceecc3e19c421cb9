import CalculatorHistory

/// How the History presenter ends its flow: with the entry to restore, or with a back.
@MainActor
protocol HistoryCoordinating: AnyObject {
  func historyEntryChosen(_ entry: HistoryEntry)
  func historyClosed()
}
