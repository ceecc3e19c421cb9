import ArgumentParser
import CalculatorHistory
import Foundation
import SQLiteHistory

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `calc-mvc history [--json] [--history PATH]`: the saved calculations, newest first, one per
/// line (SPEC: History command). Streams: memory stays flat however many entries there are.
struct HistoryCommand: ParsableCommand {
  static let name = "history"

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "\(StandardStreams.programName) \(name)",
      abstract: "Prints the saved calculations, newest first, one per line.",
      discussion: """
        Each line is ID, saved-at (local time), sum, separators and numbers, separated by tabs; \
        in the texts a backslash, tab, line break or other control character is written as an \
        escape (\\\\, \\t, \\n, \\r, \\u{1B}). With --json, one object per line with the keys \
        id, savedAt (ISO 8601, UTC), separators, numbers, sum, numberCount and ignoredCount.

        Exit status: 0; 65 if the file is not a history database or is from a newer version; \
        74 if it cannot be read.
        """)
  }

  @Flag(help: "Print each entry as one JSON object.")
  var json = false

  @OptionGroup var history: HistoryOptions

  init() {}

  /// EX_DATAERR from sysexits.h: the file is not what it should be.
  static let dataErrorStatus: Int32 = 65

  func run() throws {
    let path =
      history.path
      ?? HistoryLocation.defaultPath(
        environment: ProcessInfo.processInfo.environment)
    var output = BufferedOutput()
    do {
      // The default file does not exist until something is saved: no entries. A file named
      // with --history that does not exist is more likely a typo.
      if history.path != nil, !FileManager.default.fileExists(atPath: path) {
        throw HistoryError.io(path: path, reason: "no such file")
      }
      try SQLiteHistoryStore.forEachEntry(inFileAt: path) { entry in
        output.append(json ? Self.json(entry) : Self.line(entry))
      }
    } catch let error as HistoryError {
      output.flush()
      StandardStreams.writeError("\(StandardStreams.programName): \(error)\n")
      switch error {
      case .notAHistoryDatabase, .newerSchema: throw ExitCode(Self.dataErrorStatus)
      case .io: throw ExitCode(StandardStreams.ioErrorStatus)
      }
    }
    output.flush()
  }

  /// `ID<TAB>yyyy-MM-dd HH:mm<TAB>SUM<TAB>SEPARATORS<TAB>NUMBERS`, texts escaped to one line.
  static func line(_ entry: HistoryEntry) -> String {
    "\(entry.id)\t\(localMinute(entry.savedAt))\t\(entry.sum)\t"
      + "\(escaped(entry.separators))\t\(escaped(entry.numbers))"
  }

  static func json(_ entry: HistoryEntry) -> String {
    "{\"id\": \(entry.id), \"savedAt\": \"\(utcTimestamp(entry.savedAt))\", "
      + "\"separators\": \(JSONLine.quote(entry.separators)), "
      + "\"numbers\": \(JSONLine.quote(entry.numbers)), \"sum\": \(entry.sum), "
      + "\"numberCount\": \(entry.numberCount), \"ignoredCount\": \(entry.ignoredCount)}"
  }

  /// The text on one line, losslessly: `\` → `\\`, tab → `\t`, LF → `\n`, CR → `\r`, any
  /// other control character (C0, DEL, C1) and the line and paragraph separators → `\u{XX}`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `2026-11-24 14:03` in the local time zone (TZ), as the History screen shows it.
  static func localMinute(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    return "\(parts.tm_year + 1900)-\(twoDigits(parts.tm_mon + 1))-\(twoDigits(parts.tm_mday)) "
      + "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min))"
  }

  /// `2026-11-24T13:03:07.123Z`.
  static func utcTimestamp(_ date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    var seconds = time_t(milliseconds.quotient(dividingBy: 1000))
    let fraction = milliseconds - Int64(seconds) * 1000
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let millis = String(fraction)
    return "\(parts.tm_year + 1900)-\(twoDigits(parts.tm_mon + 1))-\(twoDigits(parts.tm_mday))T"
      + "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec))."
      + String(repeating: "0", count: 3 - millis.count) + millis + "Z"
  }

  private static func twoDigits(_ value: Int32) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}

extension Int64 {
  /// Division rounding toward negative infinity (dates before 1970 stay correct).
  fileprivate func quotient(dividingBy divisor: Int64) -> Int64 {
    let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? quotient - 1 : quotient
  }
}
