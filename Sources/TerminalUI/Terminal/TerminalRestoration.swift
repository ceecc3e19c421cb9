#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process-wide state for restoring the terminal, reachable from signal handlers.
///
/// Signal handlers may only make async-signal-safe calls (`write`, `tcsetattr`, `sigaction`,
/// `raise`), so everything they need is prepared here beforehand: the descriptor, the saved
/// settings, the escape sequence (a static string in read-only memory) and the previous
/// signal actions. Signals the run loop must act on (SIGWINCH, SIGTSTP, SIGCONT) only write
/// one byte naming the event to a self-pipe, which the loop polls.
enum TerminalRestoration {
  /// What the self-pipe reports; each signal writes its bit as one byte.
  struct Events: OptionSet, Sendable {
    let rawValue: UInt8
    /// SIGWINCH: the terminal changed size.
    static let resize = Events(rawValue: 1)
    /// SIGTSTP: stop, as Ctrl-Z would in a cooked terminal.
    static let suspend = Events(rawValue: 2)
    /// SIGCONT: the process was stopped and goes on; the terminal may have been changed.
    static let resume = Events(rawValue: 4)
  }

  /// Alternate screen on, cursor hidden, bracketed paste on.
  static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
  /// Bracketed paste off, cursor shown, alternate screen off: the reverse of `enterSequence`.
  static let leaveSequence: StaticString = "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  /// Signals after which the process must not leave the terminal raw. The first four end the
  /// process; the others are crashes, handed on to the previous handler (Swift's backtracer).
  static let terminatingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  static func prepare(fileDescriptor: Int32, saved: termios) {
    state.pointee.fileDescriptor = fileDescriptor
    state.pointee.saved = saved
    state.pointee.raw = saved
    cfmakeraw(&state.pointee.raw)
    state.pointee.isActive = 1
    if !state.pointee.handlersInstalled {
      state.pointee.handlersInstalled = true
      installHandlers()
    }
  }

  /// Async-signal-safe: only `write` and `tcsetattr`.
  static func restore() {
    let state = state
    guard state.pointee.isActive != 0 else { return }
    state.pointee.isActive = 0
    let sequence = leaveSequence
    _ = write(state.pointee.fileDescriptor, sequence.utf8Start, sequence.utf8CodeUnitCount)
    tcsetattr(state.pointee.fileDescriptor, TCSAFLUSH, &state.pointee.saved)
  }

  /// Raw mode from the saved settings, then the full-screen modes: what opening the terminal
  /// set up, again (after a stop). Raw mode comes first: a process continued in the background
  /// is stopped by SIGTTOU there, before it writes anything, until it is in the foreground.
  static func reenter() {
    let state = state
    tcsetattr(state.pointee.fileDescriptor, TCSAFLUSH, &state.pointee.raw)
    let sequence = enterSequence
    _ = write(state.pointee.fileDescriptor, sequence.utf8Start, sequence.utf8CodeUnitCount)
    state.pointee.isActive = 1
  }

  /// Whether Ctrl-Z and SIGTSTP may stop the process: SIGTSTP was not ignored when the
  /// handlers were installed (a shell without job control ignores it, and so do we).
  static var canStop: Bool { state.pointee.canStop }

  /// Stops the process as the terminal's Ctrl-Z would (SIGTSTP to the process group, default
  /// action) and returns once it is continued. The caller restores the terminal before.
  static func stopUntilContinued() {
    var handler = sigaction()
    sigaction(SIGTSTP, nil, &handler)
    resetToDefault(SIGTSTP)
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    kill(0, SIGTSTP)  // the whole job stops, as with a cooked terminal's Ctrl-Z
    // The signal is the process's: under an async `main` the kernel gives it to the main
    // thread (waiting for signals in sigsuspend), not to this one, and the process may stop
    // only after `kill` returns. The default action stays until the SIGCONT, or the handler
    // below would catch the signal instead of stopping.
    waitForContinue()
    sigaction(SIGTSTP, &handler, nil)
  }

  /// Returns once SIGCONT has been signalled (its event is drained: the caller redraws
  /// everything anyway), or after a second without a stop: a process group the kernel does
  /// not stop (an orphaned one) goes on. Only after a Ctrl-Z, never while idle.
  private static func waitForContinue() {
    var wake = pollfd(fd: wakeReadEnd, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&wake, 1, 1000)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 || drainWake().contains(.resume) { return }
    }
  }

  static var wakeReadEnd: Int32 { state.pointee.wakePipe.0 }

  /// The events signalled since the last call.
  static func drainWake() -> Events {
    var byte: UInt8 = 0
    var events: Events = []
    while read(state.pointee.wakePipe.0, &byte, 1) == 1 { events.insert(Events(rawValue: byte)) }
    return events
  }

  /// Async-signal-safe: one `write`.
  private static func signalEvent(_ event: Events) {
    var byte = event.rawValue
    _ = write(state.pointee.wakePipe.1, &byte, 1)
  }

  // MARK: Storage and handlers

  struct State {
    var fileDescriptor: Int32 = -1
    var saved = termios()
    /// `saved` made raw, for re-entering after a stop.
    var raw = termios()
    var isActive: sig_atomic_t = 0
    var canStop = false
    var handlersInstalled = false
    var wakePipe: (Int32, Int32) = (-1, -1)
  }

  /// Allocated once and never freed: handlers read it at any moment.
  nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()
  /// Previous action per signal number, restored before a signal is raised again.
  nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
  }()

  private static func installHandlers() {
    _ = previousActions
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
      state.pointee.wakePipe = (fds[0], fds[1])
    }
    for signal in terminatingSignals {
      install(signal) { signal, _, _ in
        TerminalRestoration.restore()
        sigaction(signal, TerminalRestoration.previousActions + Int(signal), nil)
        raise(signal)  // delivered, by the previous action, as soon as this handler returns
      }
    }
    for signal in fatalSignals {
      install(signal) { signal, info, _ in
        TerminalRestoration.restore()
        sigaction(signal, TerminalRestoration.previousActions + Int(signal), nil)
        // A fault (si_code > 0) repeats itself: returning re-runs the faulting instruction, and
        // the previous handler (Swift's backtracer) sees the original context. A signal sent by
        // kill() or raise() does not: Swift's backtracer returns after its report and the
        // process would live on, unraw, so the previous action runs now, then the default one.
        guard let info, info.pointee.si_code <= 0 else {
          raise(signal)
          return
        }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, signal)
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        raise(signal)
        resetToDefault(signal)
        raise(signal)
      }
    }
    install(SIGWINCH) { _, _, _ in TerminalRestoration.signalEvent(.resize) }
    install(SIGCONT) { _, _, _ in TerminalRestoration.signalEvent(.resume) }
    var stop = sigaction()
    sigaction(SIGTSTP, nil, &stop)
    #if canImport(Darwin)
      let stopIsDefault = stop.__sigaction_u.__sa_handler == nil
    #else
      let stopIsDefault = stop.__sigaction_handler.sa_handler == nil
    #endif
    if stopIsDefault {
      state.pointee.canStop = true
      install(SIGTSTP) { _, _, _ in TerminalRestoration.signalEvent(.suspend) }
    }
    atexit { TerminalRestoration.restore() }
  }

  /// A handler installed with `SA_SIGINFO`: the signal, what sent it, and the thread's context.
  private typealias Handler =
    @convention(c) (
      Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?
    ) -> Void

  private static func install(_ signal: Int32, _ handler: Handler) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = handler
    #else
      action.__sigaction_handler.sa_sigaction = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO
    sigaction(signal, &action, previousActions + Int(signal))
  }
}

/// `signal(2)`, async-signal-safe; named apart because the handlers' parameter is `signal`.
private func resetToDefault(_ number: Int32) {
  _ = signal(number, SIG_DFL)
}
