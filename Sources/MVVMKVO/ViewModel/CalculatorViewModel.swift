import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import KeyValueObserving

/// The Calculator screen's state and logic: owns the model, takes the user's events as inputs
/// and publishes every text the screen shows as `@Observed` properties (state, which its view
/// observes with `observe(_:options:changeHandler:)`), and where to go next through a plain
/// output closure (an event: nothing replays it to a late observer).
@MainActor
final class CalculatorViewModel: KeyValueObservingObject {
  /// Where the screen asks to go; emitted once per request.
  enum Route: Equatable {
    case breakdown
    case presets
    case history
    case quit
  }

  /// The fields of the Calculator screen, for moving focus.
  enum Field: Equatable {
    case separators
    case numbers
  }

  /// Called once per request with where to go; the view sets it when it observes the rest.
  var onRoute: (@MainActor (Route) -> Void)?
  private var calculator: Calculator
  private let history: any HistoryStore
  /// What History waits on before it searches; handed to each History view model with the
  /// store.
  private let clock: any Clock<Duration>
  /// The last save's outcome on the status line, until the next edit or screen change.
  private var saveNote: String?
  /// The entry the next History view model selects once loaded (the app opened at it).
  private var entryToSelect: HistoryEntry.ID?
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

  /// The Separators text the view model sets (initially, when a preset is applied, and on an
  /// undo or redo). The user's own edits are not echoed: the field shows them already, and
  /// writing it back would move the cursor to the end.
  @Observed private(set) var separatorsText: String
  /// The Numbers text the view model sets (initially, when an entry is restored, and on an undo
  /// or redo).
  @Observed private(set) var numbersText: String
  @Observed private(set) var sumText = ""
  @Observed private(set) var statusText = ""
  /// The field that should have focus: Numbers at first and after a preset is applied, the
  /// step's field after an undo or redo.
  @Observed private(set) var focusedField = Field.numbers
  /// How many calculations are saved. The History view model shares this object: one count
  /// on both screens.
  let savedCount = SavedCount()

  init(calculator: Calculator, history: any HistoryStore, clock: any Clock<Duration>) {
    self.calculator = calculator
    self.history = history
    self.clock = clock
    separatorsText = calculator.separators
    numbersText = calculator.numbers
    super.init()
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Store: side effect
  /// Reads the saved count once, when the screen loads at launch; appearing again reads nothing.
  func load() {
    Task { [history, savedCount] in savedCount.value = await history.savedCount() }
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
    separatorsText = separators
    saveNote = nil
    updateResult()
    focusedField = .numbers
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// Puts back a calculation restored elsewhere (the History flow) and sends the user to
  /// Numbers.
  func entryRestored(separators: String, numbers: String) {
    let before = calculator
    calculator = Calculator(separators: separators, numbers: numbers)
    record(from: before, in: .numbers)
    separatorsText = separators
    numbersText = numbers
    saveNote = nil
    updateResult()
    focusedField = .numbers
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

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Store: side effect
  /// Saves the calculation as it is now. The task is never cancelled (quitting waits for
  /// it) and holds this view model weakly; its outcome shows only while the model still
  /// holds what was saved, and once committed it reads the count again.
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

  // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
  func breakdownRequested() {
    clearSaveNote()
    onRoute?(.breakdown)
  }

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  func presetsRequested() {
    clearSaveNote()
    onRoute?(.presets)
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ App → Calculator ViewModel: open at
  /// The key asks for History; the app opening at `history:ID` (`--open`) asks the same, with
  /// the entry the History view model it makes next selects once loaded.
  func historyRequested(selecting id: HistoryEntry.ID? = nil) {
    clearSaveNote()
    entryToSelect = id
    onRoute?(.history)
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

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  /// Hands over the count's object itself: History shows the count known so far, and
  /// whichever screen reads a new one sets it for both. The store and the clock go with it.
  func makeHistoryViewModel() -> HistoryViewModel {
    defer { entryToSelect = nil }
    return HistoryViewModel(
      history: history, clock: clock, savedCount: savedCount, selecting: entryToSelect)
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

  /// Puts `calculation` in the model and sets the texts that change, and the text of the field
  /// it focuses even if unchanged (a text set from code puts that field's cursor at its end);
  /// the other field keeps its text and cursor.
  private func show(_ calculation: Calculator, focusing field: Field) {
    let previous = calculator
    calculator = calculation
    if calculation.separators != previous.separators || field == .separators {
      separatorsText = calculation.separators
    }
    if calculation.numbers != previous.numbers || field == .numbers {
      numbersText = calculation.numbers
    }
    saveNote = nil
    updateResult()
    focusedField = field
  }

  /// The save's note goes when the screen is covered by the next one.
  private func clearSaveNote() {
    guard saveNote != nil else { return }
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  /// Sets the texts that follow from the model: after every edit, whether or not they changed
  /// (every assignment notifies, an equal one too, as KVO does).
  private func updateResult() {
    let tally = calculator.tally
    sumText = CalculatorText.sum(tally)
    statusText = CalculatorText.status(tally, note: saveNote)
  }
}

/// The saved count, one object for both screens' view models, each view observing it: KVO
/// shares state as an observable object that several hold.
@MainActor
final class SavedCount: KeyValueObservingObject {
  /// How many calculations are saved, once the store has said (nil until then, or when it
  /// cannot count).
  @Observed var value: Int? = nil
}
