/// Where the Presets scene can go: back, with the choice or without.
@MainActor
protocol PresetsRoutingLogic {
  func routeToCalculator()
}

@MainActor
protocol PresetsDataPassing {
  var dataStore: PresetsDataStore? { get }
}

/// Goes back to the Calculator scene below: writes the choice (nil for a cancel) into its
/// data store, pops, and lets it apply the choice.
@MainActor
final class PresetsRouter: PresetsRoutingLogic, PresetsDataPassing {
  weak var viewController: PresetsViewController?
  var dataStore: PresetsDataStore?

  // MARK: ⟶ Presets Router → Calculator Interactor: data back
  func routeToCalculator() {
    guard let viewController, let dataStore,
      let destination = viewController.navigationController?.viewControllers.dropLast().last
        as? CalculatorViewController,
      var destinationDS = destination.router?.dataStore
    else { return }
    passDataToCalculator(source: dataStore, destination: &destinationDS)
    navigate(from: viewController, to: destination)
  }

  // MARK: ⟶ Presets Router → Calculator Interactor: data back
  private func navigate(
    from source: PresetsViewController, to destination: CalculatorViewController
  ) {
    source.navigationController?.popViewController()
    destination.sceneWillAppear()
  }

  // MARK: ⟶ Presets Router → Calculator Interactor: data back
  private func passDataToCalculator(
    source: PresetsDataStore, destination: inout CalculatorDataStore
  ) {
    destination.chosenSeparators = source.chosenSeparators
  }
}
