import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import VIPER

// MARK: Extra — what this pattern needs beyond the matrix
//
// The routers are VIPER's navigation: each builds its module (`createModule`) and pushes or
// pops it. The matrix tests them through mocks; here the real ones run on a navigation
// controller, which is the one place they need TerminalUI.

@MainActor
struct RouterTests {
  let store = ControllableHistoryStore()
  let root: ViewController
  let navigation: NavigationController
  let window: Window

  init() {
    let interactor = CalculatorInteractor(calculator: Calculator(numbers: "1"), history: store)
    let module = CalculatorRouter.createModule(
      interactor: interactor, history: store, clock: ManualClock())
    root = module.view
    navigation = NavigationController(rootViewController: root)
    window = Window(size: Size(width: 80, height: 24), rootViewController: navigation)
  }

  /// The Calculator module's presenter and router, as `createModule` wired them.
  private func calculatorModule() throws -> (CalculatorPresenter, CalculatorRouter) {
    let view = try #require(root as? CalculatorViewController)
    let presenter = try #require(view.presenter as? CalculatorPresenter)
    #expect(presenter.view === view)
    let router = try #require(presenter.router as? CalculatorRouter)
    #expect(router.viewController === view)
    return (presenter, router)
  }

  @Test func theCalculatorRouterPushesBreakdownWhoseRouterPopsIt() throws {
    let (_, router) = try calculatorModule()
    router.showBreakdown(Calculator(numbers: "1").breakdown)
    let breakdown = try #require(navigation.topViewController as? BreakdownViewController)
    let presenter = try #require(breakdown.presenter as? BreakdownPresenter)
    #expect(presenter.view === breakdown)
    presenter.backRequested()
    #expect(navigation.topViewController === root)
  }

  @Test func theCalculatorRouterPushesPresetsWhoseRouterPopsIt() throws {
    let (calculator, router) = try calculatorModule()
    router.showPresets(currentSeparators: ";", output: calculator)
    let presets = try #require(navigation.topViewController as? PresetsViewController)
    let presenter = try #require(presets.presenter as? PresetsPresenter)
    #expect(presenter.view === presets)
    #expect(presenter.moduleOutput === calculator)
    presenter.cancelRequested()
    #expect(navigation.topViewController === root)
  }

  @Test func theCalculatorRouterPushesHistoryWhoseRouterPopsIt() throws {
    let (calculator, router) = try calculatorModule()
    let input = router.showHistory(savedCount: nil, output: calculator)
    let history = try #require(navigation.topViewController as? HistoryViewController)
    let presenter = try #require(history.presenter as? HistoryPresenter)
    #expect(input === presenter)
    #expect(presenter.view === history)
    #expect(presenter.moduleOutput === calculator)
    presenter.cancelRequested()
    #expect(navigation.topViewController === root)
  }

  @Test func theHistoryRouterPushesBreakdownOverHistoryWhichStaysUnderneath() throws {
    let (calculator, router) = try calculatorModule()
    _ = router.showHistory(savedCount: nil, output: calculator)
    let history = try #require(navigation.topViewController as? HistoryViewController)
    let presenter = try #require(history.presenter as? HistoryPresenter)
    let historyRouter = try #require(presenter.router as? HistoryRouter)
    #expect(historyRouter.viewController === history)
    historyRouter.showBreakdown(Calculator(numbers: "1").breakdown)
    let breakdown = try #require(navigation.topViewController as? BreakdownViewController)
    #expect(navigation.viewControllers.count == 3)
    try #require(breakdown.presenter as? BreakdownPresenter).backRequested()
    #expect(navigation.topViewController === history)
    presenter.cancelRequested()
    #expect(navigation.topViewController === root)
  }

  @Test func theCalculatorRouterQuitsByClosingTheWindow() throws {
    let (_, router) = try calculatorModule()
    _ = window.render()
    router.quit()
    #expect(window.isClosed)
  }
}
