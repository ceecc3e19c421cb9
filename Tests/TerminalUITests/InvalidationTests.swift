import Testing

@testable import TerminalUI

/// Drawing only what changed (UIKit's `setNeedsDisplay()`): a frame draws the marked views over
/// the last frame's cells and tells the renderer which rows it drew. Every test here also runs
/// the audit (`Window.auditsDrawing`, on in debug builds), which draws each frame whole and
/// stops the program when the two differ.
@MainActor
struct InvalidationTests {
  private struct Form {
    let window: Window
    let title: Label
    let first: TextField
    let second: TextField
    let status: Label
  }

  /// Rows: 0 the title, 1 and 2 the fields, 3 the status, 4 and 5 blank.
  private func makeForm() -> Form {
    let title = Label("Form")
    let first = TextField(text: "a")
    let second = TextField(text: "b")
    let status = Label("ok")
    let controller = TestScreenController {
      StackView(arrangedSubviews: [title, first, second, status])
    }
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    return Form(window: window, title: title, first: first, second: second, status: status)
  }

  @Test func theFirstFrameDrawsEveryRowAndAFrameWithNoChangeNone() {
    let form = makeForm()
    #expect(form.window.render().drawnRows == 0..<6)
    #expect(form.window.render().drawnRows.isEmpty)
  }

  @Test func aKeystrokeDrawsTheFieldsRowAndTheLabelItChangesNothingElse() {
    let form = makeForm()
    _ = form.window.render()
    form.first.addAction(for: .editingChanged) { _ in form.status.text = "edited" }
    form.window.handle(.text("x"))
    let frame = form.window.render()
    #expect(frame.drawnRows == 1..<4)
    #expect(frame.cells.lines.prefix(4) == ["Form", "▸ ax", "  b", "edited"])
  }

  @Test func aLabelSetToTheTextItShowsDrawsNothing() {
    let form = makeForm()
    _ = form.window.render()
    form.status.text = "ok"
    #expect(form.window.render().drawnRows.isEmpty)
  }

  @Test func aMovedFocusDrawsBothFieldsMarkers() {
    let form = makeForm()
    _ = form.window.render()
    form.window.handle(.tab)
    let frame = form.window.render()
    #expect(frame.drawnRows == 1..<3)
    #expect(frame.cells.lines.prefix(3) == ["Form", "  a", "▸ b"])
  }

  @Test func aHiddenLabelLeavesBlankCellsAndTheRowsBelowMoveUp() {
    let form = makeForm()
    _ = form.window.render()
    form.second.isHidden = true
    let frame = form.window.render()
    #expect(frame.cells.lines.prefix(4) == ["Form", "▸ a", "ok", ""])
    // The rows the hidden field and the moved label left and took, not the whole stack.
    #expect(frame.drawnRows == 2..<4)
    form.second.isHidden = false
    #expect(form.window.render().cells.lines.prefix(4) == ["Form", "▸ a", "  b", "ok"])
  }

  @Test func aResizeAndAnotherRootDrawEveryRow() {
    let form = makeForm()
    _ = form.window.render()
    form.window.size = Size(width: 30, height: 7)
    #expect(form.window.render().drawnRows == 0..<7)
    form.window.rootViewController = TestScreenController { Label("Other") }
    let frame = form.window.render()
    #expect(frame.drawnRows == 0..<7)
    #expect(frame.cells.lines.first == "Other")
  }

  @Test func aScreenPushedDrawsTheWholeScreen() {
    let root = TestScreenController { Label("Root") }
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 20, height: 6), rootViewController: navigation)
    _ = window.render()
    navigation.pushViewController(TestScreenController { Label("Pushed") })
    let frame = window.render()
    #expect(frame.drawnRows == 0..<6)
    #expect(frame.cells.lines.first == "Pushed")
    navigation.popViewController()
    #expect(window.render().cells.lines.first == "Root")
  }

  @Test func afterTooSmallTheWholeScreenIsDrawnAgain() {
    let form = makeForm()
    _ = form.window.render()
    form.window.size = Size(width: 20, height: 2)
    #expect(form.window.render().cells.lines.first == Window.tooSmallMessage)
    form.status.text = "changed while too small"
    form.window.size = Size(width: 30, height: 6)
    let frame = form.window.render()
    #expect(frame.drawnRows == 0..<6)
    #expect(frame.cells.lines.prefix(4) == ["Form", "▸ a", "  b", "changed while too small"])
  }

  /// A view under a sibling changes: the cells they share are the later one's over the
  /// earlier one's, so their superview draws both again.
  @Test func aViewUnderASiblingIsDrawnAgainWithIt() {
    let under = Label("under under under")
    let over = Label("OVER")
    let controller = TestScreenController { Overlay(under, over) }
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    #expect(window.render().cells.lines.first == "OVERr under under")
    under.text = "below below below"
    let frame = window.render()
    #expect(frame.cells.lines.first == "OVERw below below")
    #expect(frame.drawnRows == 0..<6)
  }

  @Test func theRendererComparesOnlyTheRowsDrawn() {
    let form = makeForm()
    var renderer = FrameRenderer()
    let first = form.window.render()
    _ = renderer.render(first.cells, cursor: first.cursor, rows: first.drawnRows)
    form.status.text = "done"
    let frame = form.window.render()
    let bytes = renderer.render(frame.cells, cursor: frame.cursor, rows: frame.drawnRows)
    var screen = VirtualScreen(size: form.window.size)
    var fresh = FrameRenderer()
    screen.apply(fresh.render(first.cells, cursor: first.cursor))
    screen.apply(bytes)
    #expect(screen.lines.prefix(4) == ["Form", "▸ a", "  b", "done"])
    // Rows outside those drawn are taken as unchanged: nothing is written for them.
    #expect(renderer.render(frame.cells, cursor: frame.cursor, rows: 0..<0).isEmpty)
  }

  @Test func aViewThatChangesWhatItShowsWithoutSayingSoStopsTheAudit() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let silent = SilentLabel()
        let controller = TestScreenController { StackView(arrangedSubviews: [silent]) }
        let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
        Window.auditsDrawing = true
        _ = window.render()
        silent.text = "changed"
        _ = window.render()
      }
    }
  }
}

/// Two views over the same row, the second drawn over the first.
@MainActor
private final class Overlay: View {
  init(_ under: View, _ over: View) {
    super.init()
    addSubview(under)
    addSubview(over)
  }

  override func layoutSubviews() {
    subviews[0].frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
    subviews[1].frame = Rect(x: 0, y: 0, width: 5, height: 1)
  }
}

/// A view that forgets `setNeedsDisplay()` when its text changes.
@MainActor
private final class SilentLabel: View {
  var text = "first"

  override func draw(into canvas: inout Canvas) {
    canvas.draw(text, at: .zero)
  }
}
