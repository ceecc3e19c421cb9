import CalculatorModel
import Observation
import Testing

@testable import MVVMObservation

/// The Calculator view model as a plain object: state after intents, the path after navigation
/// intents, focus, and what Observation reports. No TerminalUI, no DeclarativeUI.
@MainActor
struct CalculatorViewModelTests {
  private func makeViewModel(separators: String = ",", numbers: String = "")
    -> CalculatorViewModel
  {
    CalculatorViewModel(calculator: Calculator(separators: separators, numbers: numbers))
  }

  @Test func startsWithTheModelsTextsNumbersFocusedAndNothingPushed() {
    let viewModel = makeViewModel(separators: ";", numbers: "1;2;x")
    #expect(viewModel.separators == ";")
    #expect(viewModel.numbers == "1;2;x")
    #expect(viewModel.sumText == "3")
    #expect(viewModel.statusText == "2 numbers, 1 ignored")
    #expect(viewModel.focusedField == .numbers)
    #expect(viewModel.path == [])
  }

  @Test func editingNumbersUpdatesTheModelSumAndStatus() {
    let viewModel = makeViewModel()
    viewModel.numbers = "1,2"
    #expect(viewModel.sumText == "3")
    #expect(viewModel.statusText == "2 numbers, 0 ignored")
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "1,2"))
  }

  @Test func editingSeparatorsUpdatesTheSumToo() {
    let viewModel = makeViewModel(numbers: "1;2")
    viewModel.separators = ",;"
    #expect(viewModel.sumText == "3")
    #expect(viewModel.finalCalculator == Calculator(separators: ",;", numbers: "1;2"))
  }

  @Test func oneNumberIsSingular() {
    let viewModel = makeViewModel()
    viewModel.numbers = "7"
    #expect(viewModel.statusText == "1 number, 0 ignored")
  }

  @Test func anEditIsReportedToWhatReadTheResult() {
    let viewModel = makeViewModel()
    let reported = Reported()
    withObservationTracking {
      _ = viewModel.sumText
    } onChange: {
      MainActor.assumeIsolated { reported.count += 1 }
    }
    viewModel.numbers = "4"
    #expect(reported.count == 1)
  }

  @Test func eachFieldsTextIsReportedOnItsOwnEvenWhenSetToTheSameText() {
    let viewModel = makeViewModel()
    let reported = Reported()
    withObservationTracking {
      _ = viewModel.separators
    } onChange: {
      MainActor.assumeIsolated { reported.count += 1 }
    }
    viewModel.numbers = "1"
    #expect(reported.count == 0)
    viewModel.presetChosen(",")
    #expect(reported.count == 1)
  }

  @Test func requestsAppendTheirRoutesAndBackRemovesTheLast() {
    let viewModel = makeViewModel()
    viewModel.breakdownRequested()
    #expect(viewModel.path == [.breakdown])
    viewModel.backRequested()
    viewModel.presetsRequested()
    #expect(viewModel.path == [.presets])
    viewModel.backRequested()
    viewModel.backRequested()
    #expect(viewModel.path == [])
  }

  @Test func aChosenPresetSetsTheSeparatorsFocusesNumbersAndPops() {
    let viewModel = makeViewModel(numbers: "1;2")
    viewModel.focusedField = .separators
    viewModel.presetsRequested()
    viewModel.presetChosen(";")
    #expect(viewModel.separators == ";")
    #expect(viewModel.sumText == "3")
    #expect(viewModel.focusedField == .numbers)
    #expect(viewModel.path == [])
  }

  @Test func quitRequestedAsksWhoeverAssembledTheApp() {
    let viewModel = makeViewModel()
    var quits = 0
    viewModel.quit = { quits += 1 }
    viewModel.quitRequested()
    #expect(quits == 1)
  }

  @Test func theBreakdownViewModelShowsTheModelAsItIsNow() {
    let viewModel = makeViewModel()
    viewModel.numbers = "5,,7"
    let breakdown = viewModel.makeBreakdownViewModel()
    #expect(
      breakdown.rows.map { "\($0.fragment)|\($0.value)|\($0.total)" } == [
        "5|5|5", "|ignored: empty|", "7|7|12",
      ])
    #expect(breakdown.footer == "Sum 12 · 2 numbers, 1 ignored")
  }

  @Test func thePresetsViewModelPreselectsTheCurrentSeparators() {
    let viewModel = makeViewModel(separators: "|")
    #expect(viewModel.makePresetsViewModel().selectedIndex == 3)
    viewModel.separators = "x"
    #expect(viewModel.makePresetsViewModel().selectedIndex == 0)
  }
}

/// A count that an Observation callback can bump.
@MainActor
final class Reported {
  var count = 0
}
