import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Headless mode's way of running tasks: every job that would go to Swift's shared pool runs
/// on the main actor instead, one at a time, and every job the main actor is given is counted.
/// A process that installs it has one queue of work and a count of what entered it, so
/// `HeadlessTerminal.settle()` can tell exactly when the work a key started has run out: a
/// `Task.yield()` during which no job but its own was enqueued (`yieldCost`), no store
/// operation in flight, no sleep pending. Without it a task's hop to the pool (a
/// `clock.sleep(for:)` on its way to the clock, a call on its way to the store) is invisible
/// from the main actor, and a settle could end before the sleep or the call was made (SPEC:
/// Headless mode).
///
/// This is what swift-concurrency-extras' `withMainSerialExecutor` does for tests, through the
/// same runtime hook; it also counts the main actor's jobs, which the settle needs and that
/// library does not give. It is process-wide and cannot be undone, so only the processes that
/// are headless through and through install it: `--headless` and the event-counts rig. The
/// interactive app never does: there the pool runs in parallel, as on iOS.
public enum MainSerialExecution {
  private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void

  private static let installed = Atomic(false)

  /// Whether `install()` has run in this process.
  public static var isInstalled: Bool { installed.load(ordering: .acquiring) }

  /// How many jobs the main actor has been given since `install()`.
  public static var enqueued: Int { mainActorJobs.load(ordering: .acquiring) }

  /// Sends every pool job to the main actor and counts the main actor's jobs, from now on.
  /// Call it before the first task starts; a second call does nothing. Returns false, and
  /// changes nothing, where the runtime has no such hooks.
  @discardableResult
  public static func install() -> Bool {
    if isInstalled { return true }
    guard let global = hook(named: "swift_task_enqueueGlobal_hook"),
      let main = hook(named: "swift_task_enqueueMainExecutor_hook")
    else { return false }
    main.pointee = { job, enqueue in
      mainActorJobs.add(1, ordering: .acquiringAndReleasing)
      enqueue(job)
    }
    global.pointee = { job, _ in MainActor.shared.enqueue(job) }
    installed.store(true, ordering: .releasing)
    return true
  }

  /// How many jobs one `Task.yield()` on the main actor gives the main actor when it has no
  /// other work: the hop to the generic executor and the hop back (2 with Swift 6.3). Measured
  /// by `calibrate()`; nil before.
  @MainActor public private(set) static var yieldCost: Int?

  /// Measures `yieldCost`: the fewest jobs of a few yields, since other work can only add to
  /// a yield's count. Call it once, after `install()` and before starting any task, when the
  /// main actor has nothing else to run.
  @MainActor
  public static func calibrate() async {
    var fewest = Int.max
    for _ in 0..<4 {
      let before = enqueued
      await Task.yield()
      fewest = min(fewest, enqueued - before)
    }
    yieldCost = fewest
  }

  private static func hook(named name: String) -> UnsafeMutablePointer<Hook?>? {
    dlsym(dlopen(nil, RTLD_NOW), name)?.assumingMemoryBound(to: Hook?.self)
  }
}

/// Jobs enqueued on the main actor since `MainSerialExecution.install()`, the redirected pool
/// jobs included. A global, not a static: the hooks are thin functions, which reach globals
/// only.
private let mainActorJobs = Atomic(0)
