import ArgumentParser
import Foundation
import MutationKit

@main
struct Mutate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Finds mutants in Swift sources and writes them schematized (scripts/mutants).",
    discussion: """
      The operators: relational and equality operators swapped (< ↔ <=, == ↔ !=, …), && ↔ ||, \
      true ↔ false, arithmetic operators swapped (+ ↔ -, * ↔ /, % → *, and +=, -=, …), the \
      condition of an if, guard, while or ?: negated, a call made as a statement removed, and \
      a returned value replaced by its type's default (false, 0, "", nil, [], [:]).
      """,
    subcommands: [List.self, Schematize.self])
}

extension Mutate {
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Prints the mutants of each file as JSON, writing nothing.")

    @Argument(help: "Swift source files.")
    var files: [String]

    func run() throws {
      var listed: [ListedFile] = []
      for path in files {
        let source = try read(path)
        listed.append(
          ListedFile(path: path, mutants: Schematizer.mutants(in: source, fileName: path)))
      }
      try printJSON(listed)
    }
  }

  struct Schematize: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Writes each file with its mutants compiled in behind CALC_MUTANT.",
      discussion: """
        Reads FILE under --source-root and writes it, schematized, to the same path under \
        --output-root (only when its text changes, so that a build redoes only what changed). \
        Mutants are numbered from --first-id in the files' order, those --exclude names left \
        out but still numbered. Prints JSON: each file's mutants with their ids and the lines \
        their code occupies in the written file, and the next free id.
        """)

    @Option(help: "The folder the files' paths are relative to.")
    var sourceRoot: String

    @Option(help: "The folder the schematized files are written under (a scratch copy).")
    var outputRoot: String

    @Option(help: "The first mutant's id (≥ 1: 0 means none).")
    var firstId: Int = 1

    @Option(help: "Ids to leave out, comma-separated (they did not compile).")
    var exclude: String = ""

    @Option(help: "Also write the switch (`calcMutant`) at this path under --output-root.")
    var switchFile: String?

    @Argument(help: "Swift source files, relative to --source-root.")
    var files: [String]

    func validate() throws {
      guard firstId >= 1 else {
        throw ValidationError("--first-id must be at least 1, got \(firstId)")
      }
      _ = try excludedIDs()
    }

    func excludedIDs() throws -> Set<Int> {
      var ids = Set<Int>()
      for part in exclude.split(separator: ",") {
        guard let id = Int(part.trimmingCharacters(in: .whitespaces)) else {
          throw ValidationError("--exclude takes ids separated by commas, got \"\(part)\"")
        }
        ids.insert(id)
      }
      return ids
    }

    func run() throws {
      let excluded = try excludedIDs()
      var next = firstId
      var written: [SchematizedEntry] = []
      for path in files {
        let source = try read(URL(fileURLWithPath: sourceRoot).appendingPathComponent(path).path)
        let result = Schematizer.schematize(
          source, fileName: path, firstID: next, excluding: excluded)
        next += result.mutants.count
        try writeIfChanged(result.text, to: path)
        written.append(SchematizedEntry(path: path, mutants: result.mutants))
      }
      if let switchFile {
        try writeIfChanged(SwitchSource.text, to: switchFile)
      }
      try printJSON(SchematizedOutput(files: written, nextId: next))
    }

    private func writeIfChanged(_ text: String, to path: String) throws {
      let url = URL(fileURLWithPath: outputRoot).appendingPathComponent(path)
      let data = Data(text.utf8)
      if (try? Data(contentsOf: url)) == data { return }
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
  }
}

struct ListedFile: Encodable {
  var path: String
  var mutants: [Mutant]
}

struct SchematizedEntry: Encodable {
  var path: String
  var mutants: [NumberedMutant]
}

struct SchematizedOutput: Encodable {
  var files: [SchematizedEntry]
  var nextId: Int
}

func read(_ path: String) throws -> String {
  do {
    return try String(contentsOfFile: path, encoding: .utf8)
  } catch {
    throw ValidationError("cannot read \(path) as UTF-8 text: \(error.localizedDescription)")
  }
}

func printJSON(_ value: some Encodable) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  FileHandle.standardOutput.write(try encoder.encode(value))
  FileHandle.standardOutput.write(Data("\n".utf8))
}
