/// Runs a store's effects: sends at once, work in main-actor tasks it keeps by id so they can
/// be cancelled, and counts what is still running (the test store fails on work left over).
@MainActor
@usableFromInline
package final class EffectRunner<Action> {
  @usableFromInline
  struct Running {
    @usableFromInline var ids: [AnyEffectID]
    @usableFromInline var task: Task<Void, Never>

    @inlinable
    init(ids: [AnyEffectID], task: Task<Void, Never>) {
      self.ids = ids
      self.task = task
    }
  }

  /// Read and written on each action that runs or cancels work; main actor, never passed `inout`
  /// across a call that reaches them again: no exclusivity check (as the store's state).
  @exclusivity(unchecked) @usableFromInline var running: [Int: Running] = [:]
  @exclusivity(unchecked) @usableFromInline var nextKey = 0

  @inlinable
  package init() {}

  /// How many effects are still running.
  package var runningCount: Int { running.count }

  /// Runs `effect`'s work; its sends (now or later) go to `send`. Returns the actions to send
  /// at once, in order, for the store to reduce before it draws.
  @inlinable
  package func run(_ effect: Effect<Action>, send: @escaping @MainActor (Action) -> Void)
    -> [Action]
  {
    var immediate: [Action] = []
    for item in effect.items {
      switch item {
      case .send(let action):
        immediate.append(action)
      case .cancel(let id):
        cancel(id: id)
      case .run(let run):
        start(run, send: send)
      }
    }
    return immediate
  }

  /// Cancels every running effect marked with `id`.
  @inlinable
  package func cancel(id: AnyEffectID) {
    for (key, effect) in running where effect.ids.contains(id) {
      effect.task.cancel()
      running[key] = nil
    }
  }

  /// Cancels everything still running.
  package func cancelAll() {
    for effect in running.values { effect.task.cancel() }
    running = [:]
  }

  @inlinable
  func start(_ run: Effect<Action>.Run, send: @escaping @MainActor (Action) -> Void) {
    let key = nextKey
    nextKey += 1
    let task = Task { @MainActor [weak self, operation = run.operation] in
      await operation(Send(send))
      self?.running[key] = nil
    }
    running[key] = Running(ids: run.ids, task: task)
  }
}
