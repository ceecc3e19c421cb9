#if canImport(Glibc)
  import Glibc
  import Testing

  @testable import TerminalUI

  /// The real terminal code run against a pseudo-terminal, so no person's terminal is touched.
  @Suite(.serialized)
  struct TerminalTests {
    /// Opens a pty pair and returns the master descriptor and the slave's path.
    private func openPseudoTerminal() throws -> (master: Int32, path: String) {
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      try #require(master >= 0)
      // posix_openpt and friends are hidden by glibc's feature macros; these are the ioctls
      // they wrap (TIOCSPTLCK, TIOCGPTN).
      var unlock: Int32 = 0
      var number: UInt32 = 0
      try #require(ioctl(master, 0x4004_5431, &unlock) == 0)
      try #require(ioctl(master, 0x8004_5430, &number) == 0)
      return (master, "/dev/pts/\(number)")
    }

    private func settings(of path: String) throws -> termios {
      let fd = open(path, O_RDWR | O_NOCTTY)
      try #require(fd >= 0)
      defer { close(fd) }
      var current = termios()
      try #require(tcgetattr(fd, &current) == 0)
      return current
    }

    private func readAvailable(_ fd: Int32) -> String {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      while poll(&descriptor, 1, 100) > 0 {
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { break }
        bytes += buffer[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    @Test func openEntersRawFullScreenModeAndRestoreUndoesEverything() throws {
      let (master, path) = try openPseudoTerminal()
      defer { close(master) }
      let before = try settings(of: path)
      let terminal = try Terminal.open(path: path)
      let raw = try settings(of: path)
      #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
      let entered = readAvailable(master)
      #expect(entered.contains("\u{1B}[?1049h"))
      #expect(entered.contains("\u{1B}[?2004h"))
      #expect(entered.contains("\u{1B}[?25l"))

      terminal.restore()
      terminal.restore()
      let after = try settings(of: path)
      #expect(after.c_lflag == before.c_lflag)
      #expect(after.c_iflag == before.c_iflag)
      #expect(after.c_oflag == before.c_oflag)
      #expect(after.c_cflag == before.c_cflag)
      let left = readAvailable(master)
      #expect(left == "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l", "restore writes its sequence once")
    }

    /// After a stop (Ctrl-Z, SIGTSTP, SIGSTOP) the terminal is put back as opening it left it.
    @Test func reenterAfterRestoreIsRawAndFullScreenAgain() throws {
      let (master, path) = try openPseudoTerminal()
      defer { close(master) }
      let before = try settings(of: path)
      let terminal = try Terminal.open(path: path)
      let raw = try settings(of: path)
      terminal.restore()
      _ = readAvailable(master)
      #expect(try settings(of: path).c_lflag == before.c_lflag)

      terminal.reenter()
      let again = try settings(of: path)
      #expect(again.c_lflag == raw.c_lflag && again.c_iflag == raw.c_iflag)
      #expect(again.c_oflag == raw.c_oflag && again.c_cflag == raw.c_cflag)
      #expect(readAvailable(master) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")

      terminal.restore()
      #expect(readAvailable(master) == "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
      let after = try settings(of: path)
      #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
    }

    /// The signals the run loop acts on reach it through the self-pipe, one event each.
    @Test func signalsArriveAsEvents() throws {
      let (master, path) = try openPseudoTerminal()
      defer { close(master) }
      let terminal = try Terminal.open(path: path)
      defer { terminal.restore() }
      /// Sends `signal` to the process (any thread that does not block it runs the handler)
      /// and returns the events once the pipe has some.
      func events(after signal: Int32) -> Terminal.Events {
        kill(getpid(), signal)
        var descriptor = pollfd(fd: terminal.eventFileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 5_000)
        return terminal.consumeEvents()
      }
      _ = terminal.consumeEvents()
      #expect(terminal.consumeEvents() == [])
      #expect(events(after: SIGWINCH) == .resize)
      #expect(events(after: SIGCONT) == .resume)
      // Only with the handler in place: SIGTSTP's default action would stop the test runner.
      if TerminalRestoration.canStop {
        #expect(events(after: SIGTSTP) == .suspend)
      }
      #expect(terminal.consumeEvents() == [])
    }

    @Test func openingSomethingThatIsNotATerminalFails() {
      #expect(throws: TerminalError.self) { try Terminal.open(path: "/dev/null") }
      #expect(throws: TerminalError.self) { try Terminal.open(path: "/nonexistent/tty") }
    }

    @Test func sizeComesFromTheTerminal() throws {
      let (master, path) = try openPseudoTerminal()
      defer { close(master) }
      var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      let terminal = try Terminal.open(path: path)
      defer { terminal.restore() }
      #expect(terminal.size == Size(width: 100, height: 30))
    }

    /// The whole interactive loop on a pty: keys typed before it starts are read, a lone ESC
    /// becomes the Esc key after the timeout, frames reach the terminal, and end of input
    /// (the other side hanging up) ends the loop.
    @MainActor
    // Generous: the limit only guards against a hung loop; MainActor tests queue behind each other.
    @Test(.timeLimit(.minutes(10)))
    func theRunLoopReadsKeysDrawsAndStopsOnEscape() async throws {
      let (master, path) = try openPseudoTerminal()
      defer { close(master) }
      var size = winsize(ws_row: 6, ws_col: 20, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      let field = TextField()
      let controller = TestScreenController { StackView(arrangedSubviews: [Label("Run"), field]) }
      let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
      // Weak: the window owns the controller and so this closure (a leak under ASan otherwise).
      controller.afterCommand = { [weak window] in if $0 == "escape" { window?.close() } }
      let terminal = try Terminal.open(path: path)
      defer { terminal.restore() }
      _ = readAvailable(master)
      let typed = Array("1,2\u{1B}[D3\u{1B}".utf8)
      #expect(write(master, typed, typed.count) == typed.count)

      await TerminalRunner.run(window, on: terminal)

      #expect(window.isClosed)
      #expect(window.size == Size(width: 20, height: 6))
      #expect(field.text == "1,32")
      var screen = VirtualScreen(size: Size(width: 20, height: 6))
      screen.apply(Array(readAvailable(master).utf8))
      #expect(screen.lines.prefix(2) == ["Run", "▸ 1,32"])
      #expect(screen.rawControlCount == 0)
    }

    /// A `Task` a key started resumes on the main actor while the loop waits for input: what
    /// it changes is drawn in the next frame, and closing the window ends the loop.
    @MainActor
    @Test(.timeLimit(.minutes(10)))
    func aTasksChangeIsDrawnAndATaskClosingTheWindowEndsTheRunLoop() async throws {
      let (master, path) = try openPseudoTerminal()
      defer { close(master) }
      var size = winsize(ws_row: 6, ws_col: 20, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      let status = Label("idle")
      let controller = TestScreenController { StackView(arrangedSubviews: [status, TextField()]) }
      let window = Window(size: Size(width: 80, height: 24), rootViewController: controller)
      controller.afterCommand = { [weak window] name in
        guard name == "enter" else { return }
        Task {
          let answer = await Task.detached { 6 * 7 }.value
          status.text = "answer \(answer)"
          await Task.yield()  // the frame the change asked for runs first
          window?.close()
        }
      }
      let terminal = try Terminal.open(path: path)
      defer { terminal.restore() }
      _ = readAvailable(master)
      let typed = Array("7\r".utf8)
      #expect(write(master, typed, typed.count) == typed.count)

      await TerminalRunner.run(window, on: terminal)

      #expect(window.isClosed)
      var screen = VirtualScreen(size: Size(width: 20, height: 6))
      screen.apply(Array(readAvailable(master).utf8))
      #expect(screen.lines.prefix(2) == ["answer 42", "▸ 7"])
    }
  }
#endif
