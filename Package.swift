// swift-tools-version: 6.1
import PackageDescription

// Int128, the type of `Calculator.sum` (DESIGN §3), needs macOS 15 on Apple platforms.
let package = Package(
  name: "CalculatorArchitectures",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
  ],
  targets: [
    .target(name: "CalculatorModel"),
    .target(name: "TerminalUI"),
    .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
  ],
  swiftLanguageModes: [.v6]
)
