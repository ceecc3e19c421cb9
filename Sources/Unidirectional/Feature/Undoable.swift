import Composable

/// Undo and redo for any feature: a reducer that wraps the feature's and keeps the past states
/// of a part of its state (Redux's undo history, redux-undo's `undoable(reducer)`, as TCA users
/// write it; no framework here ships one). State is one value and every change an action, so
/// the wrapper sees each change from outside: the value before an action and after it. The
/// feature's own actions are not told about it.
///
///     Undoable(history: \.undoHistory, value: \.fields, undo: .undo, redo: .redo,
///              limit: 100, restore: { state, value, action in … }) { Feature() }
///
/// `restore` puts a past value back into the state, with what follows from it there; it is
/// given the action that made the step, for what only the action knows.
struct Undoable<Base: Reducer, Value: Equatable>: Reducer where Base.Action: Equatable {
  typealias State = Base.State
  typealias Action = Base.Action

  /// Where the past states are kept: in the state, which is one value.
  let history: WritableKeyPath<State, UndoHistory<Value, Action>>
  /// The part of the state that is undone.
  let value: KeyPath<State, Value>
  let undo: Action
  let redo: Action
  /// How many steps are kept: a newer one drops the oldest.
  let limit: Int
  let restore: @MainActor (inout State, Value, Action) -> Void
  let base: Base

  /// The state's and action types are parameters of their own, so that the compiler knows them
  /// before it reads the closure (as `Scope`'s are).
  init<FeatureState, FeatureAction>(
    history: WritableKeyPath<FeatureState, UndoHistory<Value, FeatureAction>>,
    value: KeyPath<FeatureState, Value>, undo: FeatureAction, redo: FeatureAction, limit: Int,
    restore: @escaping @MainActor (inout FeatureState, Value, FeatureAction) -> Void,
    @ReducerBuilder<FeatureState, FeatureAction> base: () -> Base
  ) where Base.State == FeatureState, Base.Action == FeatureAction {
    self.history = history
    self.value = value
    self.undo = undo
    self.redo = redo
    self.limit = limit
    self.restore = restore
    self.base = base()
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == undo {
      guard let step = state[keyPath: history].past.popLast() else { return .none }
      state[keyPath: history].future.append(step)
      restore(&state, step.before, step.action)
      return .none
    }
    if action == redo {
      guard let step = state[keyPath: history].future.popLast() else { return .none }
      state[keyPath: history].past.append(step)
      restore(&state, step.after, step.action)
      return .none
    }
    let before = state[keyPath: value]
    let effect = base.reduce(into: &state, action: action)
    let after = state[keyPath: value]
    if before != after {
      state[keyPath: history].record(
        UndoHistory.Step(before: before, after: after, action: action), limit: limit)
    }
    return effect
  }
}

/// The steps an `Undoable` keeps: those that can be undone, oldest first, and those undone,
/// newest last.
struct UndoHistory<Value: Equatable, Action: Equatable>: Equatable {
  /// One change of the value, and the action that made it.
  struct Step: Equatable {
    var before: Value
    var after: Value
    var action: Action
  }

  var past: [Step] = []
  var future: [Step] = []

  /// Keeps `step` as the newest, the newest `limit` only; nothing is left to redo.
  mutating func record(_ step: Step, limit: Int) {
    past.append(step)
    if past.count > limit { past.removeFirst(past.count - limit) }
    future.removeAll()
  }
}
