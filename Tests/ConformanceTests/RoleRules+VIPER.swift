extension RoleRule {
  /// VIPER: the View knows its presenter's protocol; the Presenter words and routes but never
  /// touches the Entity or the store; the Interactor alone holds the model and calls the store,
  /// and knows no view, no words and no router; the Router builds modules and navigates.
  static let viper: [RoleRule] = [
    RoleRule(
      folder: "VIPER/View",
      forbidden: [
        "calculator", "finalCalculator", "Calculator", "Breakdown", "SeparatorPreset", "Tally",
        "import CalculatorModel", "import CalculatorHistory", "HistoryPage", "history",
        "interactor", "router", "CalculatorPresenter", "CalculatorInteractor", "CalculatorRouter",
        "BreakdownRouter", "PresetsRouter", "HistoryRouter", "navigationController",
      ],
      why: "a VIPER view knows its presenter's protocol only: no model, interactor or router"),
    RoleRule(
      folder: "VIPER/Presenter",
      forbidden: [
        "Calculator", "calculator", "HistoryStore", "history", "Task", "await",
        "import TerminalUI", "import CalculatorUI", "CalculatorViewController",
        "BreakdownViewController", "PresetsViewController", "HistoryViewController",
        "CalculatorLayout", "BreakdownLayout", "PresetsLayout", "HistoryLayout", "TextField",
        "Label", "ListView", "Window", "NavigationController", "ViewController",
        "CalculatorInteractor", "BreakdownInteractor", "PresetsInteractor", "HistoryInteractor",
        "CalculatorRouter", "BreakdownRouter", "PresetsRouter", "HistoryRouter",
      ],
      why:
        "a VIPER presenter words the interactor's output and asks its router to navigate: it "
        + "never touches the Entity or the store, and knows its collaborators by protocol only"),
    RoleRule(
      folder: "VIPER/Interactor",
      forbidden: [
        "import TerminalUI", "import CalculatorUI", "import CalculatorFormatting",
        "CalculatorText", "BreakdownText", "HistoryText", "saveOutcome", "ViewController",
        "CalculatorViewController", "BreakdownViewController", "PresetsViewController",
        "HistoryViewController", "CalculatorLayout", "HistoryLayout", "Window",
        "NavigationController", "CalculatorPresenter", "BreakdownPresenter", "PresetsPresenter",
        "HistoryPresenter", "CalculatorRouter", "BreakdownRouter", "PresetsRouter",
        "HistoryRouter", "view", "router",
      ],
      why:
        "a VIPER interactor holds the Entity and calls the store; it reports to its presenter's "
        + "output protocol, and knows no view, no words and no router"),
    RoleRule(
      folder: "VIPER/Router",
      forbidden: [
        "Calculator", "calculator", "SeparatorPreset", "import CalculatorFormatting",
        "CalculatorText", "BreakdownText", "HistoryText", "saveOutcome", "newestPage", "save",
        "delete", "Task", "CalculatorLayout", "BreakdownLayout", "PresetsLayout", "HistoryLayout",
        "TextField", "Label", "ListView",
      ],
      why:
        "a VIPER router builds modules and pushes and pops them: it never touches the Entity, "
        + "a view's widgets or the store (it only hands the store to the History interactor)"),
  ]
}
