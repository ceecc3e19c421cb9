import CalculatorFormatting
import CalculatorModel
import Composable

/// The Breakdown screen's feature: the rows and footer of the breakdown it was opened with (a
/// snapshot, so they never change), and going back.
struct BreakdownFeature: Reducer {
  struct State: Equatable {
    /// One row in words: the fragment as typed, its value or why it was ignored, the total.
    struct Row: Equatable {
      var fragment: String
      var value: String
      var total: String
    }

    // MARK: ⟶ Breakdown Feature → Breakdown View: view update
    var rows: [Row]
    var footer: String

    // MARK: ⟶ Calculator Feature → Breakdown Feature: navigate forward
    init(breakdown: Breakdown) {
      rows = BreakdownText.rows(breakdown).map { Row(fragment: $0, value: $1, total: $2) }
      footer = BreakdownText.footer(breakdown)
    }
  }

  enum Action: Equatable {
    case backTapped
    case delegate(Delegate)

    /// What the Calculator hears: the user went back.
    enum Delegate: Equatable {
      case back
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // MARK: ⟶ Breakdown View → Breakdown Feature: user input
      case .backTapped:
        return .send(.delegate(.back))
      case .delegate:
        return .none
      }

    }
  }
}
