import CalculatorUI

/// What the Calculator view tells its controller, from either of its views (the full one or
/// the compact one). The view knows nothing else about it.
@MainActor
protocol CalculatorViewDelegate: AnyObject {
  func calculatorView(_ view: any CalculatorWidgets, didChangeSeparators text: String)
  func calculatorView(_ view: any CalculatorWidgets, didChangeNumbers text: String)
}
