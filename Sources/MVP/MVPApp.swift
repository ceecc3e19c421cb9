import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The composition root of the MVP variant.
@MainActor
public final class MVPApp: CalculatorApp {
  public nonisolated static let variantName = "MVP"
  public let window: Window
  private let calculatorPresenter: CalculatorPresenter

  // MARK: ⟶ App → Calculator Presenter: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    calculatorPresenter = CalculatorPresenter(
      calculator: calculator, history: history, clock: clock)
    let calculatorViewController = CalculatorViewController(presenter: calculatorPresenter)
    let navigation = NavigationController(rootViewController: calculatorViewController)
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    // MARK: ⟶ App → Calculator Presenter: open at
    switch route {
    case .breakdown: calculatorPresenter.breakdownRequested()
    case .presets: calculatorPresenter.presetsRequested()
    case .history(let id): calculatorPresenter.historyRequested(selecting: id)
    case nil: break
    }
  }

  public var calculator: Calculator { calculatorPresenter.finalCalculator }
}
