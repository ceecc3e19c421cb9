/// A stack of view controllers showing the top one, like `UINavigationController`.
@MainActor
open class NavigationController: ViewController {
  /// Read on every key and frame (the top is the active screen): no exclusivity check, as for
  /// the views' hot properties; it belongs to the main actor and is never passed `inout`.
  @exclusivity(unchecked) public private(set) var viewControllers: [ViewController] = []

  public init(rootViewController: ViewController) {
    super.init()
    pushViewController(rootViewController)
  }

  public var topViewController: ViewController? { viewControllers.last }

  public func pushViewController(_ viewController: ViewController) {
    let covered = topViewController
    viewController.navigationController = self
    viewController.setTraitCollection(traitCollection)
    viewControllers.append(viewController)
    showTop()
    covered?.disappear(removed: false)
  }

  /// Pops the top controller unless it is the root; returns the popped controller.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    popped.navigationController = nil
    popped.view.removeFromSuperview()
    showTop()
    popped.disappear(removed: true)
    return popped
  }

  open override func loadView() {
    view = ContainerView()
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showTop()
  }

  open override var children: [ViewController] { viewControllers }

  open override var activeViewController: ViewController {
    topViewController?.activeViewController ?? self
  }

  private func showTop() {
    guard isViewLoaded, let top = topViewController else { return }
    // Loading the top's view may push another controller (a screen that opens the next one as
    // it loads, as an app opened at a screen does): that push has shown its own top.
    let topView = top.view
    guard top === topViewController else { return }
    for subview in view.subviews where subview !== topView { subview.removeFromSuperview() }
    if topView.superview !== view { view.addSubview(topView) }
  }
}

/// Shows its subviews filling its bounds.
@MainActor
final class ContainerView: View {
  override func layoutSubviews() {
    for subview in subviews { subview.frame = bounds }
  }
}
