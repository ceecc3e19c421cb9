/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// that are the child's (TCA's `Scope`). The part is a stored property (a key path) or one case
/// of an enum state (a case path); an action for a case the state is not in is ignored.
///
/// The child's state and action types are parameters of their own, read from the paths, so the
/// compiler knows the builder's types before it reads the closure (as TCA's `Scope` does).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let childState: (ParentState) -> Child.State?
  @usableFromInline let setChildState: (inout ParentState, Child.State) -> Void
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// The child's state is a property of the parent's.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where Child.State == ChildState, Child.Action == ChildAction {
    self.childState = { $0[keyPath: toChildState] }
    self.setChildState = { $0[keyPath: toChildState] = $1 }
    self.toChildAction = toChildAction
    self.child = child()
  }

  /// The child's state is one case of the parent's enum state.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where Child.State == ChildState, Child.Action == ChildAction {
    self.childState = toChildState.extract
    self.setChildState = { $0 = toChildState.embed($1) }
    self.toChildAction = toChildAction
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action),
      var childState = childState(state)
    else { return .none }
    let effect = child.reduce(into: &childState, action: childAction)
    setChildState(&state, childState)
    return effect.map(toChildAction.embed)
  }
}
