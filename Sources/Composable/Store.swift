/// Holds a feature's state, runs its reducer for every action sent, runs the effects the
/// reducer returns, and tells observers the state changed (TCA's `Store`). Views read
/// `state` and `send` actions; only the reducer changes the state.
///
///     let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
///     token = store.observe { [weak self] state in self?.label.text = state.countText }
///     store.send(.incrementTapped)
///
/// `scope` gives a child feature's view a store of its own on the same state.
@MainActor
public final class Store<State, Action> {
  private let currentState: @MainActor () -> State?
  private let dispatch: @MainActor (Action) -> Void
  private let observers: Observers
  /// The last state seen, for a scoped store whose state is gone (a screen being dismissed).
  private var lastState: State

  /// A store running `reducer` from `initialState`.
  public convenience init<R: Reducer>(
    initialState: State, @ReducerBuilder<State, Action> reducer: () -> R
  ) where R.State == State, R.Action == Action {
    let observers = Observers()
    let root = RootStore(initialState: initialState, reducer: reducer(), observers: observers)
    self.init(
      state: { root.state }, send: { root.send($0) }, observers: observers,
      initialState: initialState)
  }

  private init(
    state: @escaping @MainActor () -> State?, send: @escaping @MainActor (Action) -> Void,
    observers: Observers, initialState: State
  ) {
    currentState = state
    dispatch = send
    self.observers = observers
    lastState = initialState
    // After every action, not only when read: a dismissed screen read after its state went
    // shows the state it last had, not the one it was last read with.
    observers.addStore(self) { [weak self] in self?.refreshState() }
  }

  /// The state as it is now.
  public var state: State {
    refreshState()
    return lastState
  }

  private func refreshState() {
    if let state = currentState() { lastState = state }
  }

  /// Runs the reducer for `action`, then the effects it returned; observers hear of it once
  /// the action and every action it sent at once are reduced.
  public func send(_ action: Action) {
    dispatch(action)
  }

  /// Calls `apply` with the state now and after every action, until the token is released or
  /// cancelled; a scoped store whose state is gone calls it no more.
  public func observe(_ apply: @escaping @MainActor (State) -> Void) -> ObservationToken {
    let token = ObservationToken()
    observers.add(token) { [currentState] in
      guard let state = currentState() else { return }
      apply(state)
    }
    apply(state)
    return token
  }

  /// A store for a child feature whose state is a property of this one's.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      state: { [currentState] in currentState()?[keyPath: toChildState] },
      send: { [dispatch] in dispatch(toAction($0)) }, observers: observers,
      initialState: state[keyPath: toChildState])
  }

  /// A store for a presented child feature, or nil when nothing is presented there.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = state[keyPath: toChildState] else { return nil }
    return Store<ChildState, ChildAction>(
      state: { [currentState] in currentState()?[keyPath: toChildState] },
      send: { [dispatch] in dispatch(toAction($0)) }, observers: observers,
      initialState: childState)
  }
}

/// Keeps an observation going while it is held; releasing it or `cancel()` ends it.
@MainActor
public final class ObservationToken {
  fileprivate var isCancelled = false

  public func cancel() { isCancelled = true }
}

/// The observers of a store and its scopes, told after each action.
@MainActor
final class Observers {
  private var entries: [(token: Weak, notify: @MainActor () -> Void)] = []
  private var stores: [(store: WeakStore, refresh: @MainActor () -> Void)] = []

  struct Weak {
    weak var token: ObservationToken?
  }

  struct WeakStore {
    weak var store: AnyObject?
  }

  /// Keeps `store`'s last state up to date while it lives, before observers hear.
  func addStore(_ store: AnyObject, refresh: @escaping @MainActor () -> Void) {
    stores.append((WeakStore(store: store), refresh))
  }

  func add(_ token: ObservationToken, notify: @escaping @MainActor () -> Void) {
    entries.append((Weak(token: token), notify))
  }

  /// Tells every live observer, in the order they began; drops ended ones.
  func notify() {
    stores.removeAll { $0.store.store == nil }
    for store in stores { store.refresh() }
    entries.removeAll { $0.token.token.map(\.isCancelled) ?? true }
    for entry in entries where entry.token.token?.isCancelled == false {
      entry.notify()
    }
  }
}

/// The one place a tree of stores keeps its state and runs its reducer.
@MainActor
final class RootStore<R: Reducer> {
  private(set) var state: R.State
  /// Weak: the stores own their observers, whose closures read this store's state; a strong
  /// reference here made a cycle that kept the tree alive after its last store went.
  private weak var observers: Observers?
  private let reducer: R
  private let effects = EffectRunner<R.Action>()
  private var queue: [R.Action] = []
  private var isSending = false

  init(initialState: R.State, reducer: R, observers: Observers) {
    state = initialState
    self.reducer = reducer
    self.observers = observers
  }

  /// Reduces `action` and every action it sends at once, in order, then tells observers once.
  /// An action sent while reducing (by an observer, say) waits its turn.
  func send(_ action: R.Action) {
    queue.append(action)
    guard !isSending else { return }
    isSending = true
    var index = 0
    while index < queue.count {
      let effect = reducer.reduce(into: &state, action: queue[index])
      index += 1
      queue += effects.run(effect) { [weak self] in self?.send($0) }
    }
    queue.removeAll(keepingCapacity: true)
    isSending = false
    observers?.notify()
  }
}
