/// Calls `apply` now, and again after an action only when a value it read from a store changed
/// (TCA's `observe { }`, with its observation tracking): a view keeps each part of its binding
/// in a closure that reads only what that part shows, so an action that changes one part runs
/// that closure alone.
///
///     footerObservation = observe { [weak self] in
///       guard let self else { return }
///       footerLabel.text = store.footer
///     }
///
/// A value is read through the store (`store.footer`, dynamic member lookup) and compared with
/// `==`: set to an equal value, it runs nothing (what `removeDuplicates()` did for a
/// `ViewStore`). Reading `store.state` reads all of it: any action runs the closure again. The
/// observation ends when the token is released or cancelled, and for a store whose state is
/// gone (a screen being dismissed).
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObservationToken {
  let token = ObservationToken(apply: apply)
  token.run()
  return token
}

/// Keeps an observation going while it is held; releasing it or `cancel()` ends it.
@MainActor
public final class ObservationToken {
  /// The observation whose closure is running, which the stores it reads report their values to.
  @usableFromInline static var running: ObservationToken?

  private let apply: @MainActor () -> Void
  /// Whether the closure runs after every action with nothing read to compare (`Store.observe`'s
  /// observation of the whole state).
  private let runsAfterEveryAction: Bool
  /// What the closure read when it last ran, each as whether it has changed since (these
  /// properties, read on every action, skip the exclusivity check as the store's do); the first
  /// inline: most read one value or few, and an array of them would cost an allocation per
  /// observation.
  @exclusivity(unchecked) private var firstRead: (@MainActor @Sendable () -> Bool)?
  @exclusivity(unchecked) private var otherReads: [@MainActor @Sendable () -> Bool] = []
  /// The observers of the store last read, which this observation has joined.
  @exclusivity(unchecked) private var joined: Observers?
  @exclusivity(unchecked) private var isApplying = false
  /// An action was reduced while the closure ran (it sent one, or pushed a screen that did):
  /// what it read may be older than the state, so it runs again.
  @exclusivity(unchecked) private var notifiedWhileApplying = false
  @exclusivity(unchecked) private(set) var isCancelled = false

  init(apply: @escaping @MainActor () -> Void) {
    self.apply = apply
    runsAfterEveryAction = false
  }

  @usableFromInline
  init(afterEveryAction apply: @escaping @MainActor () -> Void) {
    self.apply = apply
    runsAfterEveryAction = true
  }

  public func cancel() { isCancelled = true }

  /// Runs the closure, noting what it reads.
  func run() {
    repeat {
      notifiedWhileApplying = false
      firstRead = nil
      otherReads.removeAll(keepingCapacity: true)
      let outer = Self.running
      Self.running = self
      isApplying = true
      apply()
      isApplying = false
      Self.running = outer
    } while notifiedWhileApplying && !isCancelled
  }

  /// After an action: runs the closure again if a value it read changed.
  func notify() {
    if runsAfterEveryAction { return apply() }
    if isApplying {
      notifiedWhileApplying = true
      return
    }
    guard let firstRead else { return }
    if firstRead() || hasOtherReadChanged() { run() }
  }

  /// Whether a value the closure read, after the first, has changed. A loop, not
  /// `contains(where:)`: its main-actor closure would check the executor at each call.
  private func hasOtherReadChanged() -> Bool {
    for hasChanged in otherReads where hasChanged() { return true }
    return false
  }

  /// Notes that the closure read a value from the store whose observers are `observers`;
  /// `hasChanged` tells, after an action, whether the store now holds another value there
  /// (for the whole state: whether it is still there), never once the store or its state is
  /// gone.
  @usableFromInline
  func read(from observers: Observers, hasChanged: @escaping @MainActor @Sendable () -> Bool) {
    if observers !== joined {
      observers.add(self)
      joined = observers
    }
    if firstRead == nil { firstRead = hasChanged } else { otherReads.append(hasChanged) }
  }
}
