import Foundation
import Testing

/// Every variant marks the same hops of its data flow with arrow anchors,
/// `// MARK: ⟶ A → B: concern`, on both sides of each hop. hops.json is the one list of hops;
/// these tests are where its rules are checked; `scripts/side-by-side` only reads it to place
/// each anchor's code in docs/SIDE-BY-SIDE.md (its docstring says how).
struct ArrowAnchorTests {
  /// The concerns an anchor may name, as hops.json lists them.
  static var concerns: [String] { (try? hopList().concerns) ?? [] }

  /// hops.json.
  struct HopList: Decodable {
    struct Hop: Decodable {
      let id: String
      let title: String
      let concern: String
      /// The screen of A, or `App`.
      let from: String
      /// The screen of B, or `Model`; nil when any B will do.
      let to: String?
      /// Only the sending side has code: the composition root, or a screen reused as it is
      /// (the Breakdown of a saved entry, which History starts as the Calculator does).
      let oneSided: Bool?
    }

    /// A variant whose files of B hold no code for a hop.
    struct OneSidedIn: Decodable {
      let variant: String
      let hop: String
      let reason: String
    }

    let screens: [String]
    let concerns: [String]
    let hops: [Hop]
    let oneSidedIn: [OneSidedIn]
  }

  /// One anchor line: where it stands (the path inside the variant's folder) and what it says.
  struct Anchor {
    let path: String
    let line: Int
    let source: String
    let target: String
    let concern: String
  }

  /// A variant's Swift files, each path relative to the variant's folder.
  typealias Files = [(path: String, text: String)]

  /// Read once; a missing or malformed hops.json fails every test that reads it, with the error.
  private static let decodedHopList = Result {
    let url = VariantListTests.root.appendingPathComponent("hops.json")
    return try JSONDecoder().decode(HopList.self, from: Data(contentsOf: url))
  }

  static func hopList() throws -> HopList { try decodedHopList.get() }

  static func files(of folder: String) throws -> Files {
    try RoleRulesTests.swiftFiles(in: folder).map { file, text in
      (String(file.dropFirst(folder.count + 1)), text)
    }
  }

  static func anchors(in files: Files) throws -> [Anchor] {
    let form = try NSRegularExpression(
      pattern: "^\\s*// MARK: ⟶ (.+?) → (.+?): (\(concerns.joined(separator: "|")))$")
    return files.flatMap { path, text in
      text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
        index, line -> Anchor? in
        let line = String(line)
        guard
          let match = form.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
        else { return nil }
        func group(_ number: Int) -> String {
          String(line[Range(match.range(at: number), in: line)!])
        }
        return Anchor(
          path: path, line: index + 1, source: group(1), target: group(2), concern: group(3))
      }
    }
  }

  /// The screen an end names (`Calculator View` → `Calculator`), or the end itself (`App`).
  static func screen(of end: String, in list: HopList) -> String {
    let first = String(end.split(separator: " ").first ?? "")
    return list.screens.contains(first) ? first : end
  }

  /// Whether `path` is code of `end`: `<Role>/<Screen>*.swift` for `<Screen> <Role>`, the
  /// composition root for `App`.
  static func file(_ path: String, isCodeOf end: String) -> Bool {
    let parts = path.split(separator: "/").map(String.init)
    if end == "App" { return parts.count == 1 && parts[0].hasSuffix("App.swift") }
    let words = end.split(separator: " ").map(String.init)
    return words.count == 2 && parts.count == 2 && parts[0] == words[1]
      && parts[1].hasPrefix(words[0])
  }

  static func hop(of anchor: Anchor, in list: HopList) -> HopList.Hop? {
    list.hops.first { hop in
      hop.concern == anchor.concern && hop.from == screen(of: anchor.source, in: list)
        && (hop.to == nil || hop.to == screen(of: anchor.target, in: list))
    }
  }

  /// One sentence per hop of hops.json that `variant` does not mark.
  static func missingHops(variant: String, files: Files) throws -> [String] {
    let anchors = try anchors(in: files)
    let list = try hopList()
    return list.hops.filter { hop in !anchors.contains { Self.hop(of: $0, in: list)?.id == hop.id }
    }
    .map { "\(variant) lacks the hop '\($0.title)'" }
  }

  /// One sentence per anchor that belongs to no hop, and per hop a variant names in two ways.
  static func strayAnchors(variant: String, files: Files) throws -> [String] {
    let anchors = try anchors(in: files)
    let list = try hopList()
    let stray = anchors.filter { hop(of: $0, in: list) == nil }.map {
      "\(variant)/\($0.path):\($0.line): `\($0.source) → \($0.target): \($0.concern)` "
        + "matches no hop of hops.json"
    }
    let twoWays = list.hops.compactMap { hop -> String? in
      let arrows = Set(anchors.filter { Self.hop(of: $0, in: list)?.id == hop.id }.map(\.arrow))
      return arrows.count > 1
        ? "\(variant) names the hop '\(hop.title)' in \(arrows.count) ways: "
          + arrows.sorted().joined(separator: "; ") : nil
    }
    return stray + twoWays
  }

  /// One sentence per side of a hop that has code in the variant but no anchor.
  static func missingSides(variant: String, files: Files) throws -> [String] {
    let anchors = try anchors(in: files)
    let list = try hopList()
    return list.hops.flatMap { hop -> [String] in
      let marked = anchors.filter { Self.hop(of: $0, in: list)?.id == hop.id }
      guard let first = marked.first, Set(marked.map(\.arrow)).count == 1 else { return [] }
      let oneSided =
        hop.oneSided == true
        || list.oneSidedIn.contains { $0.variant == variant && $0.hop == hop.id }
      let ends = oneSided ? [first.source] : [first.source, first.target]
      return ends.compactMap { end in
        let hasCode = files.contains { file($0.path, isCodeOf: end) }
        let isMarked = marked.contains { file($0.path, isCodeOf: end) }
        guard hasCode, !isMarked else { return nil }
        let side = end == first.source ? "sending" : "receiving"
        return "\(variant) marks the hop '\(hop.title)' without its \(side) side: "
          + "no anchor in the files of \(end)"
      }
    }
  }

  @Test func hopListNamesKnownConcernsVariantsAndHops() throws {
    let list = try Self.hopList()
    let hops = list.hops
    #expect(Set(hops.map(\.id)).count == hops.count, "two hops of hops.json share an id")
    #expect(Set(hops.map(\.concern)) == Set(list.concerns), "hops.json leaves a concern out")
    #expect(list.concerns.contains("user input") && list.concerns.contains("side effect"))
    for exception in list.oneSidedIn {
      #expect(RoleRule.variantFolders.contains(exception.variant), "\(exception.variant)")
      #expect(hops.contains { $0.id == exception.hop }, "no hop \(exception.hop)")
      #expect(!exception.reason.isEmpty)
    }
  }

  @Test(arguments: RoleRule.variantFolders)
  func everyVariantMarksEveryHop(folder: String) throws {
    let problems = try Self.missingHops(variant: folder, files: Self.files(of: folder))
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(arguments: RoleRule.variantFolders)
  func everyAnchorBelongsToOneHopNamedOneWay(folder: String) throws {
    let problems = try Self.strayAnchors(variant: folder, files: Self.files(of: folder))
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(arguments: RoleRule.variantFolders)
  func everyHopIsMarkedOnBothSides(folder: String) throws {
    let problems = try Self.missingSides(variant: folder, files: Self.files(of: folder))
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// The checks bite: without its data-back anchors MVC lacks exactly that hop. (Where MVC is
  /// not built, as in a package of one other variant, there is nothing to plant in.)
  @Test(.enabled(if: RoleRule.variantFolders.contains("MVC")))
  func aVariantWithoutAHopIsReported() throws {
    let files = try Self.files(of: "MVC")
    try #require(try Self.missingHops(variant: "MVC", files: files).isEmpty)
    let planted = Self.removing(
      "// MARK: ⟶ Presets Controller → Calculator Controller: data back", from: files)
    #expect(
      try Self.missingHops(variant: "MVC", files: planted) == [
        "MVC lacks the hop 'Presets → Calculator: data back'"
      ])
  }

  /// The checks bite: without the Calculator Presenter's data-back anchors MVP's hop has only
  /// its sending side, and that is the one report.
  @Test(.enabled(if: RoleRule.variantFolders.contains("MVP")))
  func aHopWithoutItsReceivingSideIsReported() throws {
    let files = try Self.files(of: "MVP")
    try #require(try Self.missingSides(variant: "MVP", files: files).isEmpty)
    let planted = Self.removing(
      "// MARK: ⟶ Presets Presenter → Calculator Presenter: data back", from: files,
      in: "Presenter/CalculatorPresenter.swift")
    #expect(try Self.missingHops(variant: "MVP", files: planted).isEmpty)
    #expect(
      try Self.missingSides(variant: "MVP", files: planted) == [
        "MVP marks the hop 'Presets → Calculator: data back' without its receiving side: "
          + "no anchor in the files of Calculator Presenter"
      ])
  }

  @Test(arguments: RoleRule.variantFolders)
  func everyAnchorHasTheExactForm(folder: String) throws {
    let form = try NSRegularExpression(
      pattern: "^// MARK: ⟶ \\S.* → \\S.*: (\(Self.concerns.joined(separator: "|")))$")
    for (_, text) in try Self.files(of: folder) {
      let anchors = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("// MARK: ⟶") }
      for anchor in anchors {
        let range = NSRange(anchor.startIndex..., in: anchor)
        #expect(form.firstMatch(in: anchor, range: range) != nil, "malformed anchor: \(anchor)")
      }
    }
  }

  /// `files` without the lines that are `anchor` (in the file at `path` only, when given).
  static func removing(_ anchor: String, from files: Files, in path: String? = nil) -> Files {
    files.map { file, text in
      guard path == nil || path == file else { return (file, text) }
      let kept = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { $0.trimmingCharacters(in: .whitespaces) != anchor }
      return (file, kept.joined(separator: "\n"))
    }
  }
}

extension ArrowAnchorTests.Anchor {
  var arrow: String { "\(source) → \(target)" }
}
