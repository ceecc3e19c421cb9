import Foundation
import Testing

/// Each role names only the types its pattern allows (docs/ARCHITECTURES.md). Rules are data: each
/// variant's rows are `RoleRule.<target in lower camel case>` in RoleRules+<target>.swift, and
/// `variantFolders` and `variantRules` come from variants.json (GeneratedVariants.swift).
struct RoleRule: Sendable, CustomTestStringConvertible {
  /// Folder under `Sources/`, e.g. `MVC/View`.
  let folder: String
  /// Identifiers (whole words) or `import X` lines that must not appear.
  let forbidden: [String]
  let why: String

  var testDescription: String { "\(folder) must not name \(forbidden.joined(separator: ", "))" }

  static let all: [RoleRule] = shared + variantRules.flatMap { $0 }

  /// Rules every variant obeys.
  static let shared: [RoleRule] =
    variantFolders.map { variant in
      RoleRule(
        folder: variant,
        forbidden: variantFolders.filter { $0 != variant }.map { "import \($0)" }
          + ["import Foundation", "import Combine", "NotificationCenter"],
        why: "no variant imports another; no Combine, KVO or NotificationCenter")
    }
    // OpenCombine's ObservableObject and @Published are MVVM-ObservableObject's binding, as
    // its seed's: its view models may import it, nothing else.
    + variantFolders.filter { $0 != "MVVMObservableObject" }.map { variant in
      RoleRule(
        folder: variant, forbidden: ["import OpenCombine"],
        why: "only MVVM-ObservableObject's view models bind through OpenCombine")
    }
    + variantFolders.filter { $0 == "MVVMObservableObject" }.map { variant in
      RoleRule(
        folder: "\(variant)/View", forbidden: ["import OpenCombine"],
        why: "only MVVM-ObservableObject's view models bind through OpenCombine")
    }
    + variantFolders.map { variant in
      RoleRule(
        folder: "\(variant)/View",
        forbidden: ["import CalculatorFormatting", "CalculatorText", "BreakdownText"],
        why: "a view shows the texts it is given: its middle layer words the model's values")
    }
    + variantFolders.map { variant in
      RoleRule(
        folder: "\(variant)/View",
        forbidden: [
          "HistoryStore", "HistoryEntry", "HistoryText", "HistoryError", "savedAt", "numberCount",
          "ignoredCount",
        ],
        why: "a view neither calls the history store nor words an entry: its middle layer does")
    } + [
      RoleRule(
        folder: "CalculatorModel",
        forbidden: ["import Foundation", "import TerminalUI", "import CalculatorUI"],
        why: "the model imports nothing"),
      RoleRule(
        folder: "CalculatorFormatting",
        forbidden: ["import TerminalUI", "import CalculatorUI"],
        why:
          "the words for model values and saved entries are plain Swift (Foundation for an "
          + "entry's local time): no toolkit, no layout"),
      RoleRule(
        folder: "CalculatorUI",
        forbidden: ["addAction", "KeyCommand", "Breakdown", "SeparatorPreset"],
        why: "layouts are widgets and arrangement only: no wiring, no model"),
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

  /// Each forbidden name a file of the rule's folder names, as "file names X".
  static func violations(of rule: RoleRule, in files: [(file: String, text: String)]) -> [String] {
    files.flatMap { file, code in
      rule.forbidden.filter { names($0, in: code) }.map { "\(file) names \($0)" }
    }
  }

  @Test(arguments: RoleRule.all)
  func roleNamesOnlyWhatItMayKnow(rule: RoleRule) throws {
    let files = try Self.code(in: rule.folder)
    #expect(!files.isEmpty, "no Swift files under Sources/\(rule.folder)")
    for violation in Self.violations(of: rule, in: files) {
      Issue.record("\(violation): \(rule.why)")
    }
  }

  /// The check above is shown to bite: each forbidden name planted in a real file of a role's
  /// folder (`_ = Calculator.self` in a View, `import TerminalUI` atop a view model) is
  /// reported, and nothing else is.
  @Test(
    arguments: RoleRule.all.filter { rule in
      RoleRule.variantFolders.contains { rule.folder.hasPrefix($0 + "/") }
    })
  func aPlantedViolationIsCaught(rule: RoleRule) throws {
    let files = try Self.code(in: rule.folder)
    let (file, code) = try #require(files.first)
    for name in rule.forbidden {
      let planted =
        name.hasPrefix("import ")
        ? "\(name)\n\(code)" : "\(code)\nfunc planted() { _ = \(name).self }\n"
      #expect(Self.violations(of: rule, in: [(file, planted)]) == ["\(file) names \(name)"])
    }
  }

  @Test func theCheckerFindsWholeWordsOnly() {
    #expect(Self.names("Calculator", in: "let c: Calculator = x"))
    #expect(!Self.names("Calculator", in: "final class CalculatorView: CalculatorLayout"))
    #expect(Self.names("import MVP", in: "import MVP\n"))
    #expect(!Self.names("import MVP", in: "import MVPTests\n"))
  }
}
