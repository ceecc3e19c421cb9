/// Where the Breakdown presenter sends the user back to.
@MainActor
protocol BreakdownCoordinating: AnyObject {
  func closeBreakdown()
}
