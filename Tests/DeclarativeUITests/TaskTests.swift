import DeclarativeUI
import Observation
import TerminalUI
import Testing

/// The runs of the test views' tasks, in the order they started, each waiting for a result the
/// test gives it: the tests decide when a task's awaited work ends, with no sleeps.
@MainActor
private final class Runs {
  /// One run of a task: the result it waits for, and how its wait ended.
  @MainActor
  final class Run {
    let label: String
    private let results: AsyncStream<String>
    private let input: AsyncStream<String>.Continuation
    private var pending: CheckedContinuation<String, Never>?
    /// Whether the wait is over, and then what it returned and whether the task was cancelled.
    private(set) var hasEnded = false
    private(set) var value: String?
    private(set) var sawCancellation = false

    init(label: String) {
      self.label = label
      (results, input) = AsyncStream.makeStream(of: String.self)
    }

    /// Work that honours cancellation: the first result, or nil when the task is cancelled
    /// first (an `AsyncStream` ends when the task waiting on it is cancelled).
    func wait() async -> String? {
      for await result in results {
        return end(with: result)
      }
      return end(with: nil)
    }

    /// Work that ignores cancellation: it returns its result whenever it comes.
    func waitIgnoringCancellation() async -> String {
      let result = await withCheckedContinuation { pending = $0 }
      return end(with: result)!
    }

    private func end(with result: String?) -> String? {
      hasEnded = true
      value = result
      sawCancellation = Task.isCancelled
      return result
    }

    var isWaitingIgnoringCancellation: Bool { pending != nil }

    func finish(with result: String) {
      if let pending {
        self.pending = nil
        pending.resume(returning: result)
      } else {
        input.yield(result)
      }
    }
  }

  private(set) var all: [Run] = []

  func start(_ label: String) -> Run {
    let run = Run(label: label)
    all.append(run)
    return run
  }

  var labels: [String] { all.map(\.label) }
}

/// Lets what is queued on the main actor run (the tasks of the views) until `condition` holds,
/// for at most a thousand turns; returns whether it holds.
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<1000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

/// Lets what is queued on the main actor run, for checking that nothing more happens.
@MainActor
private func settle() async {
  for _ in 0..<100 { await Task.yield() }
}

/// The detail screen's own state: only that screen shows it.
@MainActor
@Observable
private final class DetailModel {
  var text = "waiting"
  @ObservationIgnored var evaluations = 0
}

/// A screen that loads its name when it appears.
private struct Loading: DeclarativeUI.View {
  @Bindable var model: Model
  let runs: Runs

  var body: some DeclarativeUI.View {
    VStack {
      Text("name \(model.name)")
      Text("count \(model.count)")
    }
    .task(priority: .high) {
      if let name = await runs.start("load").wait() { model.name = name }
    }
    .onKeyPress(.enter) {
      model.count += 1
      return .handled
    }
  }
}

/// `.task` and `.task(id:)`: started when the view appears, cancelled when it disappears,
/// restarted only when the id changes; what a task changes after an `await` reaches the screen.
@MainActor
struct TaskTests {
  @Test func aTaskStartsWhenItsViewAppearsAfterTheEvaluation() async {
    let model = Model()
    let runs = Runs()
    let (window, _) = host(Loading(model: model, runs: runs))
    #expect(runs.all.isEmpty)
    #expect(await eventually { runs.all.count == 1 })
    #expect(runs.labels == ["load"])
    #expect(window.lines == ["name", "count 0"])
  }

  @Test func aTaskIsNotRestartedWhenBodyIsEvaluatedAgain() async {
    let model = Model()
    let runs = Runs()
    let (window, host) = host(Loading(model: model, runs: runs))
    #expect(await eventually { runs.all.count == 1 })
    window.handle(.enter)
    model.count += 1
    #expect(window.lines == ["name", "count 2"])
    host.rootView = Loading(model: model, runs: runs)
    #expect(window.lines == ["name", "count 2"])
    await settle()
    #expect(host.evaluationCount == 4)
    #expect(runs.all.count == 1)
    #expect(!runs.all[0].hasEnded)
  }

  @Test func aChangeAfterAnAwaitAsksForAFrameThatShowsIt() async throws {
    let model = Model()
    let runs = Runs()
    let (window, host) = host(Loading(model: model, runs: runs))
    var requests = 0
    window.displayRequested = { requests += 1 }
    #expect(window.lines == ["name", "count 0"])
    #expect(await eventually { runs.all.count == 1 })
    #expect(!window.needsDisplay)
    try #require(runs.all.first).finish(with: "loaded")
    #expect(await eventually { model.name == "loaded" })
    // Marked, not evaluated: Observation's `onChange` comes before the value is stored.
    #expect(host.evaluationCount == 1)
    #expect(window.needsDisplay)
    #expect(requests == 1)
    #expect(window.lines == ["name loaded", "count 0"])
    #expect(host.evaluationCount == 2)
    #expect(!window.needsDisplay)
    #expect(runs.all[0].value == "loaded")
    #expect(!runs.all[0].sawCancellation)
    #expect(runs.all.count == 1)
  }

  @Test func aHostThatGoesAwayCancelsItsTasks() async throws {
    let model = Model()
    let runs = Runs()
    do {
      let (window, _) = host(Loading(model: model, runs: runs))
      #expect(await eventually { runs.all.count == 1 })
      withExtendedLifetime(window) {}
    }
    let run = try #require(runs.all.first)
    #expect(await eventually { run.hasEnded })
    #expect(run.sawCancellation)
    #expect(run.value == nil)
    #expect(model.name == "")
  }

  // MARK: Disappearing

  private struct Stack: DeclarativeUI.View {
    @Bindable var model: Model
    let runs: Runs
    let detail: DetailModel

    var body: some DeclarativeUI.View {
      NavigationStack(path: $model.path) {
        Text("home")
          .navigationDestination(for: Int.self) { number in
            Detail(number: number, model: model, runs: runs, detail: detail)
          }
      }
    }
  }

  private struct Detail: DeclarativeUI.View {
    let number: Int
    let model: Model
    let runs: Runs
    let detail: DetailModel

    var body: some DeclarativeUI.View {
      detail.evaluations += 1
      return Text("detail \(number) \(detail.text)")
        .task {
          let run = runs.start("detail \(number)")
          if number < 0 {
            detail.text = await run.waitIgnoringCancellation()
          } else if let text = await run.wait() {
            detail.text = text
          }
        }
        .onKeyPress(.escape) {
          model.path.removeLast()
          return .handled
        }
    }
  }

  @Test func poppingAScreenCancelsItsTaskAndPushingItAgainStartsAnother() async throws {
    let model = Model()
    let runs = Runs()
    let (window, _) = host(Stack(model: model, runs: runs, detail: DetailModel()))
    model.path = [1]
    #expect(window.lines == ["detail 1 waiting"])
    #expect(await eventually { runs.all.count == 1 })
    window.handle(.escape)
    #expect(window.lines == ["home"])
    let first = try #require(runs.all.first)
    #expect(await eventually { first.hasEnded })
    #expect(first.sawCancellation)
    #expect(first.value == nil)
    model.path = [2]
    #expect(window.lines == ["detail 2 waiting"])
    #expect(await eventually { runs.all.count == 2 })
    #expect(runs.labels == ["detail 1", "detail 2"])
    #expect(!runs.all[1].hasEnded)
  }

  @Test func replacingARouteCancelsTheOldScreensTask() async {
    let model = Model()
    let runs = Runs()
    let (window, _) = host(Stack(model: model, runs: runs, detail: DetailModel()))
    model.path = [1]
    #expect(window.lines == ["detail 1 waiting"])
    #expect(await eventually { runs.all.count == 1 })
    model.path = [3]
    #expect(window.lines == ["detail 3 waiting"])
    #expect(await eventually { runs.all.count == 2 && runs.all[0].hasEnded })
    #expect(runs.all[0].sawCancellation)
    #expect(!runs.all[1].hasEnded)
  }

  @Test func aLateResultAfterThePopChangesNothingVisible() async throws {
    let model = Model()
    let runs = Runs()
    let detail = DetailModel()
    let (window, root) = host(Stack(model: model, runs: runs, detail: detail))
    var requests = 0
    window.displayRequested = { requests += 1 }
    model.path = [-1]
    #expect(window.lines == ["detail -1 waiting"])
    let screen = try #require(window.activeViewController as? HostingController<AnyView>)
    #expect(await eventually { runs.all.first?.isWaitingIgnoringCancellation == true })
    let run = try #require(runs.all.first)
    window.handle(.escape)
    #expect(window.lines == ["home"])
    let (shown, evaluations, screenEvaluations) = (
      requests, root.evaluationCount, screen.evaluationCount
    )
    run.finish(with: "late")
    #expect(await eventually { run.hasEnded })
    #expect(run.sawCancellation)
    #expect(detail.text == "late")
    #expect(!window.needsDisplay)
    #expect(requests == shown)
    #expect(window.lines == ["home"])
    #expect(root.evaluationCount == evaluations)
    #expect(screen.evaluationCount == screenEvaluations)
    #expect(detail.evaluations == 1)
  }

  private struct MaybeStack: DeclarativeUI.View {
    @Bindable var model: Model
    let runs: Runs

    var body: some DeclarativeUI.View {
      if model.flag {
        Text("no stack")
      } else {
        Stack(model: model, runs: runs, detail: DetailModel())
      }
    }
  }

  @Test func aStackThatGoesAwayCancelsTheTasksOfItsScreens() async throws {
    let model = Model()
    let runs = Runs()
    let (window, _) = host(MaybeStack(model: model, runs: runs))
    model.path = [1]
    #expect(window.lines == ["detail 1 waiting"])
    #expect(await eventually { runs.all.count == 1 })
    model.flag = true
    #expect(window.lines == ["no stack"])
    let run = try #require(runs.all.first)
    #expect(await eventually { run.hasEnded })
    #expect(run.sawCancellation)
    #expect(run.value == nil)
  }

  /// The branch that can go away comes last: the host tells views apart by position, so a
  /// view before others would shift them (a different view to the host, as to a field's cursor).
  private struct Branches: DeclarativeUI.View {
    @Bindable var model: Model
    let runs: Runs

    var body: some DeclarativeUI.View {
      VStack {
        Text("before")
        if model.count == 0 {
          Text("zero").task { _ = await runs.start("zero").wait() }
        } else {
          Text("not zero").task { _ = await runs.start("not zero").wait() }
        }
        if model.name.isEmpty {
          Text("empty").task { _ = await runs.start("empty").wait() }
        } else {
          DeclarativeUI.TextField("Name", text: $model.name)
        }
        if model.selection == 0 {
          Text("first").task { _ = await runs.start("first").wait() }
        } else {
          Text("other")
        }
        if model.flag {
          Text("loading").task { _ = await runs.start("flag").wait() }
        }
      }
    }
  }

  @Test func aBranchThatGoesAwayCancelsItsTask() async throws {
    let model = Model()
    model.flag = true
    let runs = Runs()
    let (window, _) = host(Branches(model: model, runs: runs))
    #expect(window.lines == ["before", "zero", "empty", "first", "loading"])
    #expect(await eventually { runs.all.count == 4 })
    #expect(runs.labels == ["zero", "empty", "first", "flag"])
    model.flag = false
    #expect(window.lines == ["before", "zero", "empty", "first"])
    let flag = runs.all[3]
    #expect(await eventually { flag.hasEnded })
    #expect(flag.sawCancellation)
    await settle()
    #expect(runs.all.count == 4)
    #expect(runs.all[0..<3].allSatisfy { !$0.hasEnded })
  }

  @Test func theOtherBranchOnTheSameWidgetCancelsTheTaskAndStartsItsOwn() async {
    let model = Model()
    let runs = Runs()
    let (window, _) = host(Branches(model: model, runs: runs))
    #expect(await eventually { runs.all.count == 3 })
    model.count = 1
    #expect(window.lines == ["before", "not zero", "empty", "first"])
    #expect(await eventually { runs.all.count == 4 && runs.all[0].hasEnded })
    #expect(runs.labels == ["zero", "empty", "first", "not zero"])
    #expect(runs.all[0].sawCancellation)
    model.name = "x"
    #expect(window.lines == ["before", "not zero", "▸ x", "first"])
    #expect(await eventually { runs.all[1].hasEnded })
    #expect(runs.all[1].sawCancellation)
    model.selection = 1
    #expect(window.lines == ["before", "not zero", "▸ x", "other"])
    #expect(await eventually { runs.all[2].hasEnded })
    #expect(runs.all[2].sawCancellation)
    await settle()
    #expect(runs.all.count == 4)
    #expect(!runs.all[3].hasEnded)
  }

  // MARK: task(id:)

  private struct Search: DeclarativeUI.View {
    @Bindable var model: Model
    let runs: Runs

    var body: some DeclarativeUI.View {
      Text("\(model.count): \(model.name)")
        .task(id: model.count) {
          let count = model.count
          if let result = await runs.start("search \(count)").wait() {
            model.name = result
          }
        }
    }
  }

  @Test func taskIDRestartsTheTaskWhenTheIDChangesAndCancelsThePreviousOne() async {
    let model = Model()
    let runs = Runs()
    let (window, host) = host(Search(model: model, runs: runs))
    #expect(await eventually { runs.all.count == 1 })
    model.other = "unread"
    model.name = "same id"
    #expect(window.lines == ["0: same id"])
    await settle()
    #expect(runs.labels == ["search 0"])
    model.count = 1
    #expect(window.lines == ["1: same id"])
    #expect(await eventually { runs.all.count == 2 && runs.all[0].hasEnded })
    #expect(runs.labels == ["search 0", "search 1"])
    #expect(runs.all[0].sawCancellation)
    runs.all[1].finish(with: "found")
    #expect(await eventually { model.name == "found" })
    #expect(window.lines == ["1: found"])
    await settle()
    #expect(runs.all.count == 2)
    #expect(host.evaluationCount == 4)
  }

  /// An id neither a `String` nor an `Int` (the host compares those inline): a value of its
  /// own type, compared with its own `==`.
  private struct Key: Equatable {
    var count: Int
  }

  private struct KeyedSearch: DeclarativeUI.View {
    @Bindable var model: Model
    let runs: Runs

    var body: some DeclarativeUI.View {
      Text("\(model.count): \(model.name)")
        .task(id: Key(count: model.count)) {
          _ = await runs.start("search \(model.count)").wait()
        }
    }
  }

  @Test func taskIDOfAnotherTypeRestartsOnlyWhenItDiffers() async {
    let model = Model()
    let runs = Runs()
    let (window, _) = host(KeyedSearch(model: model, runs: runs))
    #expect(await eventually { runs.all.count == 1 })
    model.name = "same id"
    #expect(window.lines == ["0: same id"])
    await settle()
    #expect(runs.labels == ["search 0"])
    model.count = 1
    #expect(window.lines == ["1: same id"])
    #expect(await eventually { runs.all.count == 2 && runs.all[0].hasEnded })
    #expect(runs.labels == ["search 0", "search 1"])
  }
}
