import Bindings
import TestRecording
import Testing

@testable import MVVMClosure

extension Recorder {
  /// Writes every value `output` emits, from its current one on, as `name value`, as a view
  /// bound to it would see them.
  func record<Value>(_ name: String, _ output: Observable<Value>) {
    output.observe(on: self) { [weak self] value in self?.record(name, value) }
  }
}

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
