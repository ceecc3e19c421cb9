import Bindings
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Coordinators
import TerminalUI

/// The app's root flow: shows the Calculator screen, pushes Breakdown with the data it is
/// given, and runs the Presets and History flows as child coordinators whose outcome it
/// applies.
@MainActor
final class AppCoordinator: Coordinator {
  let navigation: any Navigating
  /// Child flows in progress; holding them here is what keeps them alive.
  private(set) var childCoordinators: [any Coordinator] = []
  private let calculatorViewModel: CalculatorViewModel
  private let factory: ScreenFactory

  /// The app makes the Calculator view model, as it owns the model; the factory builds every
  /// screen, this one too, with the store the app gave it.
  init(
    navigation: any Navigating, calculatorViewModel: CalculatorViewModel, factory: ScreenFactory
  ) {
    self.navigation = navigation
    self.calculatorViewModel = calculatorViewModel
    self.factory = factory
  }

  /// The Calculator screen alone.
  func start() {
    start(at: nil)
  }

  // MARK: ⟶ App → Calculator ViewModel: assembly
  // MARK: ⟶ App → App Coordinator: open at
  /// Shows the Calculator screen and, when `route` names one (`--open`), pushes that screen
  /// on it as the flow its key starts: Breakdown and Presets with what the Calculator view
  /// model hands over on its request, History with the entry its view model selects once
  /// loaded.
  func start(at route: Route?) {
    navigation.setRoot(
      factory.makeCalculatorScreen(viewModel: calculatorViewModel, coordinator: self))
    switch route {
    case .breakdown: calculatorViewModel.breakdownRequested()
    case .presets: calculatorViewModel.presetsRequested()
    case .history(let id): showHistory(savedCount: calculatorViewModel.savedCount, selecting: id)
    case nil: break
    }
  }
}

extension AppCoordinator: CalculatorCoordinating {
  // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
  func showBreakdown(_ breakdown: Breakdown) {
    navigation.push(factory.makeBreakdownScreen(breakdown: breakdown, coordinator: self))
  }

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  func showPresets(current separators: String) {
    let child = PresetsCoordinator(
      navigation: navigation, factory: factory, currentSeparators: separators)
    child.onFinish = { [weak self] child, chosenSeparators in
      self?.presetsDidFinish(child, choosing: chosenSeparators)
    }
    childCoordinators.append(child)
    child.start()
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  func showHistory(savedCount: Observable<Int?>) {
    showHistory(savedCount: savedCount, selecting: nil)
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  /// The History flow; opened at an entry (`--open history:ID`), its screen selects it once
  /// loaded.
  private func showHistory(savedCount: Observable<Int?>, selecting id: HistoryEntry.ID?) {
    let child = HistoryCoordinator(
      navigation: navigation, factory: factory, savedCount: savedCount, selecting: id)
    child.onFinish = { [weak self] child, chosenEntry in
      self?.historyDidFinish(child, restoring: chosenEntry)
    }
    childCoordinators.append(child)
    child.start()
  }

  func quit() {
    navigation.close()
  }

  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  private func presetsDidFinish(_ child: PresetsCoordinator, choosing separators: String?) {
    if let separators { calculatorViewModel.presetChosen(separators) }
    childCoordinators.removeAll { $0 === child }
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  private func historyDidFinish(_ child: HistoryCoordinator, restoring entry: HistoryEntry?) {
    if let entry { calculatorViewModel.historyEntryChosen(entry) }
    childCoordinators.removeAll { $0 === child }
  }
}

extension AppCoordinator: BreakdownCoordinating {
  // MARK: ⟶ Breakdown View → App Coordinator: user input
  func closeBreakdown() {
    navigation.pop()
  }
}
