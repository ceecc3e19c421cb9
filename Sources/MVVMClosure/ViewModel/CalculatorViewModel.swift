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

  /// The fields of the Calculator screen, for moving focus.
  enum Field: Equatable {
    case separators
    case numbers
  }

  /// Called once per request with where to go; the view sets it when it binds.
  var onRoute: (@MainActor (Route) -> Void)?
  private var calculator: Calculator

  // MARK: Outputs

  /// The Separators text the view model sets (initially and when a preset is applied). The
  /// user's own edits are not echoed: the field shows them already, and writing it back
  /// would move the cursor to the end.
  let separatorsText: Observable<String>
  /// The initial Numbers text; only the user edits it afterwards.
  let numbersText: Observable<String>
  let sumText = Observable("")
  let statusText = Observable("")
  /// The field that should have focus: Numbers at first and after a preset is applied.
  let focusedField = Observable(Field.numbers)

  init(calculator: Calculator) {
    self.calculator = calculator
    separatorsText = Observable(calculator.separators)
    numbersText = Observable(calculator.numbers)
    updateResult()
  }

  /// The model as it is now, for the composition root's quit line only: no view reads it
  /// (the role rules fail a view that names it).
  var finalCalculator: Calculator { calculator }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Model: model update
  func separatorsChanged(_ text: String) {
    calculator.separators = text
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Model: model update
  func numbersChanged(_ text: String) {
    calculator.numbers = text
    updateResult()
  }

  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  /// Applies separators chosen elsewhere (the Presets flow) and sends the user back to Numbers.
  func presetChosen(_ separators: String) {
    calculator.separators = separators
    separatorsText.value = separators
    updateResult()
    focusedField.value = .numbers
  }

  // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
  func breakdownRequested() {
    onRoute?(.breakdown)
  }

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  func presetsRequested() {
    onRoute?(.presets)
  }

  func quitRequested() {
    onRoute?(.quit)
  }

  // MARK: Next screens

  // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
  func makeBreakdownViewModel() -> BreakdownViewModel {
    BreakdownViewModel(breakdown: calculator.breakdown)
  }

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  func makePresetsViewModel() -> PresetsViewModel {
    PresetsViewModel(currentSeparators: calculator.separators)
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  /// Emits the texts that follow from the model: after every edit, whether or not they changed.
  private func updateResult() {
    let tally = calculator.tally
    sumText.value = "\(tally.sum)"
    statusText.value = tally.summary
  }
}
