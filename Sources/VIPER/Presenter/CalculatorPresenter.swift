import CalculatorFormatting
import CalculatorHistory
import CalculatorModel

/// What the Calculator view tells its presenter: every user event, by name, and its lifecycle.
@MainActor
protocol CalculatorPresenterProtocol: AnyObject {
  func viewDidLoad()
  func separatorsChanged(_ text: String)
  func numbersChanged(_ text: String)
  func breakdownRequested()
  func presetsRequested()
  func saveRequested()
  func historyRequested()
  func quitRequested()
  func viewDidDisappear()
  func undoRequested()
  func redoRequested()
}

/// What the Calculator interactor reports back to its presenter: model values, not words.
@MainActor
protocol CalculatorInteractorOutputProtocol: AnyObject {
  /// The whole calculation, at load and after a restore.
  func didLoadCalculation(separators: String, numbers: String, tally: Tally)
  func didUpdateResult(_ tally: Tally)
  func didApplyPreset(separators: String, tally: Tally)
  func didFetchBreakdown(_ breakdown: Breakdown)
  func didFetchSeparators(_ separators: String)
  func didSaveCalculation()
  func didFailToSaveCalculation(_ error: any Error)
  /// How many calculations are saved, or nil when the store cannot say.
  func didLoadSavedCount(_ count: Int?)
  /// The calculation after an undo or a redo: each text the step changed (nil for one it did
  /// not), the field it changed, and the result.
  func didUndoOrRedo(separators: String?, numbers: String?, field: CalculatorField, tally: Tally)
}

/// The Calculator module's Presenter: turns view events into interactor requests and router
/// calls, and the interactor's output into words for the view. It never touches the model or
/// the store: the interactor does.
@MainActor
final class CalculatorPresenter {
  /// Weak: the view owns this presenter.
  weak var view: (any CalculatorViewProtocol)?
  let interactor: any CalculatorInteractorInputProtocol
  let router: any CalculatorRouterProtocol
  /// The result last shown, to show again with or without the save's outcome.
  private var tally = Tally()
  /// The last save's outcome on the status line, until the next edit or screen change.
  private var saveNote: String?
  /// The saved count last shown, for the History module when it opens.
  private var savedCount: Int?
  /// The History module while it is shown, so that a new count reaches it. Weak: its view
  /// owns it.
  private weak var historyModule: (any HistoryModuleInput)?

  init(interactor: any CalculatorInteractorInputProtocol, router: any CalculatorRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  private func showResult() {
    view?.show(sum: CalculatorText.sum(tally), status: CalculatorText.status(tally, note: saveNote))
  }
}

/// What the composition root may ask of the Calculator module once it shows: the screen the
/// app opens at (`--open`), opened as the user's request would open it.
@MainActor
protocol CalculatorModuleInput: AnyObject {
  func openBreakdown()
  func openPresets()
  func openHistory(selecting id: HistoryEntry.ID?)
}

extension CalculatorPresenter: CalculatorModuleInput {
  // MARK: ⟶ App → Calculator Presenter: open at
  func openBreakdown() {
    breakdownRequested()
  }

  // MARK: ⟶ App → Calculator Presenter: open at
  func openPresets() {
    presetsRequested()
  }

  // MARK: ⟶ App → Calculator Presenter: open at
  func openHistory(selecting id: HistoryEntry.ID?) {
    guard let id else { return historyRequested() }
    historyModule = router.showHistory(savedCount: savedCount, selecting: id, output: self)
  }
}

extension CalculatorPresenter: CalculatorPresenterProtocol {
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func viewDidLoad() {
    interactor.loadCalculation()
    interactor.loadSavedCount()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  func separatorsChanged(_ text: String) {
    saveNote = nil
    interactor.updateSeparators(text)
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  func numbersChanged(_ text: String) {
    saveNote = nil
    interactor.updateNumbers(text)
  }

  // MARK: ⟶ Calculator Presenter → Breakdown Router: navigate forward
  func breakdownRequested() {
    interactor.fetchBreakdown()
  }

  // MARK: ⟶ Calculator Presenter → Presets Router: navigate forward
  func presetsRequested() {
    interactor.fetchSeparators()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  // MARK: ⟶ Calculator Interactor → Store: side effect
  func saveRequested() {
    interactor.saveCalculation()
  }

  // MARK: ⟶ Calculator Presenter → History Router: navigate forward
  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  func historyRequested() {
    historyModule = router.showHistory(savedCount: savedCount, output: self)
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  func quitRequested() {
    router.quit()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  /// The screen was covered by the next one: the save's outcome no longer shows.
  func viewDidDisappear() {
    saveNote = nil
    showResult()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: undo
  func undoRequested() {
    interactor.undo()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: undo
  func redoRequested() {
    interactor.redo()
  }
}

extension CalculatorPresenter: CalculatorInteractorOutputProtocol {
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func didLoadCalculation(separators: String, numbers: String, tally: Tally) {
    self.tally = tally
    view?.show(separators: separators)
    view?.show(numbers: numbers)
    showResult()
    view?.focusNumbers()
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func didUpdateResult(_ tally: Tally) {
    self.tally = tally
    showResult()
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func didApplyPreset(separators: String, tally: Tally) {
    self.tally = tally
    view?.show(separators: separators)
    showResult()
    view?.focusNumbers()
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func didSaveCalculation() {
    saveNote = HistoryText.saved
    showResult()
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func didFailToSaveCalculation(_ error: any Error) {
    saveNote = HistoryText.notSaved(error)
    showResult()
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  // MARK: ⟶ Calculator Presenter → History Presenter: shared state
  func didLoadSavedCount(_ count: Int?) {
    savedCount = count
    view?.show(savedCount: count.map(HistoryText.savedCount))
    historyModule?.updateSavedCount(count)
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  /// Only the texts the step changed are written (a program write puts that field's cursor at
  /// its end); the other field keeps its cursor. The save note goes, as after any edit.
  func didUndoOrRedo(separators: String?, numbers: String?, field: CalculatorField, tally: Tally) {
    self.tally = tally
    saveNote = nil
    if let separators { view?.show(separators: separators) }
    if let numbers { view?.show(numbers: numbers) }
    showResult()
    switch field {
    case .separators: view?.focusSeparatorsAtEnd()
    case .numbers: view?.focusNumbersAtEnd()
    }
  }

  // MARK: ⟶ Calculator Presenter → Breakdown Router: navigate forward
  func didFetchBreakdown(_ breakdown: Breakdown) {
    router.showBreakdown(breakdown)
  }

  // MARK: ⟶ Calculator Presenter → Presets Router: navigate forward
  func didFetchSeparators(_ separators: String) {
    router.showPresets(currentSeparators: separators, output: self)
  }
}

extension CalculatorPresenter: PresetsModuleOutput {
  // MARK: ⟶ Presets Interactor → Calculator Interactor: data back
  func presetsModule(didChoose separators: String) {
    saveNote = nil
    interactor.applyPreset(separators: separators)
  }
}

extension CalculatorPresenter: HistoryModuleOutput {
  // MARK: ⟶ History Interactor → Calculator Interactor: data back
  func historyModule(didRestore entry: HistoryEntry) {
    saveNote = nil
    interactor.restore(entry)
  }

  // MARK: ⟶ History Interactor → Calculator Interactor: data back
  func historyModuleDidDeleteEntry() {
    interactor.loadSavedCount()
  }
}
