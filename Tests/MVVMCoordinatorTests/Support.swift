import CalculatorModel
import TerminalUI

@testable import MVVMCoordinator

/// Records every request a view model makes of its coordinator. `takeCalls()` hands over the
/// calls so far: a test compares the whole list, so an unexpected call fails it.
@MainActor
final class CoordinatorSpy: CalculatorCoordinating, BreakdownCoordinating, PresetsCoordinating {
  enum Call: Equatable {
    case showBreakdown(Breakdown)
    case showPresets(current: String)
    case quit
    case closeBreakdown
    case presetChosen(String)
    case presetsCancelled
  }

  private var calls: [Call] = []

  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }

  func showBreakdown(_ breakdown: Breakdown) { calls.append(.showBreakdown(breakdown)) }
  func showPresets(current separators: String) { calls.append(.showPresets(current: separators)) }
  func quit() { calls.append(.quit) }
  func closeBreakdown() { calls.append(.closeBreakdown) }
  func presetChosen(_ separators: String) { calls.append(.presetChosen(separators)) }
  func presetsCancelled() { calls.append(.presetsCancelled) }
}

/// Observes every output of a Calculator view model, as its view would, and records each value
/// in order. `takeOutputs()` hands them over for an exhaustive comparison.
@MainActor
final class OutputRecorder {
  enum Output: Equatable {
    case separators(String)
    case numbers(String)
    case sum(String)
    case status(String)
    case focus(CalculatorViewModel.Field)
  }

  private var outputs: [Output] = []

  init(_ viewModel: CalculatorViewModel) {
    viewModel.separatorsText.observe(on: self) { [unowned self] in outputs.append(.separators($0)) }
    viewModel.numbersText.observe(on: self) { [unowned self] in outputs.append(.numbers($0)) }
    viewModel.sumText.observe(on: self) { [unowned self] in outputs.append(.sum($0)) }
    viewModel.statusText.observe(on: self) { [unowned self] in outputs.append(.status($0)) }
    viewModel.focusedField.observe(on: self) { [unowned self] in outputs.append(.focus($0)) }
  }

  func takeOutputs() -> [Output] {
    defer { outputs = [] }
    return outputs
  }
}

/// A screen stack that renders nothing: it keeps the pushed controllers (as a navigation
/// controller would) and logs every operation for an exhaustive comparison.
@MainActor
final class RecordingNavigation: Navigating {
  private(set) var stack: [ViewController] = []
  private var log: [String] = []

  /// The screens on the stack, bottom to top, by type name.
  var screens: [String] { stack.map { "\(type(of: $0))" } }
  var top: ViewController? { stack.last }

  func takeLog() -> [String] {
    defer { log = [] }
    return log
  }

  func setRoot(_ viewController: ViewController) {
    log.append("setRoot \(type(of: viewController))")
    stack = [viewController]
  }

  func push(_ viewController: ViewController) {
    log.append("push \(type(of: viewController))")
    stack.append(viewController)
  }

  /// Like `NavigationController`, never pops the root.
  func pop() {
    log.append("pop")
    if stack.count > 1 { stack.removeLast() }
  }

  func close() {
    log.append("close")
  }
}
