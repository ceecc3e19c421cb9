import Foundation
import Testing

/// The project points only at itself: no file cites the design notes it was planned from,
/// which live outside the repository. Code and docs cite docs/SPEC.md (`SPEC: Keys`),
/// docs/ARCHITECTURES.md, docs/METRICS.md or a README instead.
extension SpecDocumentTests {
  /// What a citation of the outside notes looks like: a link to the file, or a section sign.
  /// This file spells the name only in pieces, so it matches neither itself.
  static let outsideCitations = ["DESIGN" + ".md", "DESIGN" + " §"]

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every file of the repository, by path from its root, with its bytes: build folders
  /// (`.build`, `.build-asan`, `Fuzz/.build-noasan`, …) and Git's `.git` left out.
  static func repositoryFiles() throws -> [(path: String, bytes: [UInt8])] {
    let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey]
    let walker = try #require(
      FileManager.default.enumerator(at: repository, includingPropertiesForKeys: keys))
    let rootLength = repository.standardizedFileURL.path.count + 1
    var files: [(path: String, bytes: [UInt8])] = []
    for case let url as URL in walker {
      let name = url.lastPathComponent
      if name == ".git" || name.hasPrefix(".build") {
        walker.skipDescendants()
        continue
      }
      guard try url.resourceValues(forKeys: Set(keys)).isRegularFile == true else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(rootLength))
      files.append((path, [UInt8](try Data(contentsOf: url))))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// One line that cites the outside notes.
  struct Citation: Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    var text: String
    var description: String { "\(path):\(line): \(text)" }
  }

  /// Each line of `files` that cites the outside notes.
  static func citations(in files: [(path: String, bytes: [UInt8])]) -> [Citation] {
    let patterns = outsideCitations.map { Array($0.utf8) }
    return files.flatMap { file in
      let lines = file.bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      return lines.enumerated().compactMap { index, line -> Citation? in
        guard patterns.contains(where: { line.firstRange(of: $0) != nil }) else { return nil }
        return Citation(
          path: file.path, line: index + 1, text: String(decoding: line, as: UTF8.self))
      }
    }
  }

  @Test func noFileCitesTheDesignNotesOutsideTheRepository() throws {
    let files = try Self.repositoryFiles()
    // The walk saw the whole repository and nothing of the build folders.
    let paths = Set(files.map(\.path))
    for expected in ["README.md", "docs/SPEC.md", "Package.swift", ".ci/run", "scripts/metrics"] {
      #expect(paths.contains(expected), "the walk missed \(expected)")
    }
    #expect(!paths.contains { $0.hasPrefix(".build") || $0.contains("/.build") })

    let found = Self.citations(in: files)
    for citation in found {
      Issue.record("cites notes outside the repository; cite docs/SPEC.md instead: \(citation)")
    }
  }

  /// The check bites: a planted citation in a real file, a link or a section, is reported with
  /// its file and line, and the same file as it is passes.
  @Test(arguments: [
    "see [the design](" + "DESIGN" + ".md)", "/// The keys (" + "DESIGN" + " §6.2).",
  ])
  func aPlantedCitationIsFound(planted: String) throws {
    let readme = try [UInt8](Data(contentsOf: Self.repository.appendingPathComponent("README.md")))
    #expect(Self.citations(in: [("README.md", readme)]).isEmpty)

    let lineCount = readme.split(separator: 0x0A, omittingEmptySubsequences: false).count
    let plantedFile = (path: "README.md", bytes: readme + Array((planted + "\n").utf8))
    #expect(
      Self.citations(in: [plantedFile])
        == [Citation(path: "README.md", line: lineCount, text: planted)])
  }
}
