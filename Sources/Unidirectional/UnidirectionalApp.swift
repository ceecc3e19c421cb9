import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Composable
import TerminalUI

/// The composition root of the unidirectional (TCA-style) variant: the root store, running the
/// Calculator feature on the store it was given, and the window showing its screen.
@MainActor
public final class UnidirectionalApp: CalculatorApp {
  public nonisolated static let variantName = "Unidirectional"
  public let window: Window
  private let store: Store<CalculatorFeature.State, CalculatorFeature.Action>

  // MARK: ⟶ App → Calculator Feature: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    // MARK: ⟶ App → Calculator Feature: open at
    let start: CalculatorFeature.State.Start? =
      switch route {
      case .breakdown: .breakdown
      case .presets: .presets
      case .history(let id): .history(selecting: id)
      case nil: nil
      }
    store = Store(initialState: CalculatorFeature.State(calculator: calculator, start: start)) {
      CalculatorFeature(history: history, clock: clock)
    }
    let navigation = NavigationController(
      rootViewController: CalculatorViewController(store: store))
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
  }

  public var calculator: Calculator { store.state.currentCalculator }
}
