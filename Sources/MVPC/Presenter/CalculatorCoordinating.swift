import CalculatorHistory
import CalculatorModel

/// Where the Calculator presenter sends the user when they leave the screen. The presenter
/// knows its coordinator only through this protocol and holds it weakly: the coordinator owns
/// the presenter, so a strong reference back would be a cycle.
@MainActor
protocol CalculatorCoordinating: AnyObject {
  func showBreakdown(_ breakdown: Breakdown)
  func showPresets(current separators: String)
  /// Starts the History flow, which shows the saved count known so far.
  func showHistory(savedCount: Int?)
  /// The same, its list selecting the entry `id` once loaded (the app opened at it).
  func showHistory(savedCount: Int?, selecting id: HistoryEntry.ID?)
  /// Hands a new saved count to the History flow, if one is running.
  func savedCountChanged(_ count: Int?)
  func quit()
}
