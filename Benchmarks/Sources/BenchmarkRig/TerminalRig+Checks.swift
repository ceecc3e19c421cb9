import CalculatorHistory
import CalculatorModel
import TerminalUI

/// A benchmark whose keys do not do what it claims would measure nothing and say nothing, so
/// each rig is checked once, before measurement, to do its work and return to its start.
extension TerminalRig {
  /// A rig on `calculator` (by default the 100-character input) whose `typing` appends one
  /// character to Numbers and whose `undo` removes it.
  public static func checked(
    _ app: BenchmarkedApp, calculator: Calculator = BenchmarkInput.calculator,
    size: Size = TerminalRig.size, write: (([UInt8]) -> Void)? = nil,
    typing: (TerminalRig) -> Void, undo: (TerminalRig) -> Void
  ) throws -> TerminalRig {
    let rig = TerminalRig(app, calculator: calculator, size: size, write: write)
    rig.render()
    let start = calculator.numbers
    typing(rig)
    try rig.expect(numbers: start + "7", after: "typing 7")
    undo(rig)
    try rig.expect(numbers: start, after: "Backspace")
    return rig
  }

  /// A rig on the 100-character input whose window goes from 80×24 to 80×5 (the Calculator's
  /// compact view, SPEC: Compact Calculator) and back, each with its frame, keeping the model.
  public static func checkedSizeClassSwap(
    _ app: BenchmarkedApp, write: (([UInt8]) -> Void)? = nil
  ) throws -> TerminalRig {
    let rig = TerminalRig(app, calculator: BenchmarkInput.calculator, write: write)
    rig.render()
    rig.driver.resize(to: TerminalRig.compactSize)
    let compact = rig.app.window.render().cells.lines
    try rig.expect(
      compact.first?.hasPrefix("Sep ") == true,
      "80×5 does not show the compact view: \(compact.first ?? "")")
    rig.driver.resize(to: TerminalRig.size)
    let full = rig.app.window.render().cells.lines
    try rig.expect(
      full.first?.hasPrefix("Calculator") == true,
      "80×24 does not show the full view again: \(full.first ?? "")")
    try rig.expect(
      rig.app.calculator == BenchmarkInput.calculator,
      "the swap changed the model to \(rig.app.calculator)")
    return rig
  }

  /// A rig on the 100-character input whose round trip visits both screens and comes back to
  /// the Calculator screen with the same separators.
  public static func checkedRoundTrip(
    _ app: BenchmarkedApp, write: (([UInt8]) -> Void)? = nil
  ) throws -> TerminalRig {
    let rig = TerminalRig(app, calculator: BenchmarkInput.calculator, write: write)
    rig.render()
    let calculatorScreen = rig.activeScreen
    rig.send(KeyBytes.enter)
    try rig.expect(calculatorScreen != rig.activeScreen, "Enter did not push Breakdown")
    rig.sendEscape()
    try rig.expect(calculatorScreen == rig.activeScreen, "Esc did not pop Breakdown")
    rig.send(KeyBytes.controlP)
    try rig.expect(calculatorScreen != rig.activeScreen, "Ctrl-P did not push Presets")
    rig.send(KeyBytes.enter)
    try rig.expect(calculatorScreen == rig.activeScreen, "Enter did not pop Presets")
    try rig.expect(
      rig.app.calculator == BenchmarkInput.calculator,
      "the round trip changed the model to \(rig.app.calculator)")
    return rig
  }

  /// A rig on an empty Numbers field that takes the 1 MiB paste whole and Ctrl-U empties.
  public static func checkedPaste(
    _ app: BenchmarkedApp, write: (([UInt8]) -> Void)? = nil
  ) throws -> TerminalRig {
    let rig = TerminalRig(app, calculator: Calculator(), write: write)
    rig.render()
    rig.send(BenchmarkInput.pasteOneMiB)
    let pasted = rig.app.calculator.numbers.utf8.count
    try rig.expect(
      pasted == BenchmarkInput.oneMiB.utf8.count,
      "the paste left \(pasted) bytes in Numbers, expected \(BenchmarkInput.oneMiB.utf8.count)")
    rig.send(KeyBytes.controlU)
    try rig.expect(numbers: "", after: "Ctrl-U")
    return rig
  }

  /// A rig on the 100-character input whose Ctrl-S saves it in an in-memory store (the same
  /// entry again on every save after the first, so the store does not grow) and reads the
  /// saved count again, and whose `clearSaveNote()` edits and undoes, which takes the `saved`
  /// note off the status line. The count read at launch is done before it is returned.
  public static func checkedSave(
    _ app: BenchmarkedApp, write: (([UInt8]) -> Void)? = nil
  ) async throws -> TerminalRig {
    let store = InMemoryHistoryStore()
    let rig = TerminalRig(
      app, calculator: BenchmarkInput.calculator, history: store, write: write)
    rig.render()
    await rig.settle()
    try rig.expect(rig.activity.started == 1, "launch made \(rig.activity.started) store calls")
    await rig.sendAndSettle(KeyBytes.controlS)
    let saved = try await store.newest(limit: 2).map(\.calculator)
    try rig.expect(saved == [BenchmarkInput.calculator], "Ctrl-S saved \(saved)")
    let calls = rig.activity.started - 1
    try rig.expect(calls == 2, "Ctrl-S made \(calls) store calls, not the save and the count")
    rig.clearSaveNote()
    try rig.expect(numbers: BenchmarkInput.calculator.numbers, after: "an edit and its undo")
    return rig
  }

  /// An edit and its undo: the Calculator screen as before, without the save's note.
  public func clearSaveNote() {
    send(KeyBytes.digit)
    send(KeyBytes.backspace)
  }

  /// A rig whose Ctrl-R opens History on `history` (asking the store for the newest page) and
  /// whose Esc comes back to the Calculator screen; the count read at launch is done first.
  public static func checkedHistory(
    _ app: BenchmarkedApp, history: some HistoryStore, write: (([UInt8]) -> Void)? = nil
  ) async throws -> TerminalRig {
    let rig = TerminalRig(
      app, calculator: BenchmarkInput.calculator, history: history, write: write)
    rig.render()
    await rig.settle()
    let calculatorScreen = rig.activeScreen
    await rig.sendAndSettle(KeyBytes.controlR)
    try rig.expect(calculatorScreen != rig.activeScreen, "Ctrl-R did not push History")
    try rig.expect(rig.activity.started >= 1, "History did not ask the store for entries")
    rig.sendEscape()
    try rig.expect(calculatorScreen == rig.activeScreen, "Esc did not pop History")
    return rig
  }

  /// History open on `history`, its rows loaded; checked: Right pushes the Breakdown of the
  /// selected entry and Esc comes back to the same History screen, showing what it showed,
  /// without asking the store again.
  public static func checkedSavedBreakdown(
    _ app: BenchmarkedApp, history: some HistoryStore, write: (([UInt8]) -> Void)? = nil
  ) async throws -> TerminalRig {
    let rig = TerminalRig(
      app, calculator: BenchmarkInput.calculator, history: history, write: write)
    rig.render()
    await rig.settle()
    await rig.sendAndSettle(KeyBytes.controlR)
    let historyScreen = rig.activeScreen
    let shown = rig.app.window.render().cells.lines
    let asked = rig.activity.started
    rig.send(KeyBytes.right)
    let breakdown = rig.app.window.render().cells.lines
    try rig.expect(
      historyScreen != rig.activeScreen && breakdown.first == "Breakdown",
      "Right did not push the Breakdown: \(breakdown)")
    rig.sendEscape()
    try rig.expect(historyScreen == rig.activeScreen, "Esc did not come back to History")
    let back = rig.app.window.render().cells.lines
    try rig.expect(back == shown, "History is not as it was: \(back)")
    try rig.expect(rig.activity.started == asked, "going back asked the store again")
    return rig
  }

  /// History open on `history`, its rows the answer to an empty query; checked: the query
  /// `SearchFile…` types (`searchQuery`) asks the store and shows its three matches, and
  /// Ctrl-U, which empties the query, lists every entry again.
  public static func checkedSearch(
    _ app: BenchmarkedApp, history: some HistoryStore, size: Size = TerminalRig.size,
    write: (([UInt8]) -> Void)? = nil
  ) async throws -> TerminalRig {
    let rig = TerminalRig(
      app, calculator: BenchmarkInput.calculator, history: history, size: size, write: write)
    rig.render()
    await rig.settle()
    let calculatorScreen = rig.activeScreen
    await rig.sendAndSettle(KeyBytes.controlR)
    try rig.expect(calculatorScreen != rig.activeScreen, "Ctrl-R did not push History")
    let asked = rig.activity.started
    await rig.sendAndSettle(searchQuery)
    try rig.expect(rig.activity.started > asked, "the query did not ask the store")
    let found = rig.app.window.render().cells.lines
    try rig.expect(found.contains("3 matches"), "the query did not show 3 matches: \(found)")
    await rig.sendAndSettle(KeyBytes.controlU)
    let all = rig.app.window.render().cells.lines
    try rig.expect(!all.contains("3 matches"), "Ctrl-U did not list every entry again: \(all)")
    return rig
  }

  /// The three characters `SearchFile…` types into History's query, in one read: they match
  /// the three entries `BenchmarkInput.searchable` adds to a history, whatever its size.
  public static let searchQuery = Array(",y,".utf8)

  /// The round trip of `RoundTrip.<app>`: Enter, Esc, Ctrl-P, Enter, a frame after each.
  public func roundTrip() {
    send(KeyBytes.enter)
    sendEscape()
    send(KeyBytes.controlP)
    send(KeyBytes.enter)
  }

  private func expect(numbers: String, after step: String) throws {
    let actual = app.calculator.numbers
    try expect(actual == numbers, "after \(step) Numbers is \"\(actual)\", expected \"\(numbers)\"")
  }

  private func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    guard condition else { throw RigCheckFailed(description: message()) }
  }
}

/// A rig did not do what its benchmark claims; the message says what happened instead.
public struct RigCheckFailed: Error, CustomStringConvertible {
  public let description: String

  public init(description: String) { self.description = description }
}
