import Synchronization
import Testing

@testable import TerminalUI

/// The clock tests and headless mode move by hand (SPEC: Headless mode).
@MainActor
struct ManualClockTests {
  /// What the sleeps started so far have done: "ended" or "cancelled", in order.
  final class Log: Sendable {
    private let entries = Mutex<[String]>([])
    var all: [String] { entries.withLock { $0 } }
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
  }

  /// Starts a task sleeping `duration` on `clock` and waits until its sleep is pending.
  func sleeper(
    _ name: String, for duration: Duration, on clock: ManualClock, log: Log
  ) async -> Task<Void, Never> {
    let pending = clock.pendingSleeps
    let task = Task {
      do {
        try await clock.sleep(for: duration)
        log.add("\(name) ended")
      } catch {
        log.add("\(name) \(error is CancellationError ? "cancelled" : "\(error)")")
      }
    }
    await clock.waitForSleeps(pending + 1)
    return task
  }

  @Test func aSleepEndsWhenTheClockReachesItsDeadlineAndNotBefore() async {
    let clock = ManualClock()
    let log = Log()
    let short = await sleeper("short", for: .milliseconds(150), on: clock, log: log)
    let long = await sleeper("long", for: .milliseconds(400), on: clock, log: log)
    clock.advance(by: .milliseconds(149))
    #expect(clock.pendingSleeps == 2)
    clock.advance(by: .milliseconds(1))
    await short.value
    #expect(log.all == ["short ended"])
    #expect(clock.pendingSleeps == 1)
    clock.advance(by: .seconds(1))
    await long.value
    #expect(log.all == ["short ended", "long ended"])
    #expect(clock.now == ManualClock.Instant(offset: .milliseconds(1_150)))
  }

  @Test func waitingForSleepsReturnsOnceTheyArePending() async {
    let clock = ManualClock()
    let log = Log()
    let waiting = Task {
      await clock.waitForSleeps(2)
      log.add("two pending")
    }
    let first = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleeps(1)
    #expect(log.all == [])
    let second = Task { try await clock.sleep(for: .seconds(2)) }
    await waiting.value
    #expect(log.all == ["two pending"])
    #expect(clock.pendingSleeps == 2)
    await clock.waitForSleeps(2)  // already: returns at once
    first.cancel()
    second.cancel()
    #expect(clock.pendingSleeps == 0)
  }

  /// The second wait's hour is never waited: were it, the time limit would fail the test.
  @Test(.timeLimit(.minutes(1)))
  func aWaitForSleepsThatNeverComeGivesUpAndLaterWaitsGiveUpAtOnce() async {
    let clock = ManualClock()
    #expect(await clock.waitForSleeps(1, within: .milliseconds(50)) == false)
    #expect(await clock.waitForSleeps(1, within: .seconds(3_600)) == false, "the test has failed")
    // A sleep that does come is still seen.
    let sleeping = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.pendingSleeps == 0 { await Task.yield() }
    #expect(await clock.waitForSleeps(1) == true)
    sleeping.cancel()
  }

  @Test func lettingPendingSleepsPassEndsThemAllAtTheLastDeadline() async {
    let clock = ManualClock()
    let log = Log()
    #expect(clock.letPendingSleepsPass() == 0)
    #expect(clock.now == ManualClock.Instant())
    let tasks = [
      await sleeper("a", for: .milliseconds(300), on: clock, log: log),
      await sleeper("b", for: .milliseconds(150), on: clock, log: log),
    ]
    #expect(clock.letPendingSleepsPass() == 2)
    for task in tasks { await task.value }
    #expect(Set(log.all) == ["a ended", "b ended"])
    #expect(clock.now == ManualClock.Instant(offset: .milliseconds(300)))
    #expect(clock.pendingSleeps == 0)
  }

  @Test func aCancelledSleepEndsAtOnceAndIsNoLongerPending() async {
    let clock = ManualClock()
    let log = Log()
    let task = await sleeper("debounce", for: .milliseconds(150), on: clock, log: log)
    task.cancel()
    await task.value
    #expect(log.all == ["debounce cancelled"])
    #expect(clock.pendingSleeps == 0)
    // A task cancelled before it sleeps does not wait either.
    let early = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      do {
        try await clock.sleep(for: .seconds(1))
        log.add("early ended")
      } catch {
        log.add("early \(error is CancellationError ? "cancelled" : "\(error)")")
      }
    }
    await early.value
    #expect(log.all == ["debounce cancelled", "early cancelled"])
  }

  @Test func aDeadlineAlreadyPastDoesNotWait() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(2))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
    try await clock.sleep(for: .zero)
    #expect(clock.pendingSleeps == 0)
  }

  /// Headless mode: a key's work that waits on the clock (a debounce) is done, and drawn,
  /// before the next key; a wait a later key cancels never ends.
  @Test func settlingAfterAKeyLetsTheTimeItsWorkWaitsForPass() async {
    let clock = ManualClock()
    let status = Label("idle")
    var searches: [String] = []
    var pending: Task<Void, Never>?
    let field = TextField()
    let controller = TestScreenController {
      StackView(arrangedSubviews: [Label("Title"), field, status])
    }
    field.addAction(for: .editingChanged) { field in
      pending?.cancel()
      let text = field.text
      pending = Task {
        do {
          try await clock.sleep(for: .milliseconds(150))
        } catch {
          return
        }
        searches.append(text)
        status.text = "searched \(text)"
      }
    }
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    let terminal = HeadlessTerminal(window: window)
    terminal.clock = clock

    terminal.send("1")  // not settled: its wait starts when its task runs
    while clock.pendingSleeps == 0 { await Task.yield() }
    await terminal.type("2")  // cancels the first wait; its own passes
    #expect(searches == ["12"])
    #expect(terminal.text == "Title\n▸ 12\nsearched 12\n")
    await terminal.type("34")  // one key: the decoder gives a run of text as one
    #expect(searches == ["12", "1234"])
    #expect(clock.now == ManualClock.Instant(offset: .milliseconds(300)))
  }
}
