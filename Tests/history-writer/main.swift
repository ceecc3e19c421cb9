import CalculatorHistory
import CalculatorModel
import Foundation
import SQLiteHistory

/// The durability tests' writer (Tests/ConformanceTests/HistoryDurabilityTests.swift): opens
/// the history file at PATH and saves COUNT distinct calculations, writing `saved ID` to
/// standard output (unbuffered) after each save returns; on an error, its description on
/// standard error and exit status 1.
///
///     history-writer PATH COUNT [TAG]
let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: history-writer PATH COUNT [TAG]\n".utf8))
  exit(64)
}
let tag = arguments.count > 3 ? arguments[3] : "\(ProcessInfo.processInfo.processIdentifier)"

do {
  let store = try SQLiteHistoryStore(path: arguments[1])
  for index in 0..<count {
    // Distinct numbers each time, so that no save repeats the newest entry.
    let entry = try await store.save(Calculator(numbers: "\(index),\(tag)"))
    FileHandle.standardOutput.write(Data("saved \(entry.id)\n".utf8))
  }
} catch {
  FileHandle.standardError.write(Data("history-writer: \(error)\n".utf8))
  exit(1)
}
