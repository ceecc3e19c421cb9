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
/// idempotent `restore()` that undoes all of it on every way out (DESIGN §6.5).
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
    var raw = saved
    cfmakeraw(&raw)
    tcsetattr(fileDescriptor, TCSAFLUSH, &raw)
    write(Array(TerminalRestoration.enterSequence.utf8))
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

  /// Readable when the terminal changed size (SIGWINCH); drain it with `consumeResize()`.
  public var resizeFileDescriptor: Int32 { TerminalRestoration.wakeReadEnd }

  /// Returns whether a resize happened since the last call.
  public func consumeResize() -> Bool { TerminalRestoration.drainWake() }

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
