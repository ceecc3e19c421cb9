import Testing

@testable import TerminalUI

@MainActor
struct LayoutViewControllerTests {
  /// A layout with one labelled field, as the screens' layouts are.
  private final class FormLayout: View {
    let nameLabel = Label("Name")
    let field = TextField(text: "abc")

    override init() {
      super.init()
      addSubview(StackView(arrangedSubviews: [nameLabel, field]))
    }

    override func layoutSubviews() {
      for subview in subviews { subview.frame = bounds }
    }
  }

  /// Counts its loads and focuses the layout's field, as a screen's `viewDidLoad()` does.
  private final class FormController: LayoutViewController<FormLayout> {
    var loadCount = 0

    init() {
      super.init(layout: FormLayout())
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      loadCount += 1
      focusedView = layout.field
    }
  }

  @Test func theViewIsNotLoadedUntilItIsFirstRead() {
    let controller = FormController()
    #expect(!controller.isViewLoaded)
    #expect(controller.loadCount == 0)
    #expect(controller.layout.superview == nil)
    _ = controller.view
    #expect(controller.isViewLoaded)
  }

  @Test func theLayoutItWasGivenIsTheViewLoadedOnce() {
    let layout = FormLayout()
    let controller = LayoutViewController(layout: layout)
    #expect(controller.layout === layout)
    #expect(controller.view === layout)
    #expect(controller.view === layout)
  }

  @Test func viewDidLoadRunsOnceAndSeesTheLayoutAsTheView() {
    let controller = FormController()
    #expect(controller.view === controller.layout)
    _ = controller.view
    #expect(controller.loadCount == 1)
    #expect(controller.focusedView === controller.layout.field)
  }

  @Test func theLayoutIsWhatTheWindowDrawsAndTypesInto() {
    let controller = FormController()
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    window.handle(.text("d"))
    #expect(controller.layout.field.text == "abcd")
    #expect(window.render().cells.lines.prefix(2) == ["Name", "▸ abcd"])
  }
}
