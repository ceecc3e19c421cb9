import Foundation
import MutationKit
import Testing

/// docs/mutants.json keeps to Stryker's mutation-testing-report schema (version 2): what the
/// schema requires, with the types and ranges it gives them, so that its tools read the file.
/// (The schema: github.com/stryker-mutator/mutation-testing-elements,
/// packages/report-schema/src/mutation-testing-report-schema.json.)
/// docs/mutants.json, from this file's place in the repository.
let mutantsReportURL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("docs/mutants.json")

@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: mutantsReportURL.path),
    "docs/mutants.json is written by scripts/mutants' first full run"))
struct ReportSchemaTests {

  struct Report: Decodable {
    var schemaVersion: String
    var thresholds: Thresholds
    var files: [String: FileResult]
    var framework: Framework?
    var system: System?
    var config: Config
  }
  struct Thresholds: Decodable {
    var high: Int
    var low: Int
  }
  struct FileResult: Decodable {
    var language: String
    var source: String
    var mutants: [MutantResult]
  }
  struct MutantResult: Decodable, Hashable {
    var id: String
    var mutatorName: String
    var replacement: String?
    var location: Location
    var status: String
    var statusReason: String?
    var killedBy: [String]?
    var duration: Double?
    // This project's own fields, which the schema allows beside its own.
    var detectedBy: String
    var role: String
  }
  struct Location: Decodable, Hashable {
    var start: Place
    var end: Place
  }
  struct Place: Decodable, Hashable {
    var line: Int
    var column: Int
  }
  struct Framework: Decodable {
    var name: String
  }
  struct System: Decodable {
    var ci: Bool
  }
  /// The commit and the toolchain the figures are of (the schema's free-form `config`).
  struct Config: Decodable {
    var commit: String
    var toolchain: String
  }

  static let statuses: Set = [
    "Killed", "Survived", "NoCoverage", "CompileError", "RuntimeError", "Timeout", "Ignored",
    "Pending",
  ]

  @Test func theReportKeepsToTheSchema() throws {
    let data = try Data(contentsOf: mutantsReportURL)
    let report = try JSONDecoder().decode(Report.self, from: data)
    #expect(report.schemaVersion.wholeMatch(of: /^([1-9]\d*|0)(\.(([1-9]\d*)|0)){0,2}$/) != nil)
    #expect((0...100).contains(report.thresholds.low))
    #expect((0...100).contains(report.thresholds.high))
    #expect(report.config.commit.wholeMatch(of: /[0-9a-f]{40}/) != nil)
    #expect(report.config.toolchain.hasPrefix("swift-"))
    #expect(!report.files.isEmpty)
    var ids = Set<String>()
    for (path, file) in report.files {
      #expect(file.language == "swift", "\(path)")
      let lines = file.source.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(Set(file.mutants).count == file.mutants.count, "\(path): mutants are unique")
      for mutant in file.mutants {
        #expect(ids.insert(mutant.id).inserted, "\(path): id \(mutant.id) used twice")
        #expect(Self.statuses.contains(mutant.status), "\(path): \(mutant.status)")
        #expect(
          MutatorName(rawValue: mutant.mutatorName) != nil, "\(path): \(mutant.mutatorName)")
        let start = mutant.location.start
        let end = mutant.location.end
        #expect(start.line >= 1 && start.column >= 1 && end.line >= 1 && end.column >= 1)
        #expect((start.line, start.column) <= (end.line, end.column), "\(path): \(mutant.id)")
        #expect(end.line <= lines.count, "\(path): \(mutant.id) ends after the source")
        if mutant.status == "Killed" || mutant.status == "Timeout" {
          #expect(mutant.killedBy?.isEmpty == false, "\(path): \(mutant.id) killed by nothing")
          #expect(mutant.detectedBy != "none")
        } else {
          #expect(mutant.detectedBy == "none", "\(path): \(mutant.id)")
        }
      }
    }
  }

  /// Each mutant's location holds the text it says it changed.
  @Test func everyLocationHoldsTheOriginalText() throws {
    let report = try JSONDecoder().decode(
      Report.self, from: try Data(contentsOf: mutantsReportURL))
    for (path, file) in report.files.sorted(by: { $0.key < $1.key }) {
      let found = Schematizer.mutants(in: file.source, fileName: path)
      #expect(found.count == file.mutants.count, "\(path): the finder sees other mutants now")
      for (mutant, seen) in zip(file.mutants, found) {
        #expect(mutant.location.start == Place(line: seen.start.line, column: seen.start.column))
        #expect(mutant.replacement == seen.replacement, "\(path): \(mutant.id)")
      }
    }
  }
}
