import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Observation

/// The Calculator screen's state and intents, and the app's navigation: owns the model,
/// exposes what the screen shows as properties and takes the user's events as methods.
///
/// `@Observable` takes the place of the seed's `ObservableObject` and `@Published`: every
/// stored property is observed, and a view whose body read one is evaluated again when it
/// changes. The view model names no view: navigation is state (`path`), and so is focus.
/// Ctrl-S calls the store from here, in a task of its own.
@MainActor
@Observable
final class CalculatorViewModel {
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
  var path: [Route] = []
  /// The focused field; the view binds its fields' focus to it.
  var focusedField: Field? = .numbers
  private(set) var sumText = ""
  private(set) var statusText = ""
  /// How many calculations are saved, once the store has said (nil until then, or when it
  /// cannot say). This view model reads it; the History screen shows it too.
  private var savedCount: Int?
  /// What quitting does; the composition root closes the window.
  @ObservationIgnored var quit: @MainActor () -> Void = {}

  /// Not observed as a whole: each field's text is observed on its own (below), so that a
  /// view showing one field is told when that text is set (even to the same value, as after a
  /// preset), not when the other field is edited.
  @ObservationIgnored private var calculator: Calculator
  @ObservationIgnored private let history: any HistoryStore
  /// What History waits on before it searches; handed to its view model with the store.
  @ObservationIgnored private let clock: any Clock<Duration>
  /// The last save's outcome on the status line, until the next edit or screen pushed.
  @ObservationIgnored private var saveNote: String?
  /// The History screen's view model while the screen shows, so that a new count reaches it.
  @ObservationIgnored private weak var historyViewModel: HistoryViewModel?
  /// The changes of the fields' texts, oldest first (the newest `stepLimit`), and those
  /// undone, newest last (SPEC: Undo and redo). No view shows them: not observed.
  @ObservationIgnored private var steps: [Step] = []
  @ObservationIgnored private var undoneSteps: [Step] = []
  private static let stepLimit = 100

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
    updateResult()
    readSavedCount()
  }

  /// The model as it is now, for the composition root's quit line only: no view reads it
  /// (the role rules fail a view that names it).
  var finalCalculator: Calculator { calculator }

  /// The title row's `1,234 saved`, once the count is known.
  var savedCountText: String? { savedCount.map(HistoryText.savedCount) }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Model: model update
  var separators: String {
    get {
      access(keyPath: \.separators)
      return calculator.separators
    }
    set {
      let before = calculator
      withMutation(keyPath: \.separators) { calculator.separators = newValue }
      record(from: before, in: .separators)
      saveNote = nil
      updateResult()
    }
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  // MARK: ⟶ Calculator ViewModel → Model: model update
  var numbers: String {
    get {
      access(keyPath: \.numbers)
      return calculator.numbers
    }
    set {
      let before = calculator
      withMutation(keyPath: \.numbers) { calculator.numbers = newValue }
      record(from: before, in: .numbers)
      saveNote = nil
      updateResult()
    }
  }

  // MARK: ⟶ Presets View → Calculator ViewModel: data back
  func presetChosen(_ separators: String) {
    self.separators = separators
    focusedField = .numbers
    backRequested()
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  /// The entry chosen on the History screen: both fields take its texts, focus goes to
  /// Numbers, and the screen goes.
  func historyEntryChosen(_ entry: HistoryEntry) {
    let before = calculator
    withMutation(keyPath: \.separators) {
      withMutation(keyPath: \.numbers) { calculator = entry.calculator }
    }
    record(from: before, in: .numbers)
    saveNote = nil
    updateResult()
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
  /// newest `stepLimit`, and nothing left to redo. Each edit path calls it.
  private func record(from before: Calculator, in field: Field) {
    guard before != calculator else { return }
    steps.append(Step(before: before, after: calculator, field: field))
    if steps.count > Self.stepLimit { steps.removeFirst() }
    undoneSteps.removeAll()
  }

  /// Puts `calculation` in the model: each text that differs is written, and so is the text of
  /// `field` even when it is the same, which the view shows as a program write (the cursor at
  /// the end); focus goes to `field`, the note goes. Not through the setters, which record.
  private func show(_ calculation: Calculator, focusing field: Field) {
    if calculation.separators != calculator.separators || field == .separators {
      withMutation(keyPath: \.separators) { calculator.separators = calculation.separators }
    }
    if calculation.numbers != calculator.numbers || field == .numbers {
      withMutation(keyPath: \.numbers) { calculator.numbers = calculation.numbers }
    }
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
  /// The History view model, with the store and the clock, what a committed delete and the
  /// chosen entry do (weakly: the screens come and go, this view model stays), and the saved
  /// count known so far; this view model keeps it to hand it the counts read while it shows.
  func makeHistoryViewModel(selecting id: HistoryEntry.ID? = nil) -> HistoryViewModel {
    let viewModel = HistoryViewModel(
      history: history, clock: clock,
      deleteCommitted: { [weak self] in self?.readSavedCount() },
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
