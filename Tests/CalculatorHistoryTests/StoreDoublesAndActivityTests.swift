import CalculatorHistory
import CalculatorModel
import Foundation
import TestRecording
import TestSupport
import Testing

/// The test double the screens' tests use: each call waits until the test answers it.
struct ControllableHistoryStoreTests {
  static let entry = HistoryEntry(
    id: 7, separators: ",", numbers: "1,2", sum: 3, numberCount: 2, ignoredCount: 0,
    savedAt: TickingClock.start)

  @Test func eachCallWaitsForItsAnswerAndGetsIt() async throws {
    let store = ControllableHistoryStore()
    // Asked for before any call: waits for the call.
    async let firstRequest = store.nextRequest()
    let save = Task { try await store.save(Calculator(numbers: "1,2")) }
    #expect(await firstRequest == .save(Calculator(numbers: "1,2")))
    #expect(store.pendingRequests == [.save(Calculator(numbers: "1,2"))])
    await store.answer(.entry(Self.entry))
    #expect(try await save.value == Self.entry)

    let newest = Task { try await store.newest(limit: 1000) }
    #expect(await store.nextRequest() == .newest(limit: 1000))
    await store.answer(.entries([Self.entry]))
    #expect(try await newest.value == [Self.entry])

    let count = Task { try await store.count() }
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(12))
    #expect(try await count.value == 12)

    let delete = Task { try await store.delete(id: 7) }
    #expect(await store.nextRequest() == .delete(id: 7))
    await store.answer(.done)
    try await delete.value

    #expect(
      store.requests == [
        .save(Calculator(numbers: "1,2")), .newest(limit: 1000), .count, .delete(id: 7),
      ])
    #expect(store.pendingRequests == [])
    #expect(store.cancelledRequests == [])
  }

  @Test func callsAreAnsweredOldestFirst() async throws {
    let store = ControllableHistoryStore()
    let first = Task { try await store.count() }
    #expect(await store.nextRequest() == .count)
    let second = Task { try await store.newest(limit: 5) }
    while store.pendingRequests.count < 2 { await Task.yield() }
    #expect(store.pendingRequests == [.count, .newest(limit: 5)])
    await store.answer(.count(1))
    #expect(try await first.value == 1)
    #expect(await store.nextRequest() == .newest(limit: 5))
    await store.answer(.entries([]))
    #expect(try await second.value == [])
  }

  /// Calls made at once are answered in whichever order they came, each with its own reply;
  /// a call with no reply given is returned, unanswered.
  @Test(arguments: [false, true])
  func callsMadeAtOnceAreAnsweredInAnyOrder(newestFirst: Bool) async throws {
    let store = ControllableHistoryStore()
    // The two calls made one after the other, in the order the argument says.
    var count = Task { try await store.count() }
    while store.pendingRequests.isEmpty { await Task.yield() }
    if newestFirst {
      count.cancel()
      _ = try? await count.value
    }
    let newest = Task { try await store.newest(limit: 5) }
    if newestFirst {
      while store.pendingRequests.isEmpty { await Task.yield() }
      count = Task { try await store.count() }
    }
    while store.pendingRequests.count < 2 { await Task.yield() }
    #expect(
      store.pendingRequests
        == (newestFirst ? [.newest(limit: 5), .count] : [.count, .newest(limit: 5)]))
    let unanswered = await store.answer(inAnyOrder: [
      (.count, .count(3)), (.newest(limit: 5), .entries([])),
    ])
    #expect(unanswered == [])
    #expect(try await count.value == 3)
    #expect(try await newest.value == [])

    let delete = Task { try await store.delete(id: 1) }
    #expect(await store.answer(inAnyOrder: [(.count, .count(3))]) == [.delete(id: 1)])
    #expect(store.pendingRequests == [.delete(id: 1)])
    delete.cancel()
    _ = try? await delete.value
  }

  @Test func aFailedCallThrowsTheTestsError() async {
    let store = ControllableHistoryStore()
    let error = HistoryError.io(path: "/h", reason: "the disk is full")
    let save = Task { try await store.save(Calculator(numbers: "1")) }
    _ = await store.nextRequest()
    await store.fail(error)
    await #expect(throws: error) { try await save.value }
    #expect(store.pendingRequests == [])
  }

  @Test func aCallNeverAnsweredStaysPendingUntilItsTaskIsCancelled() async {
    let store = ControllableHistoryStore()
    let newest = Task { try await store.newest(limit: 3) }
    #expect(await store.nextRequest() == .newest(limit: 3))
    #expect(store.pendingRequests == [.newest(limit: 3)])
    #expect(store.cancelledRequests == [])
    newest.cancel()
    await #expect(throws: CancellationError.self) { try await newest.value }
    #expect(store.pendingRequests == [])
    #expect(store.cancelledRequests == [.newest(limit: 3)])
    #expect(store.requests == [.newest(limit: 3)])
  }

  @Test func aCallFromACancelledTaskThrowsAtOnce() async {
    let store = ControllableHistoryStore()
    let count = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await store.count()
    }
    await #expect(throws: CancellationError.self) { try await count.value }
    #expect(store.cancelledRequests == [.count])
    #expect(store.pendingRequests == [])
  }

  @Test func aReplyOfTheWrongKindIsAMismatch() async {
    let store = ControllableHistoryStore()
    let save = Task { try await store.save(Calculator(numbers: "1")) }
    _ = await store.nextRequest()
    await store.answer(.count(1))
    let error = await #expect(throws: ControllableHistoryStore.MismatchedReply.self) {
      try await save.value
    }
    #expect(error?.request == .save(Calculator(numbers: "1")))
    #expect(error?.description.hasPrefix("the reply does not answer save(") == true)

    let newest = Task { try await store.newest(limit: 1) }
    _ = await store.nextRequest()
    await store.answer(.done)
    await #expect(throws: ControllableHistoryStore.MismatchedReply.self) { try await newest.value }

    let count = Task { try await store.count() }
    _ = await store.nextRequest()
    await store.answer(.entries([]))
    await #expect(throws: ControllableHistoryStore.MismatchedReply.self) { try await count.value }

    let delete = Task { try await store.delete(id: 1) }
    _ = await store.nextRequest()
    await store.answer(.entry(Self.entry))
    await #expect(throws: ControllableHistoryStore.MismatchedReply.self) { try await delete.value }
  }
}

/// SPEC: Headless mode waits for the store: `HistoryActivity` counts the operations of a
/// `MonitoredHistoryStore` and `settled()` returns once none is in flight.
struct HistoryActivityTests {
  @Test func settledReturnsAtOnceWhenNothingHasStarted() async {
    let activity = HistoryActivity()
    #expect(await activity.settled() == 0)
    #expect(activity.started == 0 && activity.inFlight == 0)
  }

  @Test func everyOperationIsCountedAndEndsEvenWhenItFails() async throws {
    let activity = HistoryActivity()
    let store = MonitoredHistoryStore(InMemoryHistoryStore(), activity: activity)
    #expect(store.activity === activity)
    let entry = try await store.save(Calculator(numbers: "1,2"))
    #expect(try await store.newest(limit: 10) == [entry])
    #expect(try await store.count() == 1)
    try await store.delete(id: entry.id)
    #expect(try await store.base.count() == 0)
    #expect(activity.started == 4 && activity.inFlight == 0)
    #expect(await activity.settled() == 4)

    let failing = MonitoredHistoryStore(
      UnavailableHistoryStore(.io(path: "/h", reason: "x")), activity: activity)
    await #expect(throws: HistoryError.self) { try await failing.save(Calculator()) }
    #expect(activity.started == 5 && activity.inFlight == 0)
  }

  @Test func settledWaitsForEveryOperationInFlight() async throws {
    let activity = HistoryActivity()
    let controllable = ControllableHistoryStore()
    let store = MonitoredHistoryStore(controllable, activity: activity)
    let count = Task { try await store.count() }
    #expect(await controllable.nextRequest() == .count)
    let save = Task { try await store.save(Calculator(numbers: "2")) }
    while controllable.pendingRequests.count < 2 { await Task.yield() }
    #expect(activity.inFlight == 2 && activity.started == 2)

    // The operations end only when answered, so whenever the waiter asks, it hears back only
    // after the last answer, with both counted.
    let settled = Task { await activity.settled() }
    await controllable.answer(.count(0))
    #expect(try await count.value == 0)
    #expect(activity.inFlight == 1)
    await controllable.answer(.entry(ControllableHistoryStoreTests.entry))
    #expect(try await save.value == ControllableHistoryStoreTests.entry)
    #expect(await settled.value == 2)
    #expect(activity.inFlight == 0)
  }
}

/// The store of a file that could not be opened: every call fails with why.
struct UnavailableHistoryStoreTests {
  @Test func everyCallThrowsTheReason() async {
    let error = HistoryError.notAHistoryDatabase(path: "/home/u/notes.txt")
    let store = UnavailableHistoryStore(error)
    #expect(store.error == error)
    await #expect(throws: error) { try await store.save(Calculator(numbers: "1")) }
    await #expect(throws: error) { try await store.newest(limit: 10) }
    await #expect(throws: error) { try await store.count() }
    await #expect(throws: error) { try await store.delete(id: 1) }
  }

  @Test(arguments: [
    (
      HistoryError.notAHistoryDatabase(path: "/p"), "/p is not a history database",
      "not a history database"
    ),
    (
      .newerSchema(path: "/p"), "/p was written by a newer version of this program",
      "written by a newer version"
    ),
    (.io(path: "/p", reason: "read-only"), "/p: read-only", "read-only"),
  ])
  func errorsNameThePathAndTheReason(error: HistoryError, description: String, reason: String) {
    #expect(error.description == description)
    #expect(error.reason == reason)
  }
}
