import Foundation
import MutationKit
import Testing

/// What the schematized text is, and that it compiles and runs as each mutant.
struct SchematizedTests {
  @Test func everyMutantIsWrittenBehindItsSwitchOnTheLinesOfTheOriginal() {
    let source = """
      func clamp(_ n: Int, _ limit: Int) -> Int {
        if n > limit { return limit }
        return n
      }

      """
    let result = Schematizer.schematize(source, fileName: "Clamp.swift", firstID: 7)
    #expect(
      result.text == """
        func clamp(_ n: Int, _ limit: Int) -> Int {
          if (((calcMutant(8) ? (n >= limit) : (n > limit))) != calcMutant(7)) { return calcMutant(9) ? 0 : (limit) }
          return calcMutant(10) ? 0 : (n)
        }

        """)
    #expect(result.mutants.map(\.id) == [7, 8, 9, 10])
    #expect(result.mutants.map(\.lines) == [[[2, 2]], [[2, 2]], [[2, 2]], [[3, 3]]])
  }

  @Test func aLeftOutMutantKeepsItsIdAndTheOriginalText() {
    let source = "let ok = a < b && c\n"
    let all = Schematizer.schematize(source, fileName: "A.swift", firstID: 1)
    #expect(all.mutants.map(\.mutant.mutatorName) == [.logicalOperator, .equalityOperator])
    let some = Schematizer.schematize(source, fileName: "A.swift", firstID: 1, excluding: [1])
    #expect(some.text == "let ok = (calcMutant(2) ? (a <= b) : (a < b)) && c\n")
    #expect(some.mutants.map(\.id) == [1, 2])
    #expect(some.mutants.map(\.lines) == [[], [[1, 1]]])
    let none = Schematizer.schematize(source, fileName: "A.swift", firstID: 1, excluding: [1, 2])
    #expect(none.text == source)
  }

  @Test func aMultiLineMutantNamesTheLinesOfBothCopies() {
    let source = "let total = first\n  + second\n"
    let result = Schematizer.schematize(source, fileName: "B.swift", firstID: 1)
    #expect(
      result.text == "let total = (calcMutant(1) ? (first\n  - second) : (first\n  + second))\n")
    #expect(result.mutants.map(\.lines) == [[[1, 3]]])
  }

  /// The schematized program, built once with swiftc, behaves as the original without a
  /// mutant and as each mutant with `CALC_MUTANT` naming it.
  @Test func oneBuildRunsAsEachMutant() throws {
    let source = """
      func grade(_ score: Int) -> String {
        guard score >= 0 else { return "invalid" }
        var points = score
        points += 10
        return points > 50 ? "pass" : "fail"
      }
      var log: [String] = []
      @MainActor func note(_ text: String) { log.append(text) }
      note(grade(45))
      print(grade(45), grade(-1), log.count)

      """
    let mutants = Schematizer.mutants(in: source, fileName: "main.swift")
    let result = Schematizer.schematize(source, fileName: "main.swift", firstID: 1)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("schematized-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try result.text.write(
      to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try SwitchSource.text.write(
      to: folder.appendingPathComponent("Switch.swift"), atomically: true, encoding: .utf8)
    let program = folder.appendingPathComponent("program").path
    let build = try run(
      "/usr/bin/env",
      [
        "swiftc", "-swift-version", "6", "-o", program,
        folder.appendingPathComponent("main.swift").path,
        folder.appendingPathComponent("Switch.swift").path,
      ])
    try #require(build.status == 0, "swiftc: \(build.output)")

    #expect(try run(program, [], mutant: nil).output == "pass invalid 1\n")
    let outputs = try mutants.indices.map { index in
      "\(mutants[index].mutatorName.rawValue) \(mutants[index].original) → "
        + (try run(program, [], mutant: index + 1).output)
    }
    #expect(
      outputs == [
        "ConditionalExpression score >= 0 → invalid fail 1\n",
        "EqualityOperator >= → pass invalid 1\n",
        "ReturnValue \"invalid\" → pass  1\n",
        "ArithmeticOperator += → fail invalid 1\n",
        "ReturnValue points > 50 ? \"pass\" : \"fail\" →  invalid 1\n",
        "ConditionalExpression points > 50 → fail invalid 1\n",
        "EqualityOperator > → pass invalid 1\n",
        "CallStatementRemoval log.append(text) → pass invalid 0\n",
        "CallStatementRemoval note(grade(45)) → pass invalid 0\n",
        "CallStatementRemoval print(grade(45), grade(-1), log.count) → ",
      ])
  }

  private func run(_ path: String, _ arguments: [String], mutant: Int? = nil) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment[SwitchSource.variable] = mutant.map(String.init)
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
