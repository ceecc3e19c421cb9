import CalculatorModel
import Testing

@testable import MVP

@MainActor
struct BreakdownPresenterTests {
  @Test func attachingShowsOneRowPerFragmentAndTheFooter() {
    let presenter = BreakdownPresenter(
      breakdown: Calculator(numbers: "5,,7, 99999999999999999999").breakdown)
    let view = BreakdownViewSpy()
    presenter.attach(view)
    #expect(
      view.take() == [
        .show(
          rows: [
            .init(fragment: "5", value: "5", total: "5"),
            .init(fragment: "", value: "ignored: empty", total: ""),
            .init(fragment: "7", value: "7", total: "12"),
            .init(fragment: " 99999999999999999999", value: "ignored: out of range", total: ""),
          ],
          footer: "Sum 12 · 2 numbers, 2 ignored")
      ])
  }

  @Test func backRequestedDismissesTheView() {
    let presenter = BreakdownPresenter(breakdown: Calculator(numbers: "1").breakdown)
    let view = BreakdownViewSpy()
    presenter.attach(view)
    _ = view.take()
    presenter.backRequested()
    #expect(view.take() == [.dismiss])
  }
}
