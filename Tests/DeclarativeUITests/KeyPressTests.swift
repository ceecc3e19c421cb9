import DeclarativeUI
import TerminalUI
import Testing

/// `onKeyPress`: inner handlers first, `.ignored` passes the key on, focused widgets first.
@MainActor
struct KeyPressTests {
  private struct Keys: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      VStack {
        Text("inner")
          .onKeyPress(.enter) {
            model.name += "inner "
            return model.flag ? .handled : .ignored
          }
        DeclarativeUI.TextField("Other", text: $model.other)
      }
      .onKeyPress(keys: [.enter, .control("x")]) { press in
        model.name += "outer(\(press.key == .enter ? "enter" : "x")) "
        return .handled
      }
    }
  }

  private struct EveryKey: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      VStack {
        DeclarativeUI.TextField("Other", text: $model.other)
      }
      .onKeyPress { press in
        let usedUp = press.key == .text("u")
        model.name += usedUp ? "used " : "seen "
        return usedUp ? .handled : .ignored
      }
      .onKeyPress(.enter) {
        model.count += 1
        return .handled
      }
    }
  }

  @Test func everyKeyReachesTheAnyKeyHandlerBeforeTheFocusedFieldAndTheCommands() {
    let model = Model()
    let (window, _) = host(EveryKey(model: model))
    window.handle(.text("x"))
    window.handle(.text("u"))
    window.handle(.enter)
    #expect(model.name == "seen used seen ")
    #expect(model.other == "x")
    #expect(model.count == 1)
  }

  @Test func anIgnoredKeyGoesOnToTheOuterHandler() {
    let model = Model()
    let (window, _) = host(Keys(model: model))
    window.handle(.enter)
    #expect(model.name == "inner outer(enter) ")
  }

  @Test func aHandledKeyStopsAtTheInnerHandler() {
    let model = Model()
    model.flag = true
    let (window, _) = host(Keys(model: model))
    window.handle(.enter)
    window.handle(.control("x"))
    #expect(model.name == "inner outer(x) ")
  }

  @Test func theFocusedFieldGetsTextFirstAndUnhandledKeysDoNothing() {
    let model = Model()
    let (window, _) = host(Keys(model: model))
    window.handle(.text("x"))
    window.handle(.control("q"))
    #expect(model.other == "x")
    #expect(model.name == "")
  }
}
