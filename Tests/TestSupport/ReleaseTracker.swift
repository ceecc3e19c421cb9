/// Weak references to objects that should be deallocated; `alive` names those that are not.
///
/// The release tests (ConformanceTests' ReleaseTests, for every variant) use it: track the
/// objects of a screen, leave the scope that holds them strongly, navigate back or tear down,
/// then expect `alive == []`.
@MainActor
public final class ReleaseTracker {
  private var objects: [(name: String, get: () -> AnyObject?)] = []

  public init() {}

  public func track(_ name: String, _ object: AnyObject) {
    objects.append((name, { [weak object] in object }))
  }

  /// The names of the tracked objects still alive, in the order they were tracked.
  public var alive: [String] { objects.filter { $0.get() != nil }.map(\.name) }
}
