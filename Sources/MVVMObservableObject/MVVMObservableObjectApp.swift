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
  /// Builds the view model and hands it to the root view's `@StateObject`, as the seed's app
  /// does (`@StateObject var viewModel = …`); it keeps a reference for the quit line.
  public init(calculator: Calculator, history: any HistoryStore) {
    let viewModel = CalculatorViewModel(calculator: calculator, history: history)
    self.viewModel = viewModel
    let host = HostingController(rootView: RootView(viewModel: viewModel))
    let window = Window(size: Size(width: 80, height: 24), rootViewController: host)
    // Quitting ends the scene, which is the app's business: the view model only asks.
    viewModel.quit = { [weak window] in window?.close() }
    self.window = window
  }

  public var calculator: Calculator { viewModel.finalCalculator }
}
