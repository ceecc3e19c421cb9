import Bindings
import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

/// The matrix's Presets scenarios: the Presets view model with a spy coordinator.
@MainActor
struct PresetsScreenTests {
  private let spy = CoordinatorSpy()

  @Test func presetsListsTheSixPresetsInOrder() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    #expect(
      viewModel.rows.map { "\($0.separators)=\($0.name)" } == [
        ",=comma", ";=semicolon", " =space", "|=pipe", ",;=comma or semicolon",
        ",\n=comma or new line",
      ])
  }

  @Test(arguments: [(",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0)])
  func presetsPreselectsTheMatchingRowElseTheFirst(current: String, index: Int) {
    #expect(PresetsViewModel(currentSeparators: current).selectedIndex == index)
  }

  @Test func choosingARowReportsItsSeparators() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    viewModel.coordinator = spy
    viewModel.presetChosen(at: 2)
    #expect(spy.take() == ["preset chosen  "])
  }

  @Test func cancellingReportsCancel() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    viewModel.coordinator = spy
    viewModel.cancelRequested()
    #expect(spy.take() == ["presets cancelled"])
  }

  /// MVVM-C's back references: each view model's coordinator.
  @Test func whatItReportsToIsHeldWeakly() {
    let calculator = CalculatorViewModel(
      calculator: Calculator(), history: ControllableHistoryStore())
    let presets = PresetsViewModel(currentSeparators: ",")
    let breakdown = BreakdownViewModel(breakdown: Calculator().breakdown)
    let history = HistoryViewModel(
      history: ControllableHistoryStore(), clock: ManualClock(), savedCount: Observable(nil))
    do {
      let coordinator = CoordinatorSpy()
      calculator.coordinator = coordinator
      presets.coordinator = coordinator
      breakdown.coordinator = coordinator
      history.coordinator = coordinator
    }
    #expect(calculator.coordinator == nil)
    #expect(presets.coordinator == nil)
    #expect(breakdown.coordinator == nil)
    #expect(history.coordinator == nil)
  }
}

/// The matrix's Breakdown scenarios: the Breakdown view model with a spy coordinator.
@MainActor
struct BreakdownScreenTests {
  private let spy = CoordinatorSpy()

  @Test func breakdownShowsOneRowPerFragmentAndTheFooter() {
    let viewModel = BreakdownViewModel(breakdown: Calculator(numbers: "5,,x,7").breakdown)
    #expect(
      viewModel.rows.map { "\($0.fragment)|\($0.value)|\($0.total)" } == [
        "5|5|5", "|ignored: empty|", "x|ignored: not a number|", "7|7|12",
      ])
    #expect(viewModel.footer == "Sum 12 · 2 numbers, 2 ignored")
  }

  /// The view turns Esc, Backspace and Left into `backRequested()` (see the extra view
  /// tests); the view model asks its coordinator to close the screen, which pops it.
  @Test func breakdownBackKeysReturn() throws {
    let viewModel = BreakdownViewModel(breakdown: Calculator().breakdown)
    viewModel.coordinator = spy
    viewModel.backRequested()
    #expect(spy.take() == ["close breakdown"])
    let navigation = RecordingNavigation()
    let store = ControllableHistoryStore()
    let coordinator = AppCoordinator(
      navigation: navigation,
      calculatorViewModel: CalculatorViewModel(calculator: Calculator(), history: store),
      factory: ScreenFactory(history: store, clock: ManualClock()))
    coordinator.start()
    coordinator.showBreakdown(Calculator().breakdown)
    #expect(
      navigation.take() == ["setRoot CalculatorViewController", "push BreakdownViewController"])
    try #require(navigation.top as? BreakdownViewController).viewModel.backRequested()
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
  }
}
