import CalculatorFormatting
import CalculatorModel

/// Turns the breakdown it was handed into table rows and a footer; passes the back request to
/// its coordinator.
@MainActor
final class BreakdownPresenter {
  /// Weak: the coordinator owns the flow that shows this screen.
  weak var coordinator: BreakdownCoordinating?
  private let breakdown: Breakdown
  private weak var view: BreakdownViewing?

  // MARK: ⟶ Calculator Presenter → Breakdown Presenter: navigate forward
  init(breakdown: Breakdown) {
    self.breakdown = breakdown
  }

  // MARK: ⟶ Breakdown Presenter → Breakdown View: view update
  func attach(_ view: BreakdownViewing) {
    self.view = view
    view.show(rows: BreakdownText.rows(breakdown), footer: BreakdownText.footer(breakdown))
  }

  // MARK: ⟶ Breakdown View → App Coordinator: user input
  func backRequested() {
    coordinator?.closeBreakdown()
  }
}
