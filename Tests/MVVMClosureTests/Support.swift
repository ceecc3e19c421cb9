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
