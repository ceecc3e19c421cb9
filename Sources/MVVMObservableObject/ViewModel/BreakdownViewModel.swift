import CalculatorFormatting
import CalculatorModel

/// The Breakdown screen's texts, computed once from the breakdown it was made with: the
/// screen shows a snapshot, so nothing in it changes and nothing needs publishing (a plain
/// object, not an `ObservableObject`).
@MainActor
final class BreakdownViewModel {
  typealias Row = (fragment: String, value: String, total: String)

  // MARK: ⟶ Breakdown ViewModel → Breakdown View: view update
  let rows: [Row]
  let footer: String

  // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
  // MARK: ⟶ Breakdown ViewModel → Breakdown View: view update
  init(breakdown: Breakdown) {
    rows = BreakdownText.rows(breakdown)
    footer = BreakdownText.footer(breakdown)
  }
}
