/// A reducer from a closure: the body of a feature's own logic (TCA's `Reduce`).
///
///     Reduce { state, action in
///       switch action {
///       case .incrementTapped: state.count += 1; return .none
///       }
///     }
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: @MainActor (inout State, Action) -> Effect<Action>

  @inlinable
  public init(_ reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
