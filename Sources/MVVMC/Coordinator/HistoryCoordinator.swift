import CalculatorHistory
import Coordinators

/// The History flow, a child of `AppCoordinator`: it shows the saved calculations, then pops
/// them and finishes with the entry to restore, or with nil when the user goes back.
@MainActor
final class HistoryCoordinator: Coordinator {
  /// Called once, when the flow ends; the parent restores the entry and removes this child.
  /// The parent captures itself weakly here: it owns this coordinator.
  var onFinish: ((_ child: HistoryCoordinator, _ chosenEntry: HistoryEntry?) -> Void)?
  private let navigation: any Navigating
  private let factory: ScreenFactory

  init(navigation: any Navigating, factory: ScreenFactory) {
    self.navigation = navigation
    self.factory = factory
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  func start() {
    navigation.push(factory.makeHistoryScreen(coordinator: self))
  }
}

extension HistoryCoordinator: HistoryCoordinating {
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  func historyEntryChosen(_ entry: HistoryEntry) {
    finish(restoring: entry)
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  func historyClosed() {
    finish(restoring: nil)
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Popping the screen is what cancels its load (the view model stops when the view goes).
  private func finish(restoring entry: HistoryEntry?) {
    navigation.pop()
    onFinish?(self, entry)
  }
}
