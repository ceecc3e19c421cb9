import Bindings
import CalculatorModel

/// The Calculator screen's state and logic: owns the model, takes the user's events as inputs
/// and publishes every text the screen shows, and where to go next, as observable outputs.
@MainActor
final class CalculatorViewModel {
  /// Where the screen asks to go; emitted once per request.
  enum Route: Equatable {
    case breakdown
    case presets
    case quit
  }

  // Outputs. A field's text is emitted only when the view model changes it (at first and
  // after a preset): echoing the user's own typing back would move the cursor to the end.
  let separatorsText: Observable<String>
  let numbersText: Observable<String>
  let sumText = Observable("")
  let statusText = Observable("")
  let route = Observable<Route?>(nil)

  private(set) var calculator: Calculator

  init(calculator: Calculator) {
    self.calculator = calculator
    separatorsText = Observable(calculator.separators)
    numbersText = Observable(calculator.numbers)
    publishResult()
  }

  // MARK: ⟶ ViewModel → Model: model update
  func separatorsChanged(_ text: String) {
    calculator.separators = text
    publishResult()
  }

  func numbersChanged(_ text: String) {
    calculator.numbers = text
    publishResult()
  }

  func presetChosen(_ separators: String) {
    calculator.separators = separators
    separatorsText.value = separators
    publishResult()
  }

  // MARK: Routes

  func breakdownRequested() {
    route.value = .breakdown
  }

  func presetsRequested() {
    route.value = .presets
  }

  func quitRequested() {
    route.value = .quit
  }

  // MARK: Next screens

  func makeBreakdownViewModel() -> BreakdownViewModel {
    BreakdownViewModel(breakdown: calculator.breakdown)
  }

  func makePresetsViewModel() -> PresetsViewModel {
    PresetsViewModel(currentSeparators: calculator.separators)
  }

  /// Emits the texts that follow from the model: after every edit, whether or not they changed.
  private func publishResult() {
    let tally = calculator.tally
    sumText.value = "\(tally.sum)"
    statusText.value = tally.summary
  }
}
