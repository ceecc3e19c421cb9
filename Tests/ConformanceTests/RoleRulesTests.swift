import Foundation
import Testing

/// DESIGN §7.4: each role may name only the types its pattern allows. The rules are data: a
/// variant joins by adding its rows.
struct RoleRule: Sendable, CustomTestStringConvertible {
  /// Folder under `Sources/`, e.g. `MVC/View`.
  let folder: String
  /// Identifiers (whole words) or `import X` lines that must not appear.
  let forbidden: [String]
  let why: String

  var testDescription: String { "\(folder) must not name \(forbidden.joined(separator: ", "))" }

  static let all: [RoleRule] =
    shared + mvc + mvp + mvvmClosure + mvvmCoordinator + mvvmObservation

  static let variantFolders = [
    "MVC", "MVP", "MVVMClosure", "MVVMCoordinator", "MVVMObservation",
  ]

  /// Rules every variant obeys.
  static let shared: [RoleRule] =
    variantFolders.map { variant in
      RoleRule(
        folder: variant,
        forbidden: variantFolders.filter { $0 != variant }.map { "import \($0)" }
          + ["import Foundation", "import Combine", "NotificationCenter"],
        why: "no variant imports another; no Combine, KVO or NotificationCenter (DESIGN §5)")
    } + [
      RoleRule(
        folder: "CalculatorModel",
        forbidden: ["import Foundation", "import TerminalUI", "import CalculatorUI"],
        why: "the model imports nothing (DESIGN §2)"),
      RoleRule(
        folder: "CalculatorUI",
        forbidden: ["addAction", "KeyCommand", "Breakdown", "SeparatorPreset"],
        why: "layouts are widgets and arrangement only: no wiring, no model (DESIGN §5)"),
    ]

  static let mvc: [RoleRule] = [
    RoleRule(
      folder: "MVC/View",
      forbidden: [
        "Calculator", "CalculatorViewController", "BreakdownViewController",
        "PresetsViewController", "import CalculatorModel",
      ],
      why: "an MVC view knows nothing but its weak delegate protocol")
  ]
}

struct RoleRulesTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The Swift files of a folder under `Sources/`, as written.
  static func swiftFiles(in folder: String) throws -> [(file: String, text: String)] {
    let root = sources.appendingPathComponent(folder)
    let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
    return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { file in
        (
          "\(folder)/\(file)",
          try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        )
      }
  }

  /// The Swift files of a folder with comments and string literals removed: a comment or a
  /// screen text may mention anything.
  static func code(in folder: String) throws -> [(file: String, text: String)] {
    try swiftFiles(in: folder).map { file, text in
      let code = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
        .joined(separator: "\n")
        .replacingOccurrences(of: "\"[^\"\n]*\"", with: "\"\"", options: .regularExpression)
      return (file, code)
    }
  }

  static func names(_ name: String, in code: String) -> Bool {
    let pattern =
      "(?<![A-Za-z0-9_])" + NSRegularExpression.escapedPattern(for: name)
      + "(?![A-Za-z0-9_])"
    return code.range(of: pattern, options: .regularExpression) != nil
  }

  @Test(arguments: RoleRule.all)
  func roleNamesOnlyWhatItMayKnow(rule: RoleRule) throws {
    let files = try Self.code(in: rule.folder)
    #expect(!files.isEmpty, "no Swift files under Sources/\(rule.folder)")
    for (file, code) in files {
      for name in rule.forbidden where Self.names(name, in: code) {
        Issue.record("\(file) names \(name): \(rule.why)")
      }
    }
  }

  @Test func theCheckerFindsWholeWordsOnly() {
    #expect(Self.names("Calculator", in: "let c: Calculator = x"))
    #expect(!Self.names("Calculator", in: "final class CalculatorView: CalculatorLayout"))
    #expect(Self.names("import MVP", in: "import MVP\n"))
    #expect(!Self.names("import MVP", in: "import MVPTests\n"))
  }
}
