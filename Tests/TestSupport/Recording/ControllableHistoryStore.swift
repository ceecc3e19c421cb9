import CalculatorHistory
import CalculatorModel
import Synchronization
import TerminalUI
import Testing

/// A history store whose calls wait until the test answers them: with a value, with an error,
/// or never. A test sees the screen while a call is pending (the loading state) and decides
/// what the store says, with no sleeps and no timing.
///
///     screen.open()                                   // the screen calls newest(limit:)
///     #expect(await store.nextRequest() == .newest(limit: 1000))
///     // … the screen shows Loading…
///     await store.answer(.entries([entry]))           // returns once the screen has it
///
/// A call whose task is cancelled while it waits throws `CancellationError` and is listed in
/// `cancelledRequests`. A call the test never answers (the count an app reads at launch, in a
/// test about something else) stays waiting, as a call in flight to a real store does.
///
/// A test never hangs on it: waiting for a call that does not come within `patience` (the code
/// under test never made it: a bug, or a planted one) records an issue naming the call
/// awaited and the calls that did come, and the test goes on to fail rather than wait forever.
public final class ControllableHistoryStore: HistoryStore {
  /// A call, as the store received it.
  public enum Request: Equatable, Sendable {
    case save(Calculator)
    case newest(limit: Int)
    case count
    case search(String, limit: Int)
    case delete(id: HistoryEntry.ID)
    /// What `nextRequest()` returns when no call came within `patience`: it has already
    /// recorded the issue, and any expectation about the call fails on it too.
    case none
  }

  /// What a call returns when it succeeds.
  public enum Reply: Sendable {
    case entry(HistoryEntry)
    case entries([HistoryEntry])
    case count(Int)
    /// A search's answer: the matching entries shown and how many match.
    case page(HistoryPage)
    /// A delete's answer.
    case done
  }

  /// The test answered a call with a reply of another kind (e.g. `.count` to a save).
  public struct MismatchedReply: Error, CustomStringConvertible {
    public var request: Request
    public var description: String { "the reply does not answer \(request)" }
  }

  private struct Pending {
    var id: Int
    var request: Request
    var continuation: CheckedContinuation<Reply, any Error>
  }

  private struct State {
    var nextID = 0
    var pending: [Pending] = []
    var nextWaiterID = 0
    /// `nextRequest` callers waiting for a call, by id: each resumes with the first call that
    /// comes, or with nil when its patience runs out.
    var requestWaiters: [Int: CheckedContinuation<Request?, Never>] = [:]
    var handledWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var requests: [Request] = []
    var cancelled: [Request] = []
    /// Set once a wait for a call has run out of patience: the test has failed, and the waits
    /// after it give up at once rather than add theirs.
    var gaveUp = false
  }

  private let state = Mutex(State())

  /// Every store's calls still waiting, by call: a waiting task holds its store and the store
  /// its continuation, so without this a test that leaves a call unanswered would end with a
  /// cycle nothing reaches, which a leak checker (AddressSanitizer's, in CI) reports as leaked.
  /// Held here, a waiting call is what it is: alive, not lost.
  private static let waiting = Mutex<
    [ObjectIdentifier: [Int: CheckedContinuation<Reply, any Error>]]
  >([:])

  private func wait(_ id: Int, on continuation: CheckedContinuation<Reply, any Error>) {
    Self.waiting.withLock { $0[ObjectIdentifier(self), default: [:]][id] = continuation }
  }

  private func answered(_ id: Int) {
    Self.waiting.withLock { waiting in
      waiting[ObjectIdentifier(self)]?[id] = nil
      if waiting[ObjectIdentifier(self)]?.isEmpty == true {
        waiting[ObjectIdentifier(self)] = nil
      }
    }
  }

  public init() {}

  /// Every call so far, in order, answered or not.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// How many times `count()` was called so far, answered or not: the saved count (SPEC: Saved
  /// count) is read at launch and after each committed save or delete, and at no other time.
  public var countCalls: Int { state.withLock { $0.requests.count { $0 == .count } } }

  /// The calls waiting for an answer, oldest first.
  public var pendingRequests: [Request] { state.withLock { $0.pending.map(\.request) } }

  /// The calls whose task was cancelled before they were answered.
  public var cancelledRequests: [Request] { state.withLock { $0.cancelled } }

  /// How long a test waits for a call the code under test should make: far longer than any
  /// task takes to reach the store, even when the whole suite's tests share a loaded machine's
  /// main actor (a launch's call has waited there over 10 s behind the other tests' jobs), and
  /// short enough that a call that never comes fails the test within a minute.
  /// It is `ManualClock.testPatience`, which `CALC_TEST_PATIENCE` (seconds) sets for a run of one
  /// variant's tests, whose main actor is not shared with the whole suite: scripts/mutants and
  /// scripts/planted-bugs set 3, so a fault that stops a call fails its run within the run's
  /// limit instead of outlasting it.
  public static let patience = ManualClock.testPatience

  /// How long an answer waits for the call it answers when none is waiting yet: the call is on
  /// its way (its task was resumed by the answer before, say, and has not yet run to it), which
  /// takes a turn of the main actor, not the wait for a call the code has yet to decide to make.
  public static let answerPatience = Duration.seconds(5)

  /// The oldest call waiting for an answer; if there is none yet, waits until one arrives. If
  /// none arrives within `patience`, records an issue at the caller and returns `.none`.
  public func nextRequest(sourceLocation: SourceLocation = #_sourceLocation) async -> Request {
    if let request = await arrival(within: Self.patience) { return request }
    Issue.record(
      Comment(
        rawValue: "ControllableHistoryStore: no call came within \(Self.patience); the calls "
          + "so far: \(requests)"), sourceLocation: sourceLocation)
    return .none
  }

  /// The oldest waiting call, once there is one; nil if none comes within `limit`, or at once
  /// if none is waiting and an earlier wait already gave up.
  private func arrival(within limit: Duration) async -> Request? {
    let id = state.withLock { state -> Int in
      state.nextWaiterID += 1
      return state.nextWaiterID
    }
    let timer = Task { [weak self] in
      do { try await Task.sleep(for: limit) } catch { return }  // the call came first
      let waiter = self?.state.withLock { state in
        state.gaveUp = true
        return state.requestWaiters.removeValue(forKey: id)
      }
      waiter?.resume(returning: nil)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let (request, waits) = state.withLock { state -> (Request?, Bool) in
        if let first = state.pending.first { return (first.request, false) }
        if state.gaveUp { return (nil, false) }
        state.requestWaiters[id] = continuation
        return (nil, true)
      }
      if !waits { continuation.resume(returning: request) }
    }
  }

  /// Answers the oldest waiting call with `reply`, and returns once its caller has the answer
  /// and has run up to its next suspension.
  public func answer(_ reply: Reply, sourceLocation: SourceLocation = #_sourceLocation) async {
    await resumeOldest({ $0.resume(returning: reply) }, sourceLocation: sourceLocation)
  }

  /// Answers calls an app makes at the same time, whose order nothing fixes (the saved count
  /// and History's load when the app opens at History: two tasks the main actor may run in
  /// either order), each with the reply given for its request, as the calls come. Returns the
  /// calls that came with no reply given (it stops at the first), so a test expects `[]`.
  public func answer(
    inAnyOrder replies: [(request: Request, reply: Reply)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [Request] {
    var remaining = replies
    while !remaining.isEmpty {
      let request = await nextRequest(sourceLocation: sourceLocation)
      guard let index = remaining.firstIndex(where: { $0.request == request }) else {
        return [request]
      }
      await answer(remaining.remove(at: index).reply, sourceLocation: sourceLocation)
    }
    return []
  }

  /// Fails the oldest waiting call with `error`, and returns once its caller has handled it.
  public func fail(_ error: any Error, sourceLocation: SourceLocation = #_sourceLocation) async {
    await resumeOldest({ $0.resume(throwing: error) }, sourceLocation: sourceLocation)
  }

  private func resumeOldest(
    _ resume: @escaping @Sendable (CheckedContinuation<Reply, any Error>) -> Void,
    sourceLocation: SourceLocation
  ) async {
    // The call may be on its way: the task that makes it was resumed (by the answer before, say)
    // but has not yet run to it, as happens on a loaded machine. Wait for it, never long:
    // answering a call that never comes is a failure, recorded below.
    _ = await arrival(within: Self.answerPatience)
    let oldest = state.withLock { state -> Pending? in
      state.pending.isEmpty ? nil : state.pending.removeFirst()
    }
    guard let oldest else {
      Issue.record(
        Comment(
          rawValue: "ControllableHistoryStore: an answer, but no call came to answer within "
            + "\(Self.answerPatience); the calls so far: \(requests)"),
        sourceLocation: sourceLocation)
      return
    }
    await withCheckedContinuation { handled in
      state.withLock { $0.handledWaiters[oldest.id] = handled }
      resume(oldest.continuation)
    }
  }

  // MARK: HistoryStore

  public nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry {
    let request = Request.save(calculator)
    guard case .entry(let entry) = try await call(request) else {
      throw MismatchedReply(request: request)
    }
    return entry
  }

  public nonisolated(nonsending) func newest(limit: Int) async throws -> [HistoryEntry] {
    let request = Request.newest(limit: limit)
    guard case .entries(let entries) = try await call(request) else {
      throw MismatchedReply(request: request)
    }
    return entries
  }

  public nonisolated(nonsending) func count() async throws -> Int {
    guard case .count(let count) = try await call(.count) else {
      throw MismatchedReply(request: .count)
    }
    return count
  }

  public nonisolated(nonsending) func search(_ text: String, limit: Int) async throws
    -> HistoryPage
  {
    let request = Request.search(text, limit: limit)
    guard case .page(let page) = try await call(request) else {
      throw MismatchedReply(request: request)
    }
    return page
  }

  public nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws {
    let request = Request.delete(id: id)
    guard case .done = try await call(request) else { throw MismatchedReply(request: request) }
  }

  /// Waits for the test's answer. Runs on the caller's actor (`nonsending`), so when the answer
  /// comes back the caller handles it in this same turn, before `answer`'s caller resumes.
  private nonisolated(nonsending) func call(_ request: Request) async throws -> Reply {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      state.requests.append(request)
      return state.nextID
    }
    defer {
      answered(id)
      // The caller has the answer: whoever gave it may go on once this turn ends.
      let handled = state.withLock { $0.handledWaiters.removeValue(forKey: id) }
      handled?.resume()
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let waiters = state.withLock { state -> [CheckedContinuation<Request?, Never>]? in
          // Cancelled before it waited: the handler below found nothing to cancel.
          if Task.isCancelled {
            state.cancelled.append(request)
            return nil
          }
          state.pending.append(Pending(id: id, request: request, continuation: continuation))
          wait(id, on: continuation)
          defer { state.requestWaiters = [:] }
          return Array(state.requestWaiters.values)
        }
        guard let waiters else { return continuation.resume(throwing: CancellationError()) }
        for waiter in waiters { waiter.resume(returning: request) }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Pending? in
        guard let index = state.pending.firstIndex(where: { $0.id == id }) else { return nil }
        state.cancelled.append(request)
        return state.pending.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }
}
