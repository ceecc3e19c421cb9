import Testing

@testable import TerminalUI

/// The vertical size class a window gives its controllers, the second view a controller shows
/// for it, and the smallest window each screen is drawn in.
@MainActor
struct TraitCollectionTests {
  /// A screen with a full view and a compact one (one row, which fits 3 rows), swapped on a
  /// size-class change; it records the changes it heard.
  final class TwoViewController: ViewController {
    let full = Label("full view")
    let compact = Label("compact view")
    var heard: [UserInterfaceSizeClass] = []

    override func loadView() {
      compact.minimumSize = Window.smallestSize
      view = traitCollection.verticalSizeClass == .compact ? compact : full
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
      heard.append(traitCollection.verticalSizeClass)
      if isViewLoaded { view = traitCollection.verticalSizeClass == .compact ? compact : full }
    }
  }

  static func text(of window: Window) -> String {
    window.render().cells.lines.joined(separator: "\n")
  }

  @Test func theSizeClassIsCompactBelowSixRows() {
    #expect(TraitCollection(windowSize: Size(width: 80, height: 5)).verticalSizeClass == .compact)
    #expect(TraitCollection(windowSize: Size(width: 80, height: 6)).verticalSizeClass == .regular)
    #expect(TraitCollection(windowSize: Size(width: 10, height: 24)).verticalSizeClass == .regular)
  }

  @Test func aResizeAcrossSixRowsTellsEveryControllerOfTheStackOnce() {
    let bottom = TwoViewController()
    let navigation = NavigationController(rootViewController: bottom)
    let window = Window(size: Size(width: 40, height: 24), rootViewController: navigation)
    _ = window.render()
    let top = TwoViewController()
    navigation.pushViewController(top)
    window.size = Size(width: 40, height: 5)
    window.size = Size(width: 40, height: 4)
    window.size = Size(width: 30, height: 4)
    window.size = Size(width: 40, height: 6)
    #expect(bottom.heard == [.compact, .regular])
    #expect(top.heard == [.compact, .regular])
    #expect(navigation.traitCollection.verticalSizeClass == .regular)
  }

  /// A controller pushed, or made the root, while the window is compact gets the compact class
  /// before its view loads.
  @Test func aControllerShownInACompactWindowLoadsItsCompactView() {
    let root = TwoViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 40, height: 4), rootViewController: navigation)
    #expect(Self.text(of: window).hasPrefix("compact view"))
    #expect(root.heard == [.compact])
    let pushed = TwoViewController()
    navigation.pushViewController(pushed)
    #expect(pushed.heard == [.compact])
    #expect(pushed.view === pushed.compact)
  }

  /// The view put in the old one's place is drawn, in the navigation controller's container,
  /// and the old one is gone from it.
  @Test func aSecondViewTakesTheFirstsPlaceInItsContainer() {
    let screen = TwoViewController()
    let navigation = NavigationController(rootViewController: screen)
    let window = Window(size: Size(width: 40, height: 24), rootViewController: navigation)
    #expect(Self.text(of: window).hasPrefix("full view"))
    window.size = Size(width: 40, height: 3)
    #expect(Self.text(of: window).hasPrefix("compact view"))
    #expect(navigation.view.subviews.count == 1 && navigation.view.subviews[0] === screen.compact)
    #expect(screen.full.superview == nil)
    window.size = Size(width: 40, height: 24)
    #expect(Self.text(of: window).hasPrefix("full view"))
  }

  /// A window's root controller may swap its view too: the window draws the new one.
  @Test func theRootControllersSecondViewIsDrawn() {
    let screen = TwoViewController()
    let window = Window(size: Size(width: 40, height: 24), rootViewController: screen)
    #expect(Self.text(of: window).hasPrefix("full view"))
    window.size = Size(width: 40, height: 3)
    #expect(Self.text(of: window).hasPrefix("compact view"))
    #expect(screen.compact.window === window)
  }

  /// Only a screen whose view is made for fewer rows is drawn below 6 rows, and none below 3
  /// rows or 20 columns.
  @Test func eachScreenIsDrawnDownToItsViewsMinimumSize() {
    let screen = TwoViewController()
    let navigation = NavigationController(rootViewController: screen)
    let window = Window(size: Size(width: 40, height: 3), rootViewController: navigation)
    #expect(Self.text(of: window).hasPrefix("compact view"))
    let other = TestScreenController { Label("other") }
    navigation.pushViewController(other)
    #expect(Self.text(of: window).hasPrefix(Window.tooSmallMessage))
    navigation.popViewController()
    #expect(Self.text(of: window).hasPrefix("compact view"))
    for size in [Size(width: 40, height: 2), Size(width: 19, height: 3)] {
      window.size = size
      #expect(Self.text(of: window).hasPrefix("terminal"), "\(size)")
    }
    screen.compact.minimumSize = Size(width: 1, height: 1)
    window.size = Size(width: 19, height: 2)
    #expect(Self.text(of: window).hasPrefix("terminal"))
  }

  /// `moveCursor(to:)` puts the cursor where it says, clamped, and fires no edit.
  @Test func aFieldsCursorMovesWithoutAnEdit() {
    let field = TextField(text: "héllo")
    var edits = 0
    field.addAction(for: .editingChanged) { _ in edits += 1 }
    field.moveCursor(to: 2)
    #expect(field.cursor == 2)
    #expect(field.handle(.text("X")))
    #expect(field.text == "héXllo")
    field.moveCursor(to: 99)
    #expect(field.cursor == 6)
    field.moveCursor(to: -1)
    #expect(field.cursor == 0)
    #expect(edits == 1)
    let other = TextField()
    other.takeEditing(from: field)
    #expect(other.text == "héXllo" && other.cursor == 0)
  }
}
