import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// The Calculator screen with nothing in between: each field's action writes the model and
/// sets the labels itself, the keys push the next controllers, and Ctrl-S calls the store. In a
/// window under 6 rows (the compact size class) it shows the compact layout instead, written
/// the same way.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  /// The view for the compact size class, shown in `layout`'s place.
  private let compactLayout = CompactCalculatorLayout()
  /// The layout showing.
  private var shown: any CalculatorWidgets { view === compactLayout ? compactLayout : layout }
  private(set) var calculator: Calculator
  let history: any HistoryStore
  /// What History's search waits on.
  let clock: any Clock<Duration>
  /// The last save's outcome on the status line, until the next edit or screen change.
  private var saveNote: String?
  /// How many calculations are saved, once the store has said; the History screen shows it too.
  private(set) var savedCount: Int?
  /// The History screen while it is shown, so that a new count reaches it.
  weak var historyScreen: HistoryViewController?
  /// The changes of the fields' texts, oldest first (at most `stepLimit`), and those undone,
  /// newest last (SPEC: Undo and redo).
  private var steps: [Step] = []
  private var undoneSteps: [Step] = []
  private static let stepLimit = 100

  /// One change of the fields' texts, and the field it changed (Numbers for a restored entry).
  private enum Step {
    /// A field's edit, kept as the field reported it: undoing one costs what the edit cost,
    /// however long the text, and the model's text is held by the model alone, so each edit
    /// changes it in place.
    case edit(TextField.Edit, in: Field)
    /// Both texts written at once (a restored entry, a preset): the calculation before and
    /// after.
    case write(before: Calculator, after: Calculator, field: Field)
  }

  private enum Field {
    case separators, numbers
  }

  init(calculator: Calculator, history: any HistoryStore, clock: any Clock<Duration>) {
    self.calculator = calculator
    self.history = history
    self.clock = clock
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.separatorsField.text = calculator.separators
    layout.numbersField.text = calculator.numbers
    focusedView = layout.numbersField
    for widgets in [layout, compactLayout] as [any CalculatorWidgets] {
      widgets.separatorsField.addAction(for: .editingChanged) { [weak self] field in
        guard let self, let edit = field.lastEdit else { return }
        calculator.separators = field.text
        record(.edit(edit, in: .separators))
        saveNote = nil
        updateResult()
      }
      widgets.numbersField.addAction(for: .editingChanged) { [weak self] field in
        guard let self, let edit = field.lastEdit else { return }
        // The edit, not the field's text: the model re-reads only the fragments it touched.
        calculator.replaceNumbers(utf8: edit.range, with: edit.replacement)
        record(.edit(edit, in: .numbers))
        saveNote = nil
        updateResult()
      }
    }
    showLayout(for: traitCollection)
    updateResult()
    readSavedCount()
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.open(.breakdown) })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.open(.presets) })
    addKeyCommand(KeyCommand(.control("s")) { [weak self] in self?.save() })
    addKeyCommand(
      KeyCommand(.control("r")) { [weak self] in self?.open(.history(selecting: nil)) })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.view.window?.close() })
    addKeyCommand(KeyCommand(.control("_")) { [weak self] in self?.undo() })
    addKeyCommand(KeyCommand(.control("y")) { [weak self] in self?.redo() })
  }

  /// Keeps a change of the texts as a step: the newest `stepLimit`, and nothing left to redo.
  private func record(_ step: Step) {
    steps.append(step)
    if steps.count > Self.stepLimit { steps.removeFirst() }
    undoneSteps.removeAll()
  }

  /// Keeps the change from `before` to the calculation now as a step, if the texts changed.
  private func record(from before: Calculator, in field: Field) {
    guard before.separators != calculator.separators || before.numbers != calculator.numbers
    else { return }
    record(.write(before: before, after: calculator, field: field))
  }

  private func undo() {
    guard let step = steps.popLast() else { return }
    undoneSteps.append(step)
    switch step {
    case .edit(let edit, let field): apply(edit.inverse, in: field)
    case .write(let before, _, let field): show(before, focusing: field)
    }
  }

  private func redo() {
    guard let step = undoneSteps.popLast() else { return }
    steps.append(step)
    switch step {
    case .edit(let edit, let field): apply(edit, in: field)
    case .write(_, let after, let field): show(after, focusing: field)
    }
  }

  /// Makes a field's edit again, or takes it back, in the model and on the screen.
  private func apply(_ edit: TextField.Edit, in field: Field) {
    var calculation = calculator
    switch field {
    case .separators: calculation.separators = edit.applied(to: calculation.separators)
    case .numbers: calculation.replaceNumbers(utf8: edit.range, with: edit.replacement)
    }
    show(calculation, focusing: field)
  }

  /// Puts `calculation` in the fields (those whose text differs, their cursors at the end) and
  /// focus on `field`, its cursor at its end.
  private func show(_ calculation: Calculator, focusing field: Field) {
    calculator = calculation
    saveNote = nil
    if shown.separatorsField.text != calculation.separators {
      shown.separatorsField.text = calculation.separators
    }
    if shown.numbersField.text != calculation.numbers {
      shown.numbersField.text = calculation.numbers
    }
    let focused = field == .separators ? shown.separatorsField : shown.numbersField
    focused.moveCursor(to: Int.max)
    focusedView = focused
    updateResult()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
    if isViewLoaded { showLayout(for: traitCollection) }
  }

  /// Shows the layout for `traits`' size class in the other's place, with what the other showed.
  private func showLayout(for traits: TraitCollection) {
    let next: any CalculatorWidgets =
      traits.verticalSizeClass == .compact ? compactLayout : layout
    let current = shown
    guard next !== current else { return }
    next.takeOver(from: current)
    let focus = next.field(matching: focusedView, in: current)
    view = next
    focusedView = focus
  }

  /// Pushes the screen `route` names: from a key, or from the app at launch.
  func open(_ route: Route) {
    switch route {
    case .breakdown:
      navigationController?.pushViewController(
        BreakdownViewController(breakdown: calculator.breakdown))
    case .presets:
      navigationController?.pushViewController(PresetsViewController(calculatorScreen: self))
    case .history(let id):
      let historyScreen = HistoryViewController(calculatorScreen: self, selecting: id)
      self.historyScreen = historyScreen
      navigationController?.pushViewController(historyScreen)
    }
  }

  override func viewDidDisappear() {
    saveNote = nil
    updateResult()
  }

  /// The save runs to its end even if the screen goes (quitting waits for it); its outcome
  /// shows only while the fields still hold what was saved.
  private func save() {
    let saved = calculator
    Task { [history, weak self] in
      let outcome = await history.saveOutcome(for: saved)
      if outcome.committed { self?.readSavedCount() }
      guard let self, calculator == saved else { return }
      saveNote = outcome.note
      updateResult()
    }
  }

  /// Reads the count from the store and shows it here and on the History screen: at launch,
  /// and after a committed save or (called by the History screen) delete.
  func readSavedCount() {
    Task { [history, weak self] in
      let count = await history.savedCount()
      guard let self else { return }
      savedCount = count
      shown.setSavedCount(count)
      historyScreen?.layout.setSavedCount(count)
    }
  }

  /// Called by the History screen, which knows this controller by its concrete type.
  func restore(_ entry: HistoryEntry) {
    let before = calculator
    calculator = entry.calculator
    record(from: before, in: .numbers)
    saveNote = nil
    shown.separatorsField.text = calculator.separators
    shown.numbersField.text = calculator.numbers
    updateResult()
    focusedView = shown.numbersField
  }

  /// Called by the Presets screen, which knows this controller by its concrete type.
  func applyPreset(_ separators: String) {
    let before = calculator
    calculator.separators = separators
    record(from: before, in: .separators)
    shown.separatorsField.text = separators
    saveNote = nil
    updateResult()
    focusedView = shown.numbersField
  }

  private func updateResult() {
    let tally = calculator.tally
    shown.sumText = CalculatorText.sum(tally)
    shown.statusText = CalculatorText.status(tally, note: saveNote)
  }
}
