import CalculatorHistory
import Coordinators

/// The History flow, a child of `AppCoordinator`: it shows the saved calculations, then pops
/// them and finishes with the entry to restore, or with nil when the user goes back.
@MainActor
final class HistoryCoordinator: Coordinator {
  /// Called once, when the flow ends; the parent hands the entry on and removes this child.
  /// The parent captures itself weakly here: it owns this coordinator.
  var onFinish: ((_ child: HistoryCoordinator, _ chosenEntry: HistoryEntry?) -> Void)?
  private let navigation: any Navigating
  /// Handed to the History presenter, which alone calls it.
  private let history: any HistoryStore

  init(navigation: any Navigating, history: any HistoryStore) {
    self.navigation = navigation
    self.history = history
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: navigate forward
  /// Pushes the History screen: a presenter reporting to this coordinator, inside its view.
  func start() {
    let presenter = HistoryPresenter(history: history)
    presenter.coordinator = self
    navigation.push(HistoryViewController(presenter: presenter))
  }
}

extension HistoryCoordinator: HistoryCoordinating {
  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  func historyEntryChosen(_ entry: HistoryEntry) {
    finish(restoring: entry)
  }

  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  func historyClosed() {
    finish(restoring: nil)
  }

  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  /// Popping the screen is what cancels its load (the presenter stops when the view goes).
  private func finish(restoring entry: HistoryEntry?) {
    navigation.pop()
    onFinish?(self, entry)
  }
}
