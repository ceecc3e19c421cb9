import OpenCombine

/// A `Future` whose work is a task, and which cancels it: each subscription starts `work` on the
/// main actor once it is asked for a value, and cancelling the subscription (as `switchToLatest`
/// does when a newer publisher comes) cancels the task; its outcome, if it still comes, is never
/// sent. Combine's own `Future` starts at once and cannot be cancelled.
///
/// The outcome is the one value, a `Result` (then the subscription finishes): a failed call is
/// an answer like any other, and does not end the pipeline it is part of.
@MainActor
struct TaskFuture<Value>: @MainActor Publisher {
  typealias Output = Result<Value, any Error>
  typealias Failure = Never

  let work: @MainActor () async throws -> Value

  func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Never {
    subscriber.receive(subscription: Run(work: work, downstream: subscriber))
  }

  /// One subscription: the task, and whom it answers until it is cancelled.
  @MainActor
  private final class Run<Downstream: Subscriber>: @MainActor Subscription
  where Downstream.Input == Output, Downstream.Failure == Never {
    private let work: @MainActor () async throws -> Value
    private var downstream: Downstream?
    private var task: Task<Void, Never>?

    init(work: @escaping @MainActor () async throws -> Value, downstream: Downstream) {
      self.work = work
      self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
      guard demand > 0, task == nil, downstream != nil else { return }
      task = Task { [work, weak self] in
        let outcome: Output
        do {
          outcome = .success(try await work())
        } catch {
          outcome = .failure(error)
        }
        guard !Task.isCancelled, let downstream = self?.downstream else { return }
        self?.downstream = nil
        _ = downstream.receive(outcome)
        downstream.receive(completion: .finished)
      }
    }

    func cancel() {
      downstream = nil
      task?.cancel()
    }
  }
}
