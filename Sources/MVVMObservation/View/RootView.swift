import DeclarativeUI

/// The app's root: a navigation stack over the Calculator screen, driven by the path in the
/// Calculator view model, with the screen each route shows.
struct RootView: View {
  @Bindable var viewModel: CalculatorViewModel

  var body: some View {
    NavigationStack(path: $viewModel.path) {
      CalculatorView(viewModel: viewModel)
        // MARK: ⟶ ViewModel → View: navigate forward
        .navigationDestination(for: CalculatorViewModel.Route.self) { route in
          switch route {
          case .breakdown:
            BreakdownView(
              viewModel: viewModel.makeBreakdownViewModel(), back: viewModel.backRequested)
          case .presets:
            PresetsView(
              viewModel: viewModel.makePresetsViewModel(), choose: viewModel.presetChosen,
              cancel: viewModel.backRequested)
          }
        }
    }
  }
}
