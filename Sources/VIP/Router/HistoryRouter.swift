/// Where the History scene can go: to the selected entry's Breakdown, or back, with an entry
/// to restore or without.
@MainActor
protocol HistoryRoutingLogic {
  func routeToBreakdown()
  func routeToCalculator()
}

@MainActor
protocol HistoryDataPassing {
  var dataStore: HistoryDataStore? { get }
}

/// Builds the Breakdown scene of the selected row's entry and pushes it over this scene, which
/// stays as it is below; goes back to the Calculator scene below: writes the chosen entry (nil
/// for a back) into its data store, pops (which cancels a load still running), and lets it
/// apply the entry.
@MainActor
final class HistoryRouter: HistoryRoutingLogic, HistoryDataPassing {
  weak var viewController: HistoryViewController?
  var dataStore: HistoryDataStore?

  // MARK: ⟶ History View → Breakdown Interactor: navigate forward
  /// No row (loading, empty, no match): no breakdown, nothing pushed.
  func routeToBreakdown() {
    guard let viewController, let dataStore else { return }
    let destination = BreakdownViewController()
    guard var destinationDS = destination.router?.dataStore else { return }
    passDataToBreakdown(source: dataStore, destination: &destinationDS)
    guard destinationDS.breakdown != nil else { return }
    navigate(from: viewController, to: destination)
  }

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

  // MARK: ⟶ History View → Breakdown Interactor: navigate forward
  private func navigate(
    from source: HistoryViewController, to destination: BreakdownViewController
  ) {
    source.navigationController?.pushViewController(destination)
  }

  // MARK: ⟶ History View → Breakdown Interactor: navigate forward
  /// The selected row's, as a Clean Swift router reads the table's selected row.
  private func passDataToBreakdown(
    source: HistoryDataStore, destination: inout BreakdownDataStore
  ) {
    guard let row = viewController?.layout.list.selectedIndex else { return }
    destination.breakdown = source.breakdown(atRow: row)
  }

  // MARK: ⟶ History Router → Calculator Interactor: data back
  private func passDataToCalculator(
    source: HistoryDataStore, destination: inout CalculatorDataStore
  ) {
    destination.chosenEntry = source.chosenEntry
  }
}
