/// A feature's logic: how an action changes its state, and which side effects it starts
/// (TCA's `Reducer`). The only code that changes a feature's state.
///
/// A feature composes others in `body`:
///
///     struct CounterFeature: Reducer {
///       var body: some ReducerOf<Self> {
///         Reduce { state, action in … return .none }
///           .ifLet(\.$detail, action: Action.detailCase) { DetailFeature() }
///       }
///     }
///
/// The building blocks (`Reduce`, `Scope`, `ifLet`) implement `reduce(into:action:)` instead.
/// Everything runs on the main actor, as the store that drives it does.
@MainActor
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  /// The reducer this one is built from; `Never` for a building block.
  associatedtype Body

  /// Changes `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A reducer whose state and actions are `R`'s: `some ReducerOf<Self>` in a feature's `body`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A building block has no body; nothing calls this (its `reduce` is its own).
  public var body: Never {
    preconditionFailure("\(Self.self) implements reduce(into:action:) and has no body")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A feature reduces through its body.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
