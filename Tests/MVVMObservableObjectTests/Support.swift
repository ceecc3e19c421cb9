import DeclarativeUI
import OpenCombine
import TerminalUI
import TestRecording

@testable import DeclarativeUI
@testable import MVVMObservableObject

extension Recorder {
  /// Writes `name changed` each time `publisher`, a `@Published` property's `$name`, publishes:
  /// every set of the property, an equal value too, which also sends the view model's
  /// `objectWillChange` (what makes the views observing it evaluate again). The value it sends
  /// on subscribing is the current one, not a change.
  ///
  /// The subscription holds this recorder weakly and is kept in `subscriptions` until the test
  /// ends: a subject and its subscription hold each other until it is cancelled.
  func observe<Changes: Publisher>(
    _ name: String, _ publisher: Changes, keptIn subscriptions: Subscriptions
  ) where Changes.Failure == Never {
    subscriptions.all.append(
      publisher.dropFirst().sink { [weak self] _ in
        MainActor.assumeIsolated { self?.record("\(name) changed") }
      })
  }
}

/// The subscriptions a test made, cancelled when it ends: a suite keeps one, and Swift Testing
/// makes a suite's instance for each test and drops it after.
@MainActor
final class Subscriptions {
  var all: [AnyCancellable] = []
}

/// A view shown by a host in a window, as the app shows its screens, with a terminal to type
/// into and read.
@MainActor
func host<Content: DeclarativeUI.View>(_ view: Content) -> (
  HostingController<Content>, HeadlessTerminal
) {
  let host = HostingController(rootView: view)
  let window = Window(size: Size(width: 80, height: 24), rootViewController: host)
  return (host, HeadlessTerminal(window: window))
}

/// The History view an app's screen shows: the destination's `switch` case, in its last branch.
@MainActor
func historyView(on screen: HostingController<AnyView>) -> HistoryView? {
  Mirror(reflecting: screen.rootView.base).descendant("storage", "falseContent") as? HistoryView
}
