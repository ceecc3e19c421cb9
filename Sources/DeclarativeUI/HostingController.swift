import TerminalUI

/// A view controller that shows a declarative view, like SwiftUI's `UIHostingController`.
///
/// It evaluates `rootView.body` under observation tracking, builds TerminalUI widgets for what
/// it describes and keeps them: a later evaluation updates the same widgets (see `ViewHost`).
/// When a property the body read changes, the host is marked to update and asks its window for
/// a frame (`setNeedsLayout()`); it evaluates again once the event that changed it has been
/// handled, or before the next frame when no event did (a task's work after an `await`).
@MainActor
open class HostingController<Content: View>: ViewController {
  /// The view shown. Setting it marks the host to update before the next frame, and asks the
  /// window for that frame.
  public var rootView: Content {
    didSet { host.setNeedsUpdate() }
  }

  let host = ViewHost()

  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
    host.controller = self
    host.evaluate = { [unowned self] outputs in self.rootView._resolve(into: &outputs) }
  }

  /// How many times `body` has been evaluated (for tests and measurements).
  public var evaluationCount: Int { host.evaluationCount }

  /// Evaluates the view again now if something it read changed, here and in the screens of
  /// its navigation stacks.
  public func updateIfNeeded() {
    host.flush()
  }

  open override func loadView() {
    view = host.hostView
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    host.updateIfNeeded()
  }

  /// Every key first reaches the view's `onKeyPress(action:)` handlers, if it has any.
  open override func pressesBegan(_ key: Key) -> Bool {
    host.pressesBegan(key)
  }

  /// The window moved focus: the focus binding learns where it went.
  open override func moveFocus(forward: Bool) {
    super.moveFocus(forward: forward)
    host.focusDidMove()
  }

  /// The window's traits changed: the view is evaluated again with the new environment.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
    host.traitsDidChange()
  }

  /// The navigation stacks' controllers, which pass the traits on to their screens.
  open override var children: [ViewController] { host.navigations.map(\.controller) }

  /// The top screen of the navigation stack the view shows, if any; else this controller.
  open override var activeViewController: ViewController {
    host.navigations.first?.controller.activeViewController ?? self
  }
}
