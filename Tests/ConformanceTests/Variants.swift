import CalculatorModel
import CalculatorUI
import Direct
import MVC
import MVP
import MVVMClosure
import MVVMCoordinator
import MVVMObservation
import Testing

/// One variant under test: its name and how to build it. Adding a variant is one line in
/// `Variant.all`. The Direct baseline runs the same scenarios, so the benchmarks provably
/// compare the variants with an app that does the same work; it has no binary.
struct Variant: Sendable, CustomTestStringConvertible {
  let name: String
  /// The `calc-…` binary; nil for the Direct baseline, which the binary tests skip.
  let executable: String?
  let make: @MainActor @Sendable (Calculator) -> any CalculatorApp

  init<App: CalculatorApp>(_ app: App.Type, executable: String?) {
    name = App.variantName
    self.executable = executable
    make = { App(calculator: $0) }
  }

  var testDescription: String { name }

  static let all: [Variant] = [
    Variant(DirectApp.self, executable: nil),
    Variant(MVCApp.self, executable: "calc-mvc"),
    Variant(MVPApp.self, executable: "calc-mvp"),
    Variant(MVVMClosureApp.self, executable: "calc-mvvm-closure"),
    Variant(MVVMCoordinatorApp.self, executable: "calc-mvvm-coordinator"),
    Variant(MVVMObservationApp.self, executable: "calc-mvvm-observation"),
  ]
}
