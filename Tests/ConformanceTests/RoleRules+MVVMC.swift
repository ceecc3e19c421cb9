extension RoleRule {
  /// MVVM-C: View knows its ViewModel only; ViewModel knows the model and its
  /// coordinator's protocol; Coordinator creates screens and never touches the model.
  static let mvvmc: [RoleRule] = [
    RoleRule(
      folder: "MVVMC/View",
      forbidden: [
        "calculator", "finalCalculator",
        "Calculator", "import CalculatorModel", "Coordinator", "AppCoordinator",
        "PresetsCoordinator", "CalculatorCoordinating", "BreakdownCoordinating",
        "PresetsCoordinating", "Navigating", "WindowNavigator", "navigationController",
        "HistoryCoordinator", "HistoryCoordinating", "ScreenFactory", "history",
      ],
      why: "an MVVM-C view knows only its view model; navigation is the coordinators' job"),
    RoleRule(
      folder: "MVVMC/ViewModel",
      forbidden: [
        "import TerminalUI", "import CalculatorUI", "CalculatorViewController",
        "BreakdownViewController", "PresetsViewController", "CalculatorLayout",
        "BreakdownLayout", "PresetsLayout", "TextField", "Label", "ListView", "Window",
        "NavigationController", "ViewController", "AppCoordinator", "PresetsCoordinator",
        "Navigating", "HistoryViewController", "HistoryLayout", "HistoryCoordinator",
      ],
      why: "a view model never names a view, and knows its coordinator only by its protocol"),
    RoleRule(
      folder: "MVVMC/Coordinator",
      forbidden: [
        "Calculator", "calculator", "SeparatorPreset", "CalculatorLayout", "BreakdownLayout",
        "PresetsLayout", "TextField", "Label", "ListView", "HistoryLayout", "HistoryText",
      ],
      why: "a coordinator moves between screens; it never reaches into a model or a view"),
  ]
}
