import CalculatorModel
import Synchronization

/// Counts a store's operations in flight, so that headless mode can wait until none is left
/// before it draws (SPEC: Headless mode). `MonitoredHistoryStore` reports to it.
public final class HistoryActivity: Sendable {
  private struct State {
    var inFlight = 0
    var started = 0
    var waiters: [CheckedContinuation<Int, Never>] = []
  }
  private let state = Mutex(State())

  public init() {}

  /// How many operations have started in all.
  public var started: Int { state.withLock { $0.started } }

  /// How many operations have started and not finished.
  public var inFlight: Int { state.withLock { $0.inFlight } }

  func begin() {
    state.withLock {
      $0.inFlight += 1
      $0.started += 1
    }
  }

  func end() {
    let (waiters, started) = state.withLock { state -> ([CheckedContinuation<Int, Never>], Int) in
      state.inFlight -= 1
      guard state.inFlight == 0 else { return ([], state.started) }
      defer { state.waiters = [] }
      return (state.waiters, state.started)
    }
    for waiter in waiters { waiter.resume(returning: started) }
  }

  /// Returns once no operation is in flight, with how many had been started in all by then.
  public nonisolated(nonsending) func settled() async -> Int {
    await withCheckedContinuation { continuation in
      let started = state.withLock { state -> Int? in
        guard state.inFlight > 0 else { return state.started }
        state.waiters.append(continuation)
        return nil
      }
      if let started { continuation.resume(returning: started) }
    }
  }
}

/// A store that reports each operation of another to a `HistoryActivity`. The operation ends
/// on the caller's actor (the calls are `nonisolated(nonsending)`), in the same turn in which
/// the caller receives its answer, so that whoever waits on the activity runs after the caller
/// has handled the answer.
public struct MonitoredHistoryStore<Base: HistoryStore>: HistoryStore {
  public let base: Base
  public let activity: HistoryActivity

  public init(_ base: Base, activity: HistoryActivity) {
    self.base = base
    self.activity = activity
  }

  public nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry {
    activity.begin()
    defer { activity.end() }
    return try await base.save(calculator)
  }

  public nonisolated(nonsending) func newest(limit: Int) async throws -> [HistoryEntry] {
    activity.begin()
    defer { activity.end() }
    return try await base.newest(limit: limit)
  }

  public nonisolated(nonsending) func count() async throws -> Int {
    activity.begin()
    defer { activity.end() }
    return try await base.count()
  }

  public nonisolated(nonsending) func search(_ text: String, limit: Int) async throws
    -> HistoryPage
  {
    activity.begin()
    defer { activity.end() }
    return try await base.search(text, limit: limit)
  }

  public nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws {
    activity.begin()
    defer { activity.end() }
    try await base.delete(id: id)
  }
}
