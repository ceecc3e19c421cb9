import TerminalUI

/// The screen stack as coordinators drive it: small enough that tests replace it with a
/// recording stack and check the flows without rendering anything.
@MainActor
public protocol Navigating: AnyObject {
  /// Shows `viewController` as the only screen.
  func setRoot(_ viewController: ViewController)
  func push(_ viewController: ViewController)
  func pop()
  /// Ends the app.
  func close()
}

/// `Navigating` in the app: a `NavigationController` shown as the window's root.
///
/// It owns the navigation controller (and through it the screens); the window belongs to the
/// app, so it is held weakly here.
@MainActor
public final class WindowNavigator: Navigating {
  private weak var window: Window?
  private var navigationController: NavigationController?

  public init(window: Window) {
    self.window = window
  }

  public func setRoot(_ viewController: ViewController) {
    let navigationController = NavigationController(rootViewController: viewController)
    self.navigationController = navigationController
    window?.rootViewController = navigationController
  }

  public func push(_ viewController: ViewController) {
    navigationController?.pushViewController(viewController)
  }

  public func pop() {
    navigationController?.popViewController()
  }

  public func close() {
    window?.close()
  }
}
