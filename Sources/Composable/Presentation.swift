/// A child feature's state while it is presented, nil while it is not: navigation as state
/// (TCA's `@PresentationState`, which its `@Presents` macro now writes). Setting it pushes a
/// screen; setting it to nil pops it.
///
///     @PresentationState var destination: Destination.State?
///
/// Each presentation gets a number of its own, so the effects of one screen are cancelled
/// when it goes, never those of the next. The presented state is kept in a box, as TCA keeps
/// it: the parent's state stays small however big the child's is, and reading the property
/// through its key path (as `ifLet` does on every action) copies a pointer, not the child.
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline
  indirect enum Storage {
    case dismissed
    case presented(State)
  }

  @usableFromInline var storage: Storage
  /// Which presentation this is: grows each time a value replaces nil.
  @usableFromInline private(set) var presentation = 0

  @inlinable
  public init(wrappedValue: State?) {
    storage = wrappedValue.map(Storage.presented) ?? .dismissed
  }

  @inlinable
  public var wrappedValue: State? {
    get {
      guard case .presented(let state) = storage else { return nil }
      return state
    }
    set {
      guard let newValue else {
        storage = .dismissed
        return
      }
      if case .dismissed = storage { presentation += 1 }
      storage = .presented(newValue)
    }
  }

  /// Whether a state is presented, without copying it.
  @inlinable
  var isPresented: Bool {
    guard case .presented = storage else { return false }
    return true
  }

  /// `$destination`, for `ifLet(\.$destination, …)`.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Sendable where State: Sendable {}
extension PresentationState.Storage: Sendable where State: Sendable {}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when they present equal states: which presentation it is is not part of the value.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

/// What happens to a presented child: one of its actions, or its dismissal (TCA's
/// `PresentationAction`).
public enum PresentationAction<Action> {
  case presented(Action)
  /// The child goes: the parent sees this first, then its state becomes nil.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension Reducer {
  /// Runs `destination` on the presented child's actions while it is presented; on `.dismiss`,
  /// and whenever the child's state goes, cancels the effects it started (TCA's `ifLet`).
  /// The child reduces before this reducer, so the parent sees the child's delegate actions
  /// with the child's state up to date.
  /// The destination's state and action types are parameters of their own, read from the
  /// paths, so the compiler knows the builder's types before it reads the closure.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    PresentationReducer(
      parent: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, destination: destination())
  }
}

/// A parent reducer with a presented child: see `ifLet`.
public struct PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let toPresentationState:
    WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let destination: Destination

  @inlinable
  init(
    parent: Parent,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    destination: Destination
  ) {
    self.parent = parent
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.destination = destination
  }

  /// The id the effects of one presentation run under.
  @usableFromInline
  struct EffectID: Hashable {
    @usableFromInline let path: AnyKeyPath
    @usableFromInline let presentation: Int

    @inlinable
    init(path: AnyKeyPath, presentation: Int) {
      self.path = path
      self.presentation = presentation
    }
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let before = state[keyPath: toPresentationState]
    let presentationAction = toPresentationAction.extract(action)
    var childEffect = Effect<Parent.Action>.none
    if case .presented(let childAction) = presentationAction,
      var childState = before.wrappedValue
    {
      childEffect = destination.reduce(into: &childState, action: childAction)
        .map { [embed = toPresentationAction.embed] in embed(.presented($0)) }
        .cancellable(id: effectID(before))
      state[keyPath: toPresentationState].wrappedValue = childState
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if case .dismiss = presentationAction {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let after = state[keyPath: toPresentationState]
    let gone =
      before.isPresented && (!after.isPresented || after.presentation != before.presentation)
    return childEffect.merge(with: parentEffect)
      .merge(with: gone ? .cancel(id: effectID(before)) : .none)
  }

  @inlinable
  func effectID(_ presentation: PresentationState<Destination.State>) -> EffectID {
    EffectID(path: toPresentationState, presentation: presentation.presentation)
  }
}
