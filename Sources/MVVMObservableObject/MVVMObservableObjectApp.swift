import CalculatorHistory
import CalculatorModel
import CalculatorUI
import DeclarativeUI
import TerminalUI

/// The composition root of the MVVM variant on `ObservableObject` with a declarative view.
@MainActor
public final class MVVMObservableObjectApp: CalculatorApp {
  public nonisolated static let variantName = "MVVM-ObservableObject"
  public let window: Window
  private let viewModel: CalculatorViewModel

  // MARK: ⟶ App → Calculator ViewModel: assembly
  /// Builds the view model, with the store and the clock the screens wait on, and hands it to
  /// the root view's `@StateObject`, as the seed's app does (`@StateObject var viewModel =
  /// …`); it keeps a reference for the quit line.
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
    let viewModel = CalculatorViewModel(
      calculator: calculator, history: history, clock: clock, path: path)
    self.viewModel = viewModel
    let host = HostingController(rootView: RootView(viewModel: viewModel))
    let window = Window(size: Size(width: 80, height: 24), rootViewController: host)
    // Quitting ends the scene, which is the app's business: the view model only asks.
    viewModel.quit = { [weak window] in window?.close() }
    self.window = window
  }

  public var calculator: Calculator { viewModel.finalCalculator }
}
