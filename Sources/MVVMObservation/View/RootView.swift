import DeclarativeUI

/// The app's root: a navigation stack over the Calculator screen, driven by the path in the
/// Calculator view model, with the screen each route shows.
struct RootView: View {
  @Bindable var viewModel: CalculatorViewModel

  var body: some View {
    // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
    // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
    // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
    NavigationStack(path: $viewModel.path) {
      CalculatorView(viewModel: viewModel)
        .navigationDestination(for: CalculatorViewModel.Route.self) { route in
          switch route {
          // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
          // MARK: ⟶ Breakdown View → Calculator ViewModel: user input
          case .breakdown:
            BreakdownView(
              viewModel: viewModel.makeBreakdownViewModel(), backRequested: viewModel.backRequested)
          // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
          // MARK: ⟶ Presets View → Calculator ViewModel: data back
          case .presets:
            PresetsView(
              viewModel: viewModel.makePresetsViewModel(), presetChosen: viewModel.presetChosen,
              cancelRequested: viewModel.backRequested)
          // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
          case .history(let id):
            HistoryView(
              viewModel: viewModel.makeHistoryViewModel(selecting: id),
              cancelRequested: viewModel.backRequested)
          }
        }
    }
  }
}
