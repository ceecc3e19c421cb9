/// A flow of screens: it creates their view controllers (and the view models or presenters
/// behind them) and moves between them. `start()` shows the flow's first screen.
///
/// Shared by the two coordinator variants (MVVM-C and MVP-C), as `Bindings` is by the two
/// closure-binding MVVMs: the protocol is the same in both, what differs is what it creates.
@MainActor
public protocol Coordinator: AnyObject {
  func start()
}
