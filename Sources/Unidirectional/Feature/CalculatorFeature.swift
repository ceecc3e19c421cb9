import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Composable

/// The Calculator screen's feature: its state (the model, in words for the screen), every
/// action that can happen to it, and the reducer, the one place that changes that state. The
/// screens over it are its `destination` (navigation as state); what they send back arrives as
/// their delegate actions.
struct CalculatorFeature: Reducer {
  /// Where saves go and History reads from; handed in by the composition root.
  let history: any HistoryStore
  /// What History's search waits on; handed in by the composition root with the store.
  let clock: any Clock<Duration>

  /// The fields of the Calculator screen, for focus.
  enum Field: Equatable {
    case separators
    case numbers
  }

  struct State: Equatable {
    /// The model. Kept `private`: a view reads the texts below, never the model
    /// (`store.state.calculator.sum` does not compile).
    private var calculator: Calculator
    /// The Sum row and the status line, already in words; follow every change of the model.
    var sumText = ""
    var statusText = ""
    /// The last save's outcome on the status line, until the next edit or screen change.
    var saveNote: String?
    /// How many calculations are saved, once the store has said (nil until then, or when it
    /// cannot count); History, opened over this screen, shows it too.
    var savedCount: Int?
    /// The focused field, bound both ways: the view reports the user's Tab, the reducer moves
    /// focus to Numbers after a preset or a restore (TCA's focus binding).
    var focusedField = Field.numbers
    var fieldWrites = FieldWrites()
    /// The screen over this one, if any: setting it pushes that screen, nil pops it.
    @PresentationState var destination: Destination.State? = nil
    /// Set by Esc: the app's window closes.
    var isQuitting = false
    /// The changes of the fields' texts, kept by the `Undoable` wrapper around this reducer.
    var undoHistory = UndoHistory<Fields, Action>()

    init(calculator: Calculator) {
      self.calculator = calculator
      updateResult()
    }

    /// The screen over the Calculator when the app starts (`--open`).
    enum Start: Equatable {
      case breakdown
      case presets
      case history(selecting: HistoryEntry.ID?)
    }

    // MARK: ⟶ App → Calculator Feature: open at
    /// A deep link is state: the destination the request would have set, there from the start
    /// (the view pushes it as it loads, as it pushes any destination that appears).
    init(calculator: Calculator, start: Start?) {
      self.init(calculator: calculator)
      switch start {
      case .breakdown:
        destination = .breakdown(BreakdownFeature.State(breakdown: calculator.breakdown))
      case .presets:
        destination = .presets(PresetsFeature.State(currentSeparators: calculator.separators))
      case .history(let id):
        destination = .history(HistoryFeature.State(savedCount: savedCount, selecting: id))
      case nil:
        break
      }
    }

    /// The Separators text, which the user edits and the reducer sets.
    var separators: String {
      get { calculator.separators }
      set { calculator.separators = newValue }
    }

    /// The Numbers text, which the user edits and the reducer sets.
    var numbers: String {
      get { calculator.numbers }
      set { calculator.numbers = newValue }
    }

    /// Both texts, the part of the state an undo puts back.
    var fields: Fields { Fields(separators: separators, numbers: numbers) }

    /// Puts back the texts of an undone or redone step: each text that differs is written (its
    /// cursor at its end), focus goes to the step's field (Numbers for a restored entry), whose
    /// cursor goes to its end, written even when its text is the same; the note goes.
    mutating func restore(_ fields: Fields, focusing field: Field) {
      if fields.separators != separators || field == .separators {
        separators = fields.separators
        fieldWrites.separators += 1
      }
      if fields.numbers != numbers || field == .numbers {
        numbers = fields.numbers
        fieldWrites.numbers += 1
      }
      focusedField = field
      saveNote = nil
      updateResult()
    }

    /// The model as it is now, for the reducer's effects (a save, a breakdown) and the
    /// composition root's quit line: no view reads it (the role rules fail a view that names it).
    var currentCalculator: Calculator { calculator }

    // MARK: ⟶ Calculator Feature → Calculator View: view update
    /// Words the texts that follow from the model: after every edit, whether or not they changed.
    fileprivate mutating func updateResult() {
      let tally = calculator.tally
      sumText = CalculatorText.sum(tally)
      statusText = CalculatorText.status(tally, note: saveNote)
    }

    /// The save's note goes when an edit changes the fields or another screen covers this one.
    fileprivate mutating func clearSaveNote() {
      guard saveNote != nil else { return }
      saveNote = nil
      updateResult()
    }
  }

  /// How many times the reducer itself has written each field's text.
  ///
  /// A text field owns what the user types: the view sends each edit as an action and never
  /// writes the text back, since writing a field moves its cursor to the end. When the reducer
  /// sets a field (a preset chosen, an entry restored) it counts a write here, and the view
  /// writes the field whenever its count grew, even with the text unchanged: the cursor then
  /// moves to the end, as in every other variant. (TCA's bindings compare values instead; a
  /// count makes "the reducer wrote this field" a fact the state can carry and a test assert.)
  struct FieldWrites: Equatable {
    var separators = 0
    var numbers = 0
  }

  /// Both texts of the screen: what an undo puts back.
  struct Fields: Equatable {
    var separators: String
    var numbers: String
  }

  enum Action: Equatable {
    /// Sent once, when the screen loads (not each time it shows again): the count is read.
    case onLoad
    case separatorsChanged(String)
    case numbersChanged(String)
    case focusChanged(Field)
    case breakdownRequested
    case presetsRequested
    case historyRequested
    case saveRequested
    case quitRequested
    /// Ctrl-_ and Ctrl-Y: handled by the `Undoable` wrapper around this feature's reducer.
    case undoRequested
    case redoRequested
    /// The store's answer to a save of `saved`, in words (`saved`, `not saved: …`).
    case saveFinished(saved: Calculator, note: String)
    /// The store's count, or nil when it could not say.
    case savedCountLoaded(Int?)
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    // MARK: ⟶ Calculator View → Calculator Feature: undo
    // Every change of the texts, whichever action made it, is a step the wrapper keeps.
    Undoable(
      history: \State.undoHistory, value: \State.fields, undo: Action.undoRequested,
      redo: Action.redoRequested, limit: 100,
      restore: { state, fields, action in
        state.restore(fields, focusing: action.editsSeparators ? .separators : .numbers)
      },
      base: { feature })
  }

  /// The feature's own logic, which the undo wrapper runs.
  private var feature: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onLoad:
        return readSavedCount()

      // MARK: ⟶ Calculator View → Calculator Feature: user input
      // MARK: ⟶ Calculator Feature → Model: model update
      case .separatorsChanged(let text):
        state.separators = text
        state.saveNote = nil
        state.updateResult()
        return .none

      // MARK: ⟶ Calculator View → Calculator Feature: user input
      // MARK: ⟶ Calculator Feature → Model: model update
      case .numbersChanged(let text):
        state.numbers = text
        state.saveNote = nil
        state.updateResult()
        return .none

      case .focusChanged(let field):
        state.focusedField = field
        return .none

      // MARK: ⟶ Calculator Feature → Breakdown Feature: navigate forward
      case .breakdownRequested:
        state.clearSaveNote()
        state.destination = .breakdown(
          BreakdownFeature.State(breakdown: state.currentCalculator.breakdown))
        return .none

      // MARK: ⟶ Calculator Feature → Presets Feature: navigate forward
      case .presetsRequested:
        state.clearSaveNote()
        state.destination = .presets(PresetsFeature.State(currentSeparators: state.separators))
        return .none

      // MARK: ⟶ Calculator Feature → History Feature: navigate forward
      // MARK: ⟶ Calculator Feature → History Feature: shared state
      case .historyRequested:
        state.clearSaveNote()
        state.destination = .history(HistoryFeature.State(savedCount: state.savedCount))
        return .none

      // MARK: ⟶ Calculator View → Calculator Feature: user input
      // MARK: ⟶ Calculator Feature → Store: side effect
      // The save is never cancelled (quitting waits for it); its outcome shows only while the
      // model still holds what was saved. Once it committed, the count is read again.
      case .saveRequested:
        let saved = state.currentCalculator
        return .run { [history] send in
          let outcome = await history.saveOutcome(for: saved)
          send(.saveFinished(saved: saved, note: outcome.note))
          if outcome.committed { send(.savedCountLoaded(await history.savedCount())) }
        }

      case .saveFinished(let saved, let note):
        guard state.currentCalculator == saved else { return .none }
        state.saveNote = note
        state.updateResult()
        return .none

      // MARK: ⟶ Calculator Feature → History Feature: shared state
      // The count is this state's; History, while open, shows it too.
      case .savedCountLoaded(let count):
        state.savedCount = count
        state.destination?.history?.savedCount = count
        return .none

      case .quitRequested:
        state.isQuitting = true
        return .none

      case .undoRequested, .redoRequested:
        return .none

      // MARK: ⟶ Presets Feature → Calculator Feature: data back
      case .destination(.presented(.presets(.delegate(let completion)))):
        if case .chosen(let separators) = completion {
          state.separators = separators
          state.fieldWrites.separators += 1
          state.saveNote = nil
          state.updateResult()
          state.focusedField = .numbers
        }
        state.destination = nil
        return .none

      // History committed a delete: the count is read again, here, so History's going does
      // not cancel the read.
      case .destination(.presented(.history(.delegate(.entryDeleted)))):
        return readSavedCount()

      // MARK: ⟶ History Feature → Calculator Feature: data back
      case .destination(.presented(.history(.delegate(let completion)))):
        if case .restored(let separators, let numbers) = completion {
          state.separators = separators
          state.numbers = numbers
          state.fieldWrites.separators += 1
          state.fieldWrites.numbers += 1
          state.saveNote = nil
          state.updateResult()
          state.focusedField = .numbers
        }
        state.destination = nil
        return .none

      case .destination(.presented(.breakdown(.delegate(.back)))):
        state.destination = nil
        return .none

      case .destination:
        return .none
      }
    }
    // MARK: ⟶ History View → History Feature: cancel
    // A screen that goes takes its work with it: when `destination` becomes nil, the effects
    // its feature started (History's load, its search) are cancelled.
    .ifLet(\.$destination, action: Action.destinationCase) {
      Destination(history: history, clock: clock)
    }
  }

  /// Reads how many calculations are saved: at launch and after a committed delete (a save
  /// reads it in its own effect, once committed). Never on a screen's appearance.
  private func readSavedCount() -> Effect<Action> {
    .run { [history] send in send(.savedCountLoaded(await history.savedCount())) }
  }
}

extension CalculatorFeature.Action {
  /// Whether this action's change of the texts is the Separators field's (a key typed there, a
  /// preset chosen): an undo of it focuses Separators, of any other Numbers.
  var editsSeparators: Bool {
    switch self {
    case .separatorsChanged, .destination(.presented(.presets)): true
    default: false
    }
  }

  /// The actions of the screen over the Calculator (a case path, written out).
  static var destinationCase:
    AnyCasePath<Self, PresentationAction<CalculatorFeature.Destination.Action>>
  {
    AnyCasePath(embed: Self.destination) {
      if case .destination(let action) = $0 { action } else { nil }
    }
  }
}
