import Composable
import Testing

/// A screen with a counter of its own and a counter it presents.
private struct Screen: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    @PresentationState var detail: Counter.State?
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case detail(PresentationAction<Counter.Action>)
    case showTapped

    static let counterCase = AnyCasePath<Action, Counter.Action>(
      embed: Action.counter, extract: { if case .counter(let action) = $0 { action } else { nil } })
    static let detailCase = AnyCasePath<Action, PresentationAction<Counter.Action>>(
      embed: Action.detail, extract: { if case .detail(let action) = $0 { action } else { nil } })
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: Action.counterCase) { Counter() }
    Reduce { state, action in
      if action == .showTapped { state.detail = Counter.State(count: 10) }
      return .none
    }
    .ifLet(\.$detail, action: Action.detailCase) { Counter() }
  }
}

/// A counter whose reducer holds an object, to see when the reducer goes.
private struct TrackedCounter: Reducer {
  final class Tracker {}
  let tracker: Tracker

  var body: some ReducerOf<Counter> { Counter() }
}

@MainActor
struct StoreTests {
  @Test func observingCallsAtOnceAndAfterEachActionUntilTheTokenIsReleased() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var seen: [Int] = []
    var token: ObservationToken? = store.observe { seen.append($0.count) }
    store.send(.incrementTapped)
    #expect(seen == [0, 1])
    #expect(token != nil)

    token = nil
    store.send(.incrementTapped)

    #expect(seen == [0, 1])
  }

  @Test func observingStopsWhenTheTokenIsCancelledAndOthersGoOn() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var seen: [String] = []
    let first = store.observe { seen.append("first \($0.count)") }
    let second = store.observe { seen.append("second \($0.count)") }
    first.cancel()
    store.send(.incrementTapped)
    #expect(seen == ["first 0", "second 0", "second 1"])
    second.cancel()
  }

  @Test func aScopedStoreForwardsItsActionsAndReadsTheChildsState() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let counter = store.scope(state: \.counter, action: Screen.Action.counter)
    var seen: [Int] = []
    let token = counter.observe { seen.append($0.count) }

    counter.send(.incrementTwiceTapped)

    #expect(store.state.counter.count == 2)
    #expect(counter.state.count == 2)
    #expect(seen == [0, 2])
    token.cancel()
  }

  @Test func aStoreForAPresentedChildIsNilWhileNothingIsPresented() {
    let store = Store(initialState: Screen.State()) { Screen() }
    #expect(store.scope(state: \.detail, action: { .detail(.presented($0)) }) == nil)
    store.send(.showTapped)
    #expect(store.scope(state: \.detail, action: { .detail(.presented($0)) })?.state.count == 10)
  }

  @Test func aStoreForAPresentedChildKeepsItsLastStateAfterDismissalAndStopsObserving() throws {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.showTapped)
    let detail = try #require(store.scope(state: \.detail, action: { .detail(.presented($0)) }))
    var seen: [Int] = []
    let token = detail.observe { seen.append($0.count) }
    detail.send(.incrementTapped)

    store.send(.detail(.dismiss))

    #expect(store.state.detail == nil)
    #expect(detail.state.count == 11, "the screen being dismissed still shows its last state")
    #expect(seen == [10, 11])
    token.cancel()
  }

  @Test func aStoreAndItsReducerGoWithTheLastReferenceEvenWhileObserved() {
    weak var tracker: TrackedCounter.Tracker?
    var token: ObservationToken?
    do {
      let tracked = TrackedCounter.Tracker()
      tracker = tracked
      let store = Store(initialState: Counter.State()) { TrackedCounter(tracker: tracked) }
      token = store.observe { _ in }
    }
    #expect(token != nil)
    #expect(tracker == nil, "an observation must not keep the store's reducer alive")
  }
}
