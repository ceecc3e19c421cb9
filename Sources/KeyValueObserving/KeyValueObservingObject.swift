/// The base class of objects whose properties can be observed: this package's stand-in for
/// `NSObject`, whose key-value observing Foundation has only where the Objective-C runtime is
/// (not on Linux).
///
/// Subclass it and declare the properties to observe `@Observed` (KVO's `@objc dynamic`):
///
///     final class CalculatorViewModel: KeyValueObservingObject {
///       @Observed private(set) var result = ""
///     }
///
///     observation = viewModel.observe(\.result, options: [.initial, .new]) { _, change in
///       label.text = change.newValue ?? ""
///     }
///
/// Everything is on the main actor, as the view models and views that use it are.
@MainActor
open class KeyValueObservingObject: KeyValueObservable {
  /// The observation `observe(_:options:changeHandler:)` is registering: the `@Observed`
  /// property its key path reads takes it (`Observed`'s getter), so the key path a caller
  /// writes, `private(set)` or not, finds the property's own list of observations.
  @usableFromInline var registering: KeyValueObservation?
  /// How many `@Observed` getters ran while `registering` was set.
  @usableFromInline var registeringReads = 0

  public init() {}
}
