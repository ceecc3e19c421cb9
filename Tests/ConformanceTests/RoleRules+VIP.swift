extension RoleRule {
  /// VIP (Clean Swift): the view controller talks to its interactor and router through their
  /// protocols and never sees the model; the interactor alone owns the model and calls the
  /// store, and never names a view controller, a layout or the router; the presenter only
  /// words responses for the view controller (no interactor, no router, no store); the router
  /// builds and moves between scenes and passes data between data stores, never the model.
  static let vip: [RoleRule] = [
    RoleRule(
      folder: "VIP/View",
      forbidden: [
        "calculator", "finalCalculator", "Calculator", "Breakdown", "SeparatorPreset",
        "import CalculatorModel", "import CalculatorHistory", "HistoryPage", "history",
        "CalculatorPresentationLogic", "BreakdownPresentationLogic", "PresetsPresentationLogic",
        "HistoryPresentationLogic", "chosenSeparators", "chosenEntry",
      ],
      why:
        "a Clean Swift view controller sends requests and displays view models; it never sees "
        + "the model, and only its setup names the presenter's type"),
    RoleRule(
      folder: "VIP/Interactor",
      forbidden: [
        "import TerminalUI", "import CalculatorUI", "CalculatorViewController",
        "BreakdownViewController", "PresetsViewController", "HistoryViewController",
        "CalculatorDisplayLogic", "BreakdownDisplayLogic", "PresetsDisplayLogic",
        "HistoryDisplayLogic", "CalculatorLayout", "BreakdownLayout", "PresetsLayout",
        "HistoryLayout", "CalculatorRouter", "BreakdownRouter", "PresetsRouter", "HistoryRouter",
        "CalculatorText", "BreakdownText", "viewController", "router",
      ],
      why:
        "an interactor hands unworded responses to its presenter; it never reaches a view "
        + "controller, a layout or a router"),
    RoleRule(
      folder: "VIP/Presenter",
      forbidden: [
        "import TerminalUI", "import CalculatorUI", "import CalculatorHistory", "HistoryStore",
        "CalculatorViewController", "BreakdownViewController", "PresetsViewController",
        "HistoryViewController", "CalculatorLayout", "BreakdownLayout", "PresetsLayout",
        "HistoryLayout", "CalculatorInteractor", "BreakdownInteractor", "PresetsInteractor",
        "HistoryInteractor", "CalculatorBusinessLogic", "CalculatorDataStore",
        "CalculatorRouter", "CalculatorRoutingLogic", "interactor", "router", "saveOutcome(for",
      ],
      why:
        "a presenter words responses for its view controller's display logic: no interactor, "
        + "no router, no store, no toolkit (the cycle runs one way)"),
    RoleRule(
      folder: "VIP/Router",
      forbidden: [
        "calculator", "Calculator", "import CalculatorModel", "import CalculatorHistory",
        "HistoryStore", "newestPage", "saveOutcome(for", "CalculatorLayout", "BreakdownLayout",
        "PresetsLayout", "HistoryLayout", "TextField", "Label", "ListView", "CalculatorText",
        "BreakdownText", "HistoryText", "presenter",
      ],
      why:
        "a router builds scenes, moves between them and passes data store to data store; it "
        + "never touches the model, the store's calls or a layout"),
  ]
}
