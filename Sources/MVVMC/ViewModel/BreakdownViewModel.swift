import CalculatorFormatting
import CalculatorModel

/// The Breakdown screen's texts, made once from the breakdown the coordinator passed in.
@MainActor
final class BreakdownViewModel {
  /// One table row: the fragment as typed, its value or ignore reason, the running total.
  typealias Row = (fragment: String, value: String, total: String)

  weak var coordinator: BreakdownCoordinating?
  // MARK: ⟶ Breakdown ViewModel → Breakdown View: view update
  let rows: [Row]
  let footer: String

  // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
  // MARK: ⟶ Breakdown ViewModel → Breakdown View: view update
  init(breakdown: Breakdown) {
    rows = BreakdownText.rows(breakdown)
    footer = BreakdownText.footer(breakdown)
  }

  // MARK: ⟶ Breakdown View → App Coordinator: user input
  func backRequested() {
    coordinator?.closeBreakdown()
  }
}
