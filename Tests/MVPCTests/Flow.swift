import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVPC

/// The app's flow as the composition root wires it, on a recording stack: the root coordinator
/// started with the Calculator presenter, a spy view attached to that presenter (as its view
/// controller would attach itself when loaded), the start taken.
@MainActor
struct Flow {
  let navigation = RecordingNavigation()
  let coordinator: AppCoordinator
  let presenter: CalculatorPresenter
  let view = CalculatorViewSpy()

  init(
    _ calculator: Calculator = Calculator(), history store: ControllableHistoryStore,
    clock: ManualClock = ManualClock()
  ) {
    presenter = CalculatorPresenter(calculator: calculator, history: store)
    coordinator = AppCoordinator(
      navigation: navigation, calculatorPresenter: presenter, history: store, clock: clock)
    coordinator.start()
    #expect(navigation.take() == ["setRoot CalculatorViewController"])
    presenter.attach(view)
    _ = view.take()
  }

  /// The screen on top of the stack, as `type`.
  func top<Screen>(_ type: Screen.Type, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Screen
  {
    try #require(navigation.top as? Screen, sourceLocation: sourceLocation)
  }
}
