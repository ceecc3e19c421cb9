import Coordinators
import TerminalUI
import Testing

/// `Navigating` as the app has it: a navigation controller shown as the window's root.
@MainActor
struct WindowNavigatorTests {
  @Test func itDrivesANavigationControllerAtTheWindowsRoot() throws {
    let window = Window(size: Size(width: 80, height: 24))
    let navigator = WindowNavigator(window: window)
    let root = ViewController()
    let pushed = ViewController()
    navigator.setRoot(root)
    let navigation = try #require(window.rootViewController as? NavigationController)
    navigator.push(pushed)
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init)
        == [root, pushed].map(ObjectIdentifier.init))
    navigator.pop()
    navigator.pop()
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    navigator.close()
    #expect(window.isClosed)
  }

  /// The navigator keeps the window weakly (the app owns it): once the window is gone, every
  /// call is a no-op rather than a crash.
  @Test func aNavigatorOutlivingItsWindowDoesNothing() {
    var window: Window? = Window(size: Size(width: 80, height: 24))
    let navigator = WindowNavigator(window: window!)
    weak let gone = window
    window = nil
    #expect(gone == nil)
    navigator.setRoot(ViewController())
    navigator.push(ViewController())
    navigator.pop()
    navigator.close()
  }
}
