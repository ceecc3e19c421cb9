import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The composition root of the VIPER variant: it makes the Calculator interactor, which owns
/// the Entity and saves, and has the Calculator router build the module around it. It hands
/// the history store (as the protocol) to that interactor and to the router, and the clock to
/// the router, both for History's interactor.
@MainActor
public final class VIPERApp: CalculatorApp {
  public nonisolated static let variantName = "VIPER"
  public let window: Window
  private let calculatorInteractor: CalculatorInteractor

  // MARK: ⟶ App → Calculator Router: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    calculatorInteractor = CalculatorInteractor(calculator: calculator, history: history)
    let calculatorModule = CalculatorRouter.createModule(
      interactor: calculatorInteractor, history: history, clock: clock)
    let navigation = NavigationController(rootViewController: calculatorModule.view)
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    // MARK: ⟶ App → Calculator Presenter: open at
    switch route {
    case .breakdown: calculatorModule.input.openBreakdown()
    case .presets: calculatorModule.input.openPresets()
    case .history(let id): calculatorModule.input.openHistory(selecting: id)
    case nil: break
    }
  }

  public var calculator: Calculator { calculatorInteractor.finalCalculator }
}
