import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import TestRecording
import Testing

@testable import MVP

/// Spy views for the presenter tests: each writes every call to a `Recorder`, one line per
/// output, in order. Tests take the lines and compare the whole list, and a spy with lines no
/// test took fails the test that made it (exhaustive).
///
/// No TerminalUI here: a presenter is tested without any view toolkit, which is the seam MVP
/// buys.
@MainActor
final class CalculatorViewSpy: CalculatorViewing {
  let calls: Recorder
  /// The presenters handed over with the last navigation calls, to test them next.
  private(set) var breakdownPresenter: BreakdownPresenter?
  private(set) var presetsPresenter: PresetsPresenter?
  private(set) var historyPresenter: HistoryPresenter?

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
  func dismissPresets() { calls.record("dismiss presets") }
  func dismissHistory() { calls.record("dismiss history") }
  func close() { calls.record("close") }

  func showBreakdown(_ presenter: BreakdownPresenter) {
    calls.record("show breakdown")
    breakdownPresenter = presenter
  }

  func showPresets(_ presenter: PresetsPresenter) {
    calls.record("show presets")
    presetsPresenter = presenter
  }

  func showHistory(_ presenter: HistoryPresenter) {
    calls.record("show history")
    historyPresenter = presenter
  }
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

  func dismiss() { calls.record("dismiss") }
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

/// Records what a Presets presenter reports to the presenter that opened it.
@MainActor
final class PresetsDelegateSpy: PresetsPresenterDelegate {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func take() -> [String] { calls.take() }

  func presetsPresenter(_ presenter: PresetsPresenter, didChoose separators: String) {
    calls.record("chose \(separators)")
  }

  func presetsPresenterDidCancel(_ presenter: PresetsPresenter) {
    calls.record("cancelled")
  }
}

@MainActor
final class HistoryViewSpy: HistoryViewing {
  let calls: Recorder
  /// The presenter handed over with the last `showBreakdown(_:)`, to test it next.
  private(set) var breakdownPresenter: BreakdownPresenter?

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func take() -> [String] { calls.take() }

  func show(message: String?) { calls.record("message", message as Any) }
  func show(footer: String?) { calls.record("footer", footer as Any) }
  func show(savedCount: String?) { calls.record("saved count", savedCount as Any) }
  func select(row: Int) { calls.record("select row \(row)") }

  func showBreakdown(_ presenter: BreakdownPresenter) {
    calls.record("show breakdown")
    breakdownPresenter = presenter
  }

  /// One line per row, `row savedAt  sum  numbers`, or `no rows`.
  func show(rows: [HistoryText.Row]) {
    if rows.isEmpty { calls.record("no rows") }
    for row in rows { calls.record("row \(row.savedAt)  \(row.sum)  \(row.numbers)") }
  }
}

/// Records what a History presenter reports to the presenter that opened it.
@MainActor
final class HistoryDelegateSpy: HistoryPresenterDelegate {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func take() -> [String] { calls.take() }

  func historyPresenter(_ presenter: HistoryPresenter, didRestore calculator: Calculator) {
    calls.record("restore \(calculator.separators) \(calculator.numbers)")
  }

  func historyPresenterDidCancel(_ presenter: HistoryPresenter) {
    calls.record("cancelled")
  }

  func historyDidDelete(_ entry: HistoryEntry) {
    calls.record("deleted \(entry.id)")
  }
}
