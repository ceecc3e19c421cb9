import Bindings
import CalculatorModel

/// Where the Calculator view model sends the user when they leave the screen. The view model
/// knows its coordinator only through this protocol and holds it weakly: the coordinator
/// owns the screen's view model, so a strong reference back would be a cycle.
@MainActor
protocol CalculatorCoordinating: AnyObject {
  func showBreakdown(_ breakdown: Breakdown)
  func showPresets(current separators: String)
  func showHistory(savedCount: Observable<Int?>)
  func quit()
}
