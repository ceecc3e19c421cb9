import TerminalUI

/// The window's vertical size class, as TerminalUI gives it to controllers.
public typealias UserInterfaceSizeClass = TerminalUI.UserInterfaceSizeClass

/// What a view reads from where it is shown, like SwiftUI's `EnvironmentValues`: here, the
/// traits of the window its hosting controller is in.
public struct EnvironmentValues: Sendable {
  /// The window's vertical size class: `.compact` under 6 rows, `.regular` from 6 up (a
  /// phone in landscape and in portrait). Nil outside an evaluation.
  public var verticalSizeClass: UserInterfaceSizeClass?

  public init() {}

  init(traits: TraitCollection) {
    verticalSizeClass = traits.verticalSizeClass
  }
}

/// A value of the environment a view reads in its body, like SwiftUI's `@Environment`:
/// `@Environment(\.verticalSizeClass) private var verticalSizeClass`. When the window's traits
/// change, the views of every screen are evaluated again (SwiftUI evaluates those that read
/// the value; a size class changes seldom).
@MainActor
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    (ViewHost.evaluating?.environment ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension ViewHost {
  /// The environment the host's views read: its controller's traits.
  var environment: EnvironmentValues {
    guard let controller else { return EnvironmentValues() }
    return EnvironmentValues(traits: controller.traitCollection)
  }
}
