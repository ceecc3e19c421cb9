import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The composition root of the MVVM variant bound with key-value observing, the calculator
/// seed's MVVM.
@MainActor
public final class MVVMKVOApp: CalculatorApp {
  public nonisolated static let variantName = "MVVM-KVO"
  public let window: Window
  private let viewModel: CalculatorViewModel

  // MARK: ⟶ App → Calculator ViewModel: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    viewModel = CalculatorViewModel(calculator: calculator, history: history, clock: clock)
    let navigation = NavigationController(
      rootViewController: CalculatorViewController(viewModel: viewModel))
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
    // MARK: ⟶ App → Calculator ViewModel: open at
    // The route, in the view model's terms: the intent its key raises (the view, bound when
    // the window loaded it, pushes as for the key).
    switch route {
    case .breakdown: viewModel.breakdownRequested()
    case .presets: viewModel.presetsRequested()
    case .history(let id): viewModel.historyRequested(selecting: id)
    case nil: break
    }
  }

  public var calculator: Calculator { viewModel.finalCalculator }
}
