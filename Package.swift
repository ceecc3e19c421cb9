// swift-tools-version: 6.1
import PackageDescription

/// The variants, each a library with role folders and a `calc-…` binary (DESIGN §2).
let variants: [(target: String, executable: String)] = [
  ("MVC", "calc-mvc")
]

let package = Package(
  name: "CalculatorArchitectures",
  // Int128, the type of `Calculator.sum` (DESIGN §3), needs macOS 15 on Apple platforms.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
  ] + variants.map { .executable(name: $0.executable, targets: [$0.executable]) },
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .target(name: "CalculatorModel"),
    .target(name: "TerminalUI"),
    .target(name: "CalculatorUI", dependencies: ["CalculatorModel", "TerminalUI"]),
    .target(
      name: "CalculatorCLI",
      dependencies: [
        "CalculatorModel", "TerminalUI", "CalculatorUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["CalculatorModel", "TerminalUI", "CalculatorUI"]
        + variants.flatMap { [.target(name: $0.target), .target(name: $0.executable)] }),
  ]
    + variants.flatMap { variant in
      [
        Target.target(
          name: variant.target,
          dependencies: ["CalculatorModel", "TerminalUI", "CalculatorUI"],
          exclude: ["README.md"]),
        .executableTarget(
          name: variant.executable, dependencies: ["CalculatorCLI", .target(name: variant.target)]),
        .testTarget(
          name: "\(variant.target)Tests",
          dependencies: [
            .target(name: variant.target), "CalculatorModel", "CalculatorUI", "TerminalUI",
          ]),
      ]
    },
  swiftLanguageModes: [.v6]
)
