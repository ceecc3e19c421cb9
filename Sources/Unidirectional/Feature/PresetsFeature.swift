import CalculatorModel
import Composable

/// The Presets screen's feature: the presets with the current one selected; the choice (or the
/// cancel) goes back to the Calculator as a delegate action.
struct PresetsFeature: Reducer {
  /// One choice: the separators text and its name.
  typealias Row = (separators: String, name: String)

  struct State: Equatable {
    // MARK: ⟶ Presets Feature → Presets View: view update
    /// The row selected when the screen opens: the one matching the current separators, or the
    /// first. The list keeps the selection while the user moves it, as a table view would.
    var selectedIndex: Int

    // MARK: ⟶ Calculator Feature → Presets Feature: navigate forward
    // MARK: ⟶ Presets Feature → Presets View: view update
    init(currentSeparators: String) {
      selectedIndex = SeparatorPreset.index(matching: currentSeparators)
    }

    /// The six presets, in order.
    var rows: [Row] { Self.rows }

    private static let rows: [Row] = SeparatorPreset.all.map { ($0.separators, $0.name) }
  }

  enum Action: Equatable {
    case presetTapped(at: Int)
    case cancelTapped
    case delegate(Delegate)

    /// What the Calculator hears: how the user left.
    enum Delegate: Equatable {
      case chosen(separators: String)
      case cancelled
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // MARK: ⟶ Presets View → Presets Feature: user input
      // MARK: ⟶ Presets Feature → Calculator Feature: data back
      case .presetTapped(let index):
        return .send(.delegate(.chosen(separators: SeparatorPreset.all[index].separators)))

      // MARK: ⟶ Presets View → Presets Feature: user input
      // MARK: ⟶ Presets Feature → Calculator Feature: data back
      case .cancelTapped:
        return .send(.delegate(.cancelled))

      case .delegate:
        return .none
      }

    }
  }
}
