import Bindings
import CalculatorModel

/// The Calculator screen's state and logic: owns the model, takes the user's events as inputs
/// and publishes every text the screen shows as observable outputs (state), and where to go
/// next through a plain output closure (an event: nothing replays it to a late observer).
@MainActor
final class CalculatorViewModel {
  /// Where the screen asks to go; emitted once per request.
  enum Route: Equatable {
    case breakdown
    case presets
    case quit
  }

  /// The field that has the keyboard focus.
  enum Field: Equatable {
    case separators
    case numbers
  }

  // Outputs. A field's text is emitted only when the view model changes it (at first and
  // after a preset): echoing the user's own typing back would move the cursor to the end.
  let separatorsText: Observable<String>
  let numbersText: Observable<String>
  let sumText = Observable("")
  let statusText = Observable("")
  let focusedField = Observable(Field.numbers)
  /// Called once per request with where to go; the view sets it when it binds.
  var onRoute: (@MainActor (Route) -> Void)?

  private var calculator: Calculator

  init(calculator: Calculator) {
    self.calculator = calculator
    separatorsText = Observable(calculator.separators)
    numbersText = Observable(calculator.numbers)
    updateResult()
  }

  // MARK: ⟶ ViewModel → Model: model update
  func separatorsChanged(_ text: String) {
    calculator.separators = text
    updateResult()
  }

  func numbersChanged(_ text: String) {
    calculator.numbers = text
    updateResult()
  }

  func presetChosen(_ separators: String) {
    calculator.separators = separators
    separatorsText.value = separators
    updateResult()
    focusedField.value = .numbers
  }

  // MARK: Routes

  func breakdownRequested() {
    onRoute?(.breakdown)
  }

  func presetsRequested() {
    onRoute?(.presets)
  }

  func quitRequested() {
    onRoute?(.quit)
  }

  /// The model as it is now, for the composition root's quit line only: no view reads it
  /// (the role rules fail a view that names it).
  var finalCalculator: Calculator { calculator }

  // MARK: Next screens

  func makeBreakdownViewModel() -> BreakdownViewModel {
    BreakdownViewModel(breakdown: calculator.breakdown)
  }

  func makePresetsViewModel() -> PresetsViewModel {
    PresetsViewModel(currentSeparators: calculator.separators)
  }

  /// Emits the texts that follow from the model: after every edit, whether or not they changed.
  private func updateResult() {
    let tally = calculator.tally
    sumText.value = "\(tally.sum)"
    statusText.value = tally.summary
  }
}
