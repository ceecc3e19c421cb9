import OpenCombine

/// An OpenCombine scheduler over a `Clock`, so that `debounce` waits on the clock the
/// composition root injected (the real one, or the `ManualClock` a test moves by hand) as
/// Combine's waits on `DispatchQueue.main` or `RunLoop.main`.
///
///     $query.debounce(for: .init(HistoryText.searchDelay), scheduler: ClockScheduler(clock: clock))
///
/// An action scheduled for later is a task that sleeps on the clock until then and runs it on
/// the main actor; cancelling its `Cancellable` cancels the task, and so the sleep.
@MainActor
struct ClockScheduler: @MainActor Scheduler {
  /// A point on the scheduler's time line: how long after the scheduler was made.
  struct SchedulerTimeType: Strideable {
    var offset: Stride

    func distance(to other: SchedulerTimeType) -> Stride { other.offset - offset }
    func advanced(by stride: Stride) -> SchedulerTimeType {
      SchedulerTimeType(offset: offset + stride)
    }

    static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.offset < rhs.offset
    }

    /// A span of time, counted in nanoseconds as `DispatchQueue`'s scheduler counts it.
    struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric {
      var magnitude: Int

      init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        magnitude = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
      }
      init(nanoseconds: Int) { magnitude = nanoseconds }
      init(integerLiteral value: Int) { magnitude = value }
      init?<Source: BinaryInteger>(exactly source: Source) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      var duration: Duration { .nanoseconds(magnitude) }

      static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      static func seconds(_ s: Double) -> Stride { Stride(.seconds(s)) }
      static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

      static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
      }
      static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
      }
      static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
      }
      static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// The clock's time since this scheduler was made.
  private let elapsed: @Sendable () -> Duration
  /// Sleeps on the clock until that long after this scheduler was made.
  private let sleep: @Sendable (Duration) async throws -> Void

  init(clock: any Clock<Duration>) {
    (elapsed, sleep) = Self.timeLine(of: clock)
  }

  /// The clock's now and sleep, measured from its now at this call (its own instants are of a
  /// type only the clock knows).
  private static func timeLine<C: Clock<Duration>>(
    of clock: C
  ) -> (elapsed: @Sendable () -> Duration, sleep: @Sendable (Duration) async throws -> Void) {
    let start = clock.now
    return (
      { start.duration(to: clock.now) },
      { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
    )
  }

  var now: SchedulerTimeType { SchedulerTimeType(offset: .init(elapsed())) }

  var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` now: the caller is on the main actor already.
  func schedule(options: Never?, _ action: @escaping () -> Void) {
    action()
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    Task { [sleep] in
      do {
        try await sleep(date.offset.duration)
        action()
      } catch {}
    }
  }

  /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
  /// (`debounce` schedules its wait this way and cancels it when it fires.)
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let task = Task { [sleep] in
      var next = date
      while !Task.isCancelled {
        do { try await sleep(next.offset.duration) } catch { return }
        action()
        next = next.advanced(by: interval)
      }
    }
    return AnyCancellable { task.cancel() }
  }
}
