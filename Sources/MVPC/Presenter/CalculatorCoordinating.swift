import CalculatorModel

/// Where the Calculator presenter sends the user when they leave the screen. The presenter
/// knows its coordinator only through this protocol and holds it weakly: the coordinator owns
/// the presenter, so a strong reference back would be a cycle.
@MainActor
protocol CalculatorCoordinating: AnyObject {
  func showBreakdown(_ breakdown: Breakdown)
  func showPresets(current separators: String)
  func showHistory()
  func quit()
}
