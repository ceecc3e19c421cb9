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
}

/// The Calculator module's Interactor: the one object that holds the Entity (`Calculator`)
/// and calls the history store. It reports model values to its output, never words.
@MainActor
final class CalculatorInteractor {
  /// Weak: the presenter owns this interactor.
  weak var output: (any CalculatorInteractorOutputProtocol)?
  private var calculator: Calculator
  private let history: any HistoryStore

  init(calculator: Calculator, history: any HistoryStore) {
    self.calculator = calculator
    self.history = history
  }

  /// The model as it is now, for the composition root's quit line only.
  var finalCalculator: Calculator { calculator }
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
    calculator.separators = text
    // MARK: ⟶ Calculator Interactor → Calculator View: view update
    output?.didUpdateResult(calculator.tally)
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  // MARK: ⟶ Calculator Interactor → Model: model update
  func updateNumbers(_ text: String) {
    calculator.numbers = text
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
    calculator.separators = separators
    output?.didApplyPreset(separators: separators, tally: calculator.tally)
  }

  // MARK: ⟶ History Interactor → Calculator Interactor: data back
  func restore(_ entry: HistoryEntry) {
    calculator = entry.calculator
    loadCalculation()
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
