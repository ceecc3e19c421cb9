import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// Owns the Calculator view and the model; turns edits into model updates and model state
/// into label texts, saves to the store, and opens the other screens (Cocoa MVC: the
/// controller does it all). In a window under 6 rows it shows the compact view instead, and
/// drives whichever of its two views is showing.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorView> {
  /// The view for the compact size class, shown in `layout`'s place.
  private let compactView = CompactCalculatorView()
  /// The view showing, which every write goes to.
  private var shown: any CalculatorWidgets { view === compactView ? compactView : layout }
  private var calculator: Calculator
  private let history: any HistoryStore
  /// What History waits on before it searches; handed to it as the store is.
  private let clock: any Clock<Duration>
  /// The last save's outcome on the status line, until the next edit or screen change.
  private var saveNote: String?
  /// How many calculations are saved, once the store has said; the History screen shows it
  /// too, so this controller hands it over while that screen is shown.
  private var savedCount: Int?
  private weak var historyViewController: HistoryViewController?
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

  init(calculator: Calculator, history: any HistoryStore, clock: any Clock<Duration>) {
    self.calculator = calculator
    self.history = history
    self.clock = clock
    super.init(layout: CalculatorView())
  }

  /// The model as it is now, for the composition root's quit line only.
  var finalCalculator: Calculator { calculator }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.delegate = self
    compactView.delegate = self
    layout.separatorsField.text = calculator.separators
    layout.numbersField.text = calculator.numbers
    focusedView = layout.numbersField
    showView(for: traitCollection)
    updateResult()
    readSavedCount()
    // MARK: ⟶ Calculator View → Calculator Controller: user input
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.showBreakdown() })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.showPresets() })
    addKeyCommand(KeyCommand(.control("s")) { [weak self] in self?.save() })
    addKeyCommand(KeyCommand(.control("r")) { [weak self] in self?.showHistory() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.view.window?.close() })
    // MARK: ⟶ Calculator Controller → Calculator Controller: undo
    addKeyCommand(KeyCommand(.control("_")) { [weak self] in self?.undo() })
    addKeyCommand(KeyCommand(.control("y")) { [weak self] in self?.redo() })
  }

  // MARK: ⟶ Calculator Controller → Calculator Controller: undo
  /// Keeps the change from `before` to the model now as a step, if the texts changed: the
  /// newest `stepLimit`, and nothing left to redo. Every edit path calls it.
  private func record(from before: Calculator, in field: Field) {
    guard before.separators != calculator.separators || before.numbers != calculator.numbers
    else { return }
    steps.append(Step(before: before, after: calculator, field: field))
    if steps.count > Self.stepLimit { steps.removeFirst() }
    undoneSteps.removeAll()
  }

  private func undo() {
    guard let step = steps.popLast() else { return }
    undoneSteps.append(step)
    show(step.before, focusing: step.field)
  }

  private func redo() {
    guard let step = undoneSteps.popLast() else { return }
    steps.append(step)
    show(step.after, focusing: step.field)
  }

  /// Puts `model` in the fields (those whose text differs, their cursors at the end) and focus
  /// on `field`, its cursor at its end.
  private func show(_ model: Calculator, focusing field: Field) {
    calculator = model
    saveNote = nil
    if shown.separatorsField.text != model.separators {
      shown.separatorsField.text = model.separators
    }
    if shown.numbersField.text != model.numbers { shown.numbersField.text = model.numbers }
    let focused = field == .separators ? shown.separatorsField : shown.numbersField
    focused.moveCursor(to: Int.max)
    focusedView = focused
    updateResult()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
    super.traitCollectionDidChange(previousTraitCollection)
    if isViewLoaded { showView(for: traitCollection) }
  }

  /// Puts the view for `traits`' size class in the other's place, with what the other showed:
  /// both texts and cursors, the sum, the status line, the saved count, and the focus.
  private func showView(for traits: TraitCollection) {
    let next: any CalculatorWidgets =
      traits.verticalSizeClass == .compact ? compactView : layout
    let current = shown
    guard next !== current else { return }
    next.takeOver(from: current)
    let focus = next.field(matching: focusedView, in: current)
    // MARK: ⟶ Calculator Controller → Calculator View: size class
    view = next
    focusedView = focus
  }

  /// Covered by a pushed screen: the save's outcome is no longer news.
  override func viewDidDisappear() {
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Calculator Controller → Calculator View: view update
  private func updateResult() {
    let tally = calculator.tally
    shown.sumText = CalculatorText.sum(tally)
    shown.statusText = CalculatorText.status(tally, note: saveNote)
  }

  // MARK: ⟶ Calculator Controller → Store: side effect
  /// The save runs to its end even if the screen goes (quitting waits for it); its outcome
  /// shows only while the fields still hold what was saved.
  private func save() {
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

  // MARK: ⟶ Calculator Controller → Store: side effect
  /// Reads the count at launch and after a committed save or delete, never when a screen
  /// appears.
  private func readSavedCount() {
    Task { [history, weak self] in
      let count = await history.savedCount()
      self?.showSavedCount(count)
    }
  }

  // MARK: ⟶ Calculator Controller → History Controller: shared state
  private func showSavedCount(_ count: Int?) {
    savedCount = count
    shown.setSavedCount(count)
    historyViewController?.savedCount = count
  }

  // MARK: ⟶ App → Calculator Controller: open at
  /// Pushes the screen `route` names, as its key would: the app opens at it (`--open`).
  func open(_ route: Route) {
    switch route {
    case .breakdown: showBreakdown()
    case .presets: showPresets()
    case .history(let id): showHistory(selecting: id)
    }
  }

  // MARK: ⟶ Calculator Controller → Breakdown Controller: navigate forward
  private func showBreakdown() {
    navigationController?.pushViewController(
      BreakdownViewController(breakdown: calculator.breakdown))
  }

  // MARK: ⟶ Calculator Controller → Presets Controller: navigate forward
  private func showPresets() {
    let presets = PresetsViewController(currentSeparators: calculator.separators)
    presets.delegate = self
    navigationController?.pushViewController(presets)
  }

  // MARK: ⟶ Calculator Controller → History Controller: navigate forward
  private func showHistory(selecting id: HistoryEntry.ID? = nil) {
    // MARK: ⟶ Calculator Controller → History Controller: shared state
    let historyViewController = HistoryViewController(
      history: history, clock: clock, savedCount: savedCount, selecting: id)
    historyViewController.delegate = self
    self.historyViewController = historyViewController
    navigationController?.pushViewController(historyViewController)
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  // MARK: ⟶ Calculator View → Calculator Controller: user input
  // MARK: ⟶ Calculator Controller → Model: model update
  func calculatorView(_ view: any CalculatorWidgets, didChangeSeparators text: String) {
    let before = calculator
    calculator.separators = text
    record(from: before, in: .separators)
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Calculator View → Calculator Controller: user input
  // MARK: ⟶ Calculator Controller → Model: model update
  func calculatorView(_ view: any CalculatorWidgets, didChangeNumbers text: String) {
    let before = calculator
    calculator.numbers = text
    record(from: before, in: .numbers)
    saveNote = nil
    updateResult()
  }
}

extension CalculatorViewController: PresetsViewControllerDelegate {
  // MARK: ⟶ Presets Controller → Calculator Controller: data back
  func presetsViewController(_ controller: PresetsViewController, didChoose separators: String) {
    let before = calculator
    calculator.separators = separators
    record(from: before, in: .separators)
    shown.separatorsField.text = separators
    saveNote = nil
    updateResult()
    focusedView = shown.numbersField
    navigationController?.popViewController()
  }

  // MARK: ⟶ Presets Controller → Calculator Controller: data back
  func presetsViewControllerDidCancel(_ controller: PresetsViewController) {
    navigationController?.popViewController()
  }
}

extension CalculatorViewController: HistoryViewControllerDelegate {
  // MARK: ⟶ History Controller → Calculator Controller: data back
  func historyViewController(_ controller: HistoryViewController, didChoose entry: HistoryEntry) {
    let before = calculator
    calculator = entry.calculator
    record(from: before, in: .numbers)
    shown.separatorsField.text = calculator.separators
    shown.numbersField.text = calculator.numbers
    saveNote = nil
    updateResult()
    focusedView = shown.numbersField
    navigationController?.popViewController()
  }

  // MARK: ⟶ History Controller → Calculator Controller: data back
  func historyViewControllerDidCancel(_ controller: HistoryViewController) {
    navigationController?.popViewController()
  }

  // MARK: ⟶ History Controller → Calculator Controller: data back
  func historyDidDelete(_ entry: HistoryEntry) {
    readSavedCount()
  }
}
