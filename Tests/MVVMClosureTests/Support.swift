import Bindings
import TestRecording
import Testing

@testable import MVVMClosure

/// A recorder bound to every output of a Calculator view model, as its view binds them, its
/// routes included.
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
  viewModel.onRoute = recorder.callback("route")
  return recorder
}

/// A recorder bound to the History view model's state and footer boxes, one line each time
/// either fires as the view applies it (`state loaded […] message nil`, `footer 2 matches`),
/// and to its completion.
@MainActor
func recordOutputs(
  of viewModel: HistoryViewModel, sourceLocation: SourceLocation = #_sourceLocation
) -> Recorder {
  let recorder = Recorder(sourceLocation: sourceLocation)
  viewModel.state.observe(on: recorder) { [weak recorder] state in
    recorder?.record("state", line(state))
  }
  recorder.record("footer", viewModel.footer)
  viewModel.onCompletion = recorder.callback("completion")
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
