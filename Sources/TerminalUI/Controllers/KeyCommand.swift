/// A key a view controller responds to when no focused view consumed it, like `UIKeyCommand`.
///
/// The action is a closure, so capture the controller `[weak self]`: the controller owns
/// its commands, and a strong capture would keep it alive forever.
public struct KeyCommand {
  public let input: Key
  public let action: @MainActor () -> Void

  public init(_ input: Key, action: @escaping @MainActor () -> Void) {
    self.input = input
    self.action = action
  }
}
