import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw access to the standard streams: unbuffered reads in large chunks and complete writes.
///
/// A read or write that fails ends the program with one line on standard error naming the
/// stream and the system's reason, and exit status 74 (EX_IOERR); a reader that closed the
/// pipe ends it quietly, by SIGPIPE, as it ends other Unix tools.
enum StandardStreams {
  static let chunkSize = 65_536
  /// EX_IOERR from sysexits.h.
  static let ioErrorStatus: Int32 = 74

  /// The name the program was started as (`calc-mvc`), for help and error messages, with
  /// control characters shown as placeholders (`␛` for ESC, `�` otherwise) like all text.
  static var programName: String {
    let path = CommandLine.arguments.first ?? "calc"
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return Sanitizer.displayable(name)
  }

  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Makes the streams behave as documented whatever state the parent left them in; call
  /// once, first.
  ///
  /// - SIGPIPE back to its default action and unblocked, so that writing to a pipe nobody
  ///   reads ends the program at once and quietly even when the parent ignores SIGPIPE.
  /// - A closed standard descriptor (0, 1 or 2) is held with `/dev/null`, so that a file the
  ///   program opens later (the terminal) cannot take its number, and is remembered as closed:
  ///   reading or writing it fails with EBADF as it would have.
  /// - A standard descriptor marked close-on-exec was opened by this process, not inherited
  ///   (execve closes every such descriptor): the Swift runtime, which starts before an async
  ///   `main` (its main queue's event descriptor), took the number of a closed stream. It is
  ///   left to the runtime and remembered as closed.
  static func prepare() {
    _ = signal(SIGPIPE, SIG_DFL)
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    sigprocmask(SIG_UNBLOCK, &pipeSignal, nil)
    for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      let flags = fcntl(fd, F_GETFD)
      if flags == -1 && errno == EBADF {
        // The lowest free descriptor, which is `fd` since the ones below it are open.
        if openNull() == fd { closedDescriptors.insert(fd) }
      } else if flags != -1 && flags & FD_CLOEXEC != 0 {
        closedDescriptors.insert(fd)
      }
    }
  }

  /// Calls `body` with each chunk read from standard input until its end, or until `body`
  /// returns false. A failed read ends the program (exit 74).
  static func readInput(
    isolation: isolated (any Actor)? = #isolation, _ body: (ArraySlice<UInt8>) -> Bool
  ) {
    var buffer = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = readInput(into: &buffer)
      guard count > 0, body(buffer[0..<count]) else { return }
    }
  }

  /// One read of standard input, at most `chunkSize` bytes; nil at its end. A failed read
  /// ends the program (exit 74), as in `readInput`.
  static func readInputChunk() -> ArraySlice<UInt8>? {
    var buffer = [UInt8](repeating: 0, count: chunkSize)
    let count = readInput(into: &buffer)
    return count > 0 ? buffer[0..<count] : nil
  }

  /// One `read` of standard input into `buffer`, tried again when a signal interrupts it: the
  /// count of bytes read, 0 at its end. A failed read ends the program (exit 74).
  private static func readInput(into buffer: inout [UInt8]) -> Int {
    while true {
      let count =
        closedDescriptors.contains(STDIN_FILENO)
        ? failure(EBADF) : read(STDIN_FILENO, &buffer, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { fail("cannot read standard input") }
    }
  }

  /// Writes all of `text` to standard output; a failed write ends the program (exit 74).
  static func writeOutput(_ text: String) {
    writeOutput(Array(text.utf8))
  }

  static func writeOutput(_ bytes: [UInt8]) {
    guard let error = write(bytes, to: STDOUT_FILENO) else { return }
    if error == EPIPE {
      // Only when SIGPIPE is blocked again or ignored after `prepare()`: die of it anyway.
      _ = signal(SIGPIPE, SIG_DFL)
      raise(SIGPIPE)
      systemExit(128 + SIGPIPE)
    }
    errno = error
    fail("cannot write standard output")
  }

  /// Writes to standard error; a failure is ignored, as there is nowhere left to report it.
  static func writeError(_ text: String) {
    _ = write(Array(text.utf8), to: STDERR_FILENO)
  }

  /// Prints `what` and the reason for `errno` as one line on standard error and exits 74.
  static func fail(_ what: String) -> Never {
    let reason = String(cString: strerror(errno))
    writeError("\(programName): \(what): \(reason)\n")
    systemExit(ioErrorStatus)
  }

  /// Standard descriptors that were closed when the program started (see `prepare()`).
  nonisolated(unsafe) private static var closedDescriptors: Set<Int32> = []

  /// Writes all bytes, retrying after interruptions; returns the `errno` of a failure.
  private static func write(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    if closedDescriptors.contains(fd) { return EBADF }
    return bytes.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
  }

  private static func failure(_ error: Int32) -> Int {
    errno = error
    return -1
  }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, pointer, count)
}

private func openNull() -> Int32 { open("/dev/null", O_RDWR) }

private func systemExit(_ status: Int32) -> Never { exit(status) }
