import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The no-architecture floor: the four screens wired as directly as the toolkit allows, so
/// the benchmarks can show what each pattern costs on top of the same work.
@MainActor
public final class DirectApp: CalculatorApp {
  public nonisolated static let variantName = "Direct"
  public let window: Window
  private let calculatorViewController: CalculatorViewController

  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    calculatorViewController = CalculatorViewController(
      calculator: calculator, history: history, clock: clock)
    let navigation = NavigationController(rootViewController: calculatorViewController)
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    if let route { calculatorViewController.open(route) }
  }

  public var calculator: Calculator { calculatorViewController.calculator }
}
