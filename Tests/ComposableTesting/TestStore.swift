import Composable
import CustomDump
import Testing

/// Runs a feature's reducer in a test and makes the test account for everything it does
/// (TCA's exhaustive `TestStore`): each `send` states how the state changes, each action an
/// effect sends back is `receive`d with its change, and no effect is left running. Anything
/// unasserted fails the test, with the difference shown by swift-custom-dump.
///
///     let store = TestStore(initialState: Feature.State()) { Feature(history: history) }
///     await store.send(.saveTapped) { $0.isSaving = true }
///     await history.answer(.entry(entry))
///     await store.receive(.saved(entry)) { $0.isSaving = false; $0.note = "saved" }
///     await store.finish()
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
  /// The state as the test last asserted it.
  public private(set) var state: State
  /// The state as the reducer left it, which runs ahead of `state` while received actions
  /// wait to be asserted.
  private var reducedState: State
  private let reduce: @MainActor (inout State, Action) -> Effect<Action>
  private let effects = EffectRunner<Action>()
  /// Actions effects sent, not yet received, each with the state its reduction left.
  private var received: [(action: Action, state: State)] = []
  /// How long `receive` and `finish` wait for an effect before they fail.
  public var timeout: Duration
  private let createdAt: SourceLocation

  public init<R: Reducer>(
    initialState: State, timeout: Duration = .seconds(1),
    @ReducerBuilder<State, Action> reducer: () -> R,
    sourceLocation: SourceLocation = #_sourceLocation
  ) where R.State == State, R.Action == Action {
    let reducer = reducer()
    state = initialState
    reducedState = initialState
    reduce = { reducer.reduce(into: &$0, action: $1) }
    self.timeout = timeout
    createdAt = sourceLocation
  }

  /// Nonisolated, so the failures are the test's: an isolated deinit does not see the test's
  /// task-local context (they were reported for «unknown», and `withKnownIssue` missed them).
  /// A test store is used, and so released, on the main actor.
  deinit {
    MainActor.assumeIsolated { failOnWhatIsLeft() }
  }

  private func failOnWhatIsLeft() {
    if !received.isEmpty {
      fail(
        "The store received \(received.count) unasserted action(s):\n\(dumped(received.map(\.action)))",
        sourceLocation: createdAt)
    }
    if effects.runningCount > 0 {
      fail(
        "\(effects.runningCount) effect(s) still running at the end of the test",
        sourceLocation: createdAt)
      effects.cancelAll()
    }
  }

  /// Sends `action` as a user would; `updateStateToExpectedResult` makes every change the
  /// reducer is expected to make to the state (none when it is nil).
  public func send(
    _ action: Action, assert updateStateToExpectedResult: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    if !received.isEmpty {
      fail(
        "Receive the \(received.count) action(s) effects sent before sending \(dumped(action)):\n"
          + dumped(received.map(\.action)), sourceLocation: sourceLocation)
      received.removeAll()
      state = reducedState
    }
    let expected = expectedState(after: updateStateToExpectedResult)
    let immediate = run(action)
    check(expected, against: reducedState, for: action, sourceLocation: sourceLocation)
    state = reducedState
    for next in immediate { receiveFromEffect(next) }
    await Task.yield()
  }

  /// Asserts that the next action an effect sent is `expectedAction` and that its reduction
  /// made exactly the changes `updateStateToExpectedResult` makes. Waits for it up to
  /// `timeout` while effects run.
  public func receive(
    _ expectedAction: Action, assert updateStateToExpectedResult: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    // Once no effect runs, none can send: fail at once rather than after the timeout.
    await waitUntil { !self.received.isEmpty || self.effects.runningCount == 0 }
    guard !received.isEmpty else {
      fail(
        "Expected to receive \(dumped(expectedAction)), but no effect sent an action"
          + (effects.runningCount > 0 ? " within \(timeout)" : " (none is running)"),
        sourceLocation: sourceLocation)
      return
    }
    let (action, reduced) = received.removeFirst()
    if action != expectedAction {
      fail(
        "Received an unexpected action (−: expected, +: received):\n"
          + (diff(expectedAction, action, format: .proportional) ?? dumped(action)),
        sourceLocation: sourceLocation)
    }
    let expected = expectedState(after: updateStateToExpectedResult)
    check(expected, against: reduced, for: action, sourceLocation: sourceLocation)
    state = reduced
  }

  /// Waits up to `timeout` for every effect to end; fails and cancels those that do not.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    await waitUntil { self.effects.runningCount == 0 }
    if effects.runningCount > 0 {
      fail(
        "\(effects.runningCount) effect(s) still running after \(timeout)",
        sourceLocation: sourceLocation)
      effects.cancelAll()
    }
  }

  /// Reduces `action` and starts its effects; returns the actions it sends at once.
  private func run(_ action: Action) -> [Action] {
    let effect = reduce(&reducedState, action)
    return effects.run(effect) { [weak self] in self?.receiveFromEffect($0) }
  }

  /// An action an effect sent: reduced now, asserted later by `receive`.
  private func receiveFromEffect(_ action: Action) {
    let immediate = run(action)
    received.append((action, reducedState))
    for next in immediate { receiveFromEffect(next) }
  }

  private func expectedState(after update: ((inout State) -> Void)?) -> State {
    var expected = state
    update?(&expected)
    return expected
  }

  private func check(
    _ expected: State, against actual: State, for action: Action, sourceLocation: SourceLocation
  ) {
    guard expected != actual else { return }
    let difference =
      diff(expected, actual, format: .proportional) ?? "\(dumped(expected))\n\(dumped(actual))"
    fail(
      "State after \(dumped(action)) differs from what the test expects (−: expected, +: actual):\n"
        + difference, sourceLocation: sourceLocation)
  }

  /// Lets effects run until `condition` holds or `timeout` passes.
  private func waitUntil(_ condition: @MainActor () -> Bool) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var yields = 0
    while !condition() && clock.now < deadline {
      if yields < 100 {
        yields += 1
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
  }
}

private func dumped(_ value: some Any) -> String {
  var text = ""
  customDump(value, to: &text)
  return text
}

private func fail(_ message: String, sourceLocation: SourceLocation) {
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
