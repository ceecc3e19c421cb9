#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a window on the real terminal until it closes.
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
  public static func run(_ window: Window, on terminal: Terminal) {
    let driver = WindowDriver(window: window) { terminal.write($0) }
    driver.suspend = { [unowned driver] in
      terminal.suspend()
      _ = terminal.consumeEvents()  // the SIGCONT, and any resize while stopped: redrawn below
      driver.resize(to: terminal.size)
    }
    driver.resize(to: terminal.size)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !window.isClosed {
      var fds = [
        pollfd(fd: terminal.fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: terminal.eventFileDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = driver.isWaitingForEscapeSequence ? escapeTimeoutMilliseconds : -1
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        driver.endOfInput()
        break
      }
      let events = terminal.consumeEvents()
      if events.contains(.suspend) {
        driver.suspend?()
      } else if events.contains(.resume) {
        terminal.reenter()
        driver.resize(to: terminal.size)
      } else if events.contains(.resize) {
        driver.resize(to: terminal.size)
      }
      if ready == 0 {
        driver.escapeTimeout()
        continue
      }
      guard fds[0].revents != 0 else { continue }
      let count = read(terminal.fileDescriptor, &buffer, buffer.count)
      if count > 0 {
        driver.receive(buffer[0..<count])
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        driver.endOfInput()
      }
    }
  }
}
