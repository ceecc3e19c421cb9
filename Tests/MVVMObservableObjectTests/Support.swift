import DeclarativeUI
import OpenCombine
import TerminalUI
import TestRecording

extension Recorder {
  /// Writes `name changed` each time `publisher`, a `@Published` property's `$name`, publishes:
  /// every set of the property, an equal value too, which also sends the view model's
  /// `objectWillChange` (what makes the views observing it evaluate again). The value it sends
  /// on subscribing is the current one, not a change.
  ///
  /// The subscription lives as long as the property's publisher, i.e. the view model, and holds
  /// this recorder weakly, as a view's subscription holds its host.
  func observe<Changes: Publisher>(_ name: String, _ publisher: Changes)
  where Changes.Failure == Never {
    publisher.dropFirst().subscribe(
      Subscribers.Sink(receiveCompletion: { _ in }) { [weak self] _ in
        MainActor.assumeIsolated { self?.record("\(name) changed") }
      })
  }
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
