import CalculatorFormatting
import CalculatorModel

/// The Breakdown screen's texts, computed once from the breakdown it was made with: the
/// screen shows a snapshot, so its outputs are constants rather than observables.
@MainActor
final class BreakdownViewModel {
  typealias Row = (fragment: String, value: String, total: String)

  let rows: [Row]
  let footer: String

  init(breakdown: Breakdown) {
    rows = BreakdownText.rows(breakdown)
    footer = BreakdownText.footer(breakdown)
  }
}
