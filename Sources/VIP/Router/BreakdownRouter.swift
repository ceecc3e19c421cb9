/// Where the Breakdown scene can go: back.
@MainActor
protocol BreakdownRoutingLogic {
  func routeToCalculator()
}

@MainActor
protocol BreakdownDataPassing {
  var dataStore: BreakdownDataStore? { get }
}

/// Pops the Breakdown scene; nothing goes back.
@MainActor
final class BreakdownRouter: BreakdownRoutingLogic, BreakdownDataPassing {
  weak var viewController: BreakdownViewController?
  var dataStore: BreakdownDataStore?

  // MARK: ⟶ Breakdown View → Breakdown Router: user input
  func routeToCalculator() {
    viewController?.navigationController?.popViewController()
  }
}
