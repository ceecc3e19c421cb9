import DeclarativeUI
import Observation
import TerminalUI
import Testing

/// A form of one field and a label that counts its evaluations.
private struct CountingForm: DeclarativeUI.View {
  @Bindable var model: Model

  var body: some DeclarativeUI.View {
    model.evaluations += 1
    return VStack {
      DeclarativeUI.TextField("Name", text: $model.name)
      Text("\(model.name.count) characters, \(model.count)")
    }
    .onKeyPress(.enter) {
      model.count += 1
      model.name += "!"
      return .handled
    }
  }
}

/// When the host evaluates and what it keeps.
@MainActor
struct HostingControllerTests {
  @Test func anEventThatChangesTwoPropertiesEvaluatesOnce() {
    let model = Model()
    let (window, host) = host(CountingForm(model: model))
    #expect(host.evaluationCount == 1)
    window.handle(.enter)
    #expect(host.evaluationCount == 2)
    #expect(model.evaluations == 2)
    #expect(window.lines == ["▸ !", "1 characters, 1"])
  }

  @Test func aChangeIsNotEvaluatedInsideTheChangeNotification() {
    let model = Model()
    let (window, host) = host(CountingForm(model: model))
    model.name = "abc"
    model.count = 5
    #expect(host.evaluationCount == 1)
    host.updateIfNeeded()
    #expect(host.evaluationCount == 2)
    #expect(window.lines == ["▸ abc", "3 characters, 5"])
    host.updateIfNeeded()
    #expect(host.evaluationCount == 2)
  }

  @Test func aChangeFromOutsideAnEventShowsInTheNextFrame() {
    let model = Model()
    let (window, host) = host(CountingForm(model: model))
    model.name = "xy"
    #expect(window.lines == ["▸ xy", "2 characters, 0"])
    #expect(host.evaluationCount == 2)
  }

  @Test func aChangeFromOutsideAnEventAsksTheWindowForOneFrame() {
    let model = Model()
    let (window, host) = host(CountingForm(model: model))
    var requests = 0
    window.displayRequested = { requests += 1 }
    #expect(window.lines == ["▸", "0 characters, 0"])
    #expect(!window.needsDisplay)
    model.name = "ab"
    model.count = 3
    #expect(window.needsDisplay)
    #expect(requests == 1)
    #expect(host.evaluationCount == 1)
    #expect(window.lines == ["▸ ab", "2 characters, 3"])
    #expect(host.evaluationCount == 2)
    #expect(!window.needsDisplay)
    host.rootView = CountingForm(model: model)
    #expect(window.needsDisplay)
    #expect(requests == 2)
    #expect(window.lines == ["▸ ab", "2 characters, 3"])
    #expect(host.evaluationCount == 3)
  }

  @Test func aChangeTheHostDoesNotShowAsksForNoFrame() {
    let model = Model()
    let (window, _) = host(CountingForm(model: model))
    var requests = 0
    window.displayRequested = { requests += 1 }
    #expect(window.lines == ["▸", "0 characters, 0"])
    model.other = "unread"
    #expect(!window.needsDisplay)
    #expect(requests == 0)
  }

  @Test func typingKeepsTheFieldAndItsCursor() throws {
    let model = Model()
    model.name = "ac"
    let (window, host) = host(CountingForm(model: model))
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    window.handle(.left)
    window.handle(.text("b"))
    #expect(model.name == "abc")
    #expect(host.evaluationCount == 2)
    #expect(host.view.focusableViews.first === field)
    #expect(field.cursor == 2)
    #expect(window.render().cursor == Point(x: 4, y: 0))
  }

  @Test func aValueSetFromTheModelReplacesTheFieldText() throws {
    let model = Model()
    let (window, host) = host(CountingForm(model: model))
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    model.name = "hello"
    _ = window.render()
    #expect(field.text == "hello")
    #expect(field.cursor == 5)
  }

  @Test func settingTheRootViewEvaluatesTheNewView() {
    let model = Model()
    let (window, host) = host(CountingForm(model: model))
    let other = Model()
    other.name = "new"
    host.rootView = CountingForm(model: other)
    #expect(window.lines == ["▸ new", "3 characters, 0"])
  }

  @Test func theHostDrawsWhatTheSameWidgetsBuiltByHandDraw() {
    struct Form: DeclarativeUI.View {
      var body: some DeclarativeUI.View {
        VStack {
          Text("Title")
          HStack {
            Text("Name").frame(width: 6)
            DeclarativeUI.TextField("Name", text: .constant("value"))
          }
          HStack {
            Spacer().frame(width: 8)
            Text("status")
          }
          Text("hint")
        }
      }
    }
    let (declarative, _) = host(Form())

    let field = TerminalUI.TextField(text: "value")
    let name = Label("Name")
    name.preferredWidth = 6
    let row = StackView(axis: .horizontal, arrangedSubviews: [name, field])
    row.preferredHeight = 1
    let spacer = TerminalUI.View()
    spacer.preferredWidth = 8
    let status = StackView(axis: .horizontal, arrangedSubviews: [spacer, Label("status")])
    status.preferredHeight = 1
    let controller = ViewController()
    controller.view.addSubview(
      StackView(arrangedSubviews: [Label("Title"), row, status, Label("hint")]))
    controller.view.subviews[0].frame = Rect(x: 0, y: 0, width: 40, height: 10)
    controller.focusedView = field
    let byHand = Window(size: Size(width: 40, height: 10), rootViewController: controller)

    #expect(declarative.render() == byHand.render())
    #expect(declarative.lines == ["Title", "Name  ▸ value", "        status", "hint"])
  }
}

/// A text field's text comes from the program only when the program wrote it.
@MainActor
struct TextFieldWriteTests {
  private struct Two: DeclarativeUI.View {
    @Bindable var model: Model

    var body: some DeclarativeUI.View {
      VStack {
        DeclarativeUI.TextField("Name", text: $model.name)
        DeclarativeUI.TextField("Other", text: $model.other)
      }
      .onKeyPress(.enter) {
        // Observation skips assigning an equal value to a stored property; a mutation in
        // place is a write all the same.
        model.name.append("")
        return .handled
      }
    }
  }

  @Test func theSameValueWrittenByTheProgramPutsTheCursorAtTheEnd() throws {
    let model = Model()
    model.name = "abc"
    let (window, host) = host(Two(model: model))
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    window.handle(.home)
    window.handle(.enter)
    #expect(field.cursor == 3)
  }

  @Test func anEditOfAnotherFieldLeavesThisFieldsCursorAlone() throws {
    let model = Model()
    model.name = "abc"
    let (window, host) = host(Two(model: model))
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    window.handle(.home)
    window.handle(.tab)
    window.handle(.text("x"))
    #expect(model.other == "x")
    #expect(field.cursor == 0)
  }
}
