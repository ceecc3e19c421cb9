/// What an observation's change carries, and whether it is sent at once
/// (`NSKeyValueObservingOptions`, with its raw values; `.prior` is not modelled).
public struct KeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The change holds the value after the assignment (`newValue`).
  public static let new = KeyValueObservingOptions(rawValue: 0x01)
  /// The change holds the value before the assignment (`oldValue`).
  public static let old = KeyValueObservingOptions(rawValue: 0x02)
  /// The handler is also called once when observing begins, before `observe` returns, with
  /// the current value as `newValue` if `.new` is given (and no `oldValue`).
  public static let initial = KeyValueObservingOptions(rawValue: 0x04)
}
