import DeclarativeUI
import Observation
import TerminalUI

/// The state the test views read: one observable object, as a view model would be.
@MainActor
@Observable
final class Model {
  enum Field: Hashable {
    case first
    case second
  }

  var name = ""
  var other = ""
  var count = 0
  var focus: Field? = .first
  var path: [Int] = []
  var selection = 0
  var flag = false
  /// How many times a body read the model, and what it read last.
  @ObservationIgnored var evaluations = 0
}

/// A window showing `view` in a hosting controller, with its host.
@MainActor
func host<Content: DeclarativeUI.View>(
  _ view: Content, size: Size = Size(width: 40, height: 10)
) -> (Window, HostingController<Content>) {
  let host = HostingController(rootView: view)
  return (Window(size: size, rootViewController: host), host)
}

extension Window {
  /// The rendered rows, trailing spaces trimmed, blank rows at the bottom dropped.
  var lines: [String] {
    var lines = render().cells.lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
