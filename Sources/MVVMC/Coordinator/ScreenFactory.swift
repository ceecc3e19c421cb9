import Bindings
import CalculatorHistory
import CalculatorModel
import TerminalUI

/// Makes every screen of the app, the root one included: the screen's view model, wired to the
/// coordinator that runs it, inside its view controller. Coordinators decide when a screen
/// shows; the factory alone knows how one is put together.
@MainActor
struct ScreenFactory {
  /// The saved calculations, as the protocol only: the composition root chose the store.
  let history: any HistoryStore
  /// What History waits on before it searches: the composition root chose it, as the store.
  let clock: any Clock<Duration>

  // MARK: ⟶ App → Calculator ViewModel: assembly
  /// The Calculator screen around the view model the composition root made (it owns the model).
  func makeCalculatorScreen(
    viewModel: CalculatorViewModel, coordinator: CalculatorCoordinating
  ) -> ViewController {
    viewModel.coordinator = coordinator
    return CalculatorViewController(viewModel: viewModel)
  }

  /// The Breakdown screen, showing `breakdown` as it was when the user asked.
  func makeBreakdownScreen(
    breakdown: Breakdown, coordinator: BreakdownCoordinating
  ) -> ViewController {
    let viewModel = BreakdownViewModel(breakdown: breakdown)
    viewModel.coordinator = coordinator
    return BreakdownViewController(viewModel: viewModel)
  }

  /// The Presets screen, with the preset matching `currentSeparators` selected.
  func makePresetsScreen(
    currentSeparators: String, coordinator: PresetsCoordinating
  ) -> ViewController {
    let viewModel = PresetsViewModel(currentSeparators: currentSeparators)
    viewModel.coordinator = coordinator
    return PresetsViewController(viewModel: viewModel)
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  /// The History screen, whose view model loads from the store once the screen loads, searches
  /// it on the clock's time as the query is edited and shares the Calculator's saved count;
  /// with an entry, it selects it once loaded.
  func makeHistoryScreen(
    savedCount: Observable<Int?>, selecting id: HistoryEntry.ID? = nil,
    coordinator: HistoryCoordinating
  ) -> ViewController {
    let viewModel = HistoryViewModel(
      history: history, clock: clock, savedCount: savedCount, selecting: id)
    viewModel.coordinator = coordinator
    return HistoryViewController(viewModel: viewModel)
  }
}
