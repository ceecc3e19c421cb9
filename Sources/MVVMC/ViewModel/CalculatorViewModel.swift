import Bindings
import CalculatorFormatting
import CalculatorModel

/// Owns the model; turns the Calculator screen's edits into model updates, the model into
/// texts for the screen, and its navigation keys into requests to its coordinator.
@MainActor
final class CalculatorViewModel {
  /// The fields of the Calculator screen, for moving focus.
  enum Field: Equatable {
    case separators
    case numbers
  }

  weak var coordinator: CalculatorCoordinating?
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
    coordinator?.showBreakdown(calculator.breakdown)
  }

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  func presetsRequested() {
    coordinator?.showPresets(current: calculator.separators)
  }

  func quitRequested() {
    coordinator?.quit()
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  /// Emits the texts that follow from the model: after every edit, whether or not they changed.
  private func updateResult() {
    let tally = calculator.tally
    sumText.value = CalculatorText.sum(tally)
    statusText.value = CalculatorText.status(tally)
  }
}
