import Benchmark
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What every benchmark of this suite measures, and for how long.
enum BenchmarkSettings {
  /// `BENCHMARK_QUICK=1` (set by `scripts/compare-overhead --quick`, as in CI) runs each
  /// benchmark briefly: three samples and no warm-up, enough to prove it runs and gives every
  /// percentile the table reads, not to quote its figures.
  static let isQuick = ProcessInfo.processInfo.environment["BENCHMARK_QUICK"] == "1"

  static let metrics: [BenchmarkMetric] =
    [.wallClock, .mallocCountTotal] + (canCountInstructions ? [.instructions] : [])

  static var base: Benchmark.Configuration {
    // Time units are chosen per benchmark: a 2 µs dispatch shows in ns, a paste in ms.
    Benchmark.Configuration(
      metrics: metrics, warmupIterations: isQuick ? 0 : 10,
      maxDuration: .seconds(isQuick ? 1 : 3), maxIterations: isQuick ? 3 : 10_000)
  }

  /// The same, plus throughput, for benchmarks whose iteration reads a fixed number of bytes.
  static var throughput: Benchmark.Configuration {
    var configuration = base
    configuration.metrics += [.throughput]
    return configuration
  }

  /// Whether this machine lets package-benchmark count instructions.
  ///
  /// On Linux it opens a hardware counter with `perf_event_open`, which needs a core PMU and
  /// `kernel.perf_event_paranoid` ≤ 2. Virtual machines whose hypervisor hides the PMU (dmesg:
  /// "PMU not available due to virtualization") fail the call with ENOENT whatever the paranoia
  /// setting, and the metric comes out empty; it is requested only where it can be counted.
  static let canCountInstructions: Bool = {
    #if os(Linux)
      let devices =
        (try? FileManager.default.contentsOfDirectory(atPath: "/sys/bus/event_source/devices"))
        ?? []
      let hasCorePMU = devices.contains {
        $0 == "cpu" || $0 == "cpu_core" || $0.hasPrefix("armv") || $0.hasPrefix("arm_")
      }
      let paranoia =
        (try? String(
          contentsOfFile: "/proc/sys/kernel/perf_event_paranoid", encoding: .utf8))
        .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      return hasCorePMU && (paranoia ?? 3) <= 2
    #else
      return true
    #endif
  }()

  /// Stops glibc from giving heap memory back to the system between samples.
  ///
  /// With glibc's adaptive trim and mmap thresholds, after about 4 000 samples the process's
  /// address space began to grow by 8 KB a sample and the same keystroke dispatch took 13 µs
  /// instead of 2 µs, for every app alike: the allocator's traffic with the system, not the
  /// app. Fixed thresholds (as `GLIBC_TUNABLES` would set them) removed both.
  static func keepTheHeapSteady() {
    #if canImport(Glibc)
      // <malloc.h> is not in Swift's Glibc module: look mallopt up, with its constants.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(trimThreshold, 1 << 30)
      _ = mallopt(mmapThreshold, 32 << 20)  // glibc's largest accepted value on 64-bit
    #endif
  }
}
