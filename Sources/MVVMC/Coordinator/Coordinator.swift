/// A flow of screens: it creates their view controllers and view models and moves between
/// them. `start()` shows the flow's first screen.
@MainActor
protocol Coordinator: AnyObject {
  func start()
}
