import CalculatorModel
import Foundation
import TerminalUI
import Testing

/// docs/SPEC.md shows the four screens, and the Calculator's compact view, as the app draws
/// them; these tests keep it true for every variant, so the spec a porter reads is the one the
/// suite enforces.
@MainActor
@Suite struct SpecDocumentTests {
  /// The first fenced block after the heading that starts with `heading`.
  static func block(after heading: String) throws -> String {
    let spec = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/SPEC.md")
    let text = try String(contentsOf: spec, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix(heading) }, "no \(heading)")
    let open = try #require(lines[start...].firstIndex { $0.hasPrefix("```") })
    let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
    return lines[(open + 1)..<close].joined(separator: "\n") + "\n"
  }

  @Test(arguments: Variant.all)
  func theSpecShowsEachScreenAsTheAppDrawsIt(variant: Variant) async throws {
    let saved = (1...12).map { Calculator(numbers: "\($0)") }
    let calculator = Session(variant, history: HistoryScreenTests.memoryStore(saved))
    await calculator.type("1,2,x,3")
    expectScreen(calculator, try Self.block(after: "### Calculator screen"))

    let breakdown = Session(variant)
    breakdown.press("1,2,x,3", Keys.enter)
    expectScreen(breakdown, try Self.block(after: "### Breakdown screen"))

    let presets = Session(variant)
    presets.press(Keys.controlP)
    expectScreen(presets, try Self.block(after: "### Presets screen"))
  }

  /// The Calculator's compact view, in a window 60×4.
  @Test(arguments: Variant.all)
  func theSpecShowsTheCompactCalculatorAsTheAppDrawsIt(variant: Variant) async throws {
    let saved = (1...12).map { Calculator(numbers: "\($0)") }
    let calculator = Session(
      variant, size: Size(width: 60, height: 4), history: HistoryScreenTests.memoryStore(saved))
    await calculator.type("1,2,x,3")
    expectScreen(calculator, try Self.block(after: "### Compact Calculator"))
  }

  /// The History screen, 8 rows high; its times are the local time of the entries' instant,
  /// shown in SPEC.md as in UTC.
  @Test(arguments: Variant.all)
  func theSpecShowsTheHistoryScreenAsTheAppDrawsIt(variant: Variant) async throws {
    let store = HistoryScreenTests.memoryStore([
      Calculator(separators: ";", numbers: "1;x;-4"), Calculator(numbers: "10,-4,x"),
    ])
    let history = Session(variant, size: Size(width: 80, height: 8), history: store)
    await history.type(Keys.controlR)
    let shown = history.screen.replacingOccurrences(
      of: HistoryScreenTests.time, with: "2025-11-25 14:03")
    let expected = try Self.block(after: "### History screen")
    #expect(shown == expected, "screen differs:\n\(shown)---- expected:\n\(expected)")
  }

  /// A search, in a window 6 rows high: two of the five entries contain `4`.
  @Test(arguments: Variant.all)
  func theSpecShowsASearchAsTheAppDrawsIt(variant: Variant) async throws {
    let store = HistoryScreenTests.memoryStore([
      Calculator(numbers: "1,2"), Calculator(numbers: "3"),
      Calculator(separators: ";", numbers: "1;x;-4"), Calculator(numbers: "5,6"),
      Calculator(numbers: "10,-4,x"),
    ])
    let history = Session(variant, size: Size(width: 80, height: 6), history: store)
    await history.type(Keys.controlR, "4")
    let shown = history.screen.replacingOccurrences(
      of: HistoryScreenTests.time, with: "2025-11-25 14:03")
    let expected = try Self.block(after: "### Searching History")
    #expect(shown == expected, "screen differs:\n\(shown)---- expected:\n\(expected)")
  }
}
