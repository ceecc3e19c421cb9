import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A clock whose time moves only when it is told to: tests advance it by hand, and headless
/// mode lets every pending sleep pass when it settles after a key (SPEC: Headless mode), so
/// that a wait such as History's 150 ms before a search is as deterministic as a key.
///
///     let clock = ManualClock()
///     Task { try await clock.sleep(for: .milliseconds(150)); search() }
///     clock.advance(by: .milliseconds(100))   // nothing yet
///     clock.advance(by: .milliseconds(50))    // the sleep ends: search() runs
///
/// A sleep whose task is cancelled ends at once with `CancellationError`, and is no longer
/// pending.
public final class ManualClock: Clock, Sendable {
  /// A point on the clock: how far it is from the clock's start.
  public struct Instant: InstantProtocol, Sendable {
    public var offset: Duration

    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
    /// `waitForSleeps` callers: each resumes once this many sleeps are pending.
    var sleepWaiters: [(id: Int, count: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    /// A `waitForSleeps` ran out of time: the test has failed, and later waits that would have
    /// to wait give up at once (as the test store's do), so a test with several waits fails
    /// within one wait's time, not the sum of them.
    var gaveUp = false
  }

  private let state = Mutex(State())

  public init() {}

  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to reach their deadline.
  public var pendingSleeps: Int { state.withLock { $0.sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (now, waiters) = state.withLock {
          state -> (Result<Void, any Error>?, [CheckedContinuation<Bool, Never>]) in
          // Cancelled before it waited: the handler below found nothing to cancel.
          if Task.isCancelled { return (.failure(CancellationError()), []) }
          if deadline <= state.now { return (.success(()), []) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          let pending = state.sleepers.count
          let ready = state.sleepWaiters.filter { $0.count <= pending }.map(\.continuation)
          state.sleepWaiters.removeAll { $0.count <= pending }
          return (nil, ready)
        }
        if let now { continuation.resume(with: now) }
        for waiter in waiters { waiter.resume(returning: true) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// How long `waitForSleeps` waits by default: a minute, or `CALC_TEST_PATIENCE` seconds when
  /// that is set (scripts/mutants and scripts/planted-bugs set 3 for a run of one variant's
  /// tests, as for the test store's waits), so that a fault that stops a sleep fails its run
  /// within the run's limit.
  public static let testPatience: Duration = {
    guard let raw = getenv("CALC_TEST_PATIENCE"), let seconds = Int(String(cString: raw)),
      seconds > 0
    else { return .seconds(60) }
    return .seconds(seconds)
  }()

  /// Returns true once at least `count` sleeps are pending (at once if they are): the task a
  /// key started has reached its wait, and a test may move the time. It waits for the sleep
  /// itself, as a test store's `nextRequest()` waits for a call; if the sleeps have not come
  /// after `limit` of real time (the code under test never sleeps: a bug, or a planted one), it
  /// returns false, so that a test fails on what follows instead of waiting forever; after that,
  /// a wait on this clock that would have to wait returns false at once.
  @discardableResult
  public func waitForSleeps(_ count: Int = 1, within limit: Duration = testPatience) async
    -> Bool
  {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    let timer = Task { [weak self] in
      do { try await Task.sleep(for: limit) } catch { return }  // the sleeps came first
      let waiter = self?.state.withLock { state -> CheckedContinuation<Bool, Never>? in
        guard let index = state.sleepWaiters.firstIndex(where: { $0.id == id }) else {
          return nil
        }
        state.gaveUp = true
        return state.sleepWaiters.remove(at: index).continuation
      }
      waiter?.resume(returning: false)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let now = state.withLock { state -> Bool? in
        if state.sleepers.count >= count { return true }
        if state.gaveUp { return false }
        state.sleepWaiters.append((id, count, continuation))
        return nil
      }
      if let now { continuation.resume(returning: now) }
    }
  }

  /// Moves the time on by `duration`, ending every sleep whose deadline it reaches (their
  /// tasks go on when their actors next run).
  public func advance(by duration: Duration) {
    let due = state.withLock { state in
      state.now = state.now.advanced(by: duration)
      return Self.takeDue(from: &state)
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Moves the time on to the last pending deadline, ending every pending sleep; returns how
  /// many ended. Headless mode's "the input pauses": whatever waits for time, its time passes.
  @discardableResult
  public func letPendingSleepsPass() -> Int {
    let due = state.withLock { state in
      if let last = state.sleepers.map(\.deadline).max(), last > state.now {
        state.now = last
      }
      return Self.takeDue(from: &state)
    }
    for sleeper in due { sleeper.continuation.resume() }
    return due.count
  }

  /// The sleepers whose deadline has come, earliest first, taken out of `state`.
  private static func takeDue(from state: inout State) -> [Sleeper] {
    let now = state.now
    let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
    state.sleepers.removeAll { $0.deadline <= now }
    return due
  }
}
