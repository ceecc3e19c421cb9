import CalculatorHistory
import CalculatorModel

/// What the Calculator presenter asks of its interactor: the use cases of the screen.
@MainActor
protocol CalculatorInteractorInputProtocol: AnyObject {
  func loadCalculation()
  func updateSeparators(_ text: String)
  func updateNumbers(_ text: String)
  func fetchBreakdown()
  func fetchSeparators()
  func applyPreset(separators: String)
  func restore(_ entry: HistoryEntry)
  func saveCalculation()
  /// Reads how many calculations are saved: at launch, and after a delete on History.
  func loadSavedCount()
  /// Takes back the newest step, or does nothing when there is none (SPEC: Undo and redo).
  func undo()
  /// Makes the newest undone step again, or does nothing when there is none.
  func redo()
}

/// A field of the Calculator screen, as the undo and redo use cases name it: the one a step
/// changed.
enum CalculatorField: Equatable {
  case separators, numbers
}

/// The Calculator module's Interactor: the one object that holds the Entity (`Calculator`)
/// and calls the history store. It reports model values to its output, never words.
@MainActor
final class CalculatorInteractor {
  /// Weak: the presenter owns this interactor.
  weak var output: (any CalculatorInteractorOutputProtocol)?
  private var calculator: Calculator
  private let history: any HistoryStore
  /// The changes of the calculation's texts, oldest first (at most `stepLimit`), and those
  /// undone, newest last.
  private var steps: [Step] = []
  private var undoneSteps: [Step] = []
  private static let stepLimit = 100

  /// One change of the texts: the calculation before and after it, and the field it changed
  /// (Numbers for a restored entry).
  private struct Step {
    var before: Calculator
    var after: Calculator
    var field: CalculatorField
  }

  init(calculator: Calculator, history: any HistoryStore) {
    self.calculator = calculator
    self.history = history
  }

  /// The model as it is now, for the composition root's quit line only.
  var finalCalculator: Calculator { calculator }

  // MARK: ⟶ Calculator View → Calculator Interactor: undo
  /// Keeps the change from `before` to the calculation now as a step, if a text changed: the
  /// newest `stepLimit`, and nothing left to redo. Every use case that edits a text calls it.
  private func record(from before: Calculator, in field: CalculatorField) {
    guard before.separators != calculator.separators || before.numbers != calculator.numbers
    else { return }
    steps.append(Step(before: before, after: calculator, field: field))
    if steps.count > Self.stepLimit { steps.removeFirst() }
    undoneSteps.removeAll()
  }

  /// Makes `next` the calculation and reports the texts that differ from the one before.
  private func go(to next: Calculator, focusing field: CalculatorField) {
    let before = calculator
    calculator = next
    output?.didUndoOrRedo(
      separators: next.separators == before.separators ? nil : next.separators,
      numbers: next.numbers == before.numbers ? nil : next.numbers,
      field: field, tally: next.tally)
  }
}

extension CalculatorInteractor: CalculatorInteractorInputProtocol {
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func loadCalculation() {
    output?.didLoadCalculation(
      separators: calculator.separators, numbers: calculator.numbers, tally: calculator.tally)
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  // MARK: ⟶ Calculator Interactor → Model: model update
  func updateSeparators(_ text: String) {
    let before = calculator
    calculator.separators = text
    record(from: before, in: .separators)
    // MARK: ⟶ Calculator Interactor → Calculator View: view update
    output?.didUpdateResult(calculator.tally)
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  // MARK: ⟶ Calculator Interactor → Model: model update
  func updateNumbers(_ text: String) {
    let before = calculator
    calculator.numbers = text
    record(from: before, in: .numbers)
    // MARK: ⟶ Calculator Interactor → Calculator View: view update
    output?.didUpdateResult(calculator.tally)
  }

  // MARK: ⟶ Calculator Presenter → Breakdown Router: navigate forward
  func fetchBreakdown() {
    output?.didFetchBreakdown(calculator.breakdown)
  }

  // MARK: ⟶ Calculator Presenter → Presets Router: navigate forward
  func fetchSeparators() {
    output?.didFetchSeparators(calculator.separators)
  }

  // MARK: ⟶ Presets Interactor → Calculator Interactor: data back
  func applyPreset(separators: String) {
    let before = calculator
    calculator.separators = separators
    record(from: before, in: .separators)
    output?.didApplyPreset(separators: separators, tally: calculator.tally)
  }

  // MARK: ⟶ History Interactor → Calculator Interactor: data back
  func restore(_ entry: HistoryEntry) {
    let before = calculator
    calculator = entry.calculator
    record(from: before, in: .numbers)
    loadCalculation()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: undo
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func undo() {
    guard let step = steps.popLast() else { return }
    undoneSteps.append(step)
    go(to: step.before, focusing: step.field)
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: undo
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func redo() {
    guard let step = undoneSteps.popLast() else { return }
    steps.append(step)
    go(to: step.after, focusing: step.field)
  }

  // MARK: ⟶ Calculator Interactor → Store: side effect
  /// Saves the calculation as it is now. The save runs to its end even if the screen goes
  /// (quitting waits for it); its outcome is reported only while the model still is what was
  /// saved.
  func saveCalculation() {
    let saved = calculator
    Task { [history, weak self] in
      do {
        _ = try await history.save(saved)
        guard let self else { return }
        loadSavedCount()
        guard calculator == saved else { return }
        output?.didSaveCalculation()
      } catch {
        guard let self, calculator == saved else { return }
        output?.didFailToSaveCalculation(error)
      }
    }
  }

  // MARK: ⟶ Calculator Interactor → Store: side effect
  /// Never when a screen appears: at launch and after a committed save or delete only. The
  /// read runs to its end even if a screen goes.
  func loadSavedCount() {
    Task { [history, weak self] in
      let count = await history.savedCount()
      self?.output?.didLoadSavedCount(count)
    }
  }
}
