import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import TerminalUI
import TestRecording
import Testing

@testable import MVPC

/// Spy views for the presenter tests: each writes every call to a `Recorder`, one line per
/// output, in order. Tests take the lines and compare the whole list, and a spy with lines no
/// test took fails the test that made it (exhaustive). They need no view toolkit: MVP's seam.
@MainActor
final class CalculatorViewSpy: CalculatorViewing {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func take() -> [String] { calls.take() }

  func show(separators: String) { calls.record("separators \(separators)") }
  func show(numbers: String) { calls.record("numbers \(numbers)") }
  func show(sum: String, status: String) { calls.record("sum \(sum) · \(status)") }
  func show(savedCount: String?) { calls.record("saved count", savedCount as Any) }
  func focusNumbers() { calls.record("focus numbers") }
  func focusSeparatorsAtEnd() { calls.record("focus separators at end") }
  func focusNumbersAtEnd() { calls.record("focus numbers at end") }
}

@MainActor
final class BreakdownViewSpy: BreakdownViewing {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func take() -> [String] { calls.take() }

  /// One line per row, `row fragment|value|total`, then the footer.
  func show(rows: [(fragment: String, value: String, total: String)], footer: String) {
    for row in rows { calls.record("row \(row.fragment)|\(row.value)|\(row.total)") }
    calls.record("footer \(footer)")
  }
}

@MainActor
final class PresetsViewSpy: PresetsViewing {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func take() -> [String] { calls.take() }

  /// One line per preset, `preset separators=name`, then the selected row.
  func show(rows: [(separators: String, name: String)], selectedIndex: Int) {
    for preset in rows { calls.record("preset \(preset.separators)=\(preset.name)") }
    calls.record("selected \(selectedIndex)")
  }

  /// The lines of the six presets of the Presets screen, in order.
  static let allPresets = [
    "preset ,=comma", "preset ;=semicolon", "preset  =space", "preset |=pipe",
    "preset ,;=comma or semicolon", "preset ,\n=comma or new line",
  ]
}

@MainActor
final class HistoryViewSpy: HistoryViewing {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func take() -> [String] { calls.take() }

  func show(message: String?) { calls.record("message", message as Any) }
  func show(footer: String?) { calls.record("footer", footer as Any) }
  func show(savedCount: String?) { calls.record("saved count", savedCount as Any) }
  func select(row: Int) { calls.record("select row \(row)") }

  /// One line per row, `row savedAt  sum  numbers`, or `no rows`.
  func show(rows: [HistoryText.Row]) {
    if rows.isEmpty { calls.record("no rows") }
    for row in rows { calls.record("row \(row.savedAt)  \(row.sum)  \(row.numbers)") }
  }
}

/// Writes every request a presenter makes of its coordinator to a `Recorder`, one line each.
@MainActor
final class CoordinatorSpy:
  CalculatorCoordinating, BreakdownCoordinating, PresetsCoordinating, HistoryCoordinating
{
  let calls: Recorder
  /// The breakdown handed over with the last `showBreakdown`, to compare as a whole.
  private(set) var breakdown: Breakdown?

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func take() -> [String] { calls.take() }

  func showBreakdown(_ breakdown: Breakdown) {
    calls.record("show breakdown")
    self.breakdown = breakdown
  }

  func showPresets(current separators: String) { calls.record("show presets \(separators)") }
  func showHistory(savedCount: Int?) { calls.record("show history", savedCount as Any) }
  func showHistory(savedCount: Int?, selecting id: HistoryEntry.ID?) {
    calls.record(
      "show history selecting \(id.map(String.init) ?? "nil"), saved count", savedCount as Any)
  }
  func savedCountChanged(_ count: Int?) { calls.record("saved count", count as Any) }
  func quit() { calls.record("quit") }
  func closeBreakdown() { calls.record("close breakdown") }
  func presetChosen(_ separators: String) { calls.record("preset chosen \(separators)") }
  func presetsCancelled() { calls.record("presets cancelled") }
  func historyEntryChosen(_ entry: HistoryEntry) { calls.record("history entry \(entry.id)") }
  func historyClosed() { calls.record("history closed") }
  func historyEntryDeleted() { calls.record("history entry deleted") }
}

extension Array {
  /// The single element, or nil when there are none or several.
  var only: Element? { count == 1 ? first : nil }
}
