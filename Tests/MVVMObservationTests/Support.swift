import DeclarativeUI
import Observation
import TerminalUI
import TestRecording

extension Recorder {
  /// Writes `name changed` each time Observation reports that something `read` reads is about
  /// to change, as it would make a view that read it evaluate again; then tracks again.
  func observe(_ name: String, _ read: @escaping @MainActor @Sendable () -> Any) {
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.record("\(name) changed")
        self.observe(name, read)
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
