import DeclarativeUI
import TerminalUI
import Testing

/// `.focused(_:equals:)`: the binding moves the focus, and the window's focus moves write it.
@MainActor
struct FocusTests {
  private struct Fields: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      VStack {
        DeclarativeUI.TextField("First", text: $model.name)
          .focused($model.focus, equals: .first)
        DeclarativeUI.TextField("Second", text: $model.other)
          .focused($model.focus, equals: .second)
        List(selection: $model.selection) {
          Text("a")
          Text("b")
        }
      }
      .onKeyPress(.enter) {
        model.focus = .second
        return .handled
      }
    }
  }

  private func fields(_ host: HostingController<Fields>) -> [TerminalUI.View] {
    host.view.focusableViews
  }

  @Test func theBindingChoosesTheFocusedWidget() {
    let model = Model()
    model.focus = .second
    let (_, host) = host(Fields(model: model))
    #expect(host.focusedView === fields(host)[1])
  }

  @Test func changingTheBindingMovesTheFocus() {
    let model = Model()
    let (window, host) = host(Fields(model: model))
    #expect(host.focusedView === fields(host)[0])
    window.handle(.enter)
    #expect(host.focusedView === fields(host)[1])
    #expect(window.lines == ["", "▸", "▸ a", "  b"])
  }

  @Test func theWindowsFocusMovesAreWrittenToTheBinding() {
    let model = Model()
    let (window, host) = host(Fields(model: model))
    window.handle(.tab)
    #expect(model.focus == .second)
    window.handle(.down)
    #expect(model.focus == nil)
    #expect(host.focusedView === fields(host)[2])
    window.handle(.backTab)
    #expect(model.focus == .second)
  }

  @Test func withNoBindingTheFirstFocusableWidgetIsFocused() {
    let model = Model()
    model.focus = nil
    let (_, host) = host(Fields(model: model))
    #expect(host.focusedView === fields(host)[0])
  }
}

/// `.searchesList()`: a field over the screen's list, as SwiftUI's `.searchable` field is.
@MainActor
struct SearchFieldTests {
  private struct Search: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      VStack {
        DeclarativeUI.TextField("Search", text: $model.name).searchesList()
        List(selection: $model.selection) {
          ForEach(["a", "b", "c", "d"]) { Text($0) }
        }
      }
    }
  }

  @Test func theFieldMovesTheListsSelectionAndKeepsTheFocus() {
    let model = Model()
    model.focus = nil
    let (window, host) = host(Search(model: model))
    let field = host.view.focusableViews[0]
    #expect(host.focusedView === field)
    // The list's own moves reach its binding when the frame is drawn, as a list's do.
    window.handle(.down)
    window.handle(.down)
    _ = window.render()
    #expect(model.selection == 2)
    window.handle(.end)
    _ = window.render()
    #expect(model.selection == 3)
    window.handle(.up)
    _ = window.render()
    #expect(model.selection == 2)
    window.handle(.tab)
    #expect(host.focusedView === field)
    window.handle(.text("b"))
    #expect(model.name == "b")
    #expect(window.lines == ["▸ b", "  a", "  b", "▸ c", "  d"])
  }
}
