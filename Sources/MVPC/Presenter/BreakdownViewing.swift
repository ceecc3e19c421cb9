/// What the Breakdown presenter may ask of its view.
@MainActor
protocol BreakdownViewing: AnyObject {
  func show(rows: [(fragment: String, value: String, total: String)], footer: String)
}
