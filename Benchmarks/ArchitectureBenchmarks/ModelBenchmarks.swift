import Benchmark
import BenchmarkRig
import CalculatorModel
import Foundation

/// The model's sum on large inputs: the production path, the naive executable spec, and the
/// seeds' original expression, on the same comma-separated numbers (README, "Benchmarks").
/// One iteration reads the whole input once, so throughput × input size = bytes per second.
func modelBenchmarks() {
  let oneMiB = BenchmarkInput.oneMiB
  let throughput = BenchmarkSettings.throughput

  // A calculator counts its text when the text is written and keeps the tally: each iteration
  // writes the text, so that it is counted once.
  Benchmark("Model.Sum1MiB", configuration: throughput) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(Calculator(numbers: oneMiB).sum) }
  }

  Benchmark("Model.Sum64MiB", configuration: throughput) { benchmark in
    // The input is made on its first read, here, before the measurement starts.
    let sixtyFourMiB = BenchmarkInput.sixtyFourMiB
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(Calculator(numbers: sixtyFourMiB).sum) }
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
