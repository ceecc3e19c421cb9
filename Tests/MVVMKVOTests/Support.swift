import KeyValueObserving
import TestRecording
import Testing

@testable import MVVMKVO

/// What a view model's test observes it with: a recorder, and the observations that write to
/// it, held here as a view holds them (they end with this object).
@MainActor
final class OutputRecorder {
  let recorder: Recorder
  fileprivate var observations: [KeyValueObservation] = []

  init(sourceLocation: SourceLocation) {
    recorder = Recorder(sourceLocation: sourceLocation)
  }

  /// The lines since the last call, which now count as checked.
  func take() -> [String] { recorder.take() }

  /// A closure that writes each value it is called with as `name value`: set it as a plain
  /// output closure (`viewModel.onRoute = outputs.callback("route")`).
  func callback<Value>(_ name: String) -> @MainActor (Value) -> Void {
    recorder.callback(name)
  }

  /// Writes every value of `object`'s `@Observed` property at `keyPath`, from its current one
  /// on, as `name value`: observed as the view observes it, with `.initial` and `.new`.
  fileprivate func record<Object: KeyValueObservingObject, Value>(
    _ name: String, _ object: Object, _ keyPath: KeyPath<Object, Value>,
    line: @escaping @MainActor (Value) -> String = { Recorder.describe($0) }
  ) {
    observations.append(
      object.observe(keyPath, options: [.initial, .new]) { [weak recorder] _, change in
        recorder?.record("\(name) \(change.newValue.map(line) ?? "nil")")
      })
  }
}

/// A recorder observing every output of a Calculator view model, as its view observes them,
/// its routes included.
@MainActor
func recordOutputs(
  of viewModel: CalculatorViewModel, sourceLocation: SourceLocation = #_sourceLocation
) -> OutputRecorder {
  let outputs = OutputRecorder(sourceLocation: sourceLocation)
  outputs.record("separators", viewModel, \.separatorsText)
  outputs.record("numbers", viewModel, \.numbersText)
  outputs.record("sum", viewModel, \.sumText)
  outputs.record("status", viewModel, \.statusText)
  outputs.record("focus", viewModel, \.focusedField)
  viewModel.onRoute = outputs.recorder.callback("route")
  return outputs
}

/// A recorder observing the History view model's state and footer, one line each time either
/// is set as the view applies it (`state loaded […] message nil`, `footer 2 matches`), and its
/// completion.
@MainActor
func recordOutputs(
  of viewModel: HistoryViewModel, sourceLocation: SourceLocation = #_sourceLocation
) -> OutputRecorder {
  let outputs = OutputRecorder(sourceLocation: sourceLocation)
  outputs.record("state", viewModel, \.state, line: line)
  outputs.record("footer", viewModel, \.footer)
  viewModel.onCompletion = outputs.recorder.callback("completion")
  return outputs
}

/// A recorder observing the row the History view model selects once loaded, as its view
/// observes it (`selected nil`, then `selected 1` for a screen opened at an entry).
@MainActor
func recordSelectedRow(
  of viewModel: HistoryViewModel, sourceLocation: SourceLocation = #_sourceLocation
) -> OutputRecorder {
  let outputs = OutputRecorder(sourceLocation: sourceLocation)
  outputs.record("selected", viewModel, \.selectedRow)
  return outputs
}

/// A recorder observing the saved count, which both screens' view models share, as each view
/// observes it (`savedCount nil`, `savedCount 3`).
@MainActor
func recordSavedCount(
  of savedCount: SavedCount, sourceLocation: SourceLocation = #_sourceLocation
) -> OutputRecorder {
  let outputs = OutputRecorder(sourceLocation: sourceLocation)
  outputs.record("savedCount", savedCount, \.value)
  return outputs
}

/// `loading Loading…`, `failed History unavailable: …`, or
/// `loaded [2026-11-25 14:03 | 6 | 1,2,x,3] message nil`.
@MainActor
private func line(_ state: HistoryViewModel.State) -> String {
  switch state {
  case .loading(let message): "loading \(message)"
  case .failed(let message): "failed \(message)"
  case .loaded(let rows, let message):
    "loaded \(rows.map { "\($0.savedAt) | \($0.sum) | \($0.numbers)" }) "
      + "message \(Recorder.describe(message as Any))"
  }
}
