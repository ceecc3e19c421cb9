/// One case of an enum, as a pair of functions: put a value into the case, and take it out if
/// the enum is that case (TCA's case paths, written by hand where TCA's `@CasePathable` macro
/// would generate them).
///
///     static let child = AnyCasePath<Action, ChildAction>(
///       embed: Action.child, extract: { if case .child(let action) = $0 { action } else { nil } })
public struct AnyCasePath<Root, Value>: Sendable {
  public let embed: @Sendable (Value) -> Root
  public let extract: @Sendable (Root) -> Value?

  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }
}
