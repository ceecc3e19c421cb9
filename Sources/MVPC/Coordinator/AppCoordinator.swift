import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Coordinators
import TerminalUI

/// The app's root flow: shows the Calculator screen, pushes Breakdown with the data it is
/// given, and runs the Presets and History flows as child coordinators whose outcome it hands
/// to the Calculator presenter.
@MainActor
final class AppCoordinator: Coordinator {
  let navigation: any Navigating
  /// Child flows in progress; holding them here is what keeps them alive.
  private(set) var childCoordinators: [any Coordinator] = []
  private let calculatorPresenter: CalculatorPresenter
  /// The saved calculations, as the protocol only, handed on to the History flow.
  private let history: any HistoryStore
  /// What History waits on before it searches, handed on to the History flow as the store is.
  private let clock: any Clock<Duration>

  /// The app makes the Calculator presenter, as it owns the model; the store and the clock are
  /// the ones the app was given.
  init(
    navigation: any Navigating, calculatorPresenter: CalculatorPresenter,
    history: any HistoryStore, clock: any Clock<Duration>
  ) {
    self.navigation = navigation
    self.calculatorPresenter = calculatorPresenter
    self.history = history
    self.clock = clock
  }

  // MARK: ⟶ App → Calculator Presenter: assembly
  /// Puts the Calculator screen (the app's presenter inside its view) at the root.
  func start() {
    start(at: nil)
  }

  // MARK: ⟶ App → App Coordinator: open at
  /// The same, and the screen `route` names over it: the flow the Calculator presenter's
  /// request would start (it has the data the screen opens with: the breakdown, the separators,
  /// the saved count).
  func start(at route: Route?) {
    calculatorPresenter.coordinator = self
    navigation.setRoot(CalculatorViewController(presenter: calculatorPresenter))
    switch route {
    case .breakdown: calculatorPresenter.breakdownRequested()
    case .presets: calculatorPresenter.presetsRequested()
    case .history(let id): calculatorPresenter.historyRequested(selecting: id)
    case nil: break
    }
  }
}

extension AppCoordinator: CalculatorCoordinating {
  // MARK: ⟶ Calculator Presenter → Breakdown Presenter: navigate forward
  func showBreakdown(_ breakdown: Breakdown) {
    let presenter = BreakdownPresenter(breakdown: breakdown)
    presenter.coordinator = self
    navigation.push(BreakdownViewController(presenter: presenter))
  }

  // MARK: ⟶ Calculator Presenter → Presets Presenter: navigate forward
  func showPresets(current separators: String) {
    let child = PresetsCoordinator(navigation: navigation, currentSeparators: separators)
    child.onFinish = { [weak self] child, chosenSeparators in
      self?.presetsDidFinish(child, choosing: chosenSeparators)
    }
    childCoordinators.append(child)
    child.start()
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: navigate forward
  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  func showHistory(savedCount: Int?) {
    showHistory(savedCount: savedCount, selecting: nil)
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: navigate forward
  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  func showHistory(savedCount: Int?, selecting id: HistoryEntry.ID?) {
    let child = HistoryCoordinator(
      navigation: navigation, history: history, clock: clock, savedCount: savedCount,
      selecting: id)
    child.onFinish = { [weak self] child, chosenEntry in
      self?.historyDidFinish(child, restoring: chosenEntry)
    }
    child.onDelete = { [weak self] in self?.calculatorPresenter.historyEntryDeleted() }
    childCoordinators.append(child)
    child.start()
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  func savedCountChanged(_ count: Int?) {
    for case let child as HistoryCoordinator in childCoordinators {
      child.savedCountChanged(count)
    }
  }

  func quit() {
    navigation.close()
  }

  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  private func presetsDidFinish(_ child: PresetsCoordinator, choosing separators: String?) {
    if let separators { calculatorPresenter.presetChosen(separators) }
    childCoordinators.removeAll { $0 === child }
  }

  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  private func historyDidFinish(_ child: HistoryCoordinator, restoring entry: HistoryEntry?) {
    if let entry { calculatorPresenter.historyEntryChosen(entry) }
    childCoordinators.removeAll { $0 === child }
  }
}

extension AppCoordinator: BreakdownCoordinating {
  // MARK: ⟶ Breakdown View → App Coordinator: user input
  func closeBreakdown() {
    navigation.pop()
  }
}
