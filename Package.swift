// swift-tools-version: 6.1
import PackageDescription

/// The variants, each a library with role folders, a `calc-…` binary and a `…Tests` target
/// (DESIGN §2). Adding a variant is one line here.
let variants: [(target: String, executable: String, extra: [Target.Dependency])] = [
  ("MVC", "calc-mvc", []),
  ("MVP", "calc-mvp", []),
  ("MVVMClosure", "calc-mvvm-closure", ["Bindings"]),
  ("MVVMCoordinator", "calc-mvvm-coordinator", ["Bindings"]),
  ("MVVMObservation", "calc-mvvm-observation", ["DeclarativeUI"]),
]

let shared: [Target.Dependency] = ["CalculatorModel", "TerminalUI", "CalculatorUI"]

func variantTargets(
  _ variant: (target: String, executable: String, extra: [Target.Dependency])
) -> [Target] {
  let library: Target.Dependency = .target(name: variant.target)
  return [
    .target(name: variant.target, dependencies: shared + variant.extra, exclude: ["README.md"]),
    .executableTarget(name: variant.executable, dependencies: ["CalculatorCLI", library]),
    .testTarget(
      name: variant.target + "Tests",
      dependencies: [library, "TestSupport"] + shared + variant.extra),
  ]
}

let conformanceDependencies: [Target.Dependency] =
  shared + ["Direct"]
  + variants.flatMap { variant -> [Target.Dependency] in
    [.target(name: variant.target), .target(name: variant.executable)]
  }

let package = Package(
  name: "CalculatorArchitectures",
  // Int128, the type of `Calculator.sum` (DESIGN §3), needs macOS 15 on Apple platforms.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    // The fuzz (Fuzz/) and benchmark (Benchmarks/) packages drive every app headless, the
    // Direct floor included, so they are products too; the benchmarks' input generator is in
    // TestSupport.
    .library(name: "CalculatorUI", targets: ["CalculatorUI"]),
    .library(name: "Direct", targets: ["Direct"]),
    .library(name: "TestSupport", targets: ["TestSupport"]),
  ] + variants.map { .library(name: $0.target, targets: [$0.target]) }
    + variants.map { .executable(name: $0.executable, targets: [$0.executable]) },
  dependencies: [
    // package-benchmark is a dependency of Benchmarks/Package.swift only, so building or
    // testing the app never resolves or compiles it.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .target(name: "CalculatorModel"),
    .target(name: "TerminalUI"),
    .target(name: "CalculatorUI", dependencies: ["CalculatorModel", "TerminalUI"]),
    .target(name: "Bindings"),
    // The SwiftUI stand-in, on TerminalUI (DESIGN §10); Observation comes with the toolchain.
    .target(name: "DeclarativeUI", dependencies: ["TerminalUI"]),
    // The no-architecture floor the benchmarks compare against: not a variant, so no binary
    // and no test target of its own; the conformance suite runs it with the variants.
    .target(name: "Direct", dependencies: shared, exclude: ["README.md"]),
    .target(
      name: "CalculatorCLI",
      dependencies: shared + [.product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // Helpers shared by the test targets and the benchmarks (a product only for Benchmarks/).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel", "TestSupport"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"]),
    .testTarget(name: "BindingsTests", dependencies: ["Bindings"]),
    .testTarget(name: "DeclarativeUITests", dependencies: ["DeclarativeUI", "TerminalUI"]),
    .testTarget(name: "ConformanceTests", dependencies: conformanceDependencies),
  ] + variants.flatMap(variantTargets),
  swiftLanguageModes: [.v6]
)
