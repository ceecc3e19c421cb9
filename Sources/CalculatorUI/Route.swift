import CalculatorHistory

/// A screen the app can open at (SPEC: Opening at a screen): Calculator at the root and this
/// screen pushed on it, as if the user had gone there — the same screen, the same selection,
/// Esc back to Calculator, a chosen preset or restored entry back in the Calculator.
///
/// What a deep link, a restored state or a notification's action would hand an app; here
/// `--open` hands it to every binary. Each variant turns it into screens its own way.
public enum Route: Hashable, Sendable {
  /// The Breakdown of the model the app starts with.
  case breakdown
  /// Presets, the current separators' row selected.
  case presets
  /// History; with an id, that entry is selected once the list has loaded (the newest, and
  /// the footer `no entry ID`, when the list does not hold it).
  case history(selecting: HistoryEntry.ID?)

  /// The values `--open` takes, for its help and its errors.
  public static let forms = "breakdown, presets, history or history:ID"

  /// The route `argument` names: `breakdown`, `presets`, `history`, `history:ID` (ID a
  /// positive integer, an entry's id as `calc-mvc history` lists it).
  public init(argument: String) throws(InvalidRoute) {
    switch argument {
    case "breakdown": self = .breakdown
    case "presets": self = .presets
    case "history": self = .history(selecting: nil)
    default:
      guard argument.hasPrefix("history:") else {
        throw InvalidRoute(argument: argument, reason: "expected \(Self.forms)")
      }
      let digits = argument.dropFirst("history:".count)
      guard !digits.isEmpty else {
        throw InvalidRoute(
          argument: argument, reason: "history:ID needs an entry's ID, e.g. history:2")
      }
      guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let id = HistoryEntry.ID(digits),
        id > 0
      else {
        throw InvalidRoute(
          argument: argument, reason: "an entry's ID is a positive integer, e.g. history:2")
      }
      self = .history(selecting: id)
    }
  }

  /// The argument that names this route (`history:2`).
  public var argument: String {
    switch self {
    case .breakdown: "breakdown"
    case .presets: "presets"
    case .history(selecting: nil): "history"
    case .history(selecting: let id?): "history:\(id)"
    }
  }
}

/// A value `--open` does not take, and why, in the words of the CLI's usage errors:
/// `invalid --open 'nowhere': expected breakdown, presets, history or history:ID`.
public struct InvalidRoute: Error, Hashable, CustomStringConvertible {
  public var argument: String
  public var reason: String

  public var description: String { "invalid --open '\(argument)': \(reason)" }
}
