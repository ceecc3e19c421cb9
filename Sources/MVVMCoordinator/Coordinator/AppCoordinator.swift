import CalculatorModel
import TerminalUI

/// The app's root flow: shows the Calculator screen, pushes Breakdown with the data it is
/// given, and runs the Presets flow as a child coordinator whose choice it applies.
@MainActor
final class AppCoordinator: Coordinator {
  let navigation: any Navigating
  /// Child flows in progress; holding them here is what keeps them alive.
  private(set) var childCoordinators: [any Coordinator] = []
  private let calculatorViewModel: CalculatorViewModel

  /// The app makes the Calculator view model, as it alone may name the model; the coordinator
  /// builds the screens around it.
  init(navigation: any Navigating, calculatorViewModel: CalculatorViewModel) {
    self.navigation = navigation
    self.calculatorViewModel = calculatorViewModel
  }

  // MARK: ⟶ AppCoordinator → Calculator ViewController + ViewModel: assembly
  func start() {
    calculatorViewModel.coordinator = self
    navigation.setRoot(CalculatorViewController(viewModel: calculatorViewModel))
  }
}

extension AppCoordinator: CalculatorCoordinating {
  // MARK: ⟶ AppCoordinator → Breakdown ViewController + ViewModel: navigate forward
  func showBreakdown(_ breakdown: Breakdown) {
    let viewModel = BreakdownViewModel(breakdown: breakdown)
    viewModel.coordinator = self
    navigation.push(BreakdownViewController(viewModel: viewModel))
  }

  // MARK: ⟶ AppCoordinator → PresetsCoordinator: navigate forward
  func showPresets(current separators: String) {
    let child = PresetsCoordinator(navigation: navigation, currentSeparators: separators)
    child.onFinish = { [weak self] child, chosenSeparators in
      self?.presetsDidFinish(child, choosing: chosenSeparators)
    }
    childCoordinators.append(child)
    child.start()
  }

  func quit() {
    navigation.close()
  }

  // MARK: ⟶ AppCoordinator → Calculator ViewModel: data back
  private func presetsDidFinish(_ child: PresetsCoordinator, choosing separators: String?) {
    if let separators { calculatorViewModel.apply(separators: separators) }
    childCoordinators.removeAll { $0 === child }
  }
}

extension AppCoordinator: BreakdownCoordinating {
  func closeBreakdown() {
    navigation.pop()
  }
}
