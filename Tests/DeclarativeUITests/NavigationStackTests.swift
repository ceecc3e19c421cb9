import DeclarativeUI
import Observation
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

  /// A screen that presents its own destination from an item, as History presents a
  /// Breakdown: the path's owner never hears of it.
  private struct Presenting: DeclarativeUI.View {
    @Bindable var model: Model
    let item: ItemBox

    var body: some DeclarativeUI.View {
      NavigationStack(path: $model.path) {
        Home(model: model)
          .navigationDestination(for: Int.self) { number in
            Lister(number: number, item: item)
          }
      }
    }
  }

  @Observable final class ItemBox {
    var item: String?
    var tasks = 0
  }

  private struct Lister: DeclarativeUI.View {
    let number: Int
    @Bindable var item: ItemBox

    var body: some DeclarativeUI.View {
      Text("list \(number)")
        .task { item.tasks += 1 }
        .onKeyPress(.right) {
          item.item = "item of \(number)"
          return .handled
        }
        .navigationDestination(item: $item.item) { text in
          Text(text)
            .onKeyPress(.escape) {
              item.item = nil
              return .handled
            }
        }
    }
  }

  @Test func anItemPushesItsDestinationOverItsScreenAndNilPopsIt() async {
    let model = Model()
    let box = ItemBox()
    let (window, _) = host(Presenting(model: model, item: box))
    window.handle(.enter)
    let list = window.activeViewController
    #expect(window.lines == ["list 1"])
    window.handle(.right)
    #expect(window.lines == ["item of 1"])
    #expect(model.path == [1])
    window.handle(.escape)
    #expect(box.item == nil)
    #expect(window.lines == ["list 1"])
    #expect(window.activeViewController === list)
    // Another value replaces the screen; set from outside, the stack follows too.
    box.item = "a"
    #expect(window.lines == ["a"])
    box.item = "b"
    #expect(window.lines == ["b"])
    box.item = nil
    #expect(window.lines == ["list 1"])
    // The covered screen stayed: its task ran once, not again on each return.
    for _ in 0..<10 { await Task.yield() }
    #expect(box.tasks == 1)
  }

  @Test func aNewPathDismissesWhatAnItemPresented() {
    let model = Model()
    let box = ItemBox()
    let (window, _) = host(Presenting(model: model, item: box))
    model.path = [1]
    box.item = "over 1"
    #expect(window.lines == ["over 1"])
    model.path = []
    #expect(window.lines == ["home 0", "▸"])
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
