import ArgumentParser
import CalculatorHistory

/// `--history PATH`, shared by the app's modes and the `history` subcommand (SPEC: History
/// store).
struct HistoryOptions: ParsableArguments {
  @Option(
    name: .customLong("history"), parsing: .unconditional,
    help: ArgumentHelp(
      """
      The history file (default: $XDG_DATA_HOME/calculator-architectures/history.sqlite, \
      or ~/.local/share/… without XDG_DATA_HOME; --headless without it keeps the history in \
      memory).
      """,
      valueName: "path"))
  var path: String?

  func validate() throws {
    if path?.isEmpty == true {
      throw ValidationError("--history needs a file's path, e.g. --history ./history.sqlite")
    }
  }
}

/// Where the history lives: a file, or (headless without `--history`) memory, so that tests
/// and scripts never touch the user's file.
enum HistoryLocation: Equatable {
  case file(String)
  case memory

  /// `--history` if given; else memory when headless, and the user's file otherwise.
  init(option: String?, headless: Bool, environment: [String: String]) {
    if let option {
      self = .file(option)
    } else if headless {
      self = .memory
    } else {
      self = .file(Self.defaultPath(environment: environment))
    }
  }

  static let folder = "calculator-architectures"
  static let fileName = "history.sqlite"

  /// `$XDG_DATA_HOME/calculator-architectures/history.sqlite`, or under `~/.local/share`
  /// when XDG_DATA_HOME is unset, empty or relative (the XDG spec says to ignore it then).
  static func defaultPath(environment: [String: String]) -> String {
    let dataHome: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = xdg
    } else {
      dataHome = (environment["HOME"] ?? "") + "/.local/share"
    }
    return dataHome + "/" + folder + "/" + fileName
  }
}
