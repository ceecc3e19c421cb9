import CalculatorHistory
import CalculatorModel
import CalculatorUI
import DeclarativeUI
import TerminalUI

/// The composition root of the MVVM variant on Observation with a declarative view.
@MainActor
public final class MVVMObservationApp: CalculatorApp {
  public nonisolated static let variantName = "MVVM-Observation"
  public let window: Window
  private let viewModel: CalculatorViewModel

  // MARK: ⟶ App → Calculator ViewModel: assembly
  public init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>
  ) {
    // MARK: ⟶ App → Calculator ViewModel: open at
    let path: [CalculatorViewModel.Route] =
      switch route {
      case .breakdown: [.breakdown]
      case .presets: [.presets]
      case .history(let id): [.history(selecting: id)]
      case nil: []
      }
    viewModel = CalculatorViewModel(
      calculator: calculator, history: history, clock: clock, path: path)
    let host = HostingController(rootView: RootView(viewModel: viewModel))
    let window = Window(size: Size(width: 80, height: 24), rootViewController: host)
    // Quitting ends the scene, which is the app's business: the view model only asks.
    viewModel.quit = { [weak window] in window?.close() }
    self.window = window
  }

  public var calculator: Calculator { viewModel.finalCalculator }
}
