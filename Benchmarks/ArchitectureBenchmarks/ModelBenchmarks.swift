import Benchmark
import CalculatorModel
import Foundation
import TestSupport

/// The model's sum on large inputs: the production path, the naive executable spec, and the
/// seeds' original expression, on the same comma-separated numbers (DESIGN §9, issue 10).
/// One iteration reads the whole input once, so throughput × input size = bytes per second.
func modelBenchmarks() {
  let oneMiB = BenchmarkInput.oneMiB
  let sixtyFourMiB = BenchmarkInput.commaSeparatedNumbers(bytes: 64 << 20)
  let throughput = BenchmarkSettings.throughput

  Benchmark("Model.Sum1MiB", configuration: throughput) { benchmark in
    let calculator = Calculator(numbers: oneMiB)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(calculator.sum) }
  }

  Benchmark("Model.Sum64MiB", configuration: throughput) { benchmark in
    let calculator = Calculator(numbers: sixtyFourMiB)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(calculator.sum) }
  }

  Benchmark("Model.NaiveSum1MiB", configuration: throughput) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(ExecutableSpec.breakdown(separators: ",", numbers: oneMiB).sum)
    }
  }

  Benchmark("Model.SeedExpression1MiB", configuration: throughput) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(seedExpression(separators: ",", numbers: oneMiB))
    }
  }
}

/// The seeds' exact expression, kept only here to measure what the model replaced. It traps on
/// overflow (`reduce(0, +)`) and ignores `1, 2` spacing; the benchmark input avoids both.
func seedExpression(separators: String, numbers: String) -> Int {
  numbers.components(separatedBy: CharacterSet(charactersIn: separators))
    .compactMap { Int($0) }
    .reduce(0, +)
}

enum BenchmarkInput {
  /// The Calculator screen's state in the per-keystroke benchmarks: Numbers holds exactly 100
  /// characters (17 fragments), longer than the field is wide, so it scrolls as in real use.
  static let calculator = Calculator(
    separators: ",", numbers: String(repeating: "12345,", count: 16) + "6789")

  /// The Model.*1MiB input, also pasted by `Paste1MiB.<app>`.
  static let oneMiB = commaSeparatedNumbers(bytes: 1 << 20)
  static let pasteOneMiB = KeyBytes.paste(oneMiB)

  /// Non-negative numbers below 100 000 joined by commas, deterministic, `bytes` long or just
  /// under (a whole number of fragments).
  static func commaSeparatedNumbers(bytes: Int) -> String {
    var generator = SplitMix64(seed: 2026)
    var text = ""
    text.reserveCapacity(bytes)
    while true {
      let fragment = String(generator.next() % 100_000)
      guard text.utf8.count + fragment.utf8.count + 1 <= bytes else { break }
      if !text.isEmpty { text += "," }
      text += fragment
    }
    return text
  }
}
