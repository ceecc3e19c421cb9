import Foundation
import Testing

/// DESIGN §5: every variant marks each of the six concerns of its data flow with an arrow
/// anchor, `// MARK: ⟶ A → B: concern`, which `scripts/side-by-side` collects.
struct ArrowAnchorTests {
  static let concerns = [
    "user input", "model update", "view update", "navigate forward", "data back", "assembly",
  ]

  /// Every anchor line of a variant, trimmed.
  static func anchors(in folder: String) throws -> [String] {
    try RoleRulesTests.swiftFiles(in: folder).flatMap { file in
      file.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("// MARK: ⟶") }
    }
  }

  @Test(arguments: RoleRule.variantFolders)
  func everyVariantMarksEveryConcern(folder: String) throws {
    let anchors = try Self.anchors(in: folder)
    for concern in Self.concerns {
      #expect(
        anchors.contains { $0.hasSuffix(": \(concern)") },
        "Sources/\(folder) has no `// MARK: ⟶ A → B: \(concern)` anchor")
    }
  }

  @Test(arguments: RoleRule.variantFolders)
  func everyAnchorHasTheExactForm(folder: String) throws {
    let form = try NSRegularExpression(
      pattern: "^// MARK: ⟶ \\S.* → \\S.*: (\(Self.concerns.joined(separator: "|")))$")
    for anchor in try Self.anchors(in: folder) {
      let range = NSRange(anchor.startIndex..., in: anchor)
      #expect(form.firstMatch(in: anchor, range: range) != nil, "malformed anchor: \(anchor)")
    }
  }
}
