import CalculatorFormatting
import CalculatorModel

/// The Breakdown screen's texts, made once from the breakdown the coordinator passed in.
@MainActor
final class BreakdownViewModel {
  /// One table row: the fragment as typed, its value or ignore reason, the running total.
  typealias Row = (fragment: String, value: String, total: String)

  weak var coordinator: BreakdownCoordinating?
  let rows: [Row]
  let footer: String

  init(breakdown: Breakdown) {
    rows = BreakdownText.rows(breakdown)
    footer = BreakdownText.footer(breakdown)
  }

  func backRequested() {
    coordinator?.closeBreakdown()
  }
}
