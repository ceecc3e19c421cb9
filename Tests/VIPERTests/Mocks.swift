import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import TestRecording
import Testing

@testable import VIPER

// Mocks per role, each the other side of one VIPER protocol. Every mock writes each call it
// gets to the one `Recorder` it is handed, as `role: call`, so a test that shares a recorder
// between a presenter's view, interactor and router sees every output in order, and fails if
// one happened that it did not check (exhaustive). No TerminalUI: presenters and interactors
// are tested without any view toolkit.

/// `3/2/1`: a tally's sum, numbers and ignored count.
func line(_ tally: Tally) -> String { "\(tally.sum)/\(tally.numberCount)/\(tally.ignoredCount)" }

// MARK: Calculator module

@MainActor
final class CalculatorViewMock: CalculatorViewProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }

  func show(separators: String) { calls.record("view: separators \(separators)") }
  func show(numbers: String) { calls.record("view: numbers \(numbers)") }
  func show(sum: String, status: String) { calls.record("view: sum \(sum) · \(status)") }
  func show(savedCount: String?) { calls.record("view: saved count", savedCount as Any) }
  func focusNumbers() { calls.record("view: focus numbers") }
  func focusSeparatorsAtEnd() { calls.record("view: focus separators at end") }
  func focusNumbersAtEnd() { calls.record("view: focus numbers at end") }
}

/// The presenter a Calculator view test gives the real view, to see which events reach it.
@MainActor
final class CalculatorPresenterMock: CalculatorPresenterProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }

  func viewDidLoad() { calls.record("presenter: view did load") }
  func separatorsChanged(_ text: String) { calls.record("presenter: separators \(text)") }
  func numbersChanged(_ text: String) { calls.record("presenter: numbers \(text)") }
  func breakdownRequested() { calls.record("presenter: breakdown") }
  func presetsRequested() { calls.record("presenter: presets") }
  func saveRequested() { calls.record("presenter: save") }
  func historyRequested() { calls.record("presenter: history") }
  func quitRequested() { calls.record("presenter: quit") }
  func viewDidDisappear() { calls.record("presenter: view did disappear") }
  func undoRequested() { calls.record("presenter: undo") }
  func redoRequested() { calls.record("presenter: redo") }
}

@MainActor
final class CalculatorInteractorMock: CalculatorInteractorInputProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }

  func loadCalculation() { calls.record("interactor: load") }
  func updateSeparators(_ text: String) { calls.record("interactor: update separators \(text)") }
  func updateNumbers(_ text: String) { calls.record("interactor: update numbers \(text)") }
  func fetchBreakdown() { calls.record("interactor: fetch breakdown") }
  func fetchSeparators() { calls.record("interactor: fetch separators") }
  func applyPreset(separators: String) { calls.record("interactor: apply preset \(separators)") }
  func saveCalculation() { calls.record("interactor: save") }
  func loadSavedCount() { calls.record("interactor: load saved count") }
  func undo() { calls.record("interactor: undo") }
  func redo() { calls.record("interactor: redo") }
  func restore(_ entry: HistoryEntry) {
    calls.record("interactor: restore \(entry.separators) \(entry.numbers)")
  }
}

@MainActor
final class CalculatorRouterMock: CalculatorRouterProtocol {
  let calls: Recorder
  /// What the last navigation calls were handed, to test it next.
  private(set) var breakdown: Breakdown?
  private(set) weak var presetsOutput: (any PresetsModuleOutput)?
  private(set) weak var historyOutput: (any HistoryModuleOutput)?
  /// The History module's input it returns, on the same recorder.
  let historyModule: HistoryModuleInputMock
  init(_ calls: Recorder) {
    self.calls = calls
    historyModule = HistoryModuleInputMock(calls)
  }

  func showBreakdown(_ breakdown: Breakdown) {
    calls.record("router: show breakdown")
    self.breakdown = breakdown
  }

  func showPresets(currentSeparators: String, output: any PresetsModuleOutput) {
    calls.record("router: show presets \(currentSeparators)")
    presetsOutput = output
  }

  func showHistory(savedCount: Int?, output: any HistoryModuleOutput) -> any HistoryModuleInput {
    calls.record("router: show history", savedCount as Any)
    historyOutput = output
    return historyModule
  }

  func showHistory(
    savedCount: Int?, selecting id: HistoryEntry.ID, output: any HistoryModuleOutput
  ) -> any HistoryModuleInput {
    calls.record("router: show history selecting \(id), saved count", savedCount as Any)
    historyOutput = output
    return historyModule
  }

  func quit() { calls.record("router: quit") }
}

@MainActor
final class CalculatorInteractorOutputMock: CalculatorInteractorOutputProtocol {
  let calls: Recorder
  private(set) var breakdown: Breakdown?
  init(_ calls: Recorder) { self.calls = calls }

  func didLoadCalculation(separators: String, numbers: String, tally: Tally) {
    calls.record("output: loaded \(separators)|\(numbers)|\(line(tally))")
  }
  func didUpdateResult(_ tally: Tally) { calls.record("output: result \(line(tally))") }
  func didApplyPreset(separators: String, tally: Tally) {
    calls.record("output: preset \(separators)|\(line(tally))")
  }
  func didFetchSeparators(_ separators: String) { calls.record("output: separators \(separators)") }
  func didSaveCalculation() { calls.record("output: saved") }
  func didFailToSaveCalculation(_ error: any Error) {
    calls.record("output: not saved \(HistoryText.reason(error))")
  }
  func didLoadSavedCount(_ count: Int?) { calls.record("output: saved count", count as Any) }
  func didFetchBreakdown(_ breakdown: Breakdown) {
    calls.record("output: breakdown")
    self.breakdown = breakdown
  }
  /// `step ;|kept|numbers|11/2/0`: the texts written (`kept` for one unchanged), the field
  /// focused and the result.
  func didUndoOrRedo(separators: String?, numbers: String?, field: CalculatorField, tally: Tally) {
    calls.record(
      "output: step \(separators ?? "kept")|\(numbers ?? "kept")|\(field)|\(line(tally))")
  }
}

// MARK: Breakdown module

@MainActor
final class BreakdownViewMock: BreakdownViewProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }

  /// One line per row, `row fragment|value|total`, then the footer.
  func show(rows: [(fragment: String, value: String, total: String)], footer: String) {
    for row in rows { calls.record("view: row \(row.fragment)|\(row.value)|\(row.total)") }
    calls.record("view: footer \(footer)")
  }
}

@MainActor
final class BreakdownInteractorMock: BreakdownInteractorInputProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }
  func fetchBreakdown() { calls.record("interactor: fetch breakdown") }
}

@MainActor
final class BreakdownInteractorOutputMock: BreakdownInteractorOutputProtocol {
  let calls: Recorder
  private(set) var breakdown: Breakdown?
  init(_ calls: Recorder) { self.calls = calls }

  func didFetchBreakdown(_ breakdown: Breakdown) {
    calls.record("output: breakdown")
    self.breakdown = breakdown
  }
}

/// The router of a module that can only go back (Breakdown, Presets).
@MainActor
final class DismissingRouterMock: BreakdownRouterProtocol, PresetsRouterProtocol {
  let calls: Recorder
  let name: String
  init(_ calls: Recorder, name: String = "router") {
    self.calls = calls
    self.name = name
  }
  func dismiss() { calls.record("\(name): dismiss") }
}

// MARK: Presets module

@MainActor
final class PresetsViewMock: PresetsViewProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }

  /// One line per preset, `preset separators=name`, then the selected row.
  func show(rows: [(separators: String, name: String)], selectedIndex: Int) {
    for row in rows { calls.record("view: preset \(row.separators)=\(row.name)") }
    calls.record("view: selected \(selectedIndex)")
  }

  /// The lines of the six presets of the Presets screen, in order.
  static let allPresets = [
    "view: preset ,=comma", "view: preset ;=semicolon", "view: preset  =space",
    "view: preset |=pipe", "view: preset ,;=comma or semicolon",
    "view: preset ,\n=comma or new line",
  ]
}

@MainActor
final class PresetsInteractorMock: PresetsInteractorInputProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }
  func fetchPresets() { calls.record("interactor: fetch presets") }
  func choosePreset(at index: Int) { calls.record("interactor: choose \(index)") }
}

@MainActor
final class PresetsInteractorOutputMock: PresetsInteractorOutputProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }

  /// `6 presets, selected 3`: how many presets, and the selected row.
  func didFetchPresets(_ presets: [SeparatorPreset], selectedIndex: Int) {
    calls.record("output: \(presets.count) presets, selected \(selectedIndex)")
  }
  func didChoosePreset(separators: String) { calls.record("output: chose \(separators)") }
}

@MainActor
final class PresetsModuleOutputMock: PresetsModuleOutput {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }
  func presetsModule(didChoose separators: String) {
    calls.record("module output: chose \(separators)")
  }
}

// MARK: History module

@MainActor
final class HistoryViewMock: HistoryViewProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }

  func show(message: String?) { calls.record("view: message", message as Any) }
  func show(footer: String?) { calls.record("view: footer", footer as Any) }
  func show(savedCount: String?) { calls.record("view: saved count", savedCount as Any) }
  func select(row: Int) { calls.record("view: select row \(row)") }

  /// One line per row, `row savedAt  sum  numbers`, or `no rows`.
  func show(rows: [HistoryText.Row]) {
    if rows.isEmpty { calls.record("view: no rows") }
    for row in rows { calls.record("view: row \(row.savedAt)  \(row.sum)  \(row.numbers)") }
  }
}

@MainActor
final class HistoryInteractorMock: HistoryInteractorInputProtocol {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }
  func loadHistory(limit: Int) { calls.record("interactor: load \(limit)") }
  /// `search "12" 1000 after 0.15 seconds`: the query, the limit and the pause.
  func searchHistory(_ query: String, limit: Int, after delay: Duration) {
    calls.record("interactor: search \"\(query)\" \(limit) after \(delay)")
  }
  func cancelLoading() { calls.record("interactor: cancel loading") }
  func chooseEntry(at index: Int) { calls.record("interactor: choose \(index)") }
  func fetchBreakdown(at index: Int) { calls.record("interactor: fetch breakdown \(index)") }
  func deleteEntry(at index: Int) { calls.record("interactor: delete \(index)") }
}

@MainActor
final class HistoryInteractorOutputMock: HistoryInteractorOutputProtocol {
  let calls: Recorder
  private(set) var page: HistoryPage?
  private(set) var breakdown: Breakdown?
  init(_ calls: Recorder) { self.calls = calls }

  /// `loaded 2 of 5`: the page's entries and the total.
  func didLoadHistory(_ page: HistoryPage) {
    calls.record("output: loaded \(page.entries.count) of \(page.total)")
    self.page = page
  }
  func didFailToLoadHistory(_ error: any Error) {
    calls.record("output: load failed \(HistoryText.reason(error))")
  }
  /// `found 2 of 5 for "1"`: the page's entries, the total and the query.
  func didSearchHistory(_ page: HistoryPage, query: String) {
    calls.record("output: found \(page.entries.count) of \(page.total) for \"\(query)\"")
    self.page = page
  }
  func didFailToSearchHistory(_ error: any Error) {
    calls.record("output: search failed \(HistoryText.reason(error))")
  }
  func didDeleteEntry(leaving page: HistoryPage) {
    calls.record("output: deleted, leaving \(page.entries.map(\.id))")
    self.page = page
  }
  func didFailToDeleteEntry(_ error: any Error) {
    calls.record("output: delete failed \(HistoryText.reason(error))")
  }
  func didChooseEntry(_ entry: HistoryEntry) { calls.record("output: chose entry \(entry.id)") }
  func didFetchBreakdown(_ breakdown: Breakdown) {
    calls.record("output: breakdown")
    self.breakdown = breakdown
  }
}

/// The History module's router: shows a Breakdown or goes back.
@MainActor
final class HistoryRouterMock: HistoryRouterProtocol {
  let calls: Recorder
  /// The breakdown the last `showBreakdown(_:)` was handed, to test it next.
  private(set) var breakdown: Breakdown?
  init(_ calls: Recorder) { self.calls = calls }

  func showBreakdown(_ breakdown: Breakdown) {
    calls.record("router: show breakdown")
    self.breakdown = breakdown
  }
  func dismiss() { calls.record("router: dismiss") }
}

@MainActor
final class HistoryModuleOutputMock: HistoryModuleOutput {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }
  func historyModule(didRestore entry: HistoryEntry) {
    calls.record("module output: restore \(entry.separators) \(entry.numbers)")
  }
  func historyModuleDidDeleteEntry() { calls.record("module output: deleted") }
}

@MainActor
final class HistoryModuleInputMock: HistoryModuleInput {
  let calls: Recorder
  init(_ calls: Recorder) { self.calls = calls }
  func updateSavedCount(_ count: Int?) { calls.record("history module: saved count", count as Any) }
}
