import CalculatorModel

/// Turns the breakdown it was handed into table rows and a footer; handles going back.
@MainActor
final class BreakdownPresenter {
  private let breakdown: Breakdown
  private weak var view: BreakdownViewing?

  // MARK: ⟶ Calculator Presenter → Breakdown Presenter: navigate forward
  init(breakdown: Breakdown) {
    self.breakdown = breakdown
  }

  // MARK: ⟶ Breakdown Presenter → Breakdown View: view update
  func attach(_ view: BreakdownViewing) {
    self.view = view
    view.show(
      rows: breakdown.fragments.map { ($0.text, $0.outcome.description, $0.totalText) },
      footer: "Sum \(breakdown.sum) · \(breakdown.summary)")
  }

  // MARK: ⟶ Breakdown View → Breakdown Presenter: user input
  func backRequested() {
    view?.dismiss()
  }
}
