import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Direct
import Testing

/// One variant under test: its name and how to build it. The variants come from variants.json
/// (`Variant.variants`, written by scripts/variants). The Direct baseline runs the same
/// scenarios, so the benchmarks provably compare the variants with an app that does the same
/// work; it has no binary.
struct Variant: Sendable, CustomTestStringConvertible {
  let name: String
  /// The `calc-…` binary; nil for the Direct baseline, which the binary tests skip.
  let executable: String?
  /// Builds the app on a history store (the composition root's injection).
  let make: @MainActor @Sendable (Calculator, any HistoryStore) -> any CalculatorApp

  init<App: CalculatorApp>(_ app: App.Type, executable: String?) {
    name = App.variantName
    self.executable = executable
    make = { App(calculator: $0, history: $1) }
  }

  var testDescription: String { name }

  static let all: [Variant] = [Variant(DirectApp.self, executable: nil)] + variants
}
