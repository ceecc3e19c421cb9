import CalculatorHistory
import CalculatorModel
import TerminalUI

/// What every variant provides: an app built from an initial model, shown in a window.
///
/// The CLI, the conformance suite and the benchmarks know the variants only through this
/// protocol, so every variant is driven the same way.
@MainActor
public protocol CalculatorApp: AnyObject {
  /// The variant's name as the docs and the test reports show it (`MVC`, `MVP`, …).
  nonisolated static var variantName: String { get }

  /// Assembles the app around `calculator`, saving to and reading from `history` (the
  /// composition root hands the protocol to the roles that use it; no variant knows which
  /// store it is), with the Calculator screen showing and, when `route` names one, that screen
  /// pushed on it as if the user had gone there (SPEC: Opening at a screen). `clock` is the
  /// time the screens wait on (History waits 150 ms after the last edit of its query before it
  /// searches): the real one interactively, the headless terminal's `ManualClock` headless
  /// (SPEC: Headless mode), one a test moves by hand; the composition root hands it to the
  /// role that waits, each pattern its own way, as it hands the store.
  init(
    calculator: Calculator, history: any HistoryStore, route: Route?,
    clock: any Clock<Duration>)

  /// The root window; its size is set by whoever runs the app.
  var window: Window { get }

  /// The model's current state, read when the app quits to print the final sum.
  var calculator: Calculator { get }
}

extension CalculatorApp {
  /// The app on the real clock.
  public init(calculator: Calculator, history: any HistoryStore, route: Route?) {
    self.init(calculator: calculator, history: history, route: route, clock: ContinuousClock())
  }

  /// The app with an empty history kept in memory: for the tests and benchmarks that do not
  /// look at History.
  public init(calculator: Calculator) {
    self.init(calculator: calculator, history: InMemoryHistoryStore())
  }

  /// The app at the Calculator screen.
  public init(calculator: Calculator, history: any HistoryStore) {
    self.init(calculator: calculator, history: history, route: nil)
  }
}

/// Headless mode waits for the history store's operations (SPEC: Headless mode): the binaries
/// and the tests give the headless terminal the activity of the store the app was given.
extension HistoryActivity: BackgroundActivity {}
