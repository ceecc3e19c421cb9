#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the run loop learns from the terminal, in order, on the main actor.
enum TerminalInput: Sendable {
  /// One `read` of the terminal.
  case bytes([UInt8])
  /// The signal pipe is readable: `Terminal.consumeEvents()` tells what happened.
  case signals
  /// The terminal hung up or failed: end of input.
  case end
  /// The lone-ESC timeout of the given generation expired (a stale one is ignored).
  case escapeTimeout(Int)
  /// The window closed outside key dispatch (a `Task` closed it): the run loop stops.
  case closed
}

/// Reads the terminal on a thread of its own, so that the main actor's executor never blocks
/// on it, and hands what it reads to an `AsyncStream` the run loop consumes on the main actor.
///
/// The thread waits in `poll()` on the terminal, the signal pipe and a control pipe: an idle
/// app does nothing. It works in lock step with the run loop: after each `bytes` or `signals`
/// it waits until the run loop has handled it (`resume()`), so that it never reads the terminal
/// while the main actor handles a key (a Ctrl-Z suspends with the reader not reading) and it
/// never drains the signal pipe itself (only the main actor consumes the events, as before).
/// `stop()` ends the thread whatever it is waiting for; the stream then finishes.
///
/// The thread touches no main-actor state: it holds file descriptors and the stream's
/// continuation, both `Sendable`.
struct TerminalReader: Sendable {
  let input: Int32
  let events: Int32
  /// Read end: the thread reads `go` after each hand-over, `stop` at any time.
  private let controlRead: Int32
  private let controlWrite: Int32
  private let continuation: AsyncStream<TerminalInput>.Continuation

  private static let go: UInt8 = 0x67
  private static let stop: UInt8 = 0x73

  /// Starts the thread; nil if the control pipe or the thread cannot be made.
  static func start(
    input: Int32, events: Int32, continuation: AsyncStream<TerminalInput>.Continuation
  ) -> TerminalReader? {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return nil }
    let reader = TerminalReader(
      input: input, events: events, controlRead: fds[0], controlWrite: fds[1],
      continuation: continuation)
    guard ReaderThread.spawn({ reader.loop() }) else {
      reader.close()
      return nil
    }
    return reader
  }

  /// The run loop has handled the last `bytes` or `signals`: read on.
  func resume() { send(Self.go) }

  /// Ends the thread; the stream finishes once it has. Call once.
  func stop() { send(Self.stop) }

  /// Closes the control pipe, once the stream has finished (the thread has ended).
  func close() {
    systemClose(controlRead)
    systemClose(controlWrite)
  }

  private func send(_ byte: UInt8) {
    var byte = byte
    while write(controlWrite, &byte, 1) < 0 && errno == EINTR {}
  }

  private func loop() {
    defer { continuation.finish() }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var fds = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: events, events: Int16(POLLIN), revents: 0),
        pollfd(fd: controlRead, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, nfds_t(fds.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        continuation.yield(.end)
        return
      }
      if fds[2].revents != 0 { return }  // only `stop` arrives while nothing is handed over
      if fds[1].revents != 0 {
        continuation.yield(.signals)
        guard awaitGo() else { return }
        continue  // the terminal is polled again: a stop may have come in between
      }
      guard fds[0].revents != 0 else { continue }
      let count = read(input, &buffer, buffer.count)
      if count > 0 {
        continuation.yield(.bytes(Array(buffer[0..<count])))
        guard awaitGo() else { return }
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        continuation.yield(.end)
        return
      }
    }
  }

  /// Blocks until the run loop says `go` (true) or `stop` (false).
  private func awaitGo() -> Bool {
    var byte: UInt8 = 0
    while true {
      let count = read(controlRead, &byte, 1)
      if count == 1 { return byte == Self.go }
      if count < 0 && errno == EINTR { continue }
      return false
    }
  }
}

/// A detached POSIX thread running a closure (the toolkit does not import Foundation).
private enum ReaderThread {
  final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  /// The thread starts with every asynchronous signal blocked (it inherits the mask in force
  /// around `pthread_create`): the terminal's signals (SIGTSTP, SIGWINCH, SIGCONT, SIGINT…) go
  /// to the main thread. A Ctrl-Z's `kill(0, SIGTSTP)` from the main thread, with SIGTSTP at its
  /// default action for a moment, must stop the process before `kill` returns, which POSIX
  /// promises only when no other thread has the signal unblocked. The faults stay unblocked.
  static func spawn(_ run: @escaping @Sendable () -> Void) -> Bool {
    var blocked = sigset_t()
    sigfillset(&blocked)
    for fault in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT] { sigdelset(&blocked, fault) }
    var previous = sigset_t()
    pthread_sigmask(SIG_SETMASK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let body = Unmanaged.passRetained(Body(run)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let result = pthread_create(
      &thread, nil,
      { pointer in
        #if canImport(Darwin)
          let body = Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue()
        #else
          let body = Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue()
        #endif
        body.run()
        return nil
      }, body)
    guard result == 0 else {
      Unmanaged<Body>.fromOpaque(body).release()
      return false
    }
    #if canImport(Darwin)
      pthread_detach(thread!)
    #else
      pthread_detach(thread)
    #endif
    return true
  }
}

// `close` is shadowed by the method above inside the type.
private func systemClose(_ fd: Int32) { _ = close(fd) }
