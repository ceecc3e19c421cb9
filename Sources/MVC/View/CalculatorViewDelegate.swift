/// What the Calculator view tells its controller. The view knows nothing else about it.
@MainActor
protocol CalculatorViewDelegate: AnyObject {
  func calculatorView(_ view: CalculatorView, didChangeSeparators text: String)
  func calculatorView(_ view: CalculatorView, didChangeNumbers text: String)
}
