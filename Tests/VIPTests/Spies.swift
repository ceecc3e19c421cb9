import CalculatorFormatting
import CalculatorModel
import TestRecording
import Testing

@testable import VIP

/// Clean Swift's test doubles: a `…PresentationLogicSpy` to test an interactor, a
/// `…DisplayLogicSpy` to test a presenter. Each writes every call to a `Recorder`, one line per
/// output; tests take the lines and compare the whole list (exhaustive), and keep the last
/// response or view model to hand to the next role.
///
/// What every spy shares: the recorder its calls go to.
@MainActor
protocol Spy: AnyObject {
  var calls: Recorder { get }
}

extension Spy {
  func take() -> [String] { calls.take() }
}

extension Tally {
  /// `3/2/1`: sum, numbers, ignored.
  var line: String { "\(sum)/\(numberCount)/\(ignoredCount)" }
}

// MARK: Calculator

@MainActor
final class CalculatorPresentationLogicSpy: Spy, CalculatorPresentationLogic {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  private(set) var responses: [Any] = []

  func presentCalculation(response: CalculatorScene.Load.Response) {
    calls.record("calculation \(response.separators)|\(response.numbers) \(response.tally.line)")
    responses.append(response)
  }

  func presentResult(response: CalculatorScene.UpdateResult.Response) {
    let note: String? =
      switch response.saveOutcome {
      case nil: nil
      case .saved: HistoryText.saved
      case .failed(let error): HistoryText.notSaved(error)
      }
    calls.record("result \(response.tally.line) note", note as Any)
    responses.append(response)
  }

  func presentChoice(response: CalculatorScene.ApplyChoice.Response) {
    calls.record(
      "choice \(response.separators)|\(Recorder.describe(response.numbers as Any)) "
        + response.tally.line)
    responses.append(response)
  }

  func presentSavedCount(response: CalculatorScene.ShowSavedCount.Response) {
    calls.record("saved count", response.count as Any)
  }

  /// `step ;|nil numbers 3/2/0`: the texts the step changed (nil for one it did not), its field.
  func presentStep(response: CalculatorScene.ShowStep.Response) {
    calls.record(
      "step \(Recorder.describe(response.separators as Any))|"
        + "\(Recorder.describe(response.numbers as Any)) \(response.field) \(response.tally.line)")
    responses.append(response)
  }
}

@MainActor
final class CalculatorDisplayLogicSpy: Spy, CalculatorDisplayLogic {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  func displayCalculation(viewModel: CalculatorScene.Load.ViewModel) {
    calls.record("separators \(viewModel.separators)")
    calls.record("numbers \(viewModel.numbers)")
    calls.record("sum \(viewModel.sum) · \(viewModel.status)")
    calls.record("focus numbers")
  }

  func displayResult(viewModel: CalculatorScene.UpdateResult.ViewModel) {
    calls.record("sum \(viewModel.sum) · \(viewModel.status)")
  }

  func displayChoice(viewModel: CalculatorScene.ApplyChoice.ViewModel) {
    calls.record("separators \(viewModel.separators)")
    if let numbers = viewModel.numbers { calls.record("numbers \(numbers)") }
    calls.record("sum \(viewModel.sum) · \(viewModel.status)")
    calls.record("focus numbers")
  }

  func displaySavedCount(viewModel: CalculatorScene.ShowSavedCount.ViewModel) {
    calls.record("title", viewModel.savedCount as Any)
  }

  func displayStep(viewModel: CalculatorScene.ShowStep.ViewModel) {
    if let separators = viewModel.separators { calls.record("separators \(separators)") }
    if let numbers = viewModel.numbers { calls.record("numbers \(numbers)") }
    calls.record("sum \(viewModel.sum) · \(viewModel.status)")
    calls.record("focus \(viewModel.field) at end")
  }
}

// MARK: Breakdown

@MainActor
final class BreakdownPresentationLogicSpy: Spy, BreakdownPresentationLogic {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  private(set) var response: BreakdownScene.Load.Response?

  func presentBreakdown(response: BreakdownScene.Load.Response) {
    calls.record("breakdown \(response.breakdown.fragments.count) fragments")
    self.response = response
  }
}

@MainActor
final class BreakdownDisplayLogicSpy: Spy, BreakdownDisplayLogic {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  /// One line per row, `row fragment|value|total`, then the footer.
  func displayBreakdown(viewModel: BreakdownScene.Load.ViewModel) {
    for row in viewModel.rows { calls.record("row \(row.fragment)|\(row.value)|\(row.total)") }
    calls.record("footer \(viewModel.footer)")
  }
}

// MARK: Presets

@MainActor
final class PresetsPresentationLogicSpy: Spy, PresetsPresentationLogic {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  private(set) var response: PresetsScene.Load.Response?

  func presentPresets(response: PresetsScene.Load.Response) {
    calls.record("presets \(response.presets.count) selected \(response.selectedIndex)")
    self.response = response
  }

  func presentChosenPreset(response: PresetsScene.ChoosePreset.Response) {
    calls.record("chosen preset")
  }
}

@MainActor
final class PresetsDisplayLogicSpy: Spy, PresetsDisplayLogic {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  /// One line per preset, `preset separators=name`, then the selected row.
  func displayPresets(viewModel: PresetsScene.Load.ViewModel) {
    for preset in viewModel.rows { calls.record("preset \(preset.separators)=\(preset.name)") }
    calls.record("selected \(viewModel.selectedIndex)")
  }

  func displayChosenPreset(viewModel: PresetsScene.ChoosePreset.ViewModel) {
    calls.record("route back")
  }

  /// The lines of the six presets of the Presets screen, in order.
  static let allPresets = [
    "preset ,=comma", "preset ;=semicolon", "preset  =space", "preset |=pipe",
    "preset ,;=comma or semicolon", "preset ,\n=comma or new line",
  ]
}

// MARK: History

@MainActor
final class HistoryPresentationLogicSpy: Spy, HistoryPresentationLogic {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  private(set) var responses: [HistoryScene.LoadHistory.Response] = []
  private(set) var searchResponses: [HistoryScene.Search.Response] = []

  /// ` for "12"` after a page that answers a query; nothing for the newest entries.
  static func matching(_ query: String) -> String {
    query.isEmpty ? "" : " for \"\(query)\""
  }

  func presentHistory(response: HistoryScene.LoadHistory.Response) {
    switch response {
    case .loading: calls.record("loading")
    case .loaded(let page, let query):
      calls.record("loaded \(page.entries.map(\.id)) of \(page.total)\(Self.matching(query))")
    case .failed(let error): calls.record("failed \(HistoryText.reason(error))")
    }
    responses.append(response)
  }

  func presentSearch(response: HistoryScene.Search.Response) {
    switch response {
    case .searching: calls.record("searching")
    case .page(let page, let query):
      calls.record("matches \(page.entries.map(\.id)) of \(page.total) for \"\(query)\"")
    case .failed(let error): calls.record("search failed \(HistoryText.reason(error))")
    }
    searchResponses.append(response)
  }

  func presentDeleteFailure(response: HistoryScene.DeleteEntry.Response) {
    calls.record("delete failed \(HistoryText.reason(response.error))")
  }

  func presentChosenEntry(response: HistoryScene.ChooseEntry.Response) {
    calls.record("chosen entry")
  }

  func presentSavedCount(response: HistoryScene.ShowSavedCount.Response) {
    calls.record("saved count", response.count as Any)
  }

  func presentSelection(response: HistoryScene.SelectEntry.Response) {
    calls.record("select row \(response.row), missing", response.missingID as Any)
  }

  func presentNoticeDismissed(response: HistoryScene.DismissNotice.Response) {
    calls.record("notice dismissed, \(response.page.entries.map(\.id))")
  }
}

@MainActor
final class HistoryDisplayLogicSpy: Spy, HistoryDisplayLogic {
  let calls: Recorder

  init(sourceLocation: SourceLocation = #_sourceLocation) {
    calls = Recorder(sourceLocation: sourceLocation)
  }

  /// One line per row, `row savedAt  sum  numbers`, or `no rows`; then message and footer.
  func displayHistory(viewModel: HistoryScene.LoadHistory.ViewModel) {
    if viewModel.rows.isEmpty { calls.record("no rows") }
    for row in viewModel.rows { calls.record("row \(row.savedAt)  \(row.sum)  \(row.numbers)") }
    calls.record("message", viewModel.message as Any)
    calls.record("footer", viewModel.footer as Any)
  }

  /// The answer's rows as `displayHistory` writes them, its message and `select row 0`; then
  /// the footer. While searching and after a failure, the footer alone: the rows stay.
  func displaySearch(viewModel: HistoryScene.Search.ViewModel) {
    if let matches = viewModel.matches {
      if matches.rows.isEmpty { calls.record("no rows") }
      for row in matches.rows { calls.record("row \(row.savedAt)  \(row.sum)  \(row.numbers)") }
      calls.record("message", matches.message as Any)
      calls.record("select row 0")
    }
    calls.record("footer", viewModel.footer as Any)
  }

  func displayDeleteFailure(viewModel: HistoryScene.DeleteEntry.ViewModel) {
    calls.record("footer \(viewModel.footer)")
  }

  func displayChosenEntry(viewModel: HistoryScene.ChooseEntry.ViewModel) {
    calls.record("route back")
  }

  func displaySavedCount(viewModel: HistoryScene.ShowSavedCount.ViewModel) {
    calls.record("title", viewModel.savedCount as Any)
  }

  func displaySelection(viewModel: HistoryScene.SelectEntry.ViewModel) {
    calls.record("select row \(viewModel.row), notice", viewModel.notice as Any)
  }

  func displayNoticeDismissed(viewModel: HistoryScene.DismissNotice.ViewModel) {
    calls.record("footer", viewModel.footer as Any)
  }
}
