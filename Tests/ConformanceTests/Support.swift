import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI
import Testing

/// Key bytes as a terminal sends them, for building input streams that read like key presses.
enum Keys {
  static let enter = "\r"
  static let tab = "\t"
  static let shiftTab = "\u{1B}[Z"
  static let escape = "\u{1B}"
  static let backspace = "\u{7F}"
  static let delete = "\u{1B}[3~"
  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"
  static let right = "\u{1B}[C"
  static let left = "\u{1B}[D"
  static let home = "\u{1B}[H"
  static let end = "\u{1B}[F"
  static let pageUp = "\u{1B}[5~"
  static let pageDown = "\u{1B}[6~"
  static let controlA = "\u{01}"
  static let controlC = "\u{03}"
  static let controlR = "\u{12}"
  static let controlS = "\u{13}"
  static let controlE = "\u{05}"
  static let controlP = "\u{10}"
  static let controlU = "\u{15}"

  static func paste(_ text: String) -> String { "\u{1B}[200~" + text + "\u{1B}[201~" }
}

/// A variant running headless, driven by key bytes as a person at a terminal would.
@MainActor
final class Session {
  let app: any CalculatorApp
  let terminal: HeadlessTerminal
  /// The calls the app has made of its history store: how many began, how many are in flight.
  let activity = HistoryActivity()

  /// The app on `history`, whose calls headless mode waits for (`type`) as the binaries do,
  /// opened at `route` as `--open` opens it; its time passes when the input pauses, as the
  /// binaries' headless time does.
  init(
    _ variant: Variant, separators: String = ",", numbers: String = "",
    size: Size = Size(width: 80, height: 24),
    history: some HistoryStore = InMemoryHistoryStore(), route: Route? = nil
  ) {
    let clock = ManualClock()
    app = variant.make(
      Calculator(separators: separators, numbers: numbers),
      MonitoredHistoryStore(history, activity: activity), route, clock)
    app.window.size = size
    terminal = HeadlessTerminal(window: app.window, recordsWrites: true)
    terminal.activity = activity
    terminal.clock = clock
  }

  /// Sends each string as one read and waits until its work is done, the history store's
  /// answers included (SPEC: Headless mode); a lone ESC at the end is the Esc key.
  func type(_ keys: String...) async {
    for key in keys {
      await terminal.type(key)
      if terminal.isWaitingForEscapeSequence { await terminal.typeEscapeTimeout() }
    }
  }

  /// Sends each string as one read, pausing after each as a person would: a lone ESC at the
  /// end of a read becomes the Esc key, as after the 50 ms timeout in a terminal.
  func press(_ keys: String...) {
    for key in keys {
      terminal.send(key)
      if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
    }
  }

  /// Waits until the work already started has settled, as after a key (the count the app
  /// reads at launch, say).
  func settle() async {
    await terminal.settle()
  }

  /// Resizes the terminal, as SIGWINCH tells the app in a terminal: the next frame has the
  /// new size (and the size class that goes with it).
  func resize(_ width: Int, _ height: Int) {
    terminal.resize(to: Size(width: width, height: height))
  }

  func endOfInput() {
    terminal.endOfInput()
  }

  var screen: String { terminal.text }
  var sum: Int128 { app.calculator.sum }
}

/// Compares a whole screen, showing both in the failure message.
func expectScreen(
  _ session: Session, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  MainActor.assumeIsolated {
    let actual = session.screen
    #expect(
      actual == expected, "screen differs:\n\(actual)---- expected:\n\(expected)",
      sourceLocation: sourceLocation)
  }
}

/// Builds an expected screen from its lines (trailing newline added).
func screen(_ lines: String...) -> String {
  lines.joined(separator: "\n") + "\n"
}
