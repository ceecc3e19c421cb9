import Foundation
import TestSupport
import Testing

/// Every variant's own test target tests the scenarios of `TestMatrix`, each as a Swift Testing
/// function of that name (once), so the targets' counts and coverage compare the patterns.
struct TestMatrixTests {
  /// The Swift sources of a variant's test target, `Tests/<Target>Tests/*.swift`, joined.
  static func testSources(of target: String) throws -> String {
    let folder = VariantListTests.root.appendingPathComponent("Tests/\(target)Tests")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }

  /// The names of the `@Test` functions in `source` (an attribute's arguments may span lines).
  static func testNames(in source: String) -> [String] {
    let pattern = try! NSRegularExpression(
      pattern: #"^\s*@Test\b(?:\(.*?\))?\s*func\s+(\w+)\s*\("#,
      options: [.anchorsMatchLines, .dotMatchesLineSeparators])
    let range = NSRange(source.startIndex..., in: source)
    return pattern.matches(in: source, range: range).map {
      String(source[Range($0.range(at: 1), in: source)!])
    }
  }

  /// What a target's test names lack of the matrix, or hold twice, as messages.
  static func problems(of target: String, testNames: [String]) -> [String] {
    TestMatrix.scenarios.compactMap { scenario in
      switch testNames.filter({ $0 == scenario }).count {
      case 0: "\(target)Tests lacks the scenario \(scenario)"
      case 1: nil
      default: "\(target)Tests tests the scenario \(scenario) more than once"
      }
    }
  }

  @Test func theMatrixNamesEachScenarioOnce() {
    #expect(Set(TestMatrix.scenarios).count == TestMatrix.scenarios.count)
    #expect((25...50).contains(TestMatrix.scenarios.count))
    for (name, description) in TestMatrix.described {
      #expect(name.first?.isLowercase == true && name.allSatisfy { $0.isLetter }, "\(name)")
      #expect(!description.isEmpty, "\(name) has no description")
    }
  }

  @Test(arguments: RoleRule.variantFolders)
  func everyVariantTestsEveryScenarioOfTheMatrix(target: String) throws {
    let names = Self.testNames(in: try Self.testSources(of: target))
    for problem in Self.problems(of: target, testNames: names) {
      Issue.record("\(problem) (TestMatrix in Tests/TestSupport lists the scenarios)")
    }
  }

  /// The check above is shown to bite: removing a scenario from a real target's sources, or
  /// writing it twice, is reported, naming the variant and the scenario, and nothing else is.
  @Test(arguments: RoleRule.variantFolders)
  func aMissingOrRepeatedScenarioIsCaught(target: String) throws {
    let source = try Self.testSources(of: target)
    let scenario = try #require(TestMatrix.scenarios.last)
    let removed = source.replacingOccurrences(
      of: "func \(scenario)(", with: "func renamed\(scenario)(")
    #expect(
      Self.problems(of: target, testNames: Self.testNames(in: removed)) == [
        "\(target)Tests lacks the scenario \(scenario)"
      ])
    let repeated = source + "\n@Test(arguments: [1, 2])\n  func \(scenario)(value: Int) {}\n"
    #expect(
      Self.problems(of: target, testNames: Self.testNames(in: repeated)) == [
        "\(target)Tests tests the scenario \(scenario) more than once"
      ])
  }

  @Test func theNamesFoundAreThoseOfTestFunctions() {
    let source = #"""
      @Test func plain() {}
      @Test(arguments: [Key.escape, .left])
      func parameterised(key: Key) {}
      @Test(arguments: ["\u{1B}", "\u{7F}"])
      func withBraces(key: String) {}
      func helper() {}
      // @Test is mentioned here, func inComment() is not a test
      """#
    #expect(Self.testNames(in: source) == ["plain", "parameterised", "withBraces"])
  }
}
