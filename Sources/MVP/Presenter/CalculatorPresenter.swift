import CalculatorModel

/// Owns the model; turns the Calculator screen's events into model updates, texts for its
/// view and navigation decisions.
@MainActor
final class CalculatorPresenter {
  private var calculator: Calculator
  /// Weak: the view owns its presenter.
  private weak var view: CalculatorViewing?

  init(calculator: Calculator) {
    self.calculator = calculator
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
  }

  // MARK: ⟶ Calculator View → Calculator Presenter: user input
  // MARK: ⟶ Calculator Presenter → Model: model update
  func separatorsChanged(_ text: String) {
    calculator.separators = text
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator Presenter: user input
  // MARK: ⟶ Calculator Presenter → Model: model update
  func numbersChanged(_ text: String) {
    calculator.numbers = text
    updateResult()
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  private func updateResult() {
    let tally = calculator.tally
    view?.show(sum: "\(tally.sum)", status: tally.summary)
  }

  // MARK: ⟶ Calculator Presenter → Breakdown Presenter: navigate forward
  func breakdownRequested() {
    view?.showBreakdown(BreakdownPresenter(breakdown: calculator.breakdown))
  }

  // MARK: ⟶ Calculator Presenter → Presets Presenter: navigate forward
  func presetsRequested() {
    let presets = PresetsPresenter(currentSeparators: calculator.separators)
    presets.delegate = self
    view?.showPresets(presets)
  }

  func quitRequested() {
    view?.close()
  }
}

extension CalculatorPresenter: PresetsPresenterDelegate {
  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  func presetsPresenter(_ presenter: PresetsPresenter, didChoose separators: String) {
    calculator.separators = separators
    view?.show(separators: separators)
    updateResult()
    view?.focusNumbers()
    view?.dismissPresets()
  }

  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  func presetsPresenterDidCancel(_ presenter: PresetsPresenter) {
    view?.dismissPresets()
  }
}
