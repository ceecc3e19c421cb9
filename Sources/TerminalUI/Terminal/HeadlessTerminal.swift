/// An in-memory terminal of a given size running a window through the same driver, decoder
/// and renderer as the real terminal. Tests and `--headless` use it (SPEC: Headless mode).
///
/// Two ways to feed it. `send(_:)`, `escapeTimeout()` and `endOfInput()` dispatch and draw
/// synchronously: what a key starts in a `Task` is not waited for. `type(_:)`,
/// `typeEscapeTimeout()` and `finish()` are their deterministic counterparts, which
/// `--headless` uses: after each key they `settle()`, waiting until the work they can see is
/// done (the main actor has nothing queued, `activity` has no operation in flight, and no
/// sleep on `clock` is pending: the input has paused, so its time passes), so that the
/// output depends neither on timing nor on how reads split the input.
@MainActor
public final class HeadlessTerminal {
  public private(set) var screen: VirtualScreen
  /// Every frame's bytes, as the real terminal would have received them.
  public private(set) var writes: [[UInt8]] = []
  public let recordsWrites: Bool
  private var driver: WindowDriver!

  public init(window: Window, recordsWrites: Bool = false) {
    screen = VirtualScreen(size: window.size)
    self.recordsWrites = recordsWrites
    driver = WindowDriver(window: window) { [unowned self] bytes in
      screen.apply(bytes)
      if self.recordsWrites { writes.append(bytes) }
    }
    driver.render()
  }

  public var window: Window { driver.window }

  /// The work `settle()` waits for besides the main actor's queue (the history store's).
  public var activity: (any BackgroundActivity)?

  /// The clock the window's screens wait on, if they wait: `settle()` lets every sleep on it
  /// pass, as time passes while a person pauses between keys.
  public var clock: ManualClock?

  /// How many times `settle()` lets the main actor's queued jobs run before it asks
  /// `activity` again: enough for a `Task` that hops off the main actor and back a few times.
  public static let yieldsPerRound = 16

  /// Feeds one chunk of input bytes, as one `read` from a terminal would deliver them.
  public func send(_ bytes: some Sequence<UInt8>) {
    driver.receive(bytes)
  }

  /// Feeds a string's UTF-8 bytes as one chunk.
  public func send(_ text: String) {
    driver.receive(Array(text.utf8))
  }

  /// True while a lone ESC waits to see whether an escape sequence follows.
  public var isWaitingForEscapeSequence: Bool { driver.isWaitingForEscapeSequence }

  /// The pause after a lone ESC: it becomes the Esc key, as after 50 ms in a terminal.
  public func escapeTimeout() {
    driver.escapeTimeout()
  }

  /// Ends the input: a pending ESC becomes the Esc key and the window closes.
  public func endOfInput() {
    driver.endOfInput()
  }

  /// `send(_:)`, settling after each key; what the keys' work changed is in the frame.
  public func type(_ bytes: some Sequence<UInt8>) async {
    await driver.receive(bytes) { await self.settle() }
  }

  /// `type(_:)` with a string's UTF-8 bytes as one chunk.
  public func type(_ text: String) async {
    await type(Array(text.utf8))
  }

  /// `escapeTimeout()`, settling after the Esc key.
  public func typeEscapeTimeout() async {
    await driver.escapeTimeout { await self.settle() }
  }

  /// `endOfInput()`, settling after each key and before the final screen.
  public func finish() async {
    await driver.endOfInput { await self.settle() }
  }

  /// Waits until the work this terminal can see has settled (`settle(activity:clock:)`). A
  /// frame requested meanwhile (`setNeedsDisplay()` outside key dispatch) is drawn.
  public func settle() async {
    await Self.settle(activity: activity, clock: clock)
  }

  /// Waits until the work a key started has run out, the store's answers and the sleeps on
  /// `clock` included.
  ///
  /// With `MainSerialExecution` installed (`--headless`, the event-counts rig) this is exact:
  /// every task runs on the main actor and every job it is given is counted, so the settle
  /// ends at the first moment when a `Task.yield()` sees no job enqueued but its own,
  /// `activity` has no operation in flight and `clock` no sleep pending. Nothing else can then
  /// run: the next key starts from the same state on every run, however loaded the machine.
  ///
  /// Without it (tests, which run in parallel on the shared pool) the settle can only give the
  /// pool time: rounds of `Task.yield()` on the main actor and turns of the shared pool
  /// (`letThePoolRun()`), then `activity`'s `settled()`, then `clock`'s pending sleeps let
  /// pass, until a round starts no new operation and ends no sleep.
  public static func settle(activity: (any BackgroundActivity)?, clock: ManualClock?) async {
    if MainSerialExecution.isInstalled {
      await settleExactly(activity: activity, clock: clock)
      return
    }
    var started = -1
    while true {
      for _ in 0..<yieldsPerRound { await Task.yield() }
      await letThePoolRun()
      let now = await activity?.settled() ?? 0
      let slept = clock?.letPendingSleepsPass() ?? 0
      if now == started && slept == 0 { return }
      started = now
    }
  }

  /// `settle(activity:clock:)` on the main serial executor. Every step that could start more
  /// work is followed by another round: a yield that found other jobs, an `activity` that had
  /// operations to finish or started new ones, sleeps let pass.
  private static func settleExactly(activity: (any BackgroundActivity)?, clock: ManualClock?)
    async
  {
    // Measured while the main actor is idle, before the first task: measured here, amid the
    // work being settled, it would count that work's jobs as the yield's own.
    guard let idle = MainSerialExecution.yieldCost else {
      preconditionFailure(
        "MainSerialExecution.calibrate() runs once, after install() and "
          + "before the first task")
    }
    var started = -1
    while true {
      let before = MainSerialExecution.enqueued
      await Task.yield()
      // Only the yield's own jobs: whatever was queued before it has run and queued nothing.
      guard MainSerialExecution.enqueued - before == idle else { continue }
      let now = await activity?.settled() ?? 0
      guard MainSerialExecution.enqueued - before == idle, now == started else {
        started = now
        continue
      }
      if clock?.letPendingSleepsPass() ?? 0 > 0 { continue }
      return
    }
  }

  /// Gives the jobs tasks left on the shared pool their turn: a sleep on its way to the clock
  /// (a task leaves the main actor to call a clock's `sleep`), a continuation on its way back
  /// to the main actor. Each turn is a job of background priority, which the pool runs after
  /// the jobs queued before it; slow machines and valgrind, which runs one thread at a time,
  /// need it, where yields on the main actor alone let a round end before such a sleep began.
  public static func letThePoolRun() async {
    for _ in 0..<4 {
      await Task.detached(priority: .background) { await Task.yield() }.value
      for _ in 0..<4 { await Task.yield() }
    }
  }

  public func resize(to size: Size) {
    var resized = VirtualScreen(size: size)
    swap(&resized, &screen)
    driver.resize(to: size)
  }

  /// The screen as plain text: rows with trailing spaces trimmed, joined by `\n`, blank rows
  /// at the bottom dropped, ending in one `\n`.
  public var text: String {
    var lines = screen.lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }
}
