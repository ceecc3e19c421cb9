import Composable
import Testing

/// Two values that change apart, and a presented child, to see what an observation reads.
private struct Pair: Reducer {
  struct State: Equatable {
    var a = 0
    var b = 0
    @PresentationState var detail: Counter.State?

    /// `detail`, counting its reads: what a store scoped to it costs its parent.
    var countedDetail: Counter.State? {
      Pair.detailReads += 1
      return detail
    }
  }

  nonisolated(unsafe) static var detailReads = 0

  enum Action: Equatable {
    case aSet(Int)
    case bSet(Int)
    case detail(PresentationAction<Counter.Action>)
    case showTapped

    static let detailCase = AnyCasePath<Action, PresentationAction<Counter.Action>>(
      embed: Action.detail, extract: { if case .detail(let action) = $0 { action } else { nil } })
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aSet(let value): state.a = value
      case .bSet(let value): state.b = value
      case .showTapped: state.detail = Counter.State()
      case .detail: break
      }
      return .none
    }
    .ifLet(\.$detail, action: Action.detailCase) { Counter() }
  }
}

/// The pair, with a reducer that holds an object, to see when the reducer goes.
private struct TrackedPair: Reducer {
  final class Tracker {}
  let tracker: Tracker

  var body: some ReducerOf<Pair> { Pair() }
}

@MainActor
struct ObserveTests {
  @Test func anObservationRunsAtOnceAndAgainOnlyWhenAValueItReadChanged() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var seen: [Int] = []
    let token = observe { seen.append(store.a) }

    store.send(.bSet(1))
    store.send(.aSet(2))
    store.send(.bSet(3))

    #expect(seen == [0, 2])
    token.cancel()
  }

  @Test func aValueSetToAnEqualOneRunsNothing() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var runs = 0
    let token = observe {
      _ = store.a
      runs += 1
    }

    store.send(.aSet(0))

    #expect(runs == 1)
    token.cancel()
  }

  @Test func anObservationRunsAgainWhenAnyOfTheValuesItReadChanged() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var seen: [String] = []
    let token = observe { seen.append("\(store.a) \(store.b)") }

    store.send(.bSet(1))
    store.send(.aSet(2))

    #expect(seen == ["0 0", "0 1", "2 1"])
    token.cancel()
  }

  @Test func anObservationReadingTheWholeStateRunsAgainAfterEveryAction() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var runs = 0
    let token = observe {
      _ = store.state
      runs += 1
    }

    store.send(.aSet(0))

    #expect(runs == 2)
    token.cancel()
  }

  @Test func aClosureThatReadsNothingRunsOnce() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var runs = 0
    let token = observe { runs += 1 }

    store.send(.aSet(1))

    #expect(runs == 1)
    token.cancel()
  }

  @Test func anObservationEndsWhenItsTokenIsReleasedOrCancelled() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var seen: [String] = []
    var released: ObservationToken? = observe { seen.append("released \(store.a)") }
    let cancelled = observe { seen.append("cancelled \(store.a)") }
    #expect(released != nil)

    released = nil
    cancelled.cancel()
    store.send(.aSet(1))

    #expect(seen == ["released 0", "cancelled 0"])
  }

  /// What the closure read is noted again on each run: a value it no longer reads no longer
  /// runs it, one it reads now does.
  @Test func eachRunObservesWhatThatRunRead() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var seen: [Int] = []
    let token = observe { seen.append(store.a == 0 ? store.b : store.a) }

    store.send(.aSet(1))
    store.send(.bSet(5))
    store.send(.aSet(0))
    store.send(.bSet(6))

    #expect(seen == [0, 1, 5, 6])
    token.cancel()
  }

  /// An action sent while the closure runs (a screen it pushes asks to load, say) runs it again
  /// once it ends, with the state that action left.
  @Test func anActionSentWhileTheClosureRunsRunsItAgainAfter() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var seen: [Int] = []
    let token = observe {
      let a = store.a
      seen.append(a)
      if a == 1 { store.send(.aSet(2)) }
    }

    store.send(.aSet(1))

    #expect(seen == [0, 1, 2])
    token.cancel()
  }

  @Test func anObservationOfTwoStoresOfOneTreeRunsOncePerChange() throws {
    let store = Store(initialState: Pair.State()) { Pair() }
    store.send(.showTapped)
    let detail = try #require(store.scope(state: \.detail, action: { .detail(.presented($0)) }))
    var seen: [String] = []
    let token = observe { seen.append("\(store.a) \(detail.count)") }

    detail.send(.incrementTapped)
    store.send(.aSet(1))

    #expect(seen == ["0 0", "0 1", "1 1"])
    token.cancel()
  }

  @Test func anObservationOfAPresentedChildEndsWhenItsStateGoes() throws {
    let store = Store(initialState: Pair.State()) { Pair() }
    store.send(.showTapped)
    let detail = try #require(store.scope(state: \.detail, action: { .detail(.presented($0)) }))
    var seen: [Int] = []
    let token = observe { seen.append(detail.count) }
    detail.send(.incrementTapped)

    store.send(.detail(.dismiss))

    #expect(seen == [0, 1])
    #expect(detail.count == 1, "the screen being dismissed still shows its last state")
    token.cancel()
  }

  /// A scoped store reads its state through its parent once after an action, however many
  /// values observations read from it or compare.
  @Test func aScopedStoreReadsItsStateOncePerAction() throws {
    let store = Store(initialState: Pair.State()) { Pair() }
    store.send(.showTapped)
    let detail = try #require(
      store.scope(state: \.countedDetail, action: { .detail(.presented($0)) }))
    let first = observe { _ = detail.count }
    let second = observe { _ = (detail.count, detail.state) }
    Pair.detailReads = 0

    detail.send(.incrementTapped)

    #expect(Pair.detailReads == 1)
    first.cancel()
    second.cancel()
  }

  @Test func anObservationKeepsNeitherTheStoreNorItsReducerAlive() {
    weak var tracker: TrackedPair.Tracker?
    var token: ObservationToken?
    do {
      let tracked = TrackedPair.Tracker()
      tracker = tracked
      let store = Store(initialState: Pair.State()) { TrackedPair(tracker: tracked) }
      token = observe { [weak store] in _ = store?.a }
    }
    #expect(token != nil)
    #expect(tracker == nil, "an observation must not keep the store's reducer alive")
  }
}
