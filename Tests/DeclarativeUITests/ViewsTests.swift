import DeclarativeUI
import TerminalUI
import Testing

/// The primitive views, the builder's branches and the representable.
@MainActor
struct ViewsTests {
  private struct Picker: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      VStack {
        Text("Pick")
        List(selection: $model.selection) {
          ForEach(["one", "two", "three"]) { Text($0) }
        }
        .listRowInsets(leading: 2)
        if model.flag {
          Text("flag on")
        }
        if model.selection == 2 {
          Text("last")
        } else {
          Text("not last")
        }
        Text("end").frame(height: 2)
        Text("after")
      }
      .onKeyPress(.enter) {
        model.name = "chose \(model.selection)"
        return .handled
      }
    }
  }

  /// Reads `model.name` as the value of a labeled row.
  private struct Titled: DeclarativeUI.View {
    let model: Model

    var body: some DeclarativeUI.View {
      VStack {
        LabeledContent("Title", value: model.name.isEmpty ? nil : model.name)
        Text("under")
      }
    }
  }

  @Test func labeledContentRightAlignsItsValueWhereItFitsAndFollowsTheModel() {
    let model = Model()
    let (window, _) = host(Titled(model: model), size: Size(width: 20, height: 6))
    #expect(window.lines == ["Title", "under"])
    model.name = "12 saved"
    #expect(window.lines == ["Title       12 saved", "under"])
    // "Title" and a column leave 14 for the value: 15 columns do not fit, so none shows.
    model.name = "123,456,7 saved"
    #expect(window.lines == ["Title", "under"])
    model.name = ""
    #expect(window.lines == ["Title", "under"])
  }

  @Test func aListShowsItsRowsAndWritesItsSelectionBack() {
    let model = Model()
    model.selection = 1
    let (window, _) = host(Picker(model: model))
    #expect(
      window.lines == [
        "Pick", "    one", "  ▸ two", "    three", "not last", "end", "", "after",
      ])
    window.handle(.down)
    window.handle(.enter)
    #expect(model.selection == 2)
    #expect(model.name == "chose 2")
    #expect(window.lines[4] == "last")
  }

  @Test func aListMoveReachesTheBindingBeforeTheFrame() {
    let model = Model()
    let (window, _) = host(Picker(model: model))
    window.handle(.down)
    _ = window.render()
    #expect(model.selection == 1)
  }

  @Test func anOptionalViewAppearsAndGoes() {
    let model = Model()
    let (window, _) = host(Picker(model: model))
    model.flag = true
    #expect(window.lines[4] == "flag on")
    model.flag = false
    #expect(window.lines[4] == "not last")
  }

  @Test func aChangedSelectionFromTheModelMovesTheList() {
    let model = Model()
    let (window, _) = host(Picker(model: model))
    model.selection = 2
    #expect(window.lines[3] == "  ▸ three")
  }

  /// A list between two lines, grown to the lines they leave.
  private struct Filling: DeclarativeUI.View {
    @Bindable var model: Model
    let rows: [String]

    var body: some DeclarativeUI.View {
      VStack {
        Text("top")
        List(selection: $model.selection) {
          ForEach(rows) { Text($0) }
        }
        .frame(maxHeight: .infinity)
        Text("bottom")
      }
    }
  }

  @Test func aListWithAnInfiniteMaxHeightTakesTheLinesLeftAndScrollsInThem() {
    let (short, _) = host(
      Filling(model: Model(), rows: ["one", "two"]), size: Size(width: 20, height: 6))
    #expect(short.lines == ["top", "▸ one", "  two", "", "", "bottom"])
    let model = Model()
    let (long, _) = host(
      Filling(model: model, rows: (1...9).map { "row \($0)" }), size: Size(width: 20, height: 6))
    #expect(long.lines == ["top", "▸ row 1", "  row 2", "  row 3", "  row 4", "bottom"])
    long.handle(.end)
    #expect(long.lines == ["top", "  row 6", "  row 7", "  row 8", "▸ row 9", "bottom"])
    #expect(model.selection == 8)
  }

  private final class Box: TerminalUI.View {
    var text = "" {
      didSet { setNeedsDisplay() }
    }
    var makes = 0
    override func draw(into canvas: inout Canvas) {
      canvas.draw("[\(text)]", at: .zero)
    }
  }

  private struct Boxed: ViewRepresentable {
    let text: String
    let made: @MainActor () -> Void

    func makeView() -> Box {
      made()
      return Box()
    }

    func updateView(_ box: Box) {
      box.text = text
    }
  }

  private struct Wrapper: DeclarativeUI.View {
    @Bindable var model: Model
    let made: @MainActor () -> Void

    var body: some DeclarativeUI.View {
      HStack {
        Boxed(text: model.name, made: made).frame(width: 6)
        Text("|").frame(width: 1)
        EmptyView()
        AnyView(Text("any"))
      }
    }
  }

  @Test func aRepresentableIsMadeOnceAndUpdatedOnEveryEvaluation() {
    let model = Model()
    model.name = "a"
    var makes = 0
    let (window, _) = host(Wrapper(model: model, made: { makes += 1 }))
    #expect(window.lines == ["[a]   |any"])
    model.name = "b"
    #expect(window.lines == ["[b]   |any"])
    #expect(makes == 1)
  }

  @Test func aBindingToAPropertyOfAValueReadsAndWritesIt() {
    struct Pair {
      var left = 1
      var right = 2
    }
    var pair = Pair()
    let binding = Binding(get: { pair }, set: { pair = $0 })
    binding.right.wrappedValue = 5
    #expect(pair.right == 5)
    #expect(binding.projectedValue.left.wrappedValue == 1)
    let constant = Binding.constant(3)
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)
  }

  @Test func aBindableMadeFromAnObjectBindsItsProperties() {
    let model = Model()
    let bindable = Bindable(model)
    bindable.projectedValue.name.wrappedValue = "x"
    #expect(model.name == "x")
  }

  @Test func aViewWithNoChildrenShowsNothing() {
    struct Nothing: DeclarativeUI.View {
      var body: some DeclarativeUI.View {}
    }
    let (window, _) = host(Nothing())
    #expect(window.lines == [])
  }
}
