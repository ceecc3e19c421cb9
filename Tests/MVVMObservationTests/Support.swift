import DeclarativeUI
import Observation
import TerminalUI
import TestRecording

@testable import DeclarativeUI
@testable import MVVMObservation

extension Recorder {
  /// Writes `name changed` each time Observation reports that what `read` reads of `object` is
  /// about to change, as it would make a view that read it evaluate again; then tracks again.
  ///
  /// The registration Observation keeps until it fires holds `object` and this recorder weakly:
  /// a closure that captured the object would keep it alive through its own registrar.
  func observe<Object: AnyObject & Sendable>(
    _ name: String, on object: Object, _ read: @escaping @MainActor @Sendable (Object) -> Any
  ) {
    withObservationTracking {
      _ = read(object)
    } onChange: { [weak self, weak object] in
      MainActor.assumeIsolated {
        guard let self, let object else { return }
        self.record("\(name) changed")
        self.observe(name, on: object, read)
      }
    }
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

/// The History view an app's screen shows: the destination's `switch` case, in its last branch.
@MainActor
func historyView(on screen: HostingController<AnyView>) -> HistoryView? {
  Mirror(reflecting: screen.rootView.base).descendant("storage", "falseContent") as? HistoryView
}
