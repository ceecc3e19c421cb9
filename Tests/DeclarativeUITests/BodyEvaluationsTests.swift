import DeclarativeUI
import Observation
import OpenCombine
import TerminalUI
import Testing

/// `BodyEvaluations.count`, what the benchmarks' "body evaluations per event" counts: one per
/// `body` of a composed view evaluated, in whichever host. @Observable invalidates the hosts
/// whose views read the changed property; an `ObservableObject` every host observing the object.
///
/// The counter is the process's, but these tests are synchronous on the main actor, where every
/// body is evaluated: nothing else evaluates between their two readings.
@MainActor
struct BodyEvaluationsTests {
  /// Reads `model.name` only.
  private struct NameView: DeclarativeUI.View {
    let model: Model

    var body: some DeclarativeUI.View {
      Text("name \(model.name)")
    }
  }

  /// Reads `model.count` only.
  private struct CountView: DeclarativeUI.View {
    let model: Model

    var body: some DeclarativeUI.View {
      Text("count \(model.count)")
    }
  }

  /// How much the counter moves while `change` runs and both windows render the next frame.
  private func bodies(rendering windows: [Window], after change: () -> Void) -> Int {
    let before = BodyEvaluations.count
    change()
    for window in windows { _ = window.render() }
    return BodyEvaluations.count - before
  }

  @Test func aFirstEvaluationCountsEveryComposedBody() {
    let model = Model()
    let before = BodyEvaluations.count
    let (window, host) = host(
      VStack {
        NameView(model: model)
        CountView(model: model)
      })
    #expect(window.lines == ["name", "count 0"])
    #expect(host.evaluationCount == 1)
    // The two views' bodies; VStack is primitive and has none.
    #expect(BodyEvaluations.count - before == 2)
  }

  @Test func anObservableChangeEvaluatesOnlyTheHostThatReadIt() {
    let model = Model()
    let (nameWindow, nameHost) = host(NameView(model: model))
    let (countWindow, countHost) = host(CountView(model: model))
    let windows = [nameWindow, countWindow]
    _ = bodies(rendering: windows) {}
    #expect(bodies(rendering: windows) { model.name = "a" } == 1)
    #expect(bodies(rendering: windows) { model.count = 1 } == 1)
    #expect(bodies(rendering: windows) { model.name = "ab" } == 1)
    #expect(nameHost.evaluationCount == 3)
    #expect(countHost.evaluationCount == 2)
    #expect(nameWindow.lines == ["name ab"])
    #expect(countWindow.lines == ["count 1"])
  }

  @Test func anObservableChangeNoBodyReadEvaluatesNothing() {
    let model = Model()
    let (nameWindow, _) = host(NameView(model: model))
    let (countWindow, _) = host(CountView(model: model))
    let windows = [nameWindow, countWindow]
    _ = bodies(rendering: windows) {}
    #expect(bodies(rendering: windows) { model.other = "unread" } == 0)
    #expect(bodies(rendering: windows) {} == 0)
  }

  @Test func twoChangesInOneEventEvaluateOnce() {
    let model = Model()
    let (nameWindow, _) = host(NameView(model: model))
    _ = nameWindow.render()
    #expect(
      bodies(rendering: [nameWindow]) {
        model.name = "a"
        model.name = "ab"
      } == 1)
  }

  // MARK: ObservableObject

  /// An `ObservableObject` whose views read one property each.
  @MainActor
  private final class Screen: ObservableObject {
    @Published var path: [Int] = []
    @Published var title = "home"
    @Published var detail = "detail"
    @Published var unread = 0
  }

  /// Owns the object (`@StateObject`) and reads `title`; its pushed screen observes the same
  /// object (`@ObservedObject`) and reads `detail`.
  private struct Root: DeclarativeUI.View {
    @StateObject var screen: Screen

    var body: some DeclarativeUI.View {
      NavigationStack(path: $screen.path) {
        Text(screen.title)
          .navigationDestination(for: Int.self) { _ in Detail(screen: screen) }
      }
    }
  }

  private struct Detail: DeclarativeUI.View {
    @ObservedObject var screen: Screen

    var body: some DeclarativeUI.View {
      Text(screen.detail)
    }
  }

  @Test func aPublishedChangeEvaluatesEveryHostObservingTheObject() {
    let screen = Screen()
    let (window, host) = host(Root(screen: screen))
    #expect(window.lines == ["home"])
    // Pushing: the root evaluates (it read `path`) and the new screen's first evaluation.
    #expect(bodies(rendering: [window]) { screen.path = [1] } == 2)
    #expect(window.lines == ["detail"])
    // Coarse: a change to what only the pushed screen reads re-evaluates the root too, and one
    // to what neither reads both.
    #expect(bodies(rendering: [window]) { screen.detail = "changed" } == 2)
    #expect(window.lines == ["changed"])
    #expect(bodies(rendering: [window]) { screen.unread += 1 } == 2)
    #expect(bodies(rendering: [window]) {} == 0)
    #expect(host.evaluationCount == 4)
  }

  @Test func anObservableChangeOfTheSameShapeEvaluatesOneHost() {
    // The same two screens with @Observable: the pushed screen alone re-evaluates.
    struct ObservableRoot: DeclarativeUI.View {
      @Bindable var model: Model

      var body: some DeclarativeUI.View {
        NavigationStack(path: $model.path) {
          Text("home \(model.count)")
            .navigationDestination(for: Int.self) { _ in NameView(model: model) }
        }
      }
    }
    let model = Model()
    let (window, host) = host(ObservableRoot(model: model))
    #expect(window.lines == ["home 0"])
    #expect(bodies(rendering: [window]) { model.path = [1] } == 2)
    #expect(bodies(rendering: [window]) { model.name = "changed" } == 1)
    #expect(window.lines == ["name changed"])
    #expect(bodies(rendering: [window]) { model.other = "unread" } == 0)
    #expect(host.evaluationCount == 2)
  }
}
