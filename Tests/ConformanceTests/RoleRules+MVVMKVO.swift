extension RoleRule {
  static let mvvmkvo: [RoleRule] = [
    RoleRule(
      folder: "MVVMKVO/View",
      forbidden: [
        "calculator", "finalCalculator", "Calculator", "Breakdown", "SeparatorPreset",
        "import CalculatorModel", "HistoryPage", "import CalculatorHistory",
      ],
      why: "an MVVM view knows its view model, never the model, not even through it"),
    RoleRule(
      folder: "MVVMKVO/ViewModel",
      forbidden: [
        "CalculatorViewController", "BreakdownViewController", "PresetsViewController",
        "HistoryViewController", "CalculatorLayout", "BreakdownLayout", "PresetsLayout",
        "HistoryLayout", "TextField", "Label", "ListView",
        "Window", "NavigationController", "import TerminalUI", "import CalculatorUI",
      ],
      why: "a view model never names a view type, so it runs and is tested without a screen"),
  ]
}
