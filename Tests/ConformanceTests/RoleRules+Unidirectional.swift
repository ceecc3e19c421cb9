extension RoleRule {
  static let unidirectional: [RoleRule] = [
    RoleRule(
      folder: "Unidirectional/View",
      forbidden: [
        "calculator", "currentCalculator", "Calculator", "Breakdown", "SeparatorPreset",
        "import CalculatorModel", "HistoryPage", "import CalculatorHistory",
        "Reduce", "reduce", "Effect", "Scope",
      ],
      why:
        "a view sends actions and reads state: it never names the model, not even through the"
        + " state, nor the history store, and never reduces or runs effects itself"),
    RoleRule(
      folder: "Unidirectional/Feature",
      forbidden: [
        "CalculatorViewController", "BreakdownViewController", "PresetsViewController",
        "HistoryViewController", "CalculatorLayout", "BreakdownLayout", "PresetsLayout",
        "HistoryLayout", "TextField", "Label", "ListView", "ViewController", "Store",
        "Window", "NavigationController", "import TerminalUI", "import CalculatorUI",
      ],
      why:
        "a reducer changes state and returns effects: it never names a view, a layout or the"
        + " store that runs it, so it runs and is tested without a screen"),
  ]
}
