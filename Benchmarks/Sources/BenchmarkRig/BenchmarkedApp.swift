import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Direct

/// One app under measurement: the name its benchmarks carry and how to build it.
public struct BenchmarkedApp: Sendable {
  /// `Keystroke.<name>`: no spaces or dashes, so filters and exports need no quoting.
  public let name: String
  /// Builds the app on a history store and a clock, as the composition root is given them,
  /// opened at a screen when a route is given.
  public let make:
    @MainActor @Sendable (Calculator, any HistoryStore, Route?, any Clock<Duration>) ->
      any CalculatorApp

  init<App: CalculatorApp>(_ app: App.Type, name: String) {
    self.name = name
    make = { App(calculator: $0, history: $1, route: $2, clock: $3) }
  }

  /// The no-architecture floor first, then the variants in the order the docs show them
  /// (variants.json's, `variants` written by scripts/variants).
  public static let all: [BenchmarkedApp] =
    [BenchmarkedApp(DirectApp.self, name: "Direct")] + variants

  /// The app of that name, if there is one.
  public static func named(_ name: String) -> BenchmarkedApp? {
    all.first { $0.name == name }
  }
}
