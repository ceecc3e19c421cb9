import Composable

/// Answers that effects wait for, given by the test: an effect awaits `wait(for:)` under a
/// name, the test sees it waiting and answers with `answer(_:with:)`. No sleeps.
@MainActor
final class Answers {
  private var pending: [String: AsyncStream<Int>.Continuation] = [:]
  /// How each wait ended, by name: the answer, or nil when its task was cancelled first.
  private(set) var ended: [String: Int?] = [:]

  /// Whether an effect is waiting under `name`.
  func isWaiting(_ name: String) -> Bool { pending[name] != nil }

  /// The answer for `name`, or nil if the waiting task is cancelled first (the stream ends
  /// when the task iterating it is cancelled).
  func wait(for name: String) async -> Int? {
    let (answers, continuation) = AsyncStream.makeStream(of: Int.self)
    pending[name] = continuation
    var answer: Int?
    for await value in answers {
      answer = value
      break
    }
    pending[name] = nil
    ended[name] = .some(answer)
    return answer
  }

  func answer(_ name: String, with value: Int) {
    pending[name]?.yield(value)
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

/// Lets the main actor's queued work run, to check that nothing more happens.
@MainActor
func settle() async {
  for _ in 0..<100 { await Task.yield() }
}

/// A counter whose increments can also come from an effect: the child feature of the tests.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case incrementTapped
    /// Increments, then sends `incrementTapped` as an effect.
    case incrementTwiceTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .incrementTwiceTapped:
        state.count += 1
        return .send(.incrementTapped)
      }
    }
  }
}
