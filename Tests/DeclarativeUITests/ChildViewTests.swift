import DeclarativeUI
import Observation
import OpenCombine
import TerminalUI
import Testing

/// A view inside another's body is evaluated again only when it differs from the view at its
/// place last time, or something its own body read changed, as in SwiftUI; the host's root view
/// whenever the host is.
@MainActor
struct ChildViewTests {
  /// Reads `model.name` only; counts its evaluations in the model.
  private struct NameView: DeclarativeUI.View {
    let model: Model

    var body: some DeclarativeUI.View {
      model.evaluations += 1
      return Text("name \(model.name)")
    }
  }

  /// Reads `model.count` and shows `NameView` under it.
  private struct Parent: DeclarativeUI.View {
    let model: Model

    var body: some DeclarativeUI.View {
      VStack {
        Text("count \(model.count)")
        NameView(model: model)
      }
    }
  }

  private func bodies(rendering window: Window, after change: () -> Void) -> Int {
    let before = BodyEvaluations.count
    change()
    _ = window.render()
    return BodyEvaluations.count - before
  }

  @Test func aChildIsNotEvaluatedWhenOnlyWhatItsParentReadChanged() {
    let model = Model()
    let (window, _) = host(Parent(model: model))
    #expect(window.lines == ["count 0", "name"])
    #expect(bodies(rendering: window) { model.count = 1 } == 1)
    #expect(window.lines == ["count 1", "name"])
    #expect(model.evaluations == 1)
  }

  @Test func aChildIsEvaluatedAloneWhenWhatItReadChanged() {
    let model = Model()
    let (window, host) = host(Parent(model: model))
    _ = window.render()
    #expect(bodies(rendering: window) { model.name = "a" } >= 1)
    #expect(window.lines == ["count 0", "name a"])
    #expect(model.evaluations == 2)
    #expect(host.evaluationCount == 2)
  }

  @Test func aChildSkippedOnceStillHearsOfWhatItRead() {
    let model = Model()
    let (window, _) = host(Parent(model: model))
    _ = bodies(rendering: window) { model.count = 1 }
    _ = bodies(rendering: window) { model.count = 2 }
    #expect(model.evaluations == 1)
    model.name = "late"
    #expect(window.lines == ["count 2", "name late"])
    #expect(model.evaluations == 2)
  }

  @Test func aChildGivenOtherValuesIsEvaluated() {
    struct Shown: DeclarativeUI.View {
      let text: String
      let model: Model

      var body: some DeclarativeUI.View {
        model.evaluations += 1
        return Text(text)
      }
    }
    struct Parent: DeclarativeUI.View {
      let model: Model

      var body: some DeclarativeUI.View {
        Shown(text: model.count.isMultiple(of: 2) ? "even" : "odd", model: model)
      }
    }
    let model = Model()
    let (window, _) = host(VStack { Parent(model: model) })
    #expect(window.lines == ["even"])
    model.count = 2
    #expect(window.lines == ["even"])
    #expect(model.evaluations == 1)
    model.count = 3
    #expect(window.lines == ["odd"])
    #expect(model.evaluations == 2)
  }

  @Test func anEquatableChildIsComparedWithItsEqualityNotItsBits() {
    struct Rows: DeclarativeUI.View, Equatable {
      let rows: [String]
      let log: Model

      var body: some DeclarativeUI.View {
        log.evaluations += 1
        return Text(rows.joined(separator: ","))
      }

      nonisolated static func == (lhs: Rows, rhs: Rows) -> Bool { lhs.rows == rhs.rows }
    }
    struct Parent: DeclarativeUI.View {
      let model: Model

      var body: some DeclarativeUI.View {
        VStack {
          Text(model.name)
          // A new array of the same rows each time: other storage, equal rows.
          Rows(rows: (0..<model.count).map { "r\($0)" }, log: model).equatable()
        }
      }
    }
    let model = Model()
    model.count = 2
    let (window, _) = host(Parent(model: model))
    #expect(window.lines == ["", "r0,r1"])
    model.name = "x"
    #expect(window.lines == ["x", "r0,r1"])
    #expect(model.evaluations == 1)
    model.count = 3
    #expect(window.lines == ["x", "r0,r1,r2"])
    #expect(model.evaluations == 2)
  }

  @Test func aChildObservingAnObjectIsEvaluatedAfterAnyChangeItPublishes() {
    final class Screen: ObservableObject {
      @Published var title = "a"
      @Published var other = 0
      var evaluations = 0
    }
    struct Title: DeclarativeUI.View {
      @ObservedObject var screen: Screen

      var body: some DeclarativeUI.View {
        screen.evaluations += 1
        return Text(screen.title)
      }
    }
    struct Parent: DeclarativeUI.View {
      let screen: Screen
      let model: Model

      var body: some DeclarativeUI.View {
        VStack {
          Text("count \(model.count)")
          Title(screen: screen)
        }
      }
    }
    let screen = Screen()
    let model = Model()
    let (window, _) = host(Parent(screen: screen, model: model))
    #expect(screen.evaluations == 1)
    // The object did not publish: the child stays.
    model.count = 1
    #expect(window.lines == ["count 1", "a"])
    #expect(screen.evaluations == 1)
    // Coarse, as `ObservableObject` is: any change evaluates the child, not only its title's.
    screen.other = 1
    #expect(window.lines == ["count 1", "a"])
    #expect(screen.evaluations == 2)
    screen.title = "b"
    #expect(window.lines == ["count 1", "b"])
    #expect(screen.evaluations == 3)
  }

  @Test func aSkippedChildKeepsItsKeyHandlers() {
    struct Keyed: DeclarativeUI.View {
      let model: Model

      var body: some DeclarativeUI.View {
        Text("keyed").onKeyPress(.enter) {
          model.flag.toggle()
          return .handled
        }
      }
    }
    struct Parent: DeclarativeUI.View {
      let model: Model

      var body: some DeclarativeUI.View {
        VStack {
          Text("count \(model.count)")
          Keyed(model: model)
        }
      }
    }
    let model = Model()
    let (window, _) = host(Parent(model: model))
    model.count = 1
    _ = window.render()
    window.handle(.enter)
    #expect(model.flag)
  }
}
