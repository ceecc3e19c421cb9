/// Where the Breakdown view model sends the user back to.
@MainActor
protocol BreakdownCoordinating: AnyObject {
  func closeBreakdown()
}
