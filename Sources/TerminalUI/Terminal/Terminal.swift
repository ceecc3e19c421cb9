#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the terminal could not be used.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
  public var description: String
}

/// The real terminal: raw mode, alternate screen, hidden cursor, bracketed paste, and one
/// idempotent `restore()` that undoes all of it on every way out (SPEC: Terminal).
///
/// Only one terminal can be open at a time: the state to restore lives in process-wide
/// storage so that signal handlers can reach it with async-signal-safe calls only.
public final class Terminal {
  public let fileDescriptor: Int32

  /// Opens the controlling terminal (not stdin/stdout, so that `x=$(calc)` still draws on
  /// the screen), saves its settings and switches it to full-screen raw mode.
  public static func open(path: String = "/dev/tty") throws(TerminalError) -> Terminal {
    let fd = systemOpen(path)
    guard fd >= 0 else { throw TerminalError(description: "cannot open \(path)") }
    var saved = termios()
    guard tcgetattr(fd, &saved) == 0 else {
      close(fd)
      throw TerminalError(description: "\(path) is not a terminal")
    }
    return Terminal(fileDescriptor: fd, saved: saved)
  }

  private init(fileDescriptor: Int32, saved: termios) {
    self.fileDescriptor = fileDescriptor
    TerminalRestoration.prepare(fileDescriptor: fileDescriptor, saved: saved)
    TerminalRestoration.reenter()
  }

  deinit {
    restore()
    close(fileDescriptor)
  }

  /// The terminal's size in cells (80x24 if the system cannot tell).
  public var size: Size {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return Size(width: 80, height: 24) }
    return Size(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// What happened to the terminal or the process, as the run loop learns it from signals.
  public struct Events: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The terminal changed size (SIGWINCH).
    public static let resize = Events(rawValue: TerminalRestoration.Events.resize.rawValue)
    /// Someone asked the process to stop (SIGTSTP): call `suspend()`.
    public static let suspend = Events(rawValue: TerminalRestoration.Events.suspend.rawValue)
    /// The process was continued (SIGCONT) after a stop it did not ask for (SIGSTOP): call
    /// `reenter()` and redraw everything.
    public static let resume = Events(rawValue: TerminalRestoration.Events.resume.rawValue)
  }

  /// Readable when something in `Events` happened; drain it with `consumeEvents()`.
  public var eventFileDescriptor: Int32 { TerminalRestoration.wakeReadEnd }

  /// The events since the last call.
  public func consumeEvents() -> Events {
    Events(rawValue: TerminalRestoration.drainWake().rawValue)
  }

  /// Ctrl-Z: restores the terminal as on exit, stops the process (the way a cooked terminal's
  /// Ctrl-Z does) and, once it is continued (`fg`, SIGCONT), re-enters full-screen raw mode.
  /// The caller then redraws everything at the terminal's size, which may have changed.
  ///
  /// Does nothing if the process was started with SIGTSTP ignored (no job control).
  public func suspend() {
    guard TerminalRestoration.canStop else { return }
    restore()
    TerminalRestoration.stopUntilContinued()
    reenter()
  }

  /// Re-enters raw mode, the alternate screen, the hidden cursor and bracketed paste, as
  /// opening the terminal did: after a stop, whatever the shell did to the terminal meanwhile.
  public func reenter() {
    TerminalRestoration.reenter()
  }

  /// Writes all bytes, retrying after interruptions.
  public func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(
          fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
          continue
        } else {
          return
        }
      }
    }
  }

  /// Leaves the alternate screen, shows the cursor, turns bracketed paste off and puts back
  /// the saved terminal settings. Safe to call more than once.
  public func restore() {
    TerminalRestoration.restore()
  }
}

// The C functions are shadowed by the methods above inside the type.
private func systemOpen(_ path: String) -> Int32 { open(path, O_RDWR | O_NOCTTY) }
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, pointer, count)
}
