// swift-tools-version: 6.1
import PackageDescription

// The mutation tool (scripts/mutants), a package of its own so that the root package's
// `swift build` and `swift test` never resolve or compile swift-syntax.
//
//   swift run --package-path Mutation mutate list FILE...        the mutants a file holds
//   swift run --package-path Mutation mutate schematize …        every mutant compiled in
//
// No Swift mutation tool runs on Linux (muter and swift-mutation-testing need macOS), so this
// one finds the common operators' mutants with swift-syntax and writes them schematized: all of
// them in the source at once, each behind a run-time switch (`CALC_MUTANT`), so that one build
// serves every mutant. scripts/mutants builds a scratch copy with them and runs the tests.
let package = Package(
  name: "Mutation",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "mutate", targets: ["mutate"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "MutationKit",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "mutate",
      dependencies: [
        "MutationKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(name: "MutationKitTests", dependencies: ["MutationKit"]),
  ],
  swiftLanguageModes: [.v6]
)
