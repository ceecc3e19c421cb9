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

  /// Assembles the app around `calculator`, with the Calculator screen showing.
  init(calculator: Calculator)

  /// The root window; its size is set by whoever runs the app.
  var window: Window { get }

  /// The model's current state, read when the app quits to print the final sum.
  var calculator: Calculator { get }
}
