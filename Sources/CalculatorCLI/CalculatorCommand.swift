import ArgumentParser
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import SQLiteHistory
import Synchronization
import TerminalUI

/// The command line every binary shares (SPEC: Command line), generic over the variant: its
/// `main()` is the binaries' entry point (`await CalculatorCommand<MVCApp>.main()`).
///
/// Not a `ParsableCommand` itself: at top level, `await X.main()` would pick argument-parser's
/// synchronous `ParsableCommand.main()` over an asynchronous one. `CalculatorArguments` is the
/// parsed command.
public enum CalculatorCommand<App: CalculatorApp> {
  /// Runs the command with the program's arguments; usage errors print one line (see
  /// `UsageError`) instead of argument-parser's error, help and usage lines.
  public static func main() async {
    StandardStreams.prepare()
    if let message = UsageError.invalidEncoding(in: UsageError.rawArguments) {
      UsageError.exit(message)
    }
    // `history` is a command of its own rather than an argument-parser subcommand: its
    // `--json` and `--history` would otherwise be taken by this command's options of the
    // same names.
    if CommandLine.arguments.dropFirst().first == HistoryCommand.name {
      await run(HistoryCommand.self, arguments: Array(CommandLine.arguments.dropFirst(2)))
    } else {
      await run(CalculatorArguments<App>.self, arguments: Array(CommandLine.arguments.dropFirst()))
    }
  }

  /// Parses and runs `command`; usage errors print one line (see `UsageError`) instead of
  /// argument-parser's error, help and usage lines.
  static func run<Command: ParsableCommand>(_ command: Command.Type, arguments: [String]) async {
    do {
      var parsed = try command.parseAsRoot(arguments)
      if var asynchronous = parsed as? any AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try parsed.run()
      }
    } catch {
      let status = command.exitCode(for: error)
      if status.rawValue == UsageError.exitStatus {
        UsageError.exit(command.message(for: error))
      }
      // Help and version: argument-parser would `print` them, which cannot report a failed
      // write, so the same text goes through the checked writer.
      if status == .success {
        let text = command.fullMessage(for: error)
        if !text.isEmpty { StandardStreams.writeOutput(text + "\n") }
      }
      command.exit(withError: status == .success ? nil : error)
    }
  }
}

/// The calculator's own arguments and modes (SPEC: Command line).
///
/// Mode rule: `--headless` → headless; otherwise standard input not a terminal → line mode;
/// otherwise interactive.
struct CalculatorArguments<App: CalculatorApp>: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: StandardStreams.programName,
      abstract: "Sums the integers in a text, split on any separator character.",
      discussion: """
        Interactive when standard input is a terminal: type Numbers and Separators, Enter for \
        the breakdown, Ctrl-P for separator presets, Ctrl-S to save the calculation, Ctrl-R \
        for the saved ones, Esc to quit; the final sum is printed.

        Line mode when standard input is not a terminal: one sum per input line, e.g.
          printf '1,2,x,3\\n' | \(StandardStreams.programName)            prints 6
          printf '1;2\\n' | \(StandardStreams.programName) --separators ';' --json

        Headless with --headless: key bytes from standard input until its end, then the final \
        screen as plain text, e.g.
          printf '1,2,x,3' | \(StandardStreams.programName) --headless --size 60x10

        Opening at a screen with --open (\(Route.forms)), e.g. the saved entry 2 selected:
          \(StandardStreams.programName) --open history:2

        Saved calculations: \(StandardStreams.programName) history (see its --help).
        """,
      version: "0.1.0")
  }

  /// Values may start with `-` (`--separators -`, `--numbers -5,3`): the word after the
  /// option is its value, whatever it looks like.
  @Option(
    parsing: .unconditional, help: "Separator characters; every character splits. '' means none.")
  var separators = ","

  @Option(parsing: .unconditional, help: "Initial Numbers text (interactive and headless modes).")
  var numbers: String?

  @Flag(help: "Read key bytes from standard input and print the final screen.")
  var headless = false

  /// Checked in `validate()` rather than by argument-parser, so that the error can say what a
  /// size looks like.
  @Option(
    parsing: .unconditional,
    help: "Headless screen size, COLSxROWS, from 1x1 to 1000x1000 (default: 80x24).")
  var size: String?

  @Flag(help: "Line mode: print each line's breakdown as one JSON object.")
  var json = false

  @OptionGroup var history: HistoryOptions

  /// Checked in `validate()`, so that the error can say which values it takes.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Open at a screen: \(Route.forms) (interactive and headless modes).",
      discussion: """
        Calculator at the root and that screen pushed on it, as if you had gone there: Esc \
        goes back. history:ID selects that saved entry once the list has loaded (IDs as \
        `history` lists them).
        """,
      valueName: "screen"))
  var open: String?

  init() {}

  func validate() throws {
    if let size, ScreenSize(argument: size) == nil {
      throw ValidationError(
        "invalid --size '\(size)': expected COLSxROWS from 1x1 to 1000x1000, e.g. 80x24")
    }
    if headless && json {
      throw ValidationError("--json applies to line mode, not to --headless")
    }
    if !headless && size != nil {
      throw ValidationError("--size applies to --headless only; a terminal has its own size")
    }
    _ = try self.route
  }

  /// The screen `--open` names, nil without the option.
  var route: Route? {
    get throws {
      guard let open else { return nil }
      do {
        return try Route(argument: open)
      } catch {
        throw ValidationError(error.description)
      }
    }
  }

  func run() async throws {
    let mode: Mode =
      headless ? .headless : StandardStreams.inputIsTerminal ? .interactive : .lines
    if mode == .lines, numbers != nil {
      throw ValidationError(
        "--numbers does not apply to line mode: the numbers are the input lines")
    }
    if mode == .lines, open != nil {
      throw ValidationError(
        "--open does not apply to line mode: it opens a screen of the interactive and "
          + "headless modes")
    }
    if mode == .lines, history.path != nil {
      throw ValidationError(
        "--history does not apply to line mode; to list the saved calculations: "
          + "\(StandardStreams.programName) history")
    }
    if mode == .interactive, json {
      throw ValidationError("--json applies to line mode: pipe lines in")
    }
    let calculator = Calculator(separators: separators, numbers: numbers ?? "")
    let route = try self.route
    switch mode {
    case .lines:
      LineMode(separators: separators, json: json).run()
    case .headless:
      // One queue of work, every job counted: each key's settle is exact (SPEC: Headless mode).
      MainSerialExecution.install()
      await MainSerialExecution.calibrate()
      let size = (size.flatMap(ScreenSize.init(argument:)) ?? ScreenSize.standard).size
      let activity = HistoryActivity()
      let store = Self.openHistory(
        HistoryLocation(option: history.path, headless: true, environment: [:]),
        activity: activity)
      let screen = await Self.runHeadless(
        calculator, history: store, route: route, size: size, activity: activity)
      StandardStreams.writeOutput(screen)
    case .interactive:
      let sum = try await Self.runInteractive(calculator, history: history.path, route: route)
      StandardStreams.writeOutput("\(sum)\n")
    }
  }

  private enum Mode {
    case interactive, headless, lines
  }

  /// The history store at `location`, reporting its operations to `activity`. A file that
  /// cannot be opened gives a store whose every call fails with the reason: the screens say
  /// so, and the calculator still works. The default file's folder is created if need be.
  static func openHistory(_ location: HistoryLocation, activity: HistoryActivity)
    -> any HistoryStore
  {
    switch location {
    case .memory:
      return MonitoredHistoryStore(InMemoryHistoryStore(), activity: activity)
    case .file(let path):
      do {
        if path
          == HistoryLocation.defaultPath(
            environment: ProcessInfo.processInfo.environment)
        {
          try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        }
        return MonitoredHistoryStore(try SQLiteHistoryStore(path: path), activity: activity)
      } catch {
        return MonitoredHistoryStore(UnavailableHistoryStore(error), activity: activity)
      }
    }
  }

  /// Each key's work is settled before the next key and before the final screen (SPEC:
  /// Headless mode): standard input is read on the main actor only when nothing is left to run.
  @MainActor
  private static func runHeadless(
    _ calculator: Calculator, history: any HistoryStore, route: Route?, size: Size,
    activity: HistoryActivity
  ) async -> String {
    // Time passes when the input pauses, that is after each key's work (SPEC: Headless mode).
    let clock = ManualClock()
    let app = App(calculator: calculator, history: history, route: route, clock: clock)
    app.window.size = size
    let terminal = HeadlessTerminal(window: app.window)
    terminal.activity = activity
    terminal.clock = clock
    await terminal.settle()
    let window = app.window
    while !window.isClosed, let chunk = StandardStreams.readInputChunk() {
      await terminal.type(chunk)
    }
    await terminal.finish()
    return terminal.text
  }

  /// The history store is opened once the terminal is: a terminal that cannot be opened
  /// leaves the history file alone.
  @MainActor
  private static func runInteractive(
    _ calculator: Calculator, history path: String?, route: Route?
  ) async throws -> Int128 {
    let terminal: Terminal
    do {
      terminal = try Terminal.open()
    } catch {
      StandardStreams.writeError(
        "\(StandardStreams.programName): interactive mode needs a terminal; "
          + "use --headless or pipe lines in\n")
      throw ExitCode.failure
    }
    let activity = HistoryActivity()
    let store = Self.openHistory(
      HistoryLocation(
        option: path, headless: false, environment: ProcessInfo.processInfo.environment),
      activity: activity)
    let app = App(calculator: calculator, history: store, route: route, clock: ContinuousClock())
    await TerminalRunner.run(app.window, on: terminal)
    // A save the user asked for is not dropped by quitting (SPEC: History): the terminal
    // stays as it is until the store has answered, for at most `saveGrace`.
    await activity.settled(atMost: saveGrace)
    terminal.restore()
    return app.calculator.sum
  }

  /// How long quitting waits for a save in flight.
  static var saveGrace: Duration { .seconds(5) }
}

extension HistoryActivity {
  /// Returns once no operation is in flight, or after `limit`, whichever comes first.
  func settled(atMost limit: Duration) async {
    let waiter = Waiter()
    await withCheckedContinuation { continuation in
      waiter.set(continuation)
      Task {
        _ = await self.settled()
        waiter.resume()
      }
      Task {
        try? await Task.sleep(for: limit)
        waiter.resume()
      }
    }
  }

  /// A continuation resumed by whichever of two tasks comes first.
  private final class Waiter: Sendable {
    private let continuation = Mutex<CheckedContinuation<Void, Never>?>(nil)

    func set(_ continuation: CheckedContinuation<Void, Never>) {
      self.continuation.withLock { $0 = continuation }
    }

    func resume() {
      continuation.withLock { $0.take() }?.resume()
    }
  }
}
