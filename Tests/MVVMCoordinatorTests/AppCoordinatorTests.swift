import CalculatorModel
import TestSupport
import Testing

@testable import MVVMCoordinator

/// The root coordinator with a recording navigation stack: which screen is on top after each
/// step, and what the stack was asked to do (compared exhaustively).
@MainActor
struct AppCoordinatorTests {
  private let navigation = RecordingNavigation()
  private let calculatorViewModel: CalculatorViewModel
  private let coordinator: AppCoordinator

  init() {
    calculatorViewModel = CalculatorViewModel(calculator: Calculator(numbers: "1;2,x"))
    coordinator = AppCoordinator(navigation: navigation, calculatorViewModel: calculatorViewModel)
    coordinator.start()
  }

  private func top<Screen>(_ type: Screen.Type) throws -> Screen {
    try #require(navigation.top as? Screen)
  }

  @Test func startShowsTheCalculatorScreenAroundTheGivenViewModel() throws {
    #expect(navigation.takeLog() == ["setRoot CalculatorViewController"])
    #expect(try top(CalculatorViewController.self).viewModel === calculatorViewModel)
    #expect(calculatorViewModel.coordinator === coordinator)
  }

  @Test func breakdownRequestedPushesTheBreakdownItWasGiven() throws {
    _ = navigation.takeLog()
    calculatorViewModel.breakdownRequested()
    #expect(navigation.takeLog() == ["push BreakdownViewController"])
    let breakdown = try top(BreakdownViewController.self).viewModel
    #expect(breakdown.rows.map(\.fragment) == ["1;2", "x"])
    #expect(breakdown.footer == "Sum 0 · 0 numbers, 2 ignored")
    #expect(breakdown.coordinator === coordinator)
  }

  @Test func breakdownBackRequestedPopsToTheCalculator() throws {
    calculatorViewModel.breakdownRequested()
    _ = navigation.takeLog()
    try top(BreakdownViewController.self).viewModel.backRequested()
    #expect(navigation.takeLog() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
  }

  @Test func presetsRequestedStartsAChildThatPushesThePresets() throws {
    _ = navigation.takeLog()
    calculatorViewModel.separatorsChanged(";")
    calculatorViewModel.presetsRequested()
    #expect(navigation.takeLog() == ["push PresetsViewController"])
    #expect(navigation.screens == ["CalculatorViewController", "PresetsViewController"])
    let child = try #require(coordinator.childCoordinators.only as? PresetsCoordinator)
    let presets = try top(PresetsViewController.self).viewModel
    #expect(presets.coordinator === child)
    #expect(presets.selectedIndex == 1)
  }

  @Test func choosingAPresetPopsAppliesTheChoiceAndRemovesTheChild() throws {
    calculatorViewModel.presetsRequested()
    _ = navigation.takeLog()
    let outputs = OutputRecorder(calculatorViewModel)
    _ = outputs.takeOutputs()
    try top(PresetsViewController.self).viewModel.presetChosen(at: 1)
    #expect(navigation.takeLog() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(
      outputs.takeOutputs() == [
        .separators(";"), .sum("1"), .status("1 number, 1 ignored"), .focus(.numbers),
      ])
    #expect(calculatorViewModel.finalCalculator.separators == ";")
    #expect(coordinator.childCoordinators.isEmpty)
  }

  @Test func cancellingThePresetsPopsChangesNothingAndRemovesTheChild() throws {
    calculatorViewModel.presetsRequested()
    _ = navigation.takeLog()
    let outputs = OutputRecorder(calculatorViewModel)
    _ = outputs.takeOutputs()
    try top(PresetsViewController.self).viewModel.cancelRequested()
    #expect(navigation.takeLog() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(outputs.takeOutputs() == [])
    #expect(calculatorViewModel.finalCalculator.separators == ",")
    #expect(coordinator.childCoordinators.isEmpty)
  }

  @Test func quitRequestedClosesTheApp() {
    _ = navigation.takeLog()
    calculatorViewModel.quitRequested()
    #expect(navigation.takeLog() == ["close"])
    #expect(navigation.screens == ["CalculatorViewController"])
  }

  @Test(arguments: [true, false])
  func theFinishedChildIsRemovedAndDeallocated(choosing: Bool) throws {
    let tracker = ReleaseTracker()
    do {
      calculatorViewModel.presetsRequested()
      tracker.track("PresetsCoordinator", try #require(coordinator.childCoordinators.only))
      let presets = try top(PresetsViewController.self).viewModel
      if choosing { presets.presetChosen(at: 3) } else { presets.cancelRequested() }
    }
    #expect(coordinator.childCoordinators.isEmpty)
    #expect(tracker.alive == [])
    #expect(calculatorViewModel.finalCalculator.separators == (choosing ? "|" : ","))
  }

  @Test func aSecondPresetsFlowIsANewChild() throws {
    calculatorViewModel.presetsRequested()
    let first = try #require(coordinator.childCoordinators.only)
    try top(PresetsViewController.self).viewModel.cancelRequested()
    calculatorViewModel.presetsRequested()
    let second = try #require(coordinator.childCoordinators.only)
    #expect(first !== second)
  }
}

extension Array {
  /// The single element, or nil when there are none or several.
  var only: Element? { count == 1 ? first : nil }
}
