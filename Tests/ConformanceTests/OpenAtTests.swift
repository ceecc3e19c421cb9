import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import CalculatorUI
import Foundation
import TestSupport
import Testing

/// Opening at a screen (SPEC: Opening at a screen), on every variant: each route shows the
/// screen a user's keys would have shown, Esc goes back, data comes back as usual, and History
/// opened at an entry selects it once the list has loaded. Each opened session is compared with
/// the same variant driven by keys, so "as if the user had gone there" is what is checked.
@MainActor
@Suite struct OpenAtTests {
  /// Three saved calculations: ids 1, 2 and 3, the newest (3) first on History.
  static func threeEntries() -> InMemoryHistoryStore {
    HistoryScreenTests.memoryStore([
      Calculator(numbers: "1,2"), Calculator(separators: ";", numbers: "3;4"),
      Calculator(numbers: "5,6"),
    ])
  }

  /// The keys that reach each route's screen from the Calculator.
  static let routes: [(route: Route, keys: String)] = [
    (.breakdown, Keys.enter), (.presets, Keys.controlP), (.history(selecting: nil), Keys.controlR),
  ]

  @Test(arguments: Variant.all)
  func eachRouteShowsTheScreenTheKeysWouldHaveShownAndEscGoesBack(variant: Variant) async {
    for (route, keys) in Self.routes {
      let opened = Session(variant, numbers: "1,2,x", history: Self.threeEntries(), route: route)
      await opened.settle()
      let typed = Session(variant, numbers: "1,2,x", history: Self.threeEntries())
      await typed.settle()
      await typed.type(keys)
      #expect(opened.screen == typed.screen, "\(route.argument)")
      #expect(opened.screen != Session(variant, numbers: "1,2,x").screen)
      await opened.type(Keys.escape)
      await typed.type(Keys.escape)
      #expect(opened.screen == typed.screen, "\(route.argument), back")
      #expect(HistoryScreenTests.line(0, of: opened).hasPrefix("Calculator"))
      #expect(!opened.app.window.isClosed)
    }
  }

  @Test(arguments: Variant.all)
  func aPresetChosenOnAnOpenedPresetsReachesTheCalculator(variant: Variant) async {
    let session = Session(variant, numbers: "1;2", route: .presets)
    await session.type(Keys.down, Keys.enter)
    #expect(HistoryScreenTests.line(1, of: session) == "Separators    ;")
    #expect(session.sum == 3)
  }

  @Test(arguments: Variant.all)
  func historyOpenedAtAnEntrySelectsItOnceLoadedAndEnterRestoresIt(variant: Variant) async {
    let session = Session(variant, history: Self.threeEntries(), route: .history(selecting: 2))
    await session.settle()
    let typed = Session(variant, history: Self.threeEntries())
    await typed.type(Keys.controlR, Keys.down)
    #expect(session.screen == typed.screen)
    #expect(
      session.screen
        == HistoryScreenTests.historyScreen(
          rows: [("11", "5,6"), ("7", "3;4"), ("3", "1,2")], selected: 1))
    await session.type(Keys.enter)
    #expect(HistoryScreenTests.line(0, of: session).hasPrefix("Calculator"))
    #expect(HistoryScreenTests.line(1, of: session) == "Separators    ;")
    #expect(session.sum == 7)
  }

  @Test(arguments: Variant.all)
  func anIDNotInTheListSelectsTheNewestAndSaysSoUntilTheNextKey(variant: Variant) async {
    for key in [Keys.down, "x"] {
      let session = Session(
        variant, history: Self.threeEntries(), route: .history(selecting: 9))
      await session.settle()
      #expect(
        session.screen
          == HistoryScreenTests.historyScreen(
            rows: [("11", "5,6"), ("7", "3;4"), ("3", "1,2")], selected: 0,
            footer: "no entry 9"))
      await session.type(key)
      let typed = Session(variant, history: Self.threeEntries())
      await typed.type(Keys.controlR, key)
      #expect(session.screen == typed.screen, "after \(key.debugDescription)")
      #expect(!session.screen.contains("no entry"))
    }
  }

  @Test(arguments: Variant.all)
  func theSelectionFollowsTheLoadAndAnEmptyHistorySaysSo(variant: Variant) async {
    let session = Session(
      variant, history: HistoryScreenTests.memoryStore(), route: .history(selecting: 1))
    #expect(HistoryScreenTests.line(2, of: session) == HistoryText.loading)
    await session.settle()
    #expect(
      session.screen
        == HistoryScreenTests.messageScreen(HistoryText.empty, saved: 0)
        .replacingOccurrences(
          of: "\n" + HistoryLayout.hint, with: "no entry 1\n" + HistoryLayout.hint))
  }
}

/// The binaries with `--open` on a history file, headless: the screens, and the same bytes
/// from every binary.
struct OpenAtBinaryTests {
  static func makeThreeEntries(in folder: TemporaryFolder) async throws -> String {
    let path = folder.path + "/h.sqlite"
    try await HistoryCommandTests.makeHistory(
      at: path,
      [
        Calculator(numbers: "1,2"), Calculator(separators: ";", numbers: "3;4"),
        Calculator(numbers: "5,6"),
      ])
    return path
  }

  @Test(arguments: BinaryTests.executables)
  func historyTwoIsSelectedAndEnterRestoresItsTexts(executable: String) async throws {
    let folder = try TemporaryFolder()
    let path = try await Self.makeThreeEntries(in: folder)
    let opened = try HistoryCommandTests.run(
      executable, ["--headless", "--history", path, "--open", "history:2"])
    #expect(opened.status == 0, "\(opened)")
    let lines = opened.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("History") == true, "\(opened.stdout)")
    #expect(lines.first?.hasSuffix("3 saved") == true)
    #expect(lines.count > 3 && lines[3].hasPrefix("  ▸ ") && lines[3].hasSuffix("  3;4"))
    let restored = try await BinaryTests.runWithoutBlocking(
      "/usr/bin/env",
      [
        "TZ=UTC", BinaryTests.binaries.appendingPathComponent(executable).path, "--headless",
        "--history", path, "--open", "history:2",
      ],
      input: "\r")
    #expect(restored.status == 0, "\(restored)")
    #expect(restored.stdout.hasPrefix("Calculator"))
    #expect(restored.stdout.contains("\nSeparators    ;\nNumbers     ▸ 3;4\n"))
  }

  @Test(arguments: [
    ["--headless", "--open", "history:2"],
    ["--headless", "--open", "history:9", "--size", "60x10"],
    ["--headless", "--open", "breakdown", "--numbers", "1,x,3"],
    ["--headless", "--open", "presets", "--separators", ";"],
  ])
  func everyBinaryShowsTheSameOpenedScreens(arguments: [String]) async throws {
    let folder = try TemporaryFolder()
    let path = try await Self.makeThreeEntries(in: folder)
    for input in ["", "\r", "\u{1B}[B\r", "\u{1B}"] {
      try await expectSameOutput(["--history", path] + arguments, input: input)
    }
  }
}
