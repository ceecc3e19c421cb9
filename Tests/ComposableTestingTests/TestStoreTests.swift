import Composable
import ComposableTesting
import Testing

extension Issue {
  /// Whether the issue's message contains every one of `parts`.
  fileprivate func mentions(_ parts: String...) -> Bool {
    parts.allSatisfy { description.contains($0) }
  }
}

/// The exhaustive test store: a test that asserts everything passes, and each thing left
/// unasserted or asserted wrongly fails it with a message that shows what differed.
@MainActor
struct TestStoreTests {
  @Test func aTestThatAssertsEverythingPasses() async {
    let answers = Answers()
    let store = TestStore(initialState: Feature.State()) { Feature(answers: answers) }
    await store.send(.incrementTwiceTapped) { $0.count = 1 }
    await store.receive(.incrementTapped) { $0.count = 2 }
    await store.send(.loadTapped) { $0.isLoading = true }
    #expect(await eventually { answers.isWaiting })
    answers.answer(7)
    await store.receive(.loaded(7)) {
      $0.isLoading = false
      $0.count = 7
    }
    await store.finish()
    #expect(store.state == Feature.State(count: 7, isLoading: false))
  }

  @Test func aStateChangeTheTestDidNotAssertFailsWithTheDifference() async {
    let store = TestStore(initialState: Feature.State()) { Feature(answers: Answers()) }
    await withKnownIssue {
      await store.send(.incrementTapped)
    } matching: {
      $0.mentions("State after", ".incrementTapped", "−   count: 0", "+   count: 1")
    }
    #expect(store.state.count == 1, "the next assertion starts from the reducer's state")
  }

  @Test func aWrongExpectedStateFailsWithTheDifference() async {
    let store = TestStore(initialState: Feature.State()) { Feature(answers: Answers()) }
    await withKnownIssue {
      await store.send(.incrementTapped) { $0.count = 2 }
    } matching: {
      $0.mentions("−: expected, +: actual", "−   count: 2", "+   count: 1")
    }
  }

  @Test func receivingAnotherActionThanTheEffectSentFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature(answers: Answers()) }
    await store.send(.incrementTwiceTapped) { $0.count = 1 }
    await withKnownIssue {
      await store.receive(.decrementTapped) { $0.count = 2 }
    } matching: {
      $0.mentions("unexpected action", "−", ".decrementTapped", "+", ".incrementTapped")
    }
  }

  @Test func anActionReceivedButNeverAssertedFailsWhenTheStoreGoes() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature(answers: Answers()) }
      await store.send(.incrementTwiceTapped) { $0.count = 1 }
    } matching: {
      $0.mentions("1 unasserted action(s)", ".incrementTapped")
    }
  }

  @Test func sendingBeforeReceivingWhatAnEffectSentFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature(answers: Answers()) }
    await store.send(.incrementTwiceTapped) { $0.count = 1 }
    await withKnownIssue {
      await store.send(.decrementTapped) { $0.count = 1 }
    } matching: {
      $0.mentions("Receive the 1 action(s)", ".incrementTapped")
    }
    #expect(store.state.count == 1)
  }

  @Test func receivingWhenNothingWasSentFailsWithoutWaitingForTheTimeout() async {
    let store = TestStore(initialState: Feature.State(), timeout: .seconds(10)) {
      Feature(answers: Answers())
    }
    let started = ContinuousClock.now
    await withKnownIssue {
      await store.receive(.incrementTapped)
    } matching: {
      $0.mentions("no effect sent an action (none is running)")
    }
    #expect(ContinuousClock.now - started < .seconds(5))
  }

  @Test func receivingFromAnEffectThatSendsNothingInTimeFails() async {
    let answers = Answers()
    let store = TestStore(initialState: Feature.State(), timeout: .milliseconds(50)) {
      Feature(answers: answers)
    }
    await store.send(.loadTapped) { $0.isLoading = true }
    await withKnownIssue {
      await store.receive(.loaded(1))
    } matching: {
      $0.mentions("no effect sent an action within")
    }
    #expect(await eventually { answers.isWaiting })
    // The answer itself may take a loaded machine longer than the 50 ms that made the first
    // receive fail fast.
    store.timeout = .seconds(5)
    answers.answer(1)
    await store.receive(.loaded(1)) {
      $0.isLoading = false
      $0.count = 1
    }
    await store.finish()
  }

  @Test func anEffectStillRunningAtFinishFailsAndIsCancelled() async {
    let answers = Answers()
    let store = TestStore(initialState: Feature.State(), timeout: .milliseconds(50)) {
      Feature(answers: answers)
    }
    await store.send(.loadTapped) { $0.isLoading = true }
    #expect(await eventually { answers.isWaiting })
    await withKnownIssue {
      await store.finish()
    } matching: {
      $0.mentions("1 effect(s) still running after")
    }
    #expect(await eventually { !answers.isWaiting }, "finish cancels what is left")
  }

  @Test func anEffectStillRunningWhenTheStoreGoesFails() async {
    let answers = Answers()
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature(answers: answers) }
      await store.send(.loadTapped) { $0.isLoading = true }
    } matching: {
      $0.mentions("1 effect(s) still running at the end of the test")
    }
    #expect(await eventually { !answers.isWaiting }, "the store cancels what is left")
  }
}
