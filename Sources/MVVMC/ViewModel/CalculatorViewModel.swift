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
  /// The changes of the fields' texts, oldest first (at most `stepLimit`), and those undone,
  /// newest last (SPEC: Undo and redo). Every edit input records its step.
  private var steps: [Step] = []
  private var undoneSteps: [Step] = []
  private static let stepLimit = 100

  /// One change of the fields' texts: the calculation before and after it, and the field it
  /// changed (Numbers for a restored entry).
  private struct Step {
    var before: Calculator
    var after: Calculator
    var field: Field
  }

  // MARK: Outputs

  /// The Separators text the view model sets (initially, when a preset is applied or an entry
  /// restored, and on an undo or redo). The user's own edits are not echoed: the field shows
  /// them already, and writing it back would move the cursor to the end.
  let separatorsText: Observable<String>
  /// The Numbers text the view model sets (initially, when an entry is restored, and on an undo
  /// or redo).
  let numbersText: Observable<String>
  let sumText = Observable("")
  let statusText = Observable("")
  /// The field that should have focus: Numbers at first and after a preset is applied, the
  /// step's field after an undo or redo.
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
    let before = calculator
    calculator.separators = text
    record(from: before, in: .separators)
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Model: model update
  func numbersChanged(_ text: String) {
    let before = calculator
    calculator.numbers = text
    record(from: before, in: .numbers)
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  /// Applies separators chosen elsewhere (the Presets flow) and sends the user back to Numbers.
  func presetChosen(_ separators: String) {
    let before = calculator
    calculator.separators = separators
    record(from: before, in: .separators)
    separatorsText.value = separators
    saveNote = nil
    updateResult()
    focusedField.value = .numbers
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Puts a saved calculation back (the History flow) and sends the user back to Numbers.
  func historyEntryChosen(_ entry: HistoryEntry) {
    let before = calculator
    calculator = entry.calculator
    record(from: before, in: .numbers)
    saveNote = nil
    separatorsText.value = calculator.separators
    numbersText.value = calculator.numbers
    updateResult()
    focusedField.value = .numbers
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: undo
  /// Takes the newest step back (Ctrl-_); with none, nothing happens.
  func undoRequested() {
    guard let step = steps.popLast() else { return }
    undoneSteps.append(step)
    show(step.before, focusing: step.field)
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: undo
  /// Makes the newest undone step again (Ctrl-Y); with none, nothing happens.
  func redoRequested() {
    guard let step = undoneSteps.popLast() else { return }
    steps.append(step)
    show(step.after, focusing: step.field)
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

  /// Keeps the change from `before` to the model now as a step, if a text changed: the newest
  /// `stepLimit`, and nothing left to redo.
  private func record(from before: Calculator, in field: Field) {
    guard before.separators != calculator.separators || before.numbers != calculator.numbers
    else { return }
    steps.append(Step(before: before, after: calculator, field: field))
    if steps.count > Self.stepLimit { steps.removeFirst() }
    undoneSteps.removeAll()
  }

  /// Puts `calculation` in the model and emits the texts that change, and the text of the field
  /// it focuses even if unchanged (a text set from code puts that field's cursor at its end);
  /// the other field keeps its text and cursor.
  private func show(_ calculation: Calculator, focusing field: Field) {
    let previous = calculator
    calculator = calculation
    if calculation.separators != previous.separators || field == .separators {
      separatorsText.value = calculation.separators
    }
    if calculation.numbers != previous.numbers || field == .numbers {
      numbersText.value = calculation.numbers
    }
    saveNote = nil
    updateResult()
    focusedField.value = field
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  /// Emits the texts that follow from the model: after every edit, whether or not they changed.
  private func updateResult() {
    let tally = calculator.tally
    sumText.value = CalculatorText.sum(tally)
    statusText.value = CalculatorText.status(tally, note: saveNote)
  }
}
