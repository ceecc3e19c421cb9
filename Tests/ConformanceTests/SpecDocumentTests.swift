import Foundation
import Testing

/// docs/SPEC.md shows the three screens as the app draws them; these tests keep it true for
/// every variant, so the spec a porter reads is the one the suite enforces.
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
  func theSpecShowsEachScreenAsTheAppDrawsIt(variant: Variant) throws {
    let calculator = Session(variant)
    calculator.press("1,2,x,3")
    expectScreen(calculator, try Self.block(after: "### Calculator screen"))

    let breakdown = Session(variant)
    breakdown.press("1,2,x,3", Keys.enter)
    expectScreen(breakdown, try Self.block(after: "### Breakdown screen"))

    let presets = Session(variant)
    presets.press(Keys.controlP)
    expectScreen(presets, try Self.block(after: "### Presets screen"))
  }
}
