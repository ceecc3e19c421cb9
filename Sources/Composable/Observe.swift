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
  /// What the closure read when it last ran, the first inline: most read one value or few, and
  /// an array of them would cost an allocation per observation.
  private var firstRead: Read?
  private var otherReads: [Read] = []
  /// The observers of the store last read, which this observation has joined.
  private var joined: Observers?
  private var isApplying = false
  /// An action was reduced while the closure ran (it sent one, or pushed a screen that did):
  /// what it read may be older than the state, so it runs again.
  private var notifiedWhileApplying = false
  private(set) var isCancelled = false

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
    if firstRead.hasChanged || otherReads.contains(where: { $0.hasChanged }) { run() }
  }

  /// Notes that the closure read `value` at `keyPath` from `store` (the whole state when nil).
  @usableFromInline
  func read(_ store: any ObservedStore, at keyPath: AnyKeyPath?, value: (any Equatable)?) {
    if store.observers !== joined {
      store.observers.add(self)
      joined = store.observers
    }
    let read = Read(store: store, keyPath: keyPath, value: value)
    if firstRead == nil { firstRead = read } else { otherReads.append(read) }
  }

  /// A value a closure read, and where.
  @MainActor
  private struct Read {
    /// Weak: an observation held longer than its store must not keep the store's state alive.
    weak var store: (any ObservedStore)?
    let keyPath: AnyKeyPath?
    let value: (any Equatable)?

    /// Whether the store now holds another value there (for the whole state: whether it is still
    /// there); never once the store or its state is gone.
    var hasChanged: Bool {
      guard let store else { return false }
      guard let keyPath, let value else { return store.isPresent }
      return store.hasChanged(at: keyPath, from: value)
    }
  }
}

/// A store as an observation reads it: the observers it tells after each action, and whether a
/// value read from it changed.
@MainActor
@usableFromInline
protocol ObservedStore: AnyObject {
  var observers: Observers { get }
  /// Whether the store has a state (a dismissed screen's has none).
  var isPresent: Bool { get }
  /// Whether the value at `keyPath` is not `value` now; false when the state is gone.
  func hasChanged(at keyPath: AnyKeyPath, from value: any Equatable) -> Bool
}
