extension RoleRule {
  /// MVP-C: the view is MVP's passive view and never navigates; the presenter knows its view
  /// and its coordinator only through protocols, never the UI toolkit, and never creates a
  /// screen; coordinators create view+presenter pairs and push/pop, and never touch the model
  /// or call the store.
  static let mvpc: [RoleRule] = [
    RoleRule(
      folder: "MVPC/View",
      forbidden: [
        "calculator", "finalCalculator", "Calculator", "Breakdown", "SeparatorPreset",
        "import CalculatorModel", "import CalculatorHistory", "HistoryPage", "history",
        "Coordinator", "AppCoordinator", "PresetsCoordinator", "HistoryCoordinator",
        "CalculatorCoordinating", "BreakdownCoordinating", "PresetsCoordinating",
        "HistoryCoordinating", "Navigating", "WindowNavigator", "navigationController",
      ],
      why:
        "a passive MVP-C view knows its presenter, never the model (not even through it), and"
        + " never navigates: the coordinators do"),
    RoleRule(
      folder: "MVPC/Presenter",
      forbidden: [
        "import TerminalUI", "import CalculatorUI", "CalculatorViewController",
        "BreakdownViewController", "PresetsViewController", "HistoryViewController",
        "CalculatorLayout", "BreakdownLayout", "PresetsLayout", "HistoryLayout", "TextField",
        "Label", "ListView", "Window", "NavigationController", "ViewController", "Coordinator",
        "AppCoordinator", "PresetsCoordinator", "HistoryCoordinator", "Navigating",
        "WindowNavigator",
      ],
      why:
        "an MVP-C presenter knows its view and its coordinator only through protocols, no UI"
        + " toolkit, and never creates a screen"),
    RoleRule(
      folder: "MVPC/Coordinator",
      forbidden: [
        "Calculator", "calculator", "SeparatorPreset", "import CalculatorFormatting",
        "CalculatorText", "BreakdownText", "HistoryText", "HistoryPage", "newestPage", "newest",
        "search", "saveNote", "save", "delete", "CalculatorLayout", "BreakdownLayout",
        "PresetsLayout", "HistoryLayout", "TextField", "Label", "ListView",
      ],
      why:
        "a coordinator moves between screens: it never reaches into the model or a view, and"
        + " only hands the store on to the presenter that calls it"),
  ]
}
