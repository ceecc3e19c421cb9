import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The composition root of the VIP (Clean Swift) variant: it makes the Calculator scene's
/// interactor around the model, the history store (as the protocol) and the clock History's
/// search waits on, and the scene's view controller sets up its cycle around it. Every other
/// scene is built by the router that opens it, which passes the store and the clock on.
@MainActor
public final class VIPApp: CalculatorApp {
  public nonisolated static let variantName = "VIP"
  public let window: Window
  private let calculatorInteractor: CalculatorInteractor

  // MARK: ⟶ App → Calculator Interactor: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    calculatorInteractor = CalculatorInteractor(
      calculator: calculator, history: history, clock: clock)
    let calculatorViewController = CalculatorViewController(interactor: calculatorInteractor)
    let navigation = NavigationController(rootViewController: calculatorViewController)
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    // MARK: ⟶ App → Calculator Router: open at
    if let route { calculatorViewController.router?.routeToStart(route) }
  }

  public var calculator: Calculator { calculatorInteractor.finalCalculator }
}
