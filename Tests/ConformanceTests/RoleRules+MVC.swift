extension RoleRule {
  /// Cocoa MVC: the view knows only its weak delegate protocol.
  static let mvc: [RoleRule] = [
    RoleRule(
      folder: "MVC/View",
      forbidden: [
        "calculator", "finalCalculator",
        "Calculator", "CalculatorViewController", "BreakdownViewController",
        "PresetsViewController", "HistoryViewController", "HistoryPage",
        "import CalculatorModel", "import CalculatorHistory",
      ],
      why: "an MVC view knows nothing but its weak delegate protocol")
  ]
}
