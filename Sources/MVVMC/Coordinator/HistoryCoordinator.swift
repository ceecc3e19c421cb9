import Bindings
import CalculatorHistory
import CalculatorModel
import Coordinators

/// The History flow, a child of `AppCoordinator`: it shows the saved calculations, and the
/// Breakdown of one over them until it is closed, then pops them and finishes with the entry to
/// restore, or with nil when the user goes back.
@MainActor
final class HistoryCoordinator: Coordinator {
  /// Called once, when the flow ends; the parent restores the entry and removes this child.
  /// The parent captures itself weakly here: it owns this coordinator.
  var onFinish: ((_ child: HistoryCoordinator, _ chosenEntry: HistoryEntry?) -> Void)?
  private let navigation: any Navigating
  private let factory: ScreenFactory
  /// The Calculator's saved count, handed on to the History screen.
  private let savedCount: Observable<Int?>
  /// The entry the History screen selects once loaded (the app opened at it), or nil.
  private let entryToSelect: HistoryEntry.ID?

  init(
    navigation: any Navigating, factory: ScreenFactory, savedCount: Observable<Int?>,
    selecting id: HistoryEntry.ID? = nil
  ) {
    self.navigation = navigation
    self.factory = factory
    self.savedCount = savedCount
    entryToSelect = id
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  func start() {
    navigation.push(
      factory.makeHistoryScreen(
        savedCount: savedCount, selecting: entryToSelect, coordinator: self))
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

  // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
  /// Pushes the Breakdown screen over History, built by the factory as the root flow has it
  /// built over the Calculator, closed through this coordinator. The flow goes on under it.
  func showBreakdown(_ breakdown: Breakdown) {
    navigation.push(factory.makeBreakdownScreen(breakdown: breakdown, coordinator: self))
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Popping the screen is what cancels its load (the view model stops when the view is
  /// popped, not when the Breakdown covers it).
  private func finish(restoring entry: HistoryEntry?) {
    navigation.pop()
    onFinish?(self, entry)
  }
}

extension HistoryCoordinator: BreakdownCoordinating {
  /// Back from the Breakdown: pops it, and History is on top again as it was; the flow has not
  /// finished.
  func closeBreakdown() {
    navigation.pop()
  }
}
