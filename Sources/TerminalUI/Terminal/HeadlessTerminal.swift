/// An in-memory terminal of a given size running a window through the same driver, decoder
/// and renderer as the real terminal. Tests and `--headless` use it (SPEC: Headless mode).
@MainActor
public final class HeadlessTerminal {
  public private(set) var screen: VirtualScreen
  /// Every frame's bytes, as the real terminal would have received them.
  public private(set) var writes: [[UInt8]] = []
  public let recordsWrites: Bool
  private var driver: WindowDriver!

  public init(window: Window, recordsWrites: Bool = false) {
    screen = VirtualScreen(size: window.size)
    self.recordsWrites = recordsWrites
    driver = WindowDriver(window: window) { [unowned self] bytes in
      screen.apply(bytes)
      if self.recordsWrites { writes.append(bytes) }
    }
    driver.render()
  }

  public var window: Window { driver.window }

  /// Feeds one chunk of input bytes, as one `read` from a terminal would deliver them.
  public func send(_ bytes: some Sequence<UInt8>) {
    driver.receive(bytes)
  }

  /// Feeds a string's UTF-8 bytes as one chunk.
  public func send(_ text: String) {
    driver.receive(Array(text.utf8))
  }

  /// True while a lone ESC waits to see whether an escape sequence follows.
  public var isWaitingForEscapeSequence: Bool { driver.isWaitingForEscapeSequence }

  /// The pause after a lone ESC: it becomes the Esc key, as after 50 ms in a terminal.
  public func escapeTimeout() {
    driver.escapeTimeout()
  }

  /// Ends the input: a pending ESC becomes the Esc key and the window closes.
  public func endOfInput() {
    driver.endOfInput()
  }

  public func resize(to size: Size) {
    var resized = VirtualScreen(size: size)
    swap(&resized, &screen)
    driver.resize(to: size)
  }

  /// The screen as plain text: rows with trailing spaces trimmed, joined by `\n`, blank rows
  /// at the bottom dropped, ending in one `\n`.
  public var text: String {
    var lines = screen.lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }
}
