import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Coordinators
import TerminalUI

/// The composition root of the MVVM-C variant: it makes the model's view model, the window
/// and the root coordinator, and starts it. It hands the history store (as the protocol) to
/// the Calculator view model, which saves, and to the screen factory, for History, with the
/// clock History's search waits on.
@MainActor
public final class MVVMCApp: CalculatorApp {
  public nonisolated static let variantName = "MVVM-C"
  public let window: Window
  let appCoordinator: AppCoordinator
  private let calculatorViewModel: CalculatorViewModel

  // MARK: ⟶ App → Calculator ViewModel: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    window = Window(size: Size(width: 80, height: 24))
    calculatorViewModel = CalculatorViewModel(calculator: calculator, history: history)
    appCoordinator = AppCoordinator(
      navigation: WindowNavigator(window: window), calculatorViewModel: calculatorViewModel,
      factory: ScreenFactory(history: history, clock: clock))
    // MARK: ⟶ App → App Coordinator: open at
    appCoordinator.start(at: route)
  }

  public var calculator: Calculator { calculatorViewModel.finalCalculator }
}
