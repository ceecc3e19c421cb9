/// Work a window's screens start that headless mode waits for before it draws, such as a
/// store's operations in flight (SPEC: Headless mode).
public protocol BackgroundActivity: AnyObject, Sendable {
  /// Returns once no operation is in flight, with how many operations had been started in
  /// all by then.
  nonisolated(nonsending) func settled() async -> Int
}
