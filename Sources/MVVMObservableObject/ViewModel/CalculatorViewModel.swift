import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import OpenCombine

/// The Calculator screen's state and intents, and the app's navigation: owns the model,
/// publishes what the screen shows and takes the user's events as methods.
///
/// An `ObservableObject`, as the SwiftUI seed writes its view model: each `@Published` property
/// sends `objectWillChange` before it changes, and every view observing this object is
/// evaluated again, whichever property changed. The view model names no view: navigation is
/// state (`path`), and so is focus. Ctrl-S calls the store from here, in a task of its own.
@MainActor
final class CalculatorViewModel: ObservableObject {
  /// A screen pushed over this one.
  enum Route: Hashable {
    case breakdown
    case presets
    /// History; with an entry to select once its list has loaded (the app opened at it).
    case history(selecting: HistoryEntry.ID?)
  }

  enum Field: Hashable {
    case separators
    case numbers
  }

  /// The screens shown over this one, bottom first: `NavigationStack(path:)` shows the last.
  @Published var path: [Route] = []
  /// The focused field; the view binds its fields' focus to it.
  @Published var focusedField: Field? = .numbers
  @Published private(set) var sumText = ""
  @Published private(set) var statusText = ""
  /// How many times the program, not the field, set each field's text (a preset chosen, an
  /// entry restored). The view gives each field its count as `.id`, so such a write shows in a
  /// field built anew, its cursor at the end, even when the text is the same, as every variant
  /// sets it. `objectWillChange` says only that something of this object will change, not
  /// what, nor that an equal value was written.
  @Published private(set) var separatorsRevision = 0
  @Published private(set) var numbersRevision = 0
  /// How many calculations are saved, once the store has said (nil until then, or when it
  /// cannot say). This view model reads it; the History screen shows it too.
  @Published private var savedCount: Int?
  /// What quitting does; the composition root closes the window.
  var quit: @MainActor () -> Void = {}

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Model: model update
  /// The fields' texts, bound to the fields; each edit goes into the model.
  @Published var separators: String {
    didSet { edited(.separators) { $0.separators = separators } }
  }
  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Model: model update
  @Published var numbers: String {
    didSet { edited(.numbers) { $0.numbers = numbers } }
  }

  private var calculator: Calculator
  private let history: any HistoryStore
  /// What History waits on before it searches; handed to it as the store is.
  private let clock: any Clock<Duration>
  /// The last save's outcome on the status line, until the next edit or screen pushed.
  private var saveNote: String?
  /// The History screen's view model while the screen shows, so that a new count reaches it.
  private weak var historyViewModel: HistoryViewModel?
  /// The changes of the fields' texts, oldest first (the newest `stepLimit`), and those
  /// undone, newest last (SPEC: Undo and redo). Not published: no view shows them.
  private var steps: [Step] = []
  private var undoneSteps: [Step] = []
  private static let stepLimit = 100
  /// False while this view model sets both texts as one step (a restored entry) or puts a
  /// step's texts back: the texts' `didSet`s then record nothing.
  private var recordsSteps = true

  /// One change of the fields' texts: the model before and after it, and the field it changed
  /// (Numbers for a restored entry).
  private struct Step {
    var before: Calculator
    var after: Calculator
    var field: Field
  }

  // MARK: ⟶ App → Calculator ViewModel: open at
  /// The app opened at a screen starts with it in `path`: navigation is state, so a deep link
  /// is an initial value (`NavigationStack(path:)` shows it as if pushed).
  init(
    calculator: Calculator, history: any HistoryStore, clock: any Clock<Duration>,
    path: [Route] = []
  ) {
    self.calculator = calculator
    self.history = history
    self.clock = clock
    self.path = path
    separators = calculator.separators
    numbers = calculator.numbers
    updateResult()
    readSavedCount()
  }

  /// The model as it is now, for the composition root's quit line only: no view reads it
  /// (the role rules fail a view that names it).
  var finalCalculator: Calculator { calculator }

  /// The title row's `1,234 saved`, once the count is known.
  var savedCountText: String? { savedCount.map(HistoryText.savedCount) }

  // MARK: ⟶ Calculator ViewModel → Model: model update
  /// A field's text changed: the model takes it, the change is a step, and the result follows.
  private func edited(_ field: Field, _ edit: (inout Calculator) -> Void) {
    let before = calculator
    edit(&calculator)
    if recordsSteps { record(from: before, in: field) }
    saveNote = nil
    updateResult()
  }

  // MARK: ⟶ Presets View → Calculator ViewModel: data back
  func presetChosen(_ separators: String) {
    self.separators = separators
    separatorsRevision += 1
    focusedField = .numbers
    backRequested()
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// The entry chosen on the History screen: both fields take its texts, focus goes to
  /// Numbers, and the screen goes.
  func historyEntryChosen(_ entry: HistoryEntry) {
    let before = calculator
    recordsSteps = false
    separators = entry.calculator.separators
    numbers = entry.calculator.numbers
    recordsSteps = true
    record(from: before, in: .numbers)
    separatorsRevision += 1
    numbersRevision += 1
    focusedField = .numbers
    backRequested()
  }

  // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
  func breakdownRequested() {
    push(.breakdown)
  }

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  func presetsRequested() {
    push(.presets)
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
  func historyRequested() {
    push(.history(selecting: nil))
  }

  // MARK: ⟶ Calculator ViewModel → Store: side effect
  /// Saves the calculator as it is now. The task is nobody's to cancel: the save runs to its
  /// end even if the screen goes, and holds this view model weakly. Its outcome shows on the
  /// status line only while the fields still hold what was saved; once committed, the saved
  /// count is read again.
  func saveRequested() {
    let saved = calculator
    Task { [history, weak self] in
      let outcome = await history.saveOutcome(for: saved)
      if outcome.committed { self?.readSavedCount() }
      guard let self, calculator == saved else { return }
      saveNote = outcome.note
      updateResult()
    }
  }

  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  /// Reads the saved count and shows it here and on the History screen while it shows: at
  /// launch, after a committed save, and after a committed delete (the History view model
  /// says). Like the save, the read is nobody's to cancel.
  private func readSavedCount() {
    Task { [history, weak self] in
      let count = await history.savedCount()
      guard let self else { return }
      savedCount = count
      historyViewModel?.savedCountChanged(count)
    }
  }

  // MARK: ⟶ Breakdown View → Calculator ViewModel: user input
  // MARK: ⟶ Presets View → Calculator ViewModel: data back
  /// Going back from a pushed screen: the last route goes, and the screen under it shows.
  func backRequested() {
    if !path.isEmpty { path.removeLast() }
  }

  func quitRequested() {
    quit()
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: undo
  /// Ctrl-_: the newest step's texts before it; nothing when there is none.
  func undoRequested() {
    guard let step = steps.popLast() else { return }
    undoneSteps.append(step)
    show(step.before, focusing: step.field)
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: undo
  /// Ctrl-Y: the newest undone step's texts after it; nothing when there is none.
  func redoRequested() {
    guard let step = undoneSteps.popLast() else { return }
    steps.append(step)
    show(step.after, focusing: step.field)
  }

  /// Keeps the change from `before` to the model now as a step, if a text changed: the
  /// newest `stepLimit`, and nothing left to redo.
  private func record(from before: Calculator, in field: Field) {
    guard before != calculator else { return }
    steps.append(Step(before: before, after: calculator, field: field))
    if steps.count > Self.stepLimit { steps.removeFirst() }
    undoneSteps.removeAll()
  }

  /// Puts `calculation`'s texts in the fields as the program: each text that differs, and the
  /// text of `field` even when it is the same, gets a new revision (the view builds that field
  /// anew, its cursor at the end); focus goes to `field`, the note goes.
  private func show(_ calculation: Calculator, focusing field: Field) {
    let before = calculator
    recordsSteps = false
    if calculation.separators != before.separators { separators = calculation.separators }
    if calculation.numbers != before.numbers { numbers = calculation.numbers }
    recordsSteps = true
    if calculation.separators != before.separators || field == .separators {
      separatorsRevision += 1
    }
    if calculation.numbers != before.numbers || field == .numbers { numbersRevision += 1 }
    focusedField = field
    saveNote = nil
    updateResult()
  }

  /// A screen pushed over this one covers the save's outcome: the note goes.
  private func push(_ route: Route) {
    if saveNote != nil {
      saveNote = nil
      updateResult()
    }
    path.append(route)
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
  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  // MARK: ⟶ Calculator ViewModel → History ViewModel: shared state
  /// The History view model, with the store and the clock, what a committed delete and the chosen entry do
  /// (weakly: the screens come and go, this view model stays), and the saved count known so
  /// far; this view model keeps it to hand it the counts read while it shows.
  func makeHistoryViewModel(selecting id: HistoryEntry.ID? = nil) -> HistoryViewModel {
    let viewModel = HistoryViewModel(
      history: history, clock: clock, deleteCommitted: { [weak self] in self?.readSavedCount() },
      entryChosen: { [weak self] entry in self?.historyEntryChosen(entry) }, selecting: id)
    viewModel.savedCountChanged(savedCount)
    historyViewModel = viewModel
    return viewModel
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  /// The texts that follow from the model, after every edit.
  private func updateResult() {
    let tally = calculator.tally
    sumText = CalculatorText.sum(tally)
    statusText = CalculatorText.status(tally, note: saveNote)
  }
}
