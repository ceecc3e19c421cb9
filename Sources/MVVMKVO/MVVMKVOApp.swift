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
  public init(calculator: Calculator, history: any HistoryStore) {
    viewModel = CalculatorViewModel(calculator: calculator, history: history)
    let navigation = NavigationController(
      rootViewController: CalculatorViewController(viewModel: viewModel))
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
  }

  public var calculator: Calculator { viewModel.finalCalculator }
}
