/// Holds a feature's state, runs its reducer for every action sent, runs the effects the
/// reducer returns, and tells observers the state changed (TCA's `Store`). Views read
/// `state` and `send` actions; only the reducer changes the state.
///
///     let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
///     token = observe { [weak self] in
///       guard let self else { return }
///       label.text = store.countText
///     }
///     store.send(.incrementTapped)
///
/// `scope` gives a child feature's view a store of its own on the same state. A view reads
/// the state's values through the store (`store.sumText`) in an `observe { }`, which runs
/// again only when what it read changed.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  @usableFromInline let currentState: @MainActor () -> State?
  @usableFromInline let dispatch: @MainActor (Action) -> Void
  @usableFromInline let observers: Observers
  /// The last state seen, for a scoped store whose state is gone (a screen being dismissed).
  /// These three are read on every action by each value an observation compares; no access to
  /// them can overlap another (main actor, never passed `inout`), so the runtime's exclusivity
  /// check, ~75 instructions an access, is left out.
  @exclusivity(unchecked) @usableFromInline var lastState: State
  /// After which of the observers' notifications `lastState` was read, and whether the state
  /// was gone then: a scoped store reads its state through its parents (key paths, copies) once
  /// per action however many values its views read and compare.
  @exclusivity(unchecked) @usableFromInline var readAfter = -1
  @exclusivity(unchecked) @usableFromInline var isGone = false

  /// A store running `reducer` from `initialState`.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: State, @ReducerBuilder<State, Action> reducer: () -> R
  ) where R.State == State, R.Action == Action {
    let observers = Observers()
    let root = RootStore(initialState: initialState, reducer: reducer(), observers: observers)
    self.init(
      state: { root.state }, send: { root.send($0) }, observers: observers,
      initialState: initialState, isPresented: false)
  }

  /// `isPresented`: the store of a presented child, whose state can go; it keeps the last one.
  @inlinable
  init(
    state: @escaping @MainActor () -> State?, send: @escaping @MainActor (Action) -> Void,
    observers: Observers, initialState: State, isPresented: Bool
  ) {
    currentState = state
    dispatch = send
    self.observers = observers
    lastState = initialState
    // After every action, not only when read: a dismissed screen read after its state went
    // shows the state it last had, not the one it was last read with.
    if isPresented { observers.keepUpToDate(self) }
  }

  /// The state as it is now; read in `observe { }`, any action runs the closure again.
  @inlinable
  public var state: State {
    // Still there, after any action: a closure that read the whole state runs again.
    ObservationToken.running?.read(from: observers) { [weak self] in self?.isPresent ?? false }
    return untrackedState
  }

  /// A value of the state as it is now; read in `observe { }`, the closure runs again when it
  /// changes (when it becomes another value, not when it is set to an equal one).
  @inlinable
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    let value = untrackedState[keyPath: keyPath]
    // The comparison is made here, where the state's and the value's types are known, so that
    // it runs specialized after each action: no key path or `Equatable` to open at run time.
    ObservationToken.running?.read(from: observers) { [weak self] in
      guard let self, isPresent else { return false }
      return lastState[keyPath: keyPath] != value
    }
    return value
  }

  @inlinable
  var untrackedState: State {
    _ = isPresent
    return lastState
  }

  /// Whether the state is there now, its last value read into `lastState` first (through the
  /// parents, once per notification).
  @inlinable
  var isPresent: Bool {
    if readAfter != observers.notifications {
      readAfter = observers.notifications
      if let state = currentState() {
        lastState = state
        isGone = false
      } else {
        isGone = true
      }
    }
    return !isGone
  }

  /// Runs the reducer for `action`, then the effects it returned; observers hear of it once
  /// the action and every action it sent at once are reduced.
  @inlinable
  public func send(_ action: Action) {
    dispatch(action)
  }

  /// Calls `apply` with the whole state now and after every action, until the token is
  /// released or cancelled; a scoped store whose state is gone calls it no more. For a view
  /// that shows all of its state; `observe { }` reading only some of it runs less often.
  @inlinable
  public func observe(_ apply: @escaping @MainActor (State) -> Void) -> ObservationToken {
    // Weak: a token held longer than its store must not keep the store's state alive.
    let token = ObservationToken(afterEveryAction: { [weak self] in
      guard let state = self?.currentState() else { return }
      apply(state)
    })
    observers.add(token)
    apply(untrackedState)
    return token
  }

  /// A store for a child feature whose state is a part of this one's, read by `toChildState`
  /// once per action: a closure (`{ $0.counter }`) calls the getters directly; a key path
  /// literal (`\.counter`), which Swift also takes as a function, is projected by the runtime,
  /// some thousands of instructions through optional chains and computed properties. (TCA took
  /// closures here before key paths.)
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action toAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      state: { [currentState] in currentState().map(toChildState) },
      send: { [dispatch] in dispatch(toAction($0)) }, observers: observers,
      initialState: toChildState(untrackedState), isPresented: false)
  }

  /// A store for a presented child feature (`{ $0.destination?.history }`), or nil when
  /// nothing is presented there.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState?,
    action toAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = toChildState(untrackedState) else { return nil }
    return Store<ChildState, ChildAction>(
      state: { [currentState] in currentState().flatMap(toChildState) },
      send: { [dispatch] in dispatch(toAction($0)) }, observers: observers,
      initialState: childState, isPresented: true)
  }
}

extension Store: Refreshing {
  @usableFromInline
  func refresh() {
    _ = isPresent
  }
}

/// A presented child's store, which keeps its last state (`Store.refresh()`).
@MainActor
@usableFromInline
protocol Refreshing: AnyObject {
  func refresh()
}

/// The observers of a store and its scopes, told after each action. It holds them weakly:
/// a view owns its token and its store, so releasing the view ends both.
@MainActor
@usableFromInline
final class Observers {
  private struct WeakToken {
    weak var token: ObservationToken?
  }

  private struct WeakStore {
    weak var store: (any Refreshing)?
  }

  // Read on every action; main actor, never passed `inout`: no exclusivity check (as `lastState`).
  @exclusivity(unchecked) private var tokens: [WeakToken] = []
  @exclusivity(unchecked) private var stores: [WeakStore] = []
  /// How many times observers were told: a store's state read after the last time is current.
  @exclusivity(unchecked) @usableFromInline private(set) var notifications = 0

  @usableFromInline
  init() {}

  /// Keeps `store`'s last state up to date while it lives, before observers hear.
  @usableFromInline
  func keepUpToDate(_ store: any Refreshing) {
    stores.append(WeakStore(store: store))
  }

  /// Tells `token` after each action from now on, once however many of its stores it reads.
  @usableFromInline
  func add(_ token: ObservationToken) {
    guard !tokens.contains(where: { $0.token === token }) else { return }
    tokens.append(WeakToken(token: token))
  }

  /// Tells every live observer, in the order they began (not those that begin meanwhile),
  /// and drops the ended ones.
  @usableFromInline
  func notify() {
    notifications += 1
    var ended = false
    for index in stores.indices {
      if let store = stores[index].store { store.refresh() } else { ended = true }
    }
    let count = tokens.count
    var index = 0
    while index < count {
      if let token = tokens[index].token, !token.isCancelled {
        token.notify()
      } else {
        ended = true
      }
      index += 1
    }
    if ended {
      stores.removeAll { $0.store == nil }
      tokens.removeAll { $0.token?.isCancelled ?? true }
    }
  }
}

/// The one place a tree of stores keeps its state and runs its reducer.
@MainActor
@usableFromInline
final class RootStore<R: Reducer> {
  @usableFromInline var state: R.State
  /// Weak: the stores own their observers, whose closures read this store's state; a strong
  /// reference here made a cycle that kept the tree alive after its last store went.
  @usableFromInline weak var observers: Observers?
  @usableFromInline let reducer: R
  @usableFromInline let effects = EffectRunner<R.Action>()
  @exclusivity(unchecked) @usableFromInline var queue: [R.Action] = []
  @exclusivity(unchecked) @usableFromInline var isSending = false

  @inlinable
  init(initialState: R.State, reducer: R, observers: Observers) {
    state = initialState
    self.reducer = reducer
    self.observers = observers
  }

  /// Reduces `action` and every action it sends at once, in order, then tells observers once.
  /// An action sent while reducing (by an observer, say) waits its turn.
  @inlinable
  func send(_ action: R.Action) {
    queue.append(action)
    guard !isSending else { return }
    isSending = true
    var index = 0
    while index < queue.count {
      let effect = reducer.reduce(into: &state, action: queue[index])
      index += 1
      if !effect.items.isEmpty {
        queue += effects.run(effect) { [weak self] in self?.send($0) }
      }
    }
    queue.removeAll(keepingCapacity: true)
    isSending = false
    observers?.notify()
  }
}
