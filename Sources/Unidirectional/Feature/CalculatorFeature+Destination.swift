import CalculatorHistory
import Composable

extension CalculatorFeature {
  /// The screens the Calculator opens, one at a time: which one is open, and its state (TCA's
  /// `@Reducer enum Destination`, written out by hand where the macro would generate it).
  struct Destination: Reducer {
    let history: any HistoryStore
    let clock: any Clock<Duration>

    enum State: Equatable {
      case breakdown(BreakdownFeature.State)
      case presets(PresetsFeature.State)
      case history(HistoryFeature.State)
    }

    enum Action: Equatable {
      case breakdown(BreakdownFeature.Action)
      case presets(PresetsFeature.Action)
      case history(HistoryFeature.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.breakdownCase, action: Action.breakdownCase) { BreakdownFeature() }
      Scope(state: State.presetsCase, action: Action.presetsCase) { PresetsFeature() }
      Scope(state: State.historyCase, action: Action.historyCase) {
        HistoryFeature(history: history, clock: clock)
      }
    }
  }
}

// Case paths, written out where TCA's `@CasePathable` would generate them: each
// destination's state, for `Scope` and for the view that scopes a store to it
// (`\.destination?.presets`), and each destination's actions.

extension CalculatorFeature.Destination.State {
  var breakdown: BreakdownFeature.State? {
    if case .breakdown(let state) = self { state } else { nil }
  }
  var presets: PresetsFeature.State? {
    if case .presets(let state) = self { state } else { nil }
  }
  /// Settable, so that the Calculator can set what History shares with it (the saved count).
  var history: HistoryFeature.State? {
    get { if case .history(let state) = self { state } else { nil } }
    set { if case .history = self, let newValue { self = .history(newValue) } }
  }

  static var breakdownCase: AnyCasePath<Self, BreakdownFeature.State> {
    AnyCasePath(embed: Self.breakdown, extract: \.breakdown)
  }
  static var presetsCase: AnyCasePath<Self, PresetsFeature.State> {
    AnyCasePath(embed: Self.presets, extract: \.presets)
  }
  static var historyCase: AnyCasePath<Self, HistoryFeature.State> {
    AnyCasePath(embed: Self.history, extract: \.history)
  }
}

extension CalculatorFeature.Destination.Action {
  static var breakdownCase: AnyCasePath<Self, BreakdownFeature.Action> {
    AnyCasePath(embed: Self.breakdown) {
      if case .breakdown(let action) = $0 { action } else { nil }
    }
  }
  static var presetsCase: AnyCasePath<Self, PresetsFeature.Action> {
    AnyCasePath(embed: Self.presets) { if case .presets(let action) = $0 { action } else { nil } }
  }
  static var historyCase: AnyCasePath<Self, HistoryFeature.Action> {
    AnyCasePath(embed: Self.history) { if case .history(let action) = $0 { action } else { nil } }
  }
}
