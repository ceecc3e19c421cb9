import CalculatorUI
import TerminalUI

/// Where the Calculator scene can go.
@MainActor
protocol CalculatorRoutingLogic {
  func routeToBreakdown()
  func routeToPresets()
  func routeToHistory()
  func routeToQuit()
  func routeToStart(_ route: Route)
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
    routeToHistory(selecting: nil)
  }

  // MARK: ⟶ Calculator View → History Interactor: navigate forward
  /// History, told which entry to select once its list has loaded (nil: none).
  private func routeToHistory(selecting id: Int64?) {
    guard let viewController, let dataStore else { return }
    let destination = HistoryViewController()
    guard var destinationDS = destination.router?.dataStore else { return }
    passDataToHistory(source: dataStore, destination: &destinationDS)
    destinationDS.entryToSelect = id
    navigate(from: viewController, to: destination)
  }

  // MARK: ⟶ App → Calculator Router: open at
  /// The scene the app opens at (`--open`), built and pushed as its key would route to it.
  func routeToStart(_ route: Route) {
    switch route {
    case .breakdown: routeToBreakdown()
    case .presets: routeToPresets()
    case .history(let id): routeToHistory(selecting: id)
    }
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
    destination.clock = source.clock
    destination.savedCountWorker = source.savedCountWorker
  }
}
