import Testing

@testable import TerminalUI

@MainActor
struct WindowTests {
  private func makeForm() -> (TestScreenController, TextField, TextField) {
    let first = TextField(text: "a")
    let second = TextField(text: "b")
    let controller = TestScreenController {
      StackView(arrangedSubviews: [Label("Form"), first, second])
    }
    return (controller, first, second)
  }

  @Test func theFocusedFieldGetsTextAndTheOtherDoesNot() {
    let (controller, first, second) = makeForm()
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    window.handle(.text("x"))
    #expect(first.text == "ax")
    #expect(second.text == "b")
  }

  @Test func tabAndArrowsMoveFocusAndWrapAround() {
    let (controller, first, second) = makeForm()
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    window.handle(.tab)
    #expect(controller.focusedView === second)
    window.handle(.tab)
    #expect(controller.focusedView === first)
    window.handle(.up)
    #expect(controller.focusedView === second)
    window.handle(.down)
    #expect(controller.focusedView === first)
    window.handle(.backTab)
    #expect(controller.focusedView === second)
    #expect(second.isFocused && !first.isFocused)
  }

  /// Sees every key first (`pressesBegan`) and uses up the one it is told to.
  private final class FirstInLineController: ViewController {
    let field = TextField(text: "")
    var seen: [Key] = []
    var usesUp: Key?

    override func loadView() {
      view = field
    }

    override func viewDidLoad() {
      focusedView = field
    }

    override func pressesBegan(_ key: Key) -> Bool {
      seen.append(key)
      return key == usesUp
    }
  }

  @Test func theControllerSeesEveryKeyFirstAndMayUseItUp() {
    let controller = FirstInLineController()
    controller.usesUp = .text("b")
    let window = Window(size: Size(width: 20, height: 3), rootViewController: controller)
    window.handle(.text("a"))
    window.handle(.text("b"))
    window.handle(.left)
    #expect(controller.seen == [.text("a"), .text("b"), .left])
    #expect(controller.field.text == "a")
  }

  @Test func keysNoViewConsumesGoToTheControllersKeyCommands() {
    let (controller, _, _) = makeForm()
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    window.handle(.enter)
    window.handle(.control("p"))
    window.handle(.control("x"))
    window.handle(.escape)
    #expect(controller.fired == ["enter", "ctrl-p", "escape"])
  }

  @Test func controlCClosesTheWindowAndLaterKeysAreIgnored() {
    let (controller, first, _) = makeForm()
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    window.handle(.control("c"))
    window.handle(.text("z"))
    window.handle(.enter)
    #expect(window.isClosed)
    #expect(first.text == "a")
    #expect(controller.fired.isEmpty)
  }

  @Test func renderShowsTheCursorOfTheFocusedFieldInWindowCoordinates() {
    let (controller, _, _) = makeForm()
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    let frame = window.render()
    #expect(frame.cells.lines.prefix(3) == ["Form", "▸ a", "  b"])
    #expect(frame.cursor == Point(x: 3, y: 1))
  }

  @Test(arguments: [Size(width: 19, height: 24), Size(width: 80, height: 5)])
  func belowTwentyBySixOnlyTerminalTooSmallIsShown(size: Size) {
    let (controller, _, _) = makeForm()
    let window = Window(size: size, rootViewController: controller)
    let frame = window.render()
    #expect(frame.cells.lines.joined(separator: " ").contains("too"))
    #expect(!frame.cells.lines.contains("Form"))
    #expect(frame.cursor == nil)
  }

  @Test func aTinyWindowShowsAsMuchOfTheMessageAsFitsAndDoesNotCrash() {
    let window = Window(size: Size(width: 5, height: 5), rootViewController: makeForm().0)
    #expect(window.render().cells.lines == ["termi", "too", "small", "", ""])
    let empty = Window(size: Size(width: 0, height: 0), rootViewController: makeForm().0)
    #expect(empty.render().cells.lines.isEmpty)
  }

  @Test func theExactMinimumSizeShowsTheScreen() {
    let window = Window(size: Window.minimumSize, rootViewController: makeForm().0)
    #expect(window.render().cells.lines.first == "Form")
  }

  @Test func viewsKnowTheirWindowOnlyWhileInItsTree() {
    let (controller, first, _) = makeForm()
    #expect(first.window == nil)
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    #expect(first.window === window)
    window.rootViewController = nil
    #expect(first.window == nil)
  }
}

@MainActor
struct NavigationControllerTests {
  @Test func pushShowsTheNewTopAndRoutesKeysToIt() {
    let rootField = TextField()
    let root = TestScreenController { StackView(arrangedSubviews: [Label("Root"), rootField]) }
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 20, height: 6), rootViewController: navigation)
    let list = ListView(style: .selection, rows: ["one", "two"])
    let pushed = TestScreenController { StackView(arrangedSubviews: [Label("Pushed"), list]) }
    navigation.pushViewController(pushed)
    #expect(pushed.navigationController === navigation)
    #expect(window.activeViewController === pushed)
    #expect(window.render().cells.lines.first == "Pushed")
    window.handle(.down)
    window.handle(.enter)
    window.handle(.text("x"))
    #expect(list.selectedIndex == 1)
    #expect(pushed.fired == ["enter"])
    #expect(root.fired.isEmpty)
    #expect(rootField.text == "")
  }

  @Test func aScreenPushedWhileTheRootLoadsIsTheOneShown() {
    let pushed = TestScreenController { Label("Pushed") }
    let root = TestScreenController { Label("Root") }
    let navigation = NavigationController(rootViewController: root)
    root.onViewDidLoad = { navigation.pushViewController(pushed) }
    let window = Window(size: Size(width: 20, height: 6), rootViewController: navigation)
    #expect(window.activeViewController === pushed)
    #expect(navigation.view.subviews.count == 1)
    #expect(window.render().cells.lines.first == "Pushed")
    navigation.popViewController()
    #expect(window.render().cells.lines.first == "Root")
  }

  @Test func popRestoresThePreviousScreenWithItsFocusAndCursor() {
    let first = TextField(text: "abc")
    let second = TextField(text: "def")
    let root = TestScreenController { StackView(arrangedSubviews: [first, second]) }
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 20, height: 6), rootViewController: navigation)
    window.handle(.tab)
    window.handle(.left)
    navigation.pushViewController(TestScreenController { Label("Top") })
    #expect(window.render().cursor == nil)
    let popped = navigation.popViewController()
    #expect(popped?.navigationController == nil)
    let frame = window.render()
    #expect(frame.cells.lines.prefix(2) == ["  abc", "▸ def"])
    #expect(frame.cursor == Point(x: 4, y: 1))
    #expect(root.focusedView === second)
  }

  @Test func aControllerIsToldWhenAPushCoversItAndWhenItIsPopped() {
    let root = TestScreenController { Label("Root") }
    let navigation = NavigationController(rootViewController: root)
    _ = Window(size: Size(width: 20, height: 6), rootViewController: navigation)
    let top = TestScreenController { Label("Top") }
    navigation.pushViewController(top)
    #expect((root.disappearances, top.disappearances) == (1, 0))
    navigation.popViewController()
    #expect((root.disappearances, top.disappearances) == (1, 1))
    navigation.popViewController()  // the root stays, and is still shown
    #expect((root.disappearances, top.disappearances) == (1, 1))
    // Covered, the root was not moving from its parent; popped, the top was, only meanwhile.
    #expect((root.movingFromParent, top.movingFromParent) == ([false], [true]))
    #expect(!top.isMovingFromParent)
  }

  @Test func theRootIsNeverPopped() {
    let root = TestScreenController { Label("Root") }
    let navigation = NavigationController(rootViewController: root)
    #expect(navigation.popViewController() == nil)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func poppedControllersAreReleased() {
    let navigation = NavigationController(rootViewController: TestScreenController { Label("R") })
    let window = Window(size: Size(width: 20, height: 6), rootViewController: navigation)
    weak var weakPushed: TestScreenController?
    weak var weakView: View?
    do {
      let pushed = TestScreenController { Label("Pushed") }
      weakPushed = pushed
      navigation.pushViewController(pushed)
      _ = window.render()
      weakView = pushed.view
    }
    #expect(weakPushed != nil)
    navigation.popViewController()
    #expect(weakPushed == nil)
    #expect(weakView == nil)
  }
}
