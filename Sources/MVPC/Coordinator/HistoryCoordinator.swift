import CalculatorHistory
import CalculatorModel
import Coordinators

/// The History flow, a child of `AppCoordinator`: it shows the saved calculations, and the
/// Breakdown of one over them until it is closed, then pops them and finishes with the entry to
/// restore, or with nil when the user goes back.
@MainActor
final class HistoryCoordinator: Coordinator {
  /// Called once, when the flow ends; the parent hands the entry on and removes this child.
  /// The parent captures itself weakly here: it owns this coordinator.
  var onFinish: ((_ child: HistoryCoordinator, _ chosenEntry: HistoryEntry?) -> Void)?
  /// Called after each delete the store committed, even once the flow has finished: the parent
  /// has the saved count read again.
  var onDelete: (() -> Void)?
  private let navigation: any Navigating
  /// Handed to the History presenter, which alone calls it.
  private let history: any HistoryStore
  /// What the History presenter waits on before it searches; handed to it as the store is.
  private let clock: any Clock<Duration>
  /// The saved count known when the flow starts; later ones come through `savedCountChanged(_:)`.
  private let savedCount: Int?
  /// The History presenter while its screen is shown, for each new saved count.
  private weak var presenter: HistoryPresenter?
  /// The entry the screen selects once its list has loaded (the app opened at it), or nil.
  private let entryToSelect: HistoryEntry.ID?

  init(
    navigation: any Navigating, history: any HistoryStore, clock: any Clock<Duration>,
    savedCount: Int?, selecting id: HistoryEntry.ID? = nil
  ) {
    self.navigation = navigation
    self.history = history
    self.clock = clock
    self.savedCount = savedCount
    entryToSelect = id
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: navigate forward
  /// Pushes the History screen: a presenter reporting to this coordinator, inside its view.
  func start() {
    let presenter = HistoryPresenter(
      history: history, clock: clock, selecting: entryToSelect)
    presenter.coordinator = self
    presenter.showSavedCount(savedCount)
    self.presenter = presenter
    navigation.push(HistoryViewController(presenter: presenter))
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  func savedCountChanged(_ count: Int?) {
    presenter?.showSavedCount(count)
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

  // MARK: ⟶ History Presenter → Breakdown Presenter: navigate forward
  /// Pushes the Breakdown screen over History, as the root flow does over the Calculator: a
  /// presenter reporting to this coordinator, inside its view. The flow goes on under it.
  func showBreakdown(_ breakdown: Breakdown) {
    let breakdownPresenter = BreakdownPresenter(breakdown: breakdown)
    breakdownPresenter.coordinator = self
    navigation.push(BreakdownViewController(presenter: breakdownPresenter))
  }

  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  func historyEntryDeleted() {
    onDelete?()
  }

  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  /// Popping the screen is what cancels its load (the presenter stops when the view is popped,
  /// not when the Breakdown covers it).
  private func finish(restoring entry: HistoryEntry?) {
    navigation.pop()
    onFinish?(self, entry)
  }
}

extension HistoryCoordinator: BreakdownCoordinating {
  /// Back from the Breakdown: pops it, and History is on top again as it was.
  func closeBreakdown() {
    navigation.pop()
  }
}
