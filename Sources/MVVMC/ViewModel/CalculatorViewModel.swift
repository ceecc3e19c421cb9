import Bindings
import CalculatorFormatting
import CalculatorHistory
import CalculatorModel

/// Owns the model; turns the Calculator screen's edits into model updates, the model into
/// texts for the screen, its navigation keys into requests to its coordinator, and Ctrl-S
/// into a save through the history store.
@MainActor
final class CalculatorViewModel {
  /// The fields of the Calculator screen, for moving focus.
  enum Field: Equatable {
    case separators
    case numbers
  }

  weak var coordinator: CalculatorCoordinating?
  private var calculator: Calculator
  private let history: any HistoryStore
  /// The last save's outcome on the status line, until the next edit or the screen is covered.
  private var saveNote: String?

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
  /// How many calculations are saved, once the store has said (nil until then, or when it
  /// cannot count). The History view model shares this box: one count on both screens.
  let savedCount = Observable<Int?>(nil)

  init(calculator: Calculator, history: any HistoryStore) {
    self.calculator = calculator
    self.history = history
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
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Model: model update
  func numbersChanged(_ text: String) {
    calculator.numbers = text
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  /// Applies separators chosen elsewhere (the Presets flow) and sends the user back to Numbers.
  func presetChosen(_ separators: String) {
    calculator.separators = separators
    separatorsText.value = separators
    saveNote = nil
    updateResult()
    focusedField.value = .numbers
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Puts a saved calculation back (the History flow) and sends the user back to Numbers.
  func historyEntryChosen(_ entry: HistoryEntry) {
    calculator = entry.calculator
    saveNote = nil
    separatorsText.value = calculator.separators
    numbersText.value = calculator.numbers
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

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  /// Hands History the count's box itself: it shows the count known so far, and whichever
  /// screen reads a new one sets it for both.
  func historyRequested() {
    coordinator?.showHistory(savedCount: savedCount)
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Store: side effect
  /// Saves the model as it is now. The save runs to its end even if the screen goes; its
  /// outcome shows only while the model still is what was saved, and once committed it reads
  /// the count again.
  func saveRequested() {
    let saved = calculator
    Task { [history, savedCount, weak self] in
      let outcome = await history.saveOutcome(for: saved)
      if let self, calculator == saved {
        saveNote = outcome.note
        updateResult()
      }
      if outcome.committed { savedCount.value = await history.savedCount() }
    }
  }

  // MARK: ⟶ Calculator ViewModel → Store: side effect
  /// The screen loaded, at launch: reads the saved count, once (appearing again reads nothing).
  func viewDidLoad() {
    Task { [history, savedCount] in savedCount.value = await history.savedCount() }
  }

  /// The screen was covered by another: the save note goes.
  func viewDidDisappear() {
    guard saveNote != nil else { return }
    saveNote = nil
    updateResult()
  }

  func quitRequested() {
    coordinator?.quit()
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  /// Emits the texts that follow from the model: after every edit, whether or not they changed.
  private func updateResult() {
    let tally = calculator.tally
    sumText.value = CalculatorText.sum(tally)
    statusText.value = CalculatorText.status(tally, note: saveNote)
  }
}
