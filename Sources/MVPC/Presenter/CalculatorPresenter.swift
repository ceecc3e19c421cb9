import CalculatorFormatting
import CalculatorHistory
import CalculatorModel

/// Owns the model; turns the Calculator screen's events into model updates and texts for its
/// view, its navigation keys into requests to its coordinator, and Ctrl-S into a save through
/// the history store.
@MainActor
final class CalculatorPresenter {
  /// Weak: the coordinator owns this presenter.
  weak var coordinator: CalculatorCoordinating?
  private var calculator: Calculator
  private let history: any HistoryStore
  /// The last save's outcome on the status line, until the next edit or screen change.
  private var saveNote: String?
  /// How many calculations are saved, once the store has said; the History screen shows it too.
  private var savedCount: Int?
  /// Weak: the view owns its presenter.
  private weak var view: CalculatorViewing?
  /// The changes of the fields' texts, oldest first (at most `stepLimit`), and those undone,
  /// newest last (SPEC: Undo and redo).
  private var steps: [Step] = []
  private var undoneSteps: [Step] = []
  private static let stepLimit = 100

  /// One change of the fields' texts: the model before and after it, and the field it changed
  /// (Numbers for a restored entry).
  private struct Step {
    var before: Calculator
    var after: Calculator
    var field: Field
  }

  private enum Field {
    case separators, numbers
  }

  init(calculator: Calculator, history: any HistoryStore) {
    self.calculator = calculator
    self.history = history
  }

  /// The model as it is now, for the composition root's quit line only: no view reads it
  /// (the role rules fail a view that names it).
  var finalCalculator: Calculator { calculator }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  /// Connects the view and shows the model's state in it, with focus on Numbers.
  func attach(_ view: CalculatorViewing) {
    self.view = view
    view.show(separators: calculator.separators)
    view.show(numbers: calculator.numbers)
    updateResult()
    view.focusNumbers()
    readSavedCount()
  }

  // MARK: ⟶ Calculator View → Calculator Presenter: user input
  // MARK: ⟶ Calculator Presenter → Model: model update
  func separatorsChanged(_ text: String) {
    let before = calculator
    calculator.separators = text
    record(from: before, in: .separators)
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator Presenter: user input
  // MARK: ⟶ Calculator Presenter → Model: model update
  func numbersChanged(_ text: String) {
    let before = calculator
    calculator.numbers = text
    record(from: before, in: .numbers)
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator Presenter: undo
  /// Keeps the change from `before` to the model now as a step, if the texts changed: the
  /// newest `stepLimit`, and nothing left to redo. Every edit path calls it.
  private func record(from before: Calculator, in field: Field) {
    guard before.separators != calculator.separators || before.numbers != calculator.numbers
    else { return }
    steps.append(Step(before: before, after: calculator, field: field))
    if steps.count > Self.stepLimit { steps.removeFirst() }
    undoneSteps.removeAll()
  }

  /// Ctrl-_: the newest step taken back, if any.
  func undoRequested() {
    guard let step = steps.popLast() else { return }
    undoneSteps.append(step)
    show(step.before, focusing: step.field)
  }

  /// Ctrl-Y: the newest undone step made again, if any.
  func redoRequested() {
    guard let step = undoneSteps.popLast() else { return }
    steps.append(step)
    show(step.after, focusing: step.field)
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  /// Makes `model` the model and tells the view the texts that differ from what it shows (the
  /// model until now), the result, and focus on `field` with its cursor at its end.
  private func show(_ model: Calculator, focusing field: Field) {
    let shown = calculator
    calculator = model
    saveNote = nil
    if shown.separators != model.separators { view?.show(separators: model.separators) }
    if shown.numbers != model.numbers { view?.show(numbers: model.numbers) }
    updateResult()
    switch field {
    case .separators: view?.focusSeparatorsAtEnd()
    case .numbers: view?.focusNumbersAtEnd()
    }
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  private func updateResult() {
    let tally = calculator.tally
    view?.show(sum: CalculatorText.sum(tally), status: CalculatorText.status(tally, note: saveNote))
  }

  // MARK: ⟶ Calculator Presenter → Breakdown Presenter: navigate forward
  func breakdownRequested() {
    coordinator?.showBreakdown(calculator.breakdown)
  }

  // MARK: ⟶ Calculator Presenter → Presets Presenter: navigate forward
  func presetsRequested() {
    coordinator?.showPresets(current: calculator.separators)
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: navigate forward
  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  func historyRequested() {
    coordinator?.showHistory(savedCount: savedCount)
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: navigate forward
  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  /// History at an entry, which it selects once loaded (the app opened at it).
  func historyRequested(selecting id: HistoryEntry.ID?) {
    coordinator?.showHistory(savedCount: savedCount, selecting: id)
  }

  func quitRequested() {
    coordinator?.quit()
  }

  // MARK: ⟶ Calculator View → Calculator Presenter: user input
  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  /// The screen was covered by the next one: the save's outcome no longer shows.
  func viewDidDisappear() {
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Calculator Presenter → Store: side effect
  /// Saves the calculation as it is now. The save runs to its end even if the screen goes
  /// (quitting waits for it); its outcome shows only while the model still is what was saved.
  func saveRequested() {
    let saved = calculator
    Task { [history, weak self] in
      let outcome = await history.saveOutcome(for: saved)
      guard let self else { return }
      if outcome.committed { readSavedCount() }
      guard calculator == saved else { return }
      saveNote = outcome.note
      updateResult()
    }
  }

  // MARK: ⟶ Calculator Presenter → Store: side effect
  /// Reads the count at launch and after a committed save or delete, never when a screen
  /// appears. The read runs to its end even if a screen goes.
  private func readSavedCount() {
    Task { [history, weak self] in
      let count = await history.savedCount()
      self?.showSavedCount(count)
    }
  }

  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  /// Shows the count here, and has the coordinator hand it to the History flow if one runs.
  private func showSavedCount(_ count: Int?) {
    savedCount = count
    view?.show(savedCount: count.map(HistoryText.savedCount))
    coordinator?.savedCountChanged(count)
  }

  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  /// Applies separators chosen in the Presets flow (its coordinator hands them over) and sends
  /// the user back to Numbers.
  func presetChosen(_ separators: String) {
    let before = calculator
    calculator.separators = separators
    record(from: before, in: .separators)
    saveNote = nil
    view?.show(separators: separators)
    updateResult()
    view?.focusNumbers()
  }

  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  /// Puts back the calculation of the entry chosen in the History flow and sends the user back
  /// to Numbers.
  func historyEntryChosen(_ entry: HistoryEntry) {
    let before = calculator
    calculator = entry.calculator
    record(from: before, in: .numbers)
    saveNote = nil
    view?.show(separators: calculator.separators)
    view?.show(numbers: calculator.numbers)
    updateResult()
    view?.focusNumbers()
  }

  // MARK: ⟶ History Presenter → Calculator Presenter: data back
  /// A delete committed in the History flow (its coordinator hands it on): the count changed.
  func historyEntryDeleted() {
    readSavedCount()
  }
}
