import Coordinators
import TerminalUI
import Testing

/// A screen stack that renders nothing: it keeps the pushed controllers and tells the one
/// covered or popped that it disappeared (as a navigation controller does: `isMovingFromParent`
/// is true for the popped one only), and writes every operation to a `Recorder`.
@MainActor
public final class RecordingNavigation: Navigating {
  public private(set) var stack: [ViewController] = []
  public let log: Recorder

  public init(sourceLocation: SourceLocation = #_sourceLocation) {
    log = Recorder(sourceLocation: sourceLocation)
  }

  public func take() -> [String] { log.take() }

  /// The screens on the stack, bottom to top, by type name.
  public var screens: [String] { stack.map { "\(type(of: $0))" } }
  public var top: ViewController? { stack.last }

  public func setRoot(_ viewController: ViewController) {
    log.record("setRoot \(type(of: viewController))")
    stack = [viewController]
  }

  public func push(_ viewController: ViewController) {
    log.record("push \(type(of: viewController))")
    let covered = stack.last
    stack.append(viewController)
    covered?.disappear(removed: false)
  }

  /// Like `NavigationController`, never pops the root.
  public func pop() {
    log.record("pop")
    if stack.count > 1 { stack.removeLast().disappear(removed: true) }
  }

  public func close() {
    log.record("close")
  }
}
