import TerminalUI

/// Renders a view alone at `size` and returns its rows, trailing spaces trimmed.
@MainActor
func renderedLines(of view: View, size: Size) -> [String] {
  var canvas = Canvas(size: size)
  view.frame = Rect(origin: .zero, size: size)
  view.render(into: &canvas)
  return canvas.buffer.lines
}

/// A controller with a given view, key commands that record what fired, and first focus.
@MainActor
final class TestScreenController: ViewController {
  private let makeView: () -> View
  var fired: [String] = []
  /// Runs after a command fires, e.g. to close the window.
  var afterCommand: (String) -> Void = { _ in }
  /// Runs at the end of `viewDidLoad`, e.g. to push another screen.
  var onViewDidLoad: () -> Void = {}

  init(_ makeView: @escaping () -> View) {
    self.makeView = makeView
    super.init()
  }

  override func loadView() {
    view = makeView()
  }

  /// How many times the controller was told it stopped being shown.
  var disappearances = 0
  /// `isMovingFromParent` at each of those times: popped (true) or covered (false).
  var movingFromParent: [Bool] = []

  override func viewDidDisappear() {
    disappearances += 1
    movingFromParent.append(isMovingFromParent)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = view.focusableViews.first
    for (key, name) in [(Key.enter, "enter"), (.escape, "escape"), (.control("p"), "ctrl-p")] {
      addKeyCommand(
        KeyCommand(key) { [weak self] in
          self?.fired.append(name)
          self?.afterCommand(name)
        })
    }
    onViewDidLoad()
  }
}
