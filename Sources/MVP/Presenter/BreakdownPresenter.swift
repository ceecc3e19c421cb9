import CalculatorFormatting
import CalculatorModel

/// Turns the breakdown it was handed into table rows and a footer; handles going back.
@MainActor
final class BreakdownPresenter {
  private let breakdown: Breakdown
  private weak var view: BreakdownViewing?

  init(breakdown: Breakdown) {
    self.breakdown = breakdown
  }

  // MARK: ⟶ Presenter → View: view update
  func attach(_ view: BreakdownViewing) {
    self.view = view
    view.show(rows: BreakdownText.rows(breakdown), footer: BreakdownText.footer(breakdown))
  }

  func backRequested() {
    view?.dismiss()
  }
}
