import DeclarativeUI
import Observation
import TerminalUI
import Testing

/// A body that branches on `@Environment(\.verticalSizeClass)`, keeps its fields' cursors in
/// `@State` selections across the branches, and lowers its screen's minimum size.
@MainActor
struct SizeClassTests {
  private struct Adaptive: DeclarativeUI.View {
    @Bindable var model: Model
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @DeclarativeUI.State private var nameSelection: TextSelection?
    @DeclarativeUI.State private var otherSelection: TextSelection?

    var body: some DeclarativeUI.View {
      VStack {
        if verticalSizeClass == .compact {
          HStack {
            field($model.name, $nameSelection, .first)
            field($model.other, $otherSelection, .second)
          }
        } else {
          Text("regular")
          field($model.name, $nameSelection, .first)
          field($model.other, $otherSelection, .second)
        }
      }
      .frame(minHeight: 3)
    }

    private func field(
      _ text: Binding<String>, _ selection: Binding<TextSelection?>, _ focus: Model.Field
    ) -> some DeclarativeUI.View {
      DeclarativeUI.TextField("", text: text, selection: selection)
        .focused($model.focus, equals: focus)
    }
  }

  /// `Adaptive` as the root of a navigation stack, made anew at each evaluation of its screen
  /// (as an app's root view makes its first screen): its `@State` stays with the screen.
  private struct Stacked: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      NavigationStack(path: $model.path) {
        Adaptive(model: model)
      }
    }
  }

  /// A view that reads the size class in a child view of its body, which is kept between
  /// evaluations while it is unchanged.
  private struct Parent: DeclarativeUI.View {
    let model: Model

    var body: some DeclarativeUI.View {
      VStack {
        Text("count \(model.count)")
        SizeClassLabel()
      }
      .frame(minHeight: 3)
    }
  }

  private struct SizeClassLabel: DeclarativeUI.View {
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some DeclarativeUI.View {
      Text(verticalSizeClass == .compact ? "compact" : "regular")
    }
  }

  @Test func theBodyReadsTheSizeClassAndIsEvaluatedAgainWhenItChanges() {
    let model = Model()
    model.name = "abc"
    model.other = "xyz"
    let (window, _) = host(Adaptive(model: model), size: Size(width: 20, height: 10))
    #expect(window.lines == ["regular", "▸ abc", "  xyz"])
    window.size = Size(width: 20, height: 4)
    #expect(window.lines == ["▸ abc       xyz"])
    window.size = Size(width: 20, height: 6)
    #expect(window.lines == ["regular", "▸ abc", "  xyz"])
  }

  @Test func aChildViewThatReadsTheSizeClassIsEvaluatedAgainToo() {
    let model = Model()
    let (window, _) = host(Parent(model: model), size: Size(width: 20, height: 10))
    #expect(window.lines == ["count 0", "regular"])
    window.size = Size(width: 20, height: 3)
    #expect(window.lines.prefix(2) == ["count 0", "compact"])
  }

  /// The fields of the other branch are new widgets: they start with the cursors the
  /// selections kept, and the focus the binding holds.
  @Test(arguments: [false, true])
  func theCursorsAndFocusGoAcrossTheBranches(stacked: Bool) throws {
    let model = Model()
    model.name = "abc"
    model.other = "xyz"
    let window =
      stacked
      ? host(Stacked(model: model), size: Size(width: 20, height: 10)).0
      : host(Adaptive(model: model), size: Size(width: 20, height: 10)).0
    window.handle(.left)
    window.handle(.left)
    window.handle(.tab)
    window.handle(.home)
    window.size = Size(width: 20, height: 4)
    _ = window.render()
    window.handle(.text("1"))
    window.handle(.backTab)
    window.handle(.text("2"))
    #expect(model.name == "a2bc" && model.other == "1xyz")
    #expect(model.focus == .first)
    window.size = Size(width: 20, height: 10)
    _ = window.render()
    let field = try #require(window.activeViewController?.focusedView as? TerminalUI.TextField)
    #expect(field.text == "a2bc" && field.cursor == 2)
    window.handle(.text("3"))
    #expect(model.name == "a23bc")
  }

  /// A program write of the text puts the cursor at the end, and the selection with it.
  @Test func aProgramWriteMovesTheKeptCursorToTheEnd() throws {
    let model = Model()
    model.name = "abc"
    let (window, _) = host(Adaptive(model: model), size: Size(width: 20, height: 10))
    window.handle(.home)
    model.name = "hello"
    _ = window.render()
    window.size = Size(width: 20, height: 4)
    _ = window.render()
    window.handle(.text("!"))
    #expect(model.name == "hello!")
  }

  /// The outermost view's `.frame(minHeight:)` is the smallest window the screen is drawn in;
  /// a screen that does not say keeps 6 rows.
  @Test func theOutermostMinimumFrameIsTheScreensMinimumSize() {
    let model = Model()
    model.name = "abc"
    let (window, _) = host(Adaptive(model: model), size: Size(width: 20, height: 3))
    #expect(window.lines == ["▸ abc"])
    let (other, _) = host(Text("plain"), size: Size(width: 20, height: 5))
    #expect(other.lines == [Window.tooSmallMessage])
    other.size = Size(width: 20, height: 6)
    #expect(other.lines == ["plain"])
  }

  /// `@State` keeps its value for the view value's copies and re-evaluates a body that reads it.
  @Test func stateIsKeptAndABodyThatReadsItIsEvaluatedAgain() {
    struct Counter: DeclarativeUI.View {
      @DeclarativeUI.State var count = 0

      var body: some DeclarativeUI.View {
        Text("count \(count)")
          .onKeyPress(.enter) {
            count += 1
            return .handled
          }
      }
    }
    let (window, _) = host(Counter())
    window.handle(.enter)
    window.handle(.enter)
    #expect(window.lines == ["count 2"])
  }
}
