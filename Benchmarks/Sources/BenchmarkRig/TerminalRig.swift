import CalculatorHistory
import CalculatorModel
import CalculatorUI
import TerminalUI

/// One app on an 80×24 in-memory terminal, driven as the real terminal drives it: input bytes
/// → `KeyDecoder` → `Window` → the variant's path → model → labels → render and diff → one
/// write per frame. The write goes to `write` (by default nowhere: the renderer keeps each
/// frame, so its work cannot be optimised away) and is not parsed back into a screen: that is
/// the terminal emulator's work, not the app's, and it would add the same cost to every column.
@MainActor
public final class TerminalRig {
  public static let size = Size(width: 80, height: 24)
  /// A window whose History list shows exactly ten rows under the `Searching…` footer: a query
  /// keystroke on ten entries then draws as many rows as on a thousand, and the two differ
  /// only by the rows behind the window.
  public static let tenRowSize = Size(width: 80, height: 14)
  /// A window five rows high: the Calculator shows its compact view.
  public static let compactSize = Size(width: 80, height: 5)

  public let app: any CalculatorApp
  public let driver: WindowDriver
  /// The history store's operations in flight, which `sendAndSettle` waits for.
  public let activity = HistoryActivity()
  /// The time the screens wait on (History's 150 ms before a search): it passes when the rig
  /// settles, as headless mode's does when the input pauses.
  public let clock = ManualClock()

  /// Builds the app on `history` (an empty in-memory one unless given), opened at `route` if
  /// one is given, in a window of `size`, without drawing anything; `render()` draws the
  /// first frame.
  public init(
    _ benchmarked: BenchmarkedApp, calculator: Calculator,
    history: some HistoryStore = InMemoryHistoryStore(), route: Route? = nil,
    size: Size = TerminalRig.size, write: (([UInt8]) -> Void)? = nil
  ) {
    app = benchmarked.make(
      calculator, MonitoredHistoryStore(history, activity: activity), route, clock)
    app.window.size = size
    driver = WindowDriver(window: app.window, write: write ?? { _ in })
  }

  /// Feeds the bytes as `send(_:)` does, then waits until what the keys started is done, the
  /// store's answers included, and the frame showing it is written: the asynchronous events'
  /// whole cost, as the headless terminal settles (`HeadlessTerminal.settle(activity:clock:)`;
  /// exact, as event-counts installs `MainSerialExecution`).
  public func sendAndSettle(_ bytes: [UInt8]) async {
    driver.receive(bytes)
    await settle()
  }

  /// Waits until the work already started is done (the saved count the app reads at launch,
  /// say) and writes the frame showing it.
  public func settle() async {
    await HeadlessTerminal.settle(activity: activity, clock: clock)
    driver.renderIfNeeded()
  }

  public func render() {
    driver.render()
  }

  /// Feeds one read's worth of bytes: its keys are dispatched, then one frame is rendered.
  public func send(_ bytes: [UInt8]) {
    driver.receive(bytes)
  }

  /// A lone Esc, as the terminal delivers it: the byte, then the escape timeout.
  public func sendEscape() {
    driver.receive(KeyBytes.escape)
    driver.escapeTimeout()
  }

  /// The controller whose screen is showing, to check that navigation happened.
  public var activeScreen: ObjectIdentifier? {
    app.window.activeViewController.map(ObjectIdentifier.init)
  }
}

/// Key bytes as a terminal sends them.
public enum KeyBytes {
  public static let digit = Array("7".utf8)
  public static let backspace: [UInt8] = [0x7F]
  public static let enter: [UInt8] = [0x0D]
  public static let escape: [UInt8] = [0x1B]
  public static let right: [UInt8] = Array("\u{1B}[C".utf8)
  public static let controlP: [UInt8] = [0x10]
  public static let controlR: [UInt8] = [0x12]
  public static let controlS: [UInt8] = [0x13]
  public static let controlU: [UInt8] = [0x15]
  public static let controlY: [UInt8] = [0x19]
  /// Ctrl-_ (0x1F): undo.
  public static let controlUnderscore: [UInt8] = [0x1F]

  public static func paste(_ text: String) -> [UInt8] {
    Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8)
  }
}
