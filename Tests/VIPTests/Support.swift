import CalculatorHistory
import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIP

/// The Calculator scene as the app assembles it, in a window, for the router tests: routing
/// needs real view controllers on a navigation controller.
@MainActor
final class SceneStack {
  let interactor: CalculatorInteractor
  let viewController: CalculatorViewController
  let navigation: NavigationController
  let window: Window

  init(
    _ calculator: Calculator = Calculator(), history: any HistoryStore = ControllableHistoryStore(),
    clock: ManualClock = ManualClock(), size: Size = Size(width: 80, height: 24)
  ) {
    interactor = CalculatorInteractor(calculator: calculator, history: history, clock: clock)
    viewController = CalculatorViewController(interactor: interactor)
    navigation = NavigationController(rootViewController: viewController)
    window = Window(size: size, rootViewController: navigation)
  }

  /// The scene on top, as its view controller type.
  func top<Scene: ViewController>(_ type: Scene.Type) -> Scene? {
    navigation.topViewController as? Scene
  }

  /// Replaces the Calculator presenter with a spy, after the scene's first display.
  func spyOnPresenter(sourceLocation: SourceLocation = #_sourceLocation)
    -> CalculatorPresentationLogicSpy
  {
    let spy = CalculatorPresentationLogicSpy(sourceLocation: sourceLocation)
    interactor.presenter = spy
    return spy
  }
}

extension ControllableHistoryStore {
  /// Answers the saved count a scene asked for (SPEC: Saved count: at launch, after a
  /// committed save or delete), once it asked.
  func answerCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    #expect(await nextRequest() == .count, sourceLocation: sourceLocation)
    await answer(.count(count))
  }
}
