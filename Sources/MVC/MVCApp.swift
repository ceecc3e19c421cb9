import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The composition root of the MVC variant.
@MainActor
public final class MVCApp: CalculatorApp {
  public nonisolated static let variantName = "MVC"
  public let window: Window
  private let calculatorViewController: CalculatorViewController

  // MARK: ⟶ App → Calculator Controller: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    calculatorViewController = CalculatorViewController(
      calculator: calculator, history: history, clock: clock)
    let navigation = NavigationController(rootViewController: calculatorViewController)
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    // MARK: ⟶ App → Calculator Controller: open at
    if let route { calculatorViewController.open(route) }
  }

  public var calculator: Calculator { calculatorViewController.finalCalculator }
}
