extension RoleRule {
  /// MVP (passive view): the view knows its presenter, never the model; the presenter knows
  /// its view only through a protocol and never the UI toolkit.
  static let mvp: [RoleRule] = [
    RoleRule(
      folder: "MVP/View",
      forbidden: [
        "calculator", "finalCalculator", "Calculator", "Breakdown", "SeparatorPreset",
        "import CalculatorModel", "import CalculatorHistory", "HistoryPage", "history",
      ],
      why: "a passive MVP view knows its presenter, never the model, not even through it"),
    RoleRule(
      folder: "MVP/Presenter",
      forbidden: [
        "import TerminalUI", "import CalculatorUI", "CalculatorViewController",
        "BreakdownViewController", "PresetsViewController", "HistoryViewController",
        "CalculatorLayout", "BreakdownLayout", "PresetsLayout", "HistoryLayout", "TextField",
        "Label", "ListView", "Window", "NavigationController", "ViewController",
      ],
      why: "an MVP presenter knows its view only through a protocol, and no UI toolkit"),
  ]
}
