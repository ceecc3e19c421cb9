import CalculatorUI
import DeclarativeUI

/// The History screen: shows its view model's state, with the selection bound to it, and
/// starts the load when it appears. Enter restores the selected entry, Delete deletes it, Esc
/// cancels.
struct HistoryView: View {
  @Bindable var viewModel: HistoryViewModel
  let cancelRequested: @MainActor () -> Void

  // MARK: ⟶ History ViewModel → History View: view update
  var body: some View {
    VStack {
      LabeledContent(HistoryLayout.title, value: viewModel.savedCountText)
      switch viewModel.state {
      case .loading(let message), .failed(let message):
        Text(message)
        list(of: [])
      case .loaded(let rows, let message, let footer):
        if let message { Text(message) }
        list(of: HistoryLayout.texts(of: rows))
        if let footer { Text(footer) }
      }
      Text(HistoryLayout.hint)
    }
    // MARK: ⟶ History View → History ViewModel: cancel
    // The view's task: cancelled when the view disappears, i.e. when the screen is popped.
    // Given the load itself, not `{ await viewModel.load() }`: that closure would hold the
    // view, and so the view model, until the cancelled load returned.
    .task(viewModel.load)
    // MARK: ⟶ History View → History ViewModel: user input
    // Every key first: a notice in the footer goes, and the key goes on.
    .onKeyPress { _ in
      viewModel.keyPressed()
      return .ignored
    }
    .onKeyPress(.enter) {
      viewModel.restoreRequested()
      return .handled
    }
    .onKeyPress(.delete) {
      viewModel.deleteRequested()
      return .handled
    }
    .onKeyPress(.escape) {
      cancelRequested()
      return .handled
    }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → History View: view update
  /// The rows, taking the lines the other lines leave, with the selection bound to the view
  /// model: Up/Down write it.
  private func list(of rows: [String]) -> some View {
    List(selection: $viewModel.selectedIndex) {
      ForEach(rows) { row in Text(row) }
    }
    .listRowInsets(leading: HistoryLayout.indent)
    .frame(maxHeight: .infinity)
  }
}
