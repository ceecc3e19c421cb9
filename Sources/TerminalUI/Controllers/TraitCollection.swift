/// How much room the window gives along one axis, like UIKit's `UIUserInterfaceSizeClass`: a
/// screen may lay itself out another way when it is compact.
public enum UserInterfaceSizeClass: Sendable, Hashable {
  /// Fewer rows than a screen's full layout takes (a window under 6 rows high).
  case compact
  /// Room for every screen's full layout.
  case regular
}

/// The window's traits that a view controller lays itself out by, like UIKit's
/// `UITraitCollection`. A controller reads them in `traitCollection` and hears them change in
/// `traitCollectionDidChange(_:)`; a declarative view reads them as environment values.
public struct TraitCollection: Sendable, Hashable {
  /// Compact when the window is under `Window.minimumSize.height` rows, regular from there up.
  public var verticalSizeClass: UserInterfaceSizeClass

  public init(verticalSizeClass: UserInterfaceSizeClass) {
    self.verticalSizeClass = verticalSizeClass
  }

  /// The traits of a window of `size`.
  public init(windowSize size: Size) {
    verticalSizeClass = size.height < Window.minimumSize.height ? .compact : .regular
  }
}
