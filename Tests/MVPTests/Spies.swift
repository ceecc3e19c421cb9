@testable import MVP

/// Spy views for the presenter tests: each records every call, in order, as a value. Tests
/// compare the whole list, so a call that a test did not expect fails it (exhaustive).
///
/// No TerminalUI here: a presenter is tested without any view toolkit, which is the seam MVP
/// buys.
/// A spy's recorded calls; `take()` hands them to the test to compare as a whole and forgets
/// them, so every call is asserted exactly once.
@MainActor
protocol Recording: AnyObject {
  associatedtype Call: Equatable
  var calls: [Call] { get set }
}

extension Recording {
  func take() -> [Call] {
    defer { calls = [] }
    return calls
  }
}

@MainActor
final class CalculatorViewSpy: CalculatorViewing, Recording {
  enum Call: Equatable {
    case showSeparators(String)
    case showNumbers(String)
    case showSum(String, status: String)
    case focusNumbers
    case showBreakdown
    case showPresets
    case dismissPresets
    case close
  }

  var calls: [Call] = []
  /// The presenters handed over with the last navigation calls, to test them next.
  private(set) var breakdownPresenter: BreakdownPresenter?
  private(set) var presetsPresenter: PresetsPresenter?

  func show(separators: String) { calls.append(.showSeparators(separators)) }
  func show(numbers: String) { calls.append(.showNumbers(numbers)) }
  func show(sum: String, status: String) { calls.append(.showSum(sum, status: status)) }
  func focusNumbers() { calls.append(.focusNumbers) }
  func dismissPresets() { calls.append(.dismissPresets) }
  func close() { calls.append(.close) }

  func showBreakdown(_ presenter: BreakdownPresenter) {
    calls.append(.showBreakdown)
    breakdownPresenter = presenter
  }

  func showPresets(_ presenter: PresetsPresenter) {
    calls.append(.showPresets)
    presetsPresenter = presenter
  }
}

@MainActor
final class BreakdownViewSpy: BreakdownViewing, Recording {
  struct Row: Equatable {
    var fragment: String
    var value: String
    var total: String
  }

  enum Call: Equatable {
    case show(rows: [Row], footer: String)
    case dismiss
  }

  var calls: [Call] = []

  func show(rows: [(fragment: String, value: String, total: String)], footer: String) {
    calls.append(.show(rows: rows.map { Row(fragment: $0, value: $1, total: $2) }, footer: footer))
  }

  func dismiss() { calls.append(.dismiss) }
}

@MainActor
final class PresetsViewSpy: PresetsViewing, Recording {
  struct Row: Equatable {
    var separators: String
    var name: String
  }

  enum Call: Equatable {
    case show(presets: [Row], selectedIndex: Int)
  }

  /// The six presets of the Presets screen, in order.
  static let allPresets: [Row] = [
    Row(separators: ",", name: "comma"),
    Row(separators: ";", name: "semicolon"),
    Row(separators: " ", name: "space"),
    Row(separators: "|", name: "pipe"),
    Row(separators: ",;", name: "comma or semicolon"),
    Row(separators: ",\n", name: "comma or new line"),
  ]

  var calls: [Call] = []

  func show(presets: [(separators: String, name: String)], selectedIndex: Int) {
    calls.append(
      .show(presets: presets.map { Row(separators: $0, name: $1) }, selectedIndex: selectedIndex))
  }
}

/// Records what a Presets presenter reports to the presenter that opened it.
@MainActor
final class PresetsDelegateSpy: PresetsPresenterDelegate, Recording {
  enum Call: Equatable {
    case didChoose(String)
    case didCancel
  }

  var calls: [Call] = []

  func presetsPresenter(_ presenter: PresetsPresenter, didChoose separators: String) {
    calls.append(.didChoose(separators))
  }

  func presetsPresenterDidCancel(_ presenter: PresetsPresenter) {
    calls.append(.didCancel)
  }
}
