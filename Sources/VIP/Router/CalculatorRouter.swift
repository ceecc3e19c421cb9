import TerminalUI

/// Where the Calculator scene can go.
@MainActor
protocol CalculatorRoutingLogic {
  func routeToBreakdown()
  func routeToPresets()
  func routeToHistory()
  func routeToQuit()
}

/// The Calculator scene's data store, as its router and the routers coming back reach it.
@MainActor
protocol CalculatorDataPassing {
  var dataStore: CalculatorDataStore? { get }
}

/// Builds the next scene, passes it data from this scene's data store, and pushes it; quits.
/// Holds its view controller weakly: the view controller owns the router.
@MainActor
final class CalculatorRouter: CalculatorRoutingLogic, CalculatorDataPassing {
  weak var viewController: CalculatorViewController?
  var dataStore: CalculatorDataStore?

  // MARK: ⟶ Calculator View → Breakdown Interactor: navigate forward
  func routeToBreakdown() {
    guard let viewController, let dataStore else { return }
    let destination = BreakdownViewController()
    guard var destinationDS = destination.router?.dataStore else { return }
    passDataToBreakdown(source: dataStore, destination: &destinationDS)
    navigate(from: viewController, to: destination)
  }

  // MARK: ⟶ Calculator View → Presets Interactor: navigate forward
  func routeToPresets() {
    guard let viewController, let dataStore else { return }
    let destination = PresetsViewController()
    guard var destinationDS = destination.router?.dataStore else { return }
    passDataToPresets(source: dataStore, destination: &destinationDS)
    navigate(from: viewController, to: destination)
  }

  // MARK: ⟶ Calculator View → History Interactor: navigate forward
  func routeToHistory() {
    guard let viewController, let dataStore else { return }
    let destination = HistoryViewController()
    guard var destinationDS = destination.router?.dataStore else { return }
    passDataToHistory(source: dataStore, destination: &destinationDS)
    navigate(from: viewController, to: destination)
  }

  func routeToQuit() {
    viewController?.view.window?.close()
  }

  // MARK: Navigation

  private func navigate(from source: CalculatorViewController, to destination: ViewController) {
    source.navigationController?.pushViewController(destination)
  }

  // MARK: Passing data

  // MARK: ⟶ Calculator View → Breakdown Interactor: navigate forward
  private func passDataToBreakdown(
    source: CalculatorDataStore, destination: inout BreakdownDataStore
  ) {
    destination.breakdown = source.breakdown
  }

  // MARK: ⟶ Calculator View → Presets Interactor: navigate forward
  private func passDataToPresets(
    source: CalculatorDataStore, destination: inout PresetsDataStore
  ) {
    destination.currentSeparators = source.separators
  }

  // MARK: ⟶ Calculator View → History Interactor: navigate forward
  // MARK: ⟶ Calculator Interactor → History Interactor: shared state
  private func passDataToHistory(
    source: CalculatorDataStore, destination: inout HistoryDataStore
  ) {
    destination.history = source.history
    destination.savedCountWorker = source.savedCountWorker
  }
}
