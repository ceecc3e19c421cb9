import CalculatorModel

/// The Breakdown scene's one use case. Clean Swift would call the namespace `Breakdown`, the
/// model's name here, hence `BreakdownScene`.
enum BreakdownScene {
  /// Shows the breakdown the Calculator scene's router passed in.
  enum Load {
    struct Request {}
    struct Response {
      let breakdown: Breakdown
    }
    struct ViewModel {
      let rows: [(fragment: String, value: String, total: String)]
      let footer: String
    }
  }
}
