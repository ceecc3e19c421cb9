import Testing

@testable import Composable

/// A screen that presents a loader, which loads on demand and waits for the test's answer.
private struct Presenter: Reducer {
  let answers: Answers

  struct State: Equatable {
    @PresentationState var detail: Detail.State?
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case detail(PresentationAction<Detail.Action>)
    case showTapped
    case closeTapped
    /// Closes the detail and opens a fresh one in one action.
    case restartTapped

    static let detailCase = AnyCasePath<Action, PresentationAction<Detail.Action>>(
      embed: Action.detail, extract: { if case .detail(let action) = $0 { action } else { nil } })
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .detail(.presented(let action)):
        state.log.append("saw \(action) at \(state.detail?.count ?? -1)")
      case .detail(.dismiss):
        state.log.append("saw dismiss at \(state.detail?.count ?? -1)")
      case .showTapped:
        state.detail = Detail.State()
      case .closeTapped:
        state.detail = nil
      case .restartTapped:
        state.detail = nil
        state.detail = Detail.State()
      }
      return .none
    }
    .ifLet(\.$detail, action: Action.detailCase) { Detail(answers: answers) }
  }
}

private struct Detail: Reducer {
  let answers: Answers

  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case incrementTapped
    case loadTapped(String)
    case loaded(Int?)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .loadTapped(let name):
        return .run { [answers] send in send(.loaded(await answers.wait(for: name))) }
      case .loaded(let value):
        state.count = value ?? -1
        return .none
      }
    }
  }
}

@MainActor
struct PresentationTests {
  @Test func eachValueReplacingNilStartsANewPresentation() {
    var detail = PresentationState<Int>(wrappedValue: 1)
    #expect(detail.presentation == 0)
    detail.wrappedValue = 2
    #expect(detail.presentation == 0, "a change of the presented state is the same presentation")
    detail.wrappedValue = nil
    #expect(detail.presentation == 0)
    detail.wrappedValue = 3
    #expect(detail.presentation == 1)
    detail.wrappedValue = nil
    detail.wrappedValue = 3
    #expect(detail.presentation == 2)
  }

  @Test func presentationsAreEqualWhenTheirStatesAreWhicheverPresentationTheyAre() {
    var shownTwice = PresentationState<Int>(wrappedValue: nil)
    shownTwice.wrappedValue = 1
    shownTwice.wrappedValue = nil
    shownTwice.wrappedValue = 1
    let shownOnce = PresentationState<Int>(wrappedValue: 1)
    #expect(shownTwice.presentation != shownOnce.presentation)
    #expect(shownTwice == shownOnce)
    #expect(shownTwice != PresentationState(wrappedValue: 2))
    #expect(shownTwice != PresentationState(wrappedValue: nil))
  }

  @Test func theChildReducesBeforeTheParentSeesItsAction() {
    let store = Store(initialState: Presenter.State()) { Presenter(answers: Answers()) }
    store.send(.showTapped)
    store.send(.detail(.presented(.incrementTapped)))
    #expect(store.state.detail == Detail.State(count: 1))
    #expect(store.state.log == ["saw incrementTapped at 1"])
  }

  @Test func dismissSetsTheChildToNilAfterTheParentSawIt() {
    let store = Store(initialState: Presenter.State()) { Presenter(answers: Answers()) }
    store.send(.showTapped)
    store.send(.detail(.presented(.incrementTapped)))
    store.send(.detail(.dismiss))
    #expect(store.state.detail == nil)
    #expect(store.state.log == ["saw incrementTapped at 1", "saw dismiss at 1"])
  }

  @Test(arguments: [Presenter.Action.detail(.dismiss), .closeTapped])
  fileprivate func aChildsRunningEffectIsCancelledWhenItsStateGoes(
    closing: Presenter.Action
  ) async {
    let answers = Answers()
    let store = Store(initialState: Presenter.State()) { Presenter(answers: answers) }
    store.send(.showTapped)
    store.send(.detail(.presented(.loadTapped("first"))))
    #expect(await eventually { answers.isWaiting("first") })

    store.send(closing)

    #expect(await eventually { answers.ended["first"] == .some(nil) })
    await settle()
    #expect(store.state.detail == nil)
    #expect(!store.state.log.contains("saw loaded(nil) at -1"), "its later send is dropped")
  }

  @Test func aNewPresentationsEffectsOutliveTheOldOnesCancellation() async {
    let answers = Answers()
    let store = Store(initialState: Presenter.State()) { Presenter(answers: answers) }
    store.send(.showTapped)
    store.send(.detail(.presented(.loadTapped("first"))))
    #expect(await eventually { answers.isWaiting("first") })

    store.send(.restartTapped)
    store.send(.detail(.presented(.loadTapped("second"))))

    #expect(await eventually { answers.ended["first"] == .some(nil) })
    #expect(await eventually { answers.isWaiting("second") })
    answers.answer("second", with: 5)
    #expect(await eventually { store.state.detail?.count == 5 })
  }
}
