import CalculatorHistory
import CalculatorModel

/// What the Calculator view controller asks of its scene: one method per use case, each
/// taking that use case's Request.
@MainActor
protocol CalculatorBusinessLogic {
  func load(request: CalculatorScene.Load.Request)
  func editSeparators(request: CalculatorScene.EditSeparators.Request)
  func editNumbers(request: CalculatorScene.EditNumbers.Request)
  func save(request: CalculatorScene.Save.Request)
  func hideSaveNote(request: CalculatorScene.HideSaveNote.Request)
  func applyChoice(request: CalculatorScene.ApplyChoice.Request)
  func undo(request: CalculatorScene.Undo.Request)
  func redo(request: CalculatorScene.Redo.Request)
}

/// What the Calculator scene's router reads to pass data on, and writes to pass data back.
@MainActor
protocol CalculatorDataStore: AnyObject {
  /// For the Breakdown scene: the breakdown of the fields as they are now.
  var breakdown: Breakdown { get }
  /// For the Presets scene: the separators to preselect.
  var separators: String { get }
  /// For the History scene: the store the composition root injected.
  var history: any HistoryStore { get }
  /// For the History scene: the clock the composition root injected, which its search waits on.
  var clock: any Clock<Duration> { get }
  // MARK: ⟶ Calculator Interactor → History Interactor: shared state
  /// For the History scene: the saved count, which both scenes show and change.
  var savedCountWorker: SavedCountWorker { get }
  /// Written by the Presets router; the interactor applies it in `applyChoice(request:)`.
  var chosenSeparators: String? { get set }
  /// Written by the History router; the interactor applies it in `applyChoice(request:)`.
  var chosenEntry: HistoryEntry? { get set }
}

/// Owns the model: turns each request into a model update and hands the result, unworded, to
/// its presenter. Saves through the history store; reads the saved count through its worker.
/// Keeps the clock for the History scene, which waits on it before it searches.
@MainActor
final class CalculatorInteractor: CalculatorBusinessLogic, CalculatorDataStore {
  var presenter: CalculatorPresentationLogic?
  let history: any HistoryStore
  let clock: any Clock<Duration>
  let savedCountWorker: SavedCountWorker
  var chosenSeparators: String?
  var chosenEntry: HistoryEntry?
  private var calculator: Calculator
  /// The last save's outcome on the status line, until the next edit or the scene is covered.
  private var saveOutcome: CalculatorScene.SaveOutcome?
  /// The changes of the model's texts, oldest first (at most `stepLimit`), and those undone,
  /// newest last (SPEC: Undo and redo).
  private var steps: [Step] = []
  private var undoneSteps: [Step] = []
  private static let stepLimit = 100

  /// One change of the texts: the model before and after it, and the field it changed.
  private struct Step {
    var before: Calculator
    var after: Calculator
    var field: CalculatorScene.ShowStep.Field
  }

  init(calculator: Calculator, history: any HistoryStore, clock: any Clock<Duration>) {
    self.calculator = calculator
    self.history = history
    self.clock = clock
    savedCountWorker = SavedCountWorker(history: history)
    savedCountWorker.addListener(self)
  }

  /// The model as it is now, for the composition root's quit line only: no view controller
  /// reads it (the role rules fail one that names it).
  var finalCalculator: Calculator { calculator }

  var breakdown: Breakdown { calculator.breakdown }
  var separators: String { calculator.separators }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  /// The scene's first state; the saved count is read once, here, at launch.
  func load(request: CalculatorScene.Load.Request) {
    presenter?.presentCalculation(
      response: CalculatorScene.Load.Response(
        separators: calculator.separators, numbers: calculator.numbers, tally: calculator.tally))
    savedCountWorker.readCount()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  // MARK: ⟶ Calculator Interactor → Model: model update
  func editSeparators(request: CalculatorScene.EditSeparators.Request) {
    let before = calculator
    calculator.separators = request.separators
    record(from: before, in: .separators)
    saveOutcome = nil
    presentResult()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  // MARK: ⟶ Calculator Interactor → Model: model update
  func editNumbers(request: CalculatorScene.EditNumbers.Request) {
    let before = calculator
    calculator.numbers = request.numbers
    record(from: before, in: .numbers)
    saveOutcome = nil
    presentResult()
  }

  // MARK: ⟶ Calculator Interactor → Store: side effect
  /// Saves the model as it is now. The save runs to its end even if the scene goes (quitting
  /// waits for it); its outcome shows only while the model still is what was saved. Once it
  /// committed, the saved count is read again.
  func save(request: CalculatorScene.Save.Request) {
    let saved = calculator
    Task { [history, savedCountWorker, weak self] in
      let outcome: CalculatorScene.SaveOutcome
      do {
        _ = try await history.save(saved)
        outcome = .saved
        savedCountWorker.readCount()
      } catch {
        outcome = .failed(error)
      }
      guard let self, calculator == saved else { return }
      saveOutcome = outcome
      presentResult()
    }
  }

  /// The scene was covered by another: the save's note no longer shows.
  func hideSaveNote(request: CalculatorScene.HideSaveNote.Request) {
    guard saveOutcome != nil else { return }
    saveOutcome = nil
    presentResult()
  }

  // MARK: ⟶ Presets Router → Calculator Interactor: data back
  // MARK: ⟶ History Router → Calculator Interactor: data back
  /// Applies what the closing scene's router left in the data store: a preset's separators or
  /// a restored entry's calculation. Nothing left (a cancel) changes nothing.
  func applyChoice(request: CalculatorScene.ApplyChoice.Request) {
    let before = calculator
    var numbers: String?
    if let entry = chosenEntry {
      calculator = entry.calculator
      numbers = calculator.numbers
    } else if let separators = chosenSeparators {
      calculator.separators = separators
    } else {
      return
    }
    record(from: before, in: numbers == nil ? .separators : .numbers)
    (chosenSeparators, chosenEntry, saveOutcome) = (nil, nil, nil)
    presenter?.presentChoice(
      response: CalculatorScene.ApplyChoice.Response(
        separators: calculator.separators, numbers: numbers, tally: calculator.tally))
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: undo
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func undo(request: CalculatorScene.Undo.Request) {
    guard let step = steps.popLast() else { return }
    undoneSteps.append(step)
    go(to: step.before, focusing: step.field)
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: undo
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func redo(request: CalculatorScene.Redo.Request) {
    guard let step = undoneSteps.popLast() else { return }
    steps.append(step)
    go(to: step.after, focusing: step.field)
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: undo
  /// Keeps the change from `before` to the model now as a step, if a text changed: the newest
  /// `stepLimit`, and nothing left to redo. Every request that edits a text calls it.
  private func record(from before: Calculator, in field: CalculatorScene.ShowStep.Field) {
    guard before.separators != calculator.separators || before.numbers != calculator.numbers
    else { return }
    steps.append(Step(before: before, after: calculator, field: field))
    if steps.count > Self.stepLimit { steps.removeFirst() }
    undoneSteps.removeAll()
  }

  /// Makes `next` the model, drops the save's note, and presents the texts that changed.
  private func go(to next: Calculator, focusing field: CalculatorScene.ShowStep.Field) {
    let before = calculator
    calculator = next
    saveOutcome = nil
    presenter?.presentStep(
      response: CalculatorScene.ShowStep.Response(
        separators: next.separators == before.separators ? nil : next.separators,
        numbers: next.numbers == before.numbers ? nil : next.numbers,
        field: field, tally: next.tally))
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  private func presentResult() {
    presenter?.presentResult(
      response: CalculatorScene.UpdateResult.Response(
        tally: calculator.tally, saveOutcome: saveOutcome))
  }
}

extension CalculatorInteractor: SavedCountListener {
  /// A new count, read at launch or after a save here, or after a delete on History.
  func savedCountChanged(_ count: Int?) {
    presenter?.presentSavedCount(response: CalculatorScene.ShowSavedCount.Response(count: count))
  }
}
