import CalculatorUI
import DeclarativeUI

/// The Breakdown screen: shows the snapshot its view model was made with; Esc, Backspace or
/// Left go back.
struct BreakdownView: View {
  let viewModel: BreakdownViewModel
  let backRequested: @MainActor () -> Void

  // MARK: ⟶ Breakdown ViewModel → Breakdown View: view update
  var body: some View {
    BreakdownTable(rows: viewModel.rows, footer: viewModel.footer)
      // MARK: ⟶ Breakdown View → Calculator ViewModel: user input
      .onKeyPress(keys: [.escape, .backspace, .left]) { _ in
        backRequested()
        return .handled
      }
  }
}

/// The shared Breakdown layout, hosted as it is, as a SwiftUI app wraps a UIKit view it
/// already has: its columns size to the screen's width at layout time (each column as wide as
/// its content, the widest giving up columns until the table fits), which the declarative
/// stacks cannot say without layout priorities, and which is the same for every variant.
private struct BreakdownTable: ViewRepresentable {
  let rows: [BreakdownLayout.Row]
  let footer: String

  func makeView() -> BreakdownLayout {
    BreakdownLayout()
  }

  // MARK: ⟶ Breakdown ViewModel → Breakdown View: view update
  func updateView(_ layout: BreakdownLayout) {
    layout.setRows(rows)
    layout.footerLabel.text = footer
  }
}
