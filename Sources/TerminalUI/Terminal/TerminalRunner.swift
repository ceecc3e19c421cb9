/// Runs a window on the real terminal until it closes.
///
/// The run loop runs on the main actor's executor, as UIKit's does: a `Task` a screen starts
/// resumes on the main actor between key events, and what it changes (`setNeedsDisplay()`) is
/// drawn in the next frame. The terminal is read on a thread of its own (`TerminalReader`),
/// which waits in `poll()`: reading never blocks the main actor, and an idle app uses no CPU.
@MainActor
public enum TerminalRunner {
  /// How long a lone ESC waits for the rest of an escape sequence before it is the Esc key.
  public static let escapeTimeoutMilliseconds: Int32 = 50

  /// Reads keys from the terminal, dispatches them and draws, until the window closes or
  /// input ends. The caller restores the terminal afterwards.
  ///
  /// Ctrl-Z and SIGTSTP suspend: the terminal is restored and the process stops; once it is
  /// continued, the terminal is full-screen and raw again and the whole frame is redrawn at
  /// the terminal's size. After SIGCONT alone (a stop by SIGSTOP), the same re-entry and redraw.
  public static func run(_ window: Window, on terminal: Terminal) async {
    let driver = WindowDriver(window: window) { terminal.write($0) }
    driver.suspend = { [unowned driver] in
      terminal.suspend()
      _ = terminal.consumeEvents()  // the SIGCONT, and any resize while stopped: redrawn below
      driver.resize(to: terminal.size)
    }
    driver.resize(to: terminal.size)
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalInput.self)
    guard
      let reader = TerminalReader.start(
        input: terminal.fileDescriptor, events: terminal.eventFileDescriptor,
        continuation: continuation)
    else {
      driver.endOfInput()
      return
    }
    window.closeRequested = { continuation.yield(.closed) }
    defer { window.closeRequested = nil }
    var inputs = stream.makeAsyncIterator()
    var escapeGeneration = 0
    var escapeTimer: Task<Void, Never>?
    while !window.isClosed, let input = await inputs.next() {
      switch input {
      case .bytes(let bytes):
        escapeTimer?.cancel()
        escapeGeneration += 1  // a timeout already on its way is stale
        driver.receive(bytes)
        // Once the window has closed, nothing more is read: what was typed after stays queued
        // in the terminal, as it was for the shell before.
        if !window.isClosed { reader.resume() }
      case .signals:
        let events = terminal.consumeEvents()
        if events.contains(.suspend) {
          driver.suspend?()
        } else if events.contains(.resume) {
          terminal.reenter()
          driver.resize(to: terminal.size)
        } else if events.contains(.resize) {
          driver.resize(to: terminal.size)
        }
        if !window.isClosed { reader.resume() }
      case .end:
        driver.endOfInput()
      case .escapeTimeout(let generation):
        guard generation == escapeGeneration else { continue }
        driver.escapeTimeout()
      case .closed:
        break
      }
      if driver.isWaitingForEscapeSequence, case .bytes = input {
        escapeTimer = startEscapeTimer(generation: escapeGeneration, continuation: continuation)
      }
    }
    escapeTimer?.cancel()
    if !window.isClosed { driver.endOfInput() }
    reader.stop()
    while await inputs.next() != nil {}  // until the reader's thread has ended
    reader.close()
  }

  /// Yields the escape timeout of `generation` after the timeout, unless cancelled.
  private static func startEscapeTimer(
    generation: Int, continuation: AsyncStream<TerminalInput>.Continuation
  ) -> Task<Void, Never> {
    Task {
      do {
        try await Task.sleep(nanoseconds: UInt64(escapeTimeoutMilliseconds) * 1_000_000)
      } catch {
        return
      }
      continuation.yield(.escapeTimeout(generation))
    }
  }
}
