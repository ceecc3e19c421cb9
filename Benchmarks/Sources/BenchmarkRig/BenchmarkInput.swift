import CalculatorHistory
import CalculatorModel
import Foundation
import TestSupport

/// The inputs every measurement shares, deterministic from run to run.
public enum BenchmarkInput {
  /// The Calculator screen's state in the per-keystroke benchmarks: Numbers holds exactly 100
  /// characters (17 fragments), longer than the field is wide, so it scrolls as in real use.
  public static let calculator = Calculator(
    separators: ",", numbers: String(repeating: "12345,", count: 16) + "6789")

  /// The same screen with 100 000 characters in Numbers: a keystroke's cost other than the
  /// model's one pass must not grow with the text's length.
  public static let longCalculator = Calculator(
    separators: ",", numbers: String(repeating: "12345,", count: 16_666) + "6789")

  /// The Model.*1MiB input, also pasted by `Paste1MiB.<app>`.
  public static let oneMiB = commaSeparatedNumbers(bytes: 1 << 20)
  /// The Model.Sum64MiB input. Made on first use, in the one benchmark that reads it:
  /// package-benchmark runs each benchmark in a process of its own, and every process registers
  /// every benchmark, so an input made at registration is made again in each of them.
  public static let sixtyFourMiB = commaSeparatedNumbers(bytes: 64 << 20)
  public static let pasteOneMiB = KeyBytes.paste(oneMiB)

  /// `count` saved calculations, oldest first (ids 1…count), all saved at the same instant:
  /// the History the `OpenHistory` events open.
  public static func historyEntries(count: Int) -> [HistoryEntry] {
    let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
    return (0..<count).map { offset in
      let id = offset + 1
      return HistoryEntry(
        id: Int64(id), saving: Calculator(numbers: "\(id),\(id),\(id),x"), at: savedAt)
    }
  }

  /// The three entries, newest last, that `TerminalRig.searchQuery` (`,y,`) finds in a
  /// history of `historyEntries` (none of which it matches): `5,y,5`, `6,y,6`, `7,y,7`.
  public static let searchable = ["5,y,5", "6,y,6", "7,y,7"]

  /// Non-negative numbers below 100 000 joined by commas, deterministic, `bytes` long or just
  /// under (a whole number of fragments).
  public static func commaSeparatedNumbers(bytes: Int) -> String {
    var generator = SplitMix64(seed: 2026)
    var text = ""
    text.reserveCapacity(bytes)
    while true {
      let fragment = String(generator.next() % 100_000)
      guard text.utf8.count + fragment.utf8.count + 1 <= bytes else { break }
      if !text.isEmpty { text += "," }
      text += fragment
    }
    return text
  }
}
