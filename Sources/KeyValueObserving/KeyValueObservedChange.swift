/// One change of an observed property, as its observation's handler gets it
/// (`NSKeyValueObservedChange`).
public struct KeyValueObservedChange<Value> {
  /// How the property changed (`NSKeyValueChange`): here always by assignment. Foundation's
  /// other kinds (insertion, removal, replacement) are for to-many relationships, which this
  /// stand-in does not model.
  public enum Kind: Sendable {
    case setting
  }

  public let kind: Kind = .setting
  /// The value after the assignment, if the observation asked for `.new`; else nil.
  public let newValue: Value?
  /// The value before the assignment, if the observation asked for `.old`; else nil (and nil
  /// in the `.initial` call, which has no before).
  public let oldValue: Value?

  @inlinable
  init(newValue: Value?, oldValue: Value?) {
    self.newValue = newValue
    self.oldValue = oldValue
  }
}
