import DeclarativeUI
import TerminalUI
import Testing

/// `NavigationStack(path:)`: the top of the path shows; lower screens keep their widgets.
@MainActor
struct NavigationStackTests {
  private struct Root: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      NavigationStack(path: $model.path) {
        Home(model: model)
          .navigationDestination(for: Int.self) { number in
            Detail(number: number, model: model)
          }
      }
    }
  }

  private struct Home: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      VStack {
        Text("home \(model.count)")
        DeclarativeUI.TextField("Name", text: $model.name)
      }
      .onKeyPress(.enter) {
        model.path.append(model.path.count + 1)
        return .handled
      }
    }
  }

  private struct Detail: DeclarativeUI.View {
    let number: Int
    let model: Model

    var body: some DeclarativeUI.View {
      Text("detail \(number)")
        .onKeyPress(.escape) {
          model.path.removeLast()
          return .handled
        }
        .onKeyPress(.enter) {
          model.path.append(number + 1)
          return .handled
        }
        .onKeyPress(.control("s")) {
          model.path.append(-1)
          model.path.append(-2)
          return .handled
        }
    }
  }

  @Test func appendingARoutePushesItsDestinationAndRemovingItPops() throws {
    let model = Model()
    model.name = "ab"
    let (window, _) = host(Root(model: model))
    let home = try #require(window.activeViewController)
    let field = try #require(home.focusedView as? TerminalUI.TextField)
    window.handle(.left)
    window.handle(.enter)
    #expect(window.lines == ["detail 1"])
    window.handle(.enter)
    #expect(window.lines == ["detail 2"])
    window.handle(.escape)
    window.handle(.escape)
    #expect(model.path == [])
    #expect(window.activeViewController === home)
    #expect(home.focusedView === field)
    #expect(field.cursor == 1)
    #expect(window.lines == ["home 0", "▸ ab"])
  }

  @Test func aLowerScreenFollowsItsStateWhileCovered() {
    let model = Model()
    let (window, _) = host(Root(model: model))
    window.handle(.enter)
    model.count = 3
    window.handle(.escape)
    #expect(window.lines == ["home 3", "▸"])
  }

  @Test func settingThePathFromOutsidePushesEveryRoute() {
    let model = Model()
    let (window, _) = host(Root(model: model))
    model.path = [4, 5]
    #expect(window.lines == ["detail 5"])
    model.path = [4, 6]
    #expect(window.lines == ["detail 6"])
    window.handle(.escape)
    #expect(window.lines == ["detail 4"])
  }

  @Test func aRouteWithoutADestinationShowsNothing() {
    struct Bare: DeclarativeUI.View {
      @Bindable var model: Model
      var body: some DeclarativeUI.View {
        NavigationStack(path: $model.path) { Text("root") }
      }
    }
    let model = Model()
    let (window, _) = host(Bare(model: model))
    model.path = [1]
    #expect(window.lines == [])
  }
}
