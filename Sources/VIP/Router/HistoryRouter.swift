/// Where the History scene can go: back, with an entry to restore or without.
@MainActor
protocol HistoryRoutingLogic {
  func routeToCalculator()
}

@MainActor
protocol HistoryDataPassing {
  var dataStore: HistoryDataStore? { get }
}

/// Goes back to the Calculator scene below: writes the chosen entry (nil for a back) into its
/// data store, pops (which cancels a load still running), and lets it apply the entry.
@MainActor
final class HistoryRouter: HistoryRoutingLogic, HistoryDataPassing {
  weak var viewController: HistoryViewController?
  var dataStore: HistoryDataStore?

  // MARK: ⟶ History Router → Calculator Interactor: data back
  func routeToCalculator() {
    guard let viewController, let dataStore,
      let destination = viewController.navigationController?.viewControllers.dropLast().last
        as? CalculatorViewController,
      var destinationDS = destination.router?.dataStore
    else { return }
    passDataToCalculator(source: dataStore, destination: &destinationDS)
    navigate(from: viewController, to: destination)
  }

  // MARK: ⟶ History Router → Calculator Interactor: data back
  private func navigate(
    from source: HistoryViewController, to destination: CalculatorViewController
  ) {
    source.navigationController?.popViewController()
    destination.sceneWillAppear()
  }

  // MARK: ⟶ History Router → Calculator Interactor: data back
  private func passDataToCalculator(
    source: HistoryDataStore, destination: inout CalculatorDataStore
  ) {
    destination.chosenEntry = source.chosenEntry
  }
}
