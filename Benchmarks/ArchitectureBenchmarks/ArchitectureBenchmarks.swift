import Benchmark
import BenchmarkRig

/// package-benchmark's entry point: `swift package benchmark` runs everything registered here.
let benchmarks: @Sendable () -> Void = {
  BenchmarkSettings.keepTheHeapSteady()
  modelBenchmarks()
  for app in BenchmarkedApp.all { architectureBenchmarks(app) }
}
