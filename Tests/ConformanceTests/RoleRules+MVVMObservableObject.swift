extension RoleRule {
  static let mvvmObservableObject: [RoleRule] = [
    RoleRule(
      folder: "MVVMObservableObject/View",
      forbidden: [
        "calculator", "finalCalculator", "Calculator", "Breakdown", "SeparatorPreset",
        "import CalculatorModel", "ObservableObject", "Published",
      ],
      why:
        "an MVVM view knows its view model, never the model, not even through it; it observes "
        + "the view model through DeclarativeUI's wrappers, never through OpenCombine itself"),
    RoleRule(
      folder: "MVVMObservableObject/ViewModel",
      forbidden: [
        "RootView", "CalculatorView", "BreakdownView", "PresetsView", "HistoryView",
        "BreakdownTable", "CalculatorLayout", "BreakdownLayout", "PresetsLayout", "HistoryLayout",
        "View", "Text", "TextField",
        "List", "ForEach", "VStack", "HStack", "Spacer", "NavigationStack", "Binding",
        "ObservedObject", "StateObject", "HostingController", "Label", "ListView", "Window",
        "NavigationController", "import TerminalUI", "import DeclarativeUI",
        "import CalculatorUI",
      ],
      why: "a view model never names a view type, so it runs and is tested without a screen"),
  ]
}
