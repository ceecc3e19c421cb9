import Composable
import Testing

/// A feature whose actions start, cancel and answer effects that wait for the test.
private struct Loader: Reducer {
  let answers: Answers

  struct State: Equatable {
    var log: [String] = []
    var isLoading = false
  }

  enum Action: Equatable {
    case loadTapped(String)
    case searchChanged(String)
    case cancelTapped(String)
    case loaded(String, Int?)
    case pingTapped
    case child(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadTapped(let name):
        state.isLoading = true
        return load(name).cancellable(id: name)
      case .searchChanged(let query):
        return load(query).cancellable(id: "search", cancelInFlight: true)
      case .cancelTapped(let id):
        return .cancel(id: id)
      case .loaded(let name, let value):
        state.isLoading = false
        state.log.append("\(name) \(value.map(String.init) ?? "cancelled")")
        return .none
      case .pingTapped:
        let child = Effect<Counter.Action>.merge(
          .send(.incrementTapped),
          .run { [answers] send in
            _ = await answers.wait(for: "child")
            send(.incrementTwiceTapped)
          }
          .cancellable(id: "child"))
        return child.map(Action.child)
      case .child(let action):
        state.log.append("child \(action)")
        return .none
      }
    }
  }

  /// Waits for the test's answer under `name`, then sends it back (nil once cancelled).
  private func load(_ name: String) -> Effect<Action> {
    .run { [answers] send in
      let value = await answers.wait(for: name)
      send(.loaded(name, value))
    }
  }
}

@MainActor
struct EffectTests {
  @Test func aSentActionIsReducedBeforeObserversHearOncePerSend() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var seen: [Int] = []
    let token = store.observe { seen.append($0.count) }
    store.send(.incrementTwiceTapped)
    store.send(.incrementTapped)
    #expect(seen == [0, 2, 3])
    token.cancel()
  }

  @Test func aRunEffectSendsBackWhenItsWorkEndsAndObserversHear() async {
    let answers = Answers()
    let store = Store(initialState: Loader.State()) { Loader(answers: answers) }
    var seen: [Loader.State] = []
    let token = store.observe { seen.append($0) }
    store.send(.loadTapped("a"))
    #expect(await eventually { answers.isWaiting("a") })
    #expect(store.state.log.isEmpty)

    answers.answer("a", with: 42)

    #expect(await eventually { store.state.log == ["a 42"] })
    #expect(seen.last == Loader.State(log: ["a 42"], isLoading: false))
    #expect(seen.count == 3)
    token.cancel()
  }

  @Test func cancellingAnIdStopsItsWorkAndDropsWhatItSendsAfterwards() async {
    let answers = Answers()
    let store = Store(initialState: Loader.State()) { Loader(answers: answers) }
    store.send(.loadTapped("a"))
    store.send(.loadTapped("b"))
    #expect(await eventually { answers.isWaiting("a") && answers.isWaiting("b") })

    store.send(.cancelTapped("a"))

    #expect(await eventually { answers.ended["a"] == .some(nil) }, "a's task is cancelled")
    answers.answer("b", with: 2)
    #expect(await eventually { store.state.log == ["b 2"] })
    await settle()
    #expect(store.state.log == ["b 2"], "a's send after cancellation is dropped")
  }

  @Test func anIdIsTheSameIdOnlyAsAnEqualValueOfItsOwnType() {
    #expect(AnyEffectID("load") == AnyEffectID("load"))
    #expect(AnyEffectID("load") != AnyEffectID("search"))
    #expect(AnyEffectID(1) != AnyEffectID("1"))
    // Unlike `AnyHashable`, which calls these equal: an effect's id is one type's value.
    #expect(AnyEffectID(1) != AnyEffectID(Int64(1)))
  }

  @Test func cancelInFlightCancelsTheWorkAlreadyRunningUnderItsId() async {
    let answers = Answers()
    let store = Store(initialState: Loader.State()) { Loader(answers: answers) }
    store.send(.searchChanged("a"))
    #expect(await eventually { answers.isWaiting("a") })

    store.send(.searchChanged("ab"))

    #expect(await eventually { answers.ended["a"] == .some(nil) })
    #expect(await eventually { answers.isWaiting("ab") })
    answers.answer("ab", with: 7)
    #expect(await eventually { store.state.log == ["ab 7"] })
  }

  @Test func mapTurnsSentAndRunActionsIntoTheParentsAndKeepsTheIds() async {
    let answers = Answers()
    let store = Store(initialState: Loader.State()) { Loader(answers: answers) }
    store.send(.pingTapped)
    #expect(store.state.log == ["child incrementTapped"])
    #expect(await eventually { answers.isWaiting("child") })
    answers.answer("child", with: 0)
    #expect(await eventually { store.state.log.count == 2 })
    #expect(store.state.log == ["child incrementTapped", "child incrementTwiceTapped"])

    store.send(.pingTapped)
    #expect(await eventually { answers.isWaiting("child") })
    store.send(.cancelTapped("child"))
    #expect(await eventually { answers.ended["child"] == .some(nil) })
  }
}
