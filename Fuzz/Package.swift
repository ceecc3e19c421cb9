// swift-tools-version: 6.1
import Foundation
import PackageDescription

// libFuzzer targets (issue 9), a package of their own so that the root package's `swift build`
// and `swift test` never build fuzzer executables. Build and run them with `scripts/fuzz`.

/// The root package's identity is its folder's name, which differs between clones.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()

func fuzzer(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"]
      + products.map { .product(name: $0, package: root.lastPathComponent) })
}

let package = Package(
  name: "CalculatorFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    fuzzer("fuzz-model", ["CalculatorModel"]),
    fuzzer("fuzz-key-decoder", ["TerminalUI"]),
    fuzzer(
      "fuzz-app",
      [
        "CalculatorModel", "TerminalUI", "CalculatorUI", "MVC", "MVP", "MVVMClosure",
        "MVVMCoordinator",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
