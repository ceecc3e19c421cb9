import CalculatorUI
import DeclarativeUI

/// A screen's title row, the shared `TitleRow` hosted as it is (as `BreakdownTable` hosts the
/// Breakdown layout): it right-aligns its text, and leaves it out where it does not fit beside
/// the title, which the declarative stacks cannot say.
struct TitleRowView: ViewRepresentable {
  let title: String
  /// The saved count in words, or nil for none.
  let trailingText: String?

  func makeView() -> TitleRow {
    TitleRow(title)
  }

  func updateView(_ row: TitleRow) {
    row.trailingText = trailingText
  }
}
