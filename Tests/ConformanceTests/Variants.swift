import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Direct
import Foundation
import Testing

/// One variant under test: its name and how to build it. The variants come from variants.json
/// (`Variant.variants`, written by scripts/variants). The Direct baseline runs the same
/// scenarios, so the benchmarks provably compare the variants with an app that does the same
/// work; it has no binary.
struct Variant: Sendable, CustomTestStringConvertible {
  let name: String
  /// The `calc-…` binary; nil for the Direct baseline, which the binary tests skip.
  let executable: String?
  /// Builds the app on a history store and a clock (the composition root's injections),
  /// opened at a screen when a route is given.
  let make:
    @MainActor @Sendable (Calculator, any HistoryStore, Route?, any Clock<Duration>) ->
      any CalculatorApp

  init<App: CalculatorApp>(_ app: App.Type, executable: String?) {
    name = App.variantName
    self.executable = executable
    make = { App(calculator: $0, history: $1, route: $2, clock: $3) }
  }

  var testDescription: String { name }

  /// Direct, then the variants the suite runs: every variant of variants.json, or only those
  /// the environment variable `CONFORMANCE_VARIANTS` names (display names or executables,
  /// separated by commas), to measure one variant by the suite alone (scripts/role-coverage,
  /// scripts/planted-bugs). A name that is no variant fails `VariantListTests`.
  static let all: [Variant] =
    [Variant(DirectApp.self, executable: nil)] + selected(from: variants, by: filter)

  /// The names `CONFORMANCE_VARIANTS` gives, or nil when it is unset or empty.
  static let filter: [String]? = names(
    in: ProcessInfo.processInfo.environment["CONFORMANCE_VARIANTS"])

  static func names(in value: String?) -> [String]? {
    let names = (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return names.isEmpty ? nil : names
  }

  /// Whether `name` is this variant's display name or its executable.
  func isNamed(_ name: String) -> Bool { name == self.name || name == executable }

  static func selected(from variants: [Variant], by names: [String]?) -> [Variant] {
    guard let names else { return variants }
    return variants.filter { variant in names.contains(where: variant.isNamed) }
  }

  /// The names of `names` that are neither a variant's display name nor its executable.
  static func unknown(_ names: [String]?, among variants: [Variant]) -> [String] {
    (names ?? []).filter { name in !variants.contains { $0.isNamed(name) } }
  }
}
