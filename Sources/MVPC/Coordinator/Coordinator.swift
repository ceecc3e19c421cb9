/// A flow of screens: it creates their view controllers and presenters and moves between
/// them. `start()` shows the flow's first screen.
@MainActor
protocol Coordinator: AnyObject {
  func start()
}
