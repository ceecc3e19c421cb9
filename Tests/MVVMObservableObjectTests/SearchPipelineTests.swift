import OpenCombine
import TerminalUI
import Testing

@testable import MVVMObservableObject

// MARK: Extra — the search pipeline's own parts
//
// What the History view model's pipeline is made of beyond OpenCombine: the scheduler over the
// injected clock, and the future whose task a cancel cancels. The History scenarios use them
// through `debounce` and `switchToLatest`; these tests hold each to its contract alone.

@MainActor
struct ClockSchedulerTests {
  typealias Stride = ClockScheduler.SchedulerTimeType.Stride

  @Test func anActionRunsOnceTheClockReachesItsTime() async {
    let clock = ManualClock()
    let scheduler = ClockScheduler(clock: clock)
    var ran: [String] = []
    scheduler.schedule(options: nil) { ran.append("now") }
    #expect(ran == ["now"])

    let (done, finished) = AsyncStream<Void>.makeStream()
    var iterator = done.makeAsyncIterator()
    clock.advance(by: .milliseconds(10))
    #expect(scheduler.now.offset == .milliseconds(10))
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(150))) {
      ran.append("later")
      finished.yield()
    }
    await clock.waitForSleeps()
    clock.advance(by: .milliseconds(149))
    #expect(clock.pendingSleeps == 1)
    clock.advance(by: .milliseconds(1))
    await iterator.next()
    #expect(ran == ["now", "later"])
    #expect(clock.pendingSleeps == 0)
  }

  /// `debounce` schedules its wait this way: it repeats every interval until cancelled, and
  /// cancelling ends the pending sleep at once.
  @Test func aRepeatingActionRunsUntilItIsCancelled() async {
    let clock = ManualClock()
    let scheduler = ClockScheduler(clock: clock)
    let (ticks, tick) = AsyncStream<Int>.makeStream()
    var iterator = ticks.makeAsyncIterator()
    var count = 0
    let repeating = scheduler.schedule(
      after: scheduler.now.advanced(by: .milliseconds(10)), interval: .milliseconds(10),
      tolerance: scheduler.minimumTolerance, options: nil
    ) {
      count += 1
      tick.yield(count)
    }
    for expected in 1...2 {
      await clock.waitForSleeps()
      clock.advance(by: .milliseconds(10))
      #expect(await iterator.next() == expected)
    }
    await clock.waitForSleeps()
    repeating.cancel()
    #expect(clock.pendingSleeps == 0)
    clock.advance(by: .milliseconds(10))
    #expect(count == 2)
  }

  @Test func itsTimeIsCountedInNanoseconds() {
    #expect(Stride.seconds(2) == Stride(.seconds(2)))
    #expect(Stride.seconds(0.5).magnitude == 500_000_000)
    #expect(Stride.milliseconds(150).duration == .milliseconds(150))
    #expect(Stride.microseconds(3).magnitude == 3_000)
    #expect(Stride.nanoseconds(7).magnitude == 7)
    #expect(Stride(exactly: 5) == 5)
    #expect(Stride(exactly: UInt64.max) == nil)
    var stride: Stride = 4
    stride += 6
    stride *= 3
    stride -= 1
    #expect(stride == .nanoseconds(29))
    #expect(-stride < .zero)
    let start = ClockScheduler.SchedulerTimeType(offset: .zero)
    let later = start.advanced(by: .milliseconds(1))
    #expect(start < later)
    #expect(start.distance(to: later) == .milliseconds(1))
  }

  /// The parts of `Scheduler` the debounce never calls (its time line's distances and order,
  /// strides made from seconds) hold too, for any other operator given this scheduler.
  @Test func itsTimeLineMeasuresAndOrdersAsTheClockDoes() {
    let start = ClockScheduler.SchedulerTimeType(offset: .milliseconds(150))
    let later = start.advanced(by: .milliseconds(100))
    #expect(start.distance(to: later) == .milliseconds(100))
    #expect(later.distance(to: start) == .milliseconds(-100))
    #expect(start < later)
    #expect(!(start < start))
    #expect(!(later < start))
    #expect(Stride.seconds(1.5).magnitude == 1_500_000_000)
    #expect(Stride.seconds(2).magnitude == 2_000_000_000)
    #expect(Stride(.milliseconds(150)).duration == .milliseconds(150))
    #expect(Stride.milliseconds(1) < .milliseconds(2))
    #expect(!(Stride.milliseconds(2) < .milliseconds(2)))
  }
}

@MainActor
struct TaskFutureTests {
  @Test func itSendsItsWorksOutcomeThenFinishes() async {
    var received: [String] = []
    let (done, finished) = AsyncStream<Void>.makeStream()
    var iterator = done.makeAsyncIterator()
    let subscription = TaskFuture<Int> { 7 }
      .sink(
        receiveCompletion: { _ in
          received.append("finished")
          finished.yield()
        },
        receiveValue: { outcome in received.append("\((try? outcome.get()) ?? 0)") })
    await iterator.next()
    #expect(received == ["7", "finished"])
    subscription.cancel()
  }

  /// Cancelling cancels the task, and what its work still returns is not sent, even when the
  /// work pays no heed to the cancellation.
  @Test func aCancelledFutureSendsNothingEvenIfItsWorkAnswers() async {
    var received: [String] = []
    var answer: CheckedContinuation<Void, Never>?
    var cancelled = false
    let (events, event) = AsyncStream<String>.makeStream()
    var iterator = events.makeAsyncIterator()
    let subscription = TaskFuture<Int> {
      await withCheckedContinuation { continuation in
        answer = continuation
        event.yield("waiting")
      }
      cancelled = Task.isCancelled
      event.yield("answering")
      return 7
    }
    .sink(
      receiveCompletion: { _ in received.append("finished") },
      receiveValue: { _ in received.append("value") })
    #expect(await iterator.next() == "waiting")
    subscription.cancel()
    answer?.resume()
    // The work and what follows it run in one turn of the main actor: by the time this test
    // runs again, the future has sent whatever it sends.
    #expect(await iterator.next() == "answering")
    #expect(cancelled)
    #expect(received == [])
  }
}
