import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Coordinators
import TerminalUI

/// The composition root of the MVP-C variant: it makes the Calculator presenter (which owns
/// the model), the window and the root coordinator, and starts it. It hands the history store
/// (as the protocol) to the Calculator presenter, which saves, and to the root coordinator,
/// which passes it, with the clock History's search waits on, to each History presenter it
/// makes.
@MainActor
public final class MVPCApp: CalculatorApp {
  public nonisolated static let variantName = "MVP-C"
  public let window: Window
  let appCoordinator: AppCoordinator
  private let calculatorPresenter: CalculatorPresenter

  // MARK: ⟶ App → Calculator Presenter: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    window = Window(size: Size(width: 80, height: 24))
    calculatorPresenter = CalculatorPresenter(calculator: calculator, history: history)
    appCoordinator = AppCoordinator(
      navigation: WindowNavigator(window: window), calculatorPresenter: calculatorPresenter,
      history: history, clock: clock)
    // MARK: ⟶ App → App Coordinator: open at
    appCoordinator.start(at: route)
  }

  public var calculator: Calculator { calculatorPresenter.finalCalculator }
}
