// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The benchmarks, a package of their own so that the root package's `swift build`, `swift test`
// and `swift run calc-mvc` never resolve or compile package-benchmark and its dependencies.
//
//   swift package --package-path Benchmarks benchmark   wall clock and mallocs (package-benchmark)
//   scripts/event-counts                                 instructions and allocations per event
//                                                        (valgrind's callgrind, via event-counts)

/// The root package's identity is its folder's name, which differs between clones.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
  .lastPathComponent

/// Every app the benchmarks measure: the no-architecture floor and the variants.
let apps = ["Direct", "MVC", "MVP", "MVVMClosure", "MVVMCoordinator"]
let rootProducts: [Target.Dependency] =
  (["CalculatorModel", "TerminalUI", "CalculatorUI", "TestSupport"] + apps)
  .map { .product(name: $0, package: root) }

let package = Package(
  name: "CalculatorBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: ".."),
    // The default traits need a package this mirror lacks; MallocInterposer gives malloc counts.
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // What both measurements share: the apps, their inputs, and the rig that drives them.
    .target(name: "BenchmarkRig", dependencies: rootProducts),
    // package-benchmark finds its suites in folders directly under one named Benchmarks.
    .executableTarget(
      name: "ArchitectureBenchmarks",
      dependencies: ["BenchmarkRig", .product(name: "Benchmark", package: "benchmark")]
        + rootProducts,
      path: "ArchitectureBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    // Starts and stops callgrind's counting around each event (valgrind's client requests).
    // DWARF 4: valgrind 3.19 cannot read the DWARF 5 debug info clang writes by default.
    .target(name: "CallgrindControl", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // Runs N events of one kind, each counted by callgrind alone (scripts/event-counts).
    .executableTarget(
      name: "event-counts", dependencies: ["BenchmarkRig", "CallgrindControl"] + rootProducts),
  ],
  swiftLanguageModes: [.v6]
)
