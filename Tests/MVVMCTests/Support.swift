import Bindings
import CalculatorHistory
import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

/// A recorder bound to every output of a Calculator view model, as its view binds them.
@MainActor
func recordOutputs(
  of viewModel: CalculatorViewModel, sourceLocation: SourceLocation = #_sourceLocation
) -> Recorder {
  let recorder = Recorder(sourceLocation: sourceLocation)
  recorder.record("separators", viewModel.separatorsText)
  recorder.record("numbers", viewModel.numbersText)
  recorder.record("sum", viewModel.sumText)
  recorder.record("status", viewModel.statusText)
  recorder.record("focus", viewModel.focusedField)
  return recorder
}

/// A recorder bound to the History view model's state and footer, as its view binds them: one
/// line per state, `loading …`, `failed …`, or `loaded [row; row] message …` with each row as
/// `saved-at sum numbers`, and one per footer, `footer …`.
@MainActor
func recordOutputs(
  of viewModel: HistoryViewModel, sourceLocation: SourceLocation = #_sourceLocation
) -> Recorder {
  let recorder = Recorder(sourceLocation: sourceLocation)
  viewModel.state.observe(on: recorder) { [weak recorder] state in
    recorder?.record(line(of: state))
  }
  recorder.record("footer", viewModel.footer)
  return recorder
}

/// A recorder bound to the saved count's box, which both screens' view models share, as each
/// view binds it (`savedCount nil`, `savedCount 3`).
@MainActor
func recordSavedCount(
  of box: Observable<Int?>, sourceLocation: SourceLocation = #_sourceLocation
) -> Recorder {
  let recorder = Recorder(sourceLocation: sourceLocation)
  recorder.record("savedCount", box)
  return recorder
}

/// A History state as `recordOutputs(of:)` writes it.
func line(of state: HistoryViewModel.State) -> String {
  switch state {
  case .loading(let message): "loading \(message)"
  case .failed(let message): "failed \(message)"
  case .loaded(let rows, let message):
    "loaded [\(rows.map { "\($0.savedAt) \($0.sum) \($0.numbers)" }.joined(separator: "; "))]"
      + " message \(message ?? "nil")"
  }
}

/// Writes every request a view model makes of its coordinator to a `Recorder`, one line each.
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
  func showHistory(savedCount: Observable<Int?>) { calls.record("show history") }
  func quit() { calls.record("quit") }
  func closeBreakdown() { calls.record("close breakdown") }
  func presetChosen(_ separators: String) { calls.record("preset chosen \(separators)") }
  func presetsCancelled() { calls.record("presets cancelled") }
  func historyEntryChosen(_ entry: HistoryEntry) { calls.record("history entry \(entry.id)") }
  func historyClosed() { calls.record("history closed") }
}

/// The controllable store, except that a search whose task is cancelled while it waits still
/// answers, with `lateAnswer`: a store that finishes a query it was asked to stop, whose answer
/// the caller itself must drop. The other calls are the controllable store's.
struct LateAnsweringStore: HistoryStore {
  let base: ControllableHistoryStore
  let lateAnswer: HistoryPage

  nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry {
    try await base.save(calculator)
  }

  nonisolated(nonsending) func newest(limit: Int) async throws -> [HistoryEntry] {
    try await base.newest(limit: limit)
  }

  nonisolated(nonsending) func count() async throws -> Int {
    try await base.count()
  }

  nonisolated(nonsending) func search(_ text: String, limit: Int) async throws -> HistoryPage {
    do {
      return try await base.search(text, limit: limit)
    } catch is CancellationError {
      return lateAnswer
    }
  }

  nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws {
    try await base.delete(id: id)
  }
}

extension Array {
  /// The single element, or nil when there are none or several.
  var only: Element? { count == 1 ? first : nil }
}
