import Composable

/// A counter that also loads a number, waiting for the test to give it: the feature the test
/// store runs.
struct Feature: Reducer {
  let answers: Answers

  struct State: Equatable {
    var count = 0
    var isLoading = false
  }

  enum Action: Equatable {
    case incrementTapped
    case decrementTapped
    /// Increments, then sends `incrementTapped` as an effect.
    case incrementTwiceTapped
    case loadTapped
    case loaded(Int?)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .incrementTwiceTapped:
        state.count += 1
        return .send(.incrementTapped)
      case .loadTapped:
        state.isLoading = true
        return .run { [answers] send in send(.loaded(await answers.next())) }
      case .loaded(let value):
        state.isLoading = false
        state.count = value ?? -1
        return .none
      }
    }
  }
}

/// The numbers the feature's load waits for, given by the test: no sleeps.
@MainActor
final class Answers {
  private var pending: AsyncStream<Int>.Continuation?

  var isWaiting: Bool { pending != nil }

  /// The test's answer, or nil once the waiting task is cancelled.
  func next() async -> Int? {
    let (answers, continuation) = AsyncStream.makeStream(of: Int.self)
    pending = continuation
    defer { pending = nil }
    for await answer in answers { return answer }
    return nil
  }

  func answer(_ value: Int) {
    pending?.yield(value)
  }
}

/// Lets the main actor's queued work (effects' tasks) run until `condition` holds, for at most
/// a thousand turns; returns whether it holds.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<1000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
