import Composable
import Testing

/// A parent with a counter in a property, and a log of what its own reducers saw.
private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var log: [String] = []
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case tapped
    case echoed(String)

    static let counterCase = AnyCasePath<Action, Counter.Action>(
      embed: Action.counter, extract: { if case .counter(let action) = $0 { action } else { nil } })
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: Action.counterCase) { Counter() }
    Reduce { state, action in
      switch action {
      case .counter(let action):
        state.log.append("A saw \(action) at \(state.counter.count)")
        return .none
      case .tapped:
        state.log.append("A")
        return .send(.echoed("A"))
      case .echoed(let source):
        state.log.append("A echo \(source)")
        return .none
      }
    }
    Reduce { state, action in
      switch action {
      case .counter: return .none
      case .tapped:
        state.log.append("B after \(state.log.last ?? "nothing")")
        return .send(.echoed("B"))
      case .echoed(let source):
        state.log.append("B echo \(source)")
        return .none
      }
    }
  }
}

/// A screen that shows a counter or nothing: a child in one case of an enum state.
private enum Screen: Equatable {
  case counter(Counter.State)
  case empty

  static let counterCase = AnyCasePath<Screen, Counter.State>(
    embed: Screen.counter, extract: { if case .counter(let state) = $0 { state } else { nil } })
}

private enum ScreenAction: Equatable {
  case counter(Counter.Action)
  case closeTapped

  static let counterCase = AnyCasePath<ScreenAction, Counter.Action>(
    embed: ScreenAction.counter,
    extract: { if case .counter(let action) = $0 { action } else { nil } })
}

@MainActor
struct ReducerTests {
  @Test func aReducerChangesTheStateForAnAction() {
    var state = Counter.State()
    _ = Counter().reduce(into: &state, action: .incrementTapped)
    _ = Counter().reduce(into: &state, action: .incrementTapped)
    #expect(state == Counter.State(count: 2))
  }

  @Test func aBodyRunsItsReducersInOrderOnOneStateAndMergesTheirEffectsInOrder() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.tapped)
    #expect(store.state.log == ["A", "B after A", "A echo A", "B echo A", "A echo B", "B echo B"])
  }

  @Test func aScopeOnAPropertyRunsTheChildOnItsStateBeforeTheReducersAfterIt() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.counter(.incrementTwiceTapped))
    #expect(store.state.counter.count == 2)
    #expect(
      store.state.log == [
        "A saw incrementTwiceTapped at 1", "A saw incrementTapped at 2",
      ], "the child's effect comes back as the parent's action")
  }

  @Test func aScopeOnAnEnumCaseRunsTheChildOnlyInThatCase() {
    let scope = Scope(state: Screen.counterCase, action: ScreenAction.counterCase) { Counter() }
    var shown = Screen.counter(Counter.State(count: 1))
    _ = scope.reduce(into: &shown, action: .counter(.incrementTapped))
    #expect(shown == .counter(Counter.State(count: 2)))
    _ = scope.reduce(into: &shown, action: .closeTapped)
    #expect(shown == .counter(Counter.State(count: 2)), "not the child's action")

    var empty = Screen.empty
    _ = scope.reduce(into: &empty, action: .counter(.incrementTapped))
    #expect(empty == .empty)
  }

  @Test func aScopeOnAnEnumCaseRunsTheChildsEffectsAsTheParentsActions() {
    let store = Store(initialState: Screen.counter(Counter.State())) {
      Scope(state: Screen.counterCase, action: ScreenAction.counterCase) { Counter() }
    }
    store.send(.counter(.incrementTwiceTapped))
    #expect(store.state == .counter(Counter.State(count: 2)))
  }
}
