import Foundation
import Testing

/// variants.json is the one list of the variants (README, "Adding a variant"). These tests fail
/// when a place that needs the list lacks a variant of it, when a variant lacks a folder the
/// package, the suites or CI expect, or when an app exists that the list lacks.
struct VariantListTests {
  /// One entry of variants.json (scripts/variants documents the fields).
  struct Entry: Decodable {
    let target: String
    let display: String
    let executable: String
    let benchmark: String
    let dependencies: [String]
    let coverage: [String]
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func entries() throws -> [Entry] {
    let data = try Data(contentsOf: root.appendingPathComponent("variants.json"))
    let entries = try JSONDecoder().decode([Entry].self, from: data)
    try #require(!entries.isEmpty, "variants.json lists no variant")
    return entries
  }

  /// Whether `path` (relative to the repository root) is a file, or with `directory` a folder.
  static func exists(_ path: String, directory: Bool = false) -> Bool {
    var isDirectory: ObjCBool = false
    let url = root.appendingPathComponent(path)
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue == directory
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func folders(in path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)
      .filter { exists("\(path)/\($0)", directory: true) }.sorted()
  }

  @Test func everyAppAndBinaryIsInTheList() throws {
    let entries = try Self.entries()
    for folder in try Self.folders(in: "Sources") where folder != "Direct" {
      if Self.exists("Sources/\(folder)/\(folder)App.swift") {
        #expect(
          entries.contains { $0.target == folder },
          "Sources/\(folder) holds \(folder)App.swift, but variants.json lacks \(folder)")
      }
      if folder.hasPrefix("calc-") {
        #expect(
          entries.contains { $0.executable == folder },
          "Sources/\(folder) is a binary no variant of variants.json names")
      }
    }
  }

  @Test func everyVariantHasTheFoldersItsPatternNeeds() throws {
    for entry in try Self.entries() {
      let target = entry.target
      for file in [
        "Sources/\(target)/\(target)App.swift", "Sources/\(target)/README.md",
        "Sources/\(entry.executable)/main.swift",
        "Tests/ConformanceTests/RoleRules+\(target).swift",
      ] {
        #expect(Self.exists(file), "variants.json lists \(target), but \(file) is missing")
      }
      for folder in ["Tests/\(target)Tests"] + entry.coverage.map({ "Sources/\($0)" }) {
        #expect(
          Self.exists(folder, directory: true),
          "variants.json lists \(target), but the folder \(folder) is missing")
      }
    }
  }

  /// Variant.all and the role rules are compiled from scripts/variants' output: they must be
  /// the list, in its order, with Direct first.
  @Test func theConformanceSuiteRunsEveryVariant() throws {
    let entries = try Self.entries()
    #expect(Variant.variants.map(\.name) == entries.map(\.display))
    #expect(Variant.variants.map(\.executable) == entries.map { Optional($0.executable) })
    #expect(Variant.all.first?.name == "Direct")
    if Variant.filter == nil {
      #expect(Variant.all.dropFirst().map(\.name) == entries.map(\.display))
    }
    #expect(RoleRule.variantFolders == entries.map(\.target))
  }

  /// `CONFORMANCE_VARIANTS=calc-mvp swift test --filter ConformanceTests` runs the suite on MVP
  /// (and Direct, the reference) alone; a misspelt name must fail rather than run nothing.
  /// Named from the list, not by hand, so that it holds in a package of one variant too (the
  /// first and the last are then the same).
  @Test func theVariantFilterNamesOnlyVariants() throws {
    #expect(Variant.unknown(Variant.filter, among: Variant.variants) == [])
    #expect(Variant.names(in: nil) == nil)
    #expect(Variant.names(in: " , ") == nil)
    let first = try #require(Variant.variants.first)
    let last = try #require(Variant.variants.last)
    let lastExecutable = try #require(last.executable)
    #expect(Variant.names(in: " \(first.name) ,\(lastExecutable)") == [first.name, lastExecutable])
    // By display name or executable, in variants.json's order whatever the names' order.
    let chosen = Variant.selected(from: Variant.variants, by: [lastExecutable, first.name])
    #expect(
      chosen.map(\.name) == (first.name == last.name ? [first.name] : [first.name, last.name]))
    #expect(Variant.selected(from: Variant.variants, by: nil).count == Variant.variants.count)
    #expect(Variant.unknown([first.name, "calc-nope"], among: Variant.variants) == ["calc-nope"])
  }

  @Test func everyVariantHasRoleRulesOfItsOwn() throws {
    let entries = try Self.entries()
    #expect(RoleRule.variantRules.count == entries.count)
    for (entry, rules) in zip(entries, RoleRule.variantRules) {
      #expect(
        !rules.isEmpty,
        "\(entry.target) has no role rules: list what each of its roles must not name")
      for rule in rules where !rule.folder.hasPrefix(entry.target + "/") {
        Issue.record("\(entry.target)'s rule for \(rule.folder) is not about one of its roles")
      }
    }
  }

  /// The files outside this test target that scripts/variants writes: each must name every
  /// variant as written there.
  @Test func theManifestsBenchmarksAndFuzzerListEveryVariant() throws {
    let consumers: [(file: String, mention: (Entry) -> String)] = [
      ("Package.swift", { "(\"\($0.target)\", \"\($0.executable)\"," }),
      ("Benchmarks/Package.swift", { "\"\($0.target)\"" }),
      ("Fuzz/Package.swift", { "\"\($0.target)\"" }),
      (
        "Benchmarks/Sources/BenchmarkRig/GeneratedVariants.swift",
        { "BenchmarkedApp(\($0.target)App.self, name: \"\($0.benchmark)\")" }
      ),
      ("Fuzz/Sources/fuzz-app/GeneratedVariants.swift", { "{ \($0.target)App(calculator: $0) }" }),
    ]
    let entries = try Self.entries()
    for (file, mention) in consumers {
      let text = try Self.read(file)
      for entry in entries where !text.contains(mention(entry)) {
        Issue.record("\(file) lacks \(entry.target) (\(mention(entry))): run scripts/variants")
      }
    }
  }

  /// The scripts read variants.json themselves, and CI checks the generated copies.
  @Test func theScriptsReadTheList() throws {
    for script in [
      "scripts/metrics", "scripts/side-by-side", "scripts/compare-overhead", "scripts/event-counts",
      "scripts/role-coverage", "scripts/planted-bugs",
    ] {
      #expect(try Self.read(script).contains("variants.json"), "\(script) does not read it")
    }
    let ci = try Self.read(".ci/run")
    #expect(ci.contains("scripts/variants --check"))
    // Each variant's promised folders (variants.json's `coverage`) held to their floor.
    #expect(ci.contains("scripts/role-coverage --check"))
    #expect(ci.contains("scripts/variants --get display"))
  }
}
