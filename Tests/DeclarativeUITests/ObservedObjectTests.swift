import OpenCombine
import TerminalUI
import Testing

@testable import DeclarativeUI

/// An `ObservableObject`, as a view model of the SwiftUI seed would be.
@MainActor
private final class Counter: ObservableObject {
  @Published var name = ""
  @Published var count = 0
  @Published var path: [Int] = []
  @Published var showsOther = false
  /// Not published: how many times a body read the object.
  var evaluations = 0
}

/// `@ObservedObject` and `@StateObject`: a change an object publishes invalidates the hosts whose
/// views read it (coarse: any property), once per event, never inside `objectWillChange`.
@MainActor
struct ObservedObjectTests {
  private struct CountingView: DeclarativeUI.View {
    @ObservedObject var counter: Counter

    var body: some DeclarativeUI.View {
      counter.evaluations += 1
      return VStack {
        DeclarativeUI.TextField("Name", text: $counter.name)
        Text("\(counter.name.count) characters")
      }
      .onKeyPress(.enter) {
        counter.count += 1
        counter.name += "!"
        return .handled
      }
    }
  }

  @Test func aPublishedChangeInvalidatesTheHostThatReadTheObject() {
    let counter = Counter()
    let (window, host) = host(CountingView(counter: counter))
    #expect(window.lines == ["▸", "0 characters"])
    counter.name = "abc"
    // `objectWillChange` comes before the value is stored: the host only marks itself.
    #expect(host.evaluationCount == 1)
    #expect(window.needsDisplay)
    #expect(window.lines == ["▸ abc", "3 characters"])
    #expect(host.evaluationCount == 2)
  }

  @Test func aChangeToAPropertyTheBodyDidNotReadInvalidatesToo() {
    let counter = Counter()
    let (window, host) = host(CountingView(counter: counter))
    _ = window.render()
    counter.count = 7
    _ = window.render()
    #expect(host.evaluationCount == 2)
  }

  @Test func anEventThatPublishesTwoChangesEvaluatesOnce() {
    let counter = Counter()
    let (window, host) = host(CountingView(counter: counter))
    _ = window.render()
    window.handle(.enter)
    #expect(host.evaluationCount == 2)
    #expect(counter.evaluations == 2)
    #expect(window.lines == ["▸ !", "1 characters"])
  }

  @Test func aHostThatDidNotReadTheObjectIsNotInvalidated() {
    let (first, second) = (Counter(), Counter())
    let (firstWindow, firstHost) = host(CountingView(counter: first))
    let (secondWindow, secondHost) = host(CountingView(counter: second))
    _ = (firstWindow.render(), secondWindow.render())
    first.count = 1
    #expect(firstWindow.needsDisplay)
    #expect(!secondWindow.needsDisplay)
    _ = (firstWindow.render(), secondWindow.render())
    #expect(firstHost.evaluationCount == 2)
    #expect(secondHost.evaluationCount == 1)
  }

  @Test func theFieldsOwnEditIsNotWrittenBackSoItsCursorStays() throws {
    let counter = Counter()
    counter.name = "ac"
    let (window, host) = host(CountingView(counter: counter))
    _ = window.render()
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    window.handle(.left)
    window.handle(.text("b"))
    #expect(counter.name == "abc")
    #expect(field.cursor == 2)
    #expect(host.evaluationCount == 2)
  }

  @Test func aProgramWriteOfAnotherTextReplacesTheFieldsText() throws {
    let counter = Counter()
    counter.name = "abc"
    let (window, host) = host(CountingView(counter: counter))
    _ = window.render()
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    window.handle(.left)
    counter.name = "xyz"
    _ = window.render()
    #expect(field.text == "xyz")
    #expect(field.cursor == 3)
  }

  /// Reads a second object only while `showsOther` is set.
  private struct TwoObjects: DeclarativeUI.View {
    @ObservedObject var counter: Counter
    @ObservedObject var other: Counter

    var body: some DeclarativeUI.View {
      if counter.showsOther {
        Text("other \(other.count)")
      } else {
        Text("count \(counter.count)")
      }
    }
  }

  @Test func anObjectTheLatestEvaluationDidNotReadIsNoLongerFollowed() {
    let (counter, other) = (Counter(), Counter())
    let (window, host) = host(TwoObjects(counter: counter, other: other))
    counter.showsOther = true
    #expect(window.lines == ["other 0"])
    #expect(host.host.observedObjects.count == 2)
    counter.showsOther = false
    #expect(window.lines == ["count 0"])
    #expect(host.host.observedObjects.count == 1)
    other.count = 5
    #expect(!window.needsDisplay)
    _ = window.render()
    #expect(host.evaluationCount == 3)
  }

  @Test func aReadOutsideAnEvaluationFollowsNothing() {
    let counter = Counter()
    let view = CountingView(counter: counter)
    let (window, host) = host(TwoObjects(counter: Counter(), other: Counter()))
    _ = window.render()
    _ = view.counter.count
    _ = view.$counter.name
    #expect(host.host.observedObjects.count == 1)
    #expect(ViewHost.evaluating == nil)
  }

  private struct Root: DeclarativeUI.View {
    @StateObject var counter: Counter
    let detailMade: @MainActor (Counter) -> Void

    var body: some DeclarativeUI.View {
      NavigationStack(path: $counter.path) {
        Text("home \(counter.count)")
          .navigationDestination(for: Int.self) { number in
            Detail(counter: makeDetail(number))
          }
      }
    }

    private func makeDetail(_ number: Int) -> Counter {
      let detail = Counter()
      detail.count = number
      detailMade(detail)
      return detail
    }
  }

  private struct Detail: DeclarativeUI.View {
    @ObservedObject var counter: Counter

    var body: some DeclarativeUI.View {
      Text("detail \(counter.count)")
    }
  }

  @Test func aPoppedScreensObjectIsFreed() {
    weak var detail: Counter?
    let root = Counter()
    let (window, _) = host(Root(counter: root) { detail = $0 })
    root.path = [4]
    #expect(window.lines == ["detail 4"])
    #expect(detail != nil)
    detail?.count = 5
    #expect(window.lines == ["detail 5"])
    root.path = []
    #expect(window.lines == ["home 0"])
    #expect(detail == nil)
  }

  @Test func aHostAndItsObjectAreFreedWithTheWindow() {
    weak var weakCounter: Counter?
    weak var weakHost: HostingController<CountingView>?
    do {
      let counter = Counter()
      let (window, host) = host(CountingView(counter: counter))
      _ = window.render()
      weakCounter = counter
      weakHost = host
    }
    #expect(weakCounter == nil)
    #expect(weakHost == nil)
  }

  @Test func aStateObjectIsMadeOnceOnFirstRead() {
    var made = 0
    let make = { () -> Counter in
      made += 1
      return Counter()
    }
    let root = Root(counter: make()) { _ in }
    #expect(made == 0)
    let (window, host) = host(root)
    #expect(window.lines == ["home 0"])
    #expect(made == 1)
    let counter = root.counter
    counter.count = 2
    #expect(window.lines == ["home 2"])
    counter.path = [1]
    #expect(window.lines == ["detail 1"])
    counter.path = []
    #expect(window.lines == ["home 2"])
    #expect(host.evaluationCount == 4)
    #expect(made == 1)
    #expect(host.rootView.counter === counter)
  }
}

/// `.id(_:)`: another id at the same place is another view, with a widget of its own.
@MainActor
struct IDTests {
  private struct Form: DeclarativeUI.View {
    @ObservedObject var counter: Counter

    var body: some DeclarativeUI.View {
      DeclarativeUI.TextField("Name", text: $counter.name).id(counter.count)
    }
  }

  @Test func anEqualProgramWriteLeavesTheCursorWhereItWas() throws {
    let counter = Counter()
    counter.name = "abc"
    let (window, host) = host(Form(counter: counter))
    _ = window.render()
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    window.handle(.left)
    counter.name = "abc"
    _ = window.render()
    #expect(host.view.focusableViews.first === field)
    #expect(field.cursor == 2)
  }

  @Test func anotherIdBuildsTheFieldAnewWithItsCursorAtTheEnd() throws {
    let counter = Counter()
    counter.name = "abc"
    let (window, host) = host(Form(counter: counter))
    _ = window.render()
    window.handle(.left)
    counter.count += 1
    _ = window.render()
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    #expect(field.cursor == 3)
    #expect(host.focusedView === field)
    window.handle(.text("d"))
    #expect(counter.name == "abcd")
  }

  /// An id of another type than `Int` (held boxed) keeps the widget while it is equal, though
  /// each evaluation makes a new box, and builds it anew when it differs.
  private struct Named: DeclarativeUI.View {
    @ObservedObject var counter: Counter

    var body: some DeclarativeUI.View {
      DeclarativeUI.TextField("Name", text: $counter.name).id("form \(counter.count)")
    }
  }

  @Test func anIdOfAnotherTypeComparesItsValues() throws {
    let counter = Counter()
    counter.name = "abc"
    let (window, host) = host(Named(counter: counter))
    _ = window.render()
    let field = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    window.handle(.left)
    counter.name = "abc"
    _ = window.render()
    #expect(host.view.focusableViews.first === field)
    #expect(field.cursor == 2)
    counter.count += 1
    _ = window.render()
    let rebuilt = try #require(host.view.focusableViews.first as? TerminalUI.TextField)
    #expect(rebuilt !== field)
    #expect(rebuilt.cursor == 3)
  }
}
