/// What a reducer asks the store to do after it changed the state (TCA's `Effect`): nothing,
/// send another action at once, or run asynchronous work that sends actions back.
///
///     return .run { send in
///       let entries = try await history.newest(limit: 1_000)
///       send(.loaded(entries))
///     } catch: { error, send in
///       send(.loadFailed(error.localizedDescription))
///     }
///     .cancellable(id: CancelID.load)
///
/// Work runs in a `Task` on the main actor's executor, as a screen's own `Task` would
/// (SPEC: the run loop), so `send` is a plain call. An effect with an id can be cancelled by
/// `.cancel(id:)`; a cancelled effect's later `send`s are dropped.
public struct Effect<Action> {
  /// One piece of work, in the order the reducer listed it.
  @usableFromInline
  enum Item {
    case send(Action)
    case run(Run)
    case cancel(AnyEffectID)
  }

  @usableFromInline
  struct Run {
    @usableFromInline var ids: [AnyEffectID] = []
    @usableFromInline var operation: @MainActor @Sendable (Send<Action>) async -> Void

    @inlinable
    init(
      ids: [AnyEffectID] = [],
      operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void
    ) {
      self.ids = ids
      self.operation = operation
    }
  }

  @usableFromInline let items: [Item]

  @inlinable
  init(items: [Item]) {
    self.items = items
  }

  /// No effect.
  @inlinable
  public static var none: Self { Self(items: []) }

  /// Sends `action` to the store right after this reduction, before the screen is drawn.
  @inlinable
  public static func send(_ action: Action) -> Self { Self(items: [.send(action)]) }

  /// Runs `operation` in a task on the main actor; an error it throws other than a
  /// cancellation goes to `handler`, if any.
  public static func run(
    operation: @escaping @MainActor @Sendable (Send<Action>) async throws -> Void,
    catch handler: (@MainActor @Sendable (any Error, Send<Action>) async -> Void)? = nil
  ) -> Self {
    Self(
      items: [
        .run(
          Run { send in
            do {
              try await operation(send)
            } catch is CancellationError {
            } catch {
              await handler?(error, send)
            }
          })
      ])
  }

  /// Cancels every running effect marked with `id`.
  @inlinable
  public static func cancel(id: some Hashable) -> Self {
    Self(items: [.cancel(AnyEffectID(id))])
  }

  /// All of `effects`, in order.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    Self(items: effects.flatMap(\.items))
  }

  /// This effect, then `other`.
  @inlinable
  public func merge(with other: Self) -> Self {
    if items.isEmpty { return other }
    if other.items.isEmpty { return self }
    return Self(items: items + other.items)
  }

  /// Marks this effect's work with `id`, so `.cancel(id:)` stops it; with `cancelInFlight`,
  /// work already running under that id is cancelled first.
  @inlinable
  public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Self {
    let id = AnyEffectID(id)
    let marked = items.map { item -> Item in
      guard case .run(var run) = item else { return item }
      run.ids.append(id)
      return .run(run)
    }
    return Self(items: cancelInFlight ? [.cancel(id)] + marked : marked)
  }

  /// The same work, its actions turned into `transform`'s: how a parent runs a child's effects.
  @inlinable
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    Effect<NewAction>(
      items: items.map { item in
        switch item {
        case .send(let action): .send(transform(action))
        case .cancel(let id): .cancel(id)
        case .run(let run):
          .run(
            Effect<NewAction>.Run(ids: run.ids) { [operation = run.operation] send in
              await operation(Send { send(transform($0)) })
            })
        }
      })
  }
}

/// The id an effect runs under: a value of any `Hashable` type, as in TCA, compared with its
/// own type's `==`. Not an `AnyHashable`: making one asks the runtime whether the value has a
/// custom representation (a dynamic cast), ~1,500 instructions per id on every action that
/// marks or cancels an effect, where this keeps the value in an existential's inline buffer.
@usableFromInline
package struct AnyEffectID: Equatable {
  @usableFromInline let base: any Hashable

  @inlinable
  package init(_ base: some Hashable) {
    self.base = base
  }

  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one.
  @inlinable
  func isEqual(to other: any Hashable) -> Bool {
    guard let other = other as? Self else { return false }
    return other == self
  }
}

/// How an effect sends actions back to its store (TCA's `Send`): `send(.loaded(page))`.
/// Once the effect's task is cancelled, sending does nothing.
@MainActor
public struct Send<Action>: Sendable {
  @usableFromInline let send: @MainActor (Action) -> Void

  @inlinable
  public init(_ send: @escaping @MainActor (Action) -> Void) {
    self.send = send
  }

  @inlinable
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
