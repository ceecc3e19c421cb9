extension RoleRule {
  static let mvvmObservation: [RoleRule] = [
    RoleRule(
      folder: "MVVMObservation/View",
      forbidden: [
        "calculator", "finalCalculator", "Calculator", "Breakdown", "SeparatorPreset",
        "import CalculatorModel",
      ],
      why: "an MVVM view knows its view model, never the model, not even through it"),
    RoleRule(
      folder: "MVVMObservation/ViewModel",
      forbidden: [
        "RootView", "CalculatorView", "BreakdownView", "PresetsView", "HistoryView",
        "BreakdownTable", "CalculatorLayout", "BreakdownLayout", "PresetsLayout", "HistoryLayout",
        "View", "Text", "TextField",
        "List", "ForEach", "VStack", "HStack", "Spacer", "NavigationStack", "Binding",
        "Bindable", "HostingController", "Label", "ListView", "Window", "NavigationController",
        "import TerminalUI", "import DeclarativeUI", "import CalculatorUI",
      ],
      why: "a view model never names a view type, so it runs and is tested without a screen"),
  ]
}
