import CalculatorUI
import DeclarativeUI

/// The History screen: shows its view model's state, with the query, its focus and the
/// selection bound to it; starts the load when it appears and the search again whenever the
/// query changes. Enter restores the selected entry, Right shows its Breakdown over the screen,
/// Delete deletes it, Esc cancels.
struct HistoryView: View {
  @Bindable var viewModel: HistoryViewModel
  let cancelRequested: @MainActor () -> Void

  // MARK: ⟶ History ViewModel → History View: view update
  var body: some View {
    VStack {
      LabeledContent(HistoryLayout.title, value: viewModel.savedCountText)
      queryRow
      switch viewModel.state {
      case .loading(let message, let footer), .failed(let message, let footer):
        Text(message)
        list
        if let footer { Text(footer) }
      case .loaded(let message, let footer):
        if let message { Text(message) }
        list
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
    // MARK: ⟶ History View → History ViewModel: cancel
    // The search, restarted whenever the query changes: the task of the last query is
    // cancelled first (as the screen's going cancels it). Given the search itself, as the load.
    .task(id: viewModel.query, viewModel.search)
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
    .onKeyPress(.right) {
      viewModel.breakdownRequested()
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
    // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
    // The Breakdown of the entry the view model holds, pushed over this screen while it is set
    // (the stack's path, the Calculator view model's, does not change); its back sets it to nil.
    .navigationDestination(item: $viewModel.breakdownEntry) { entry in
      BreakdownView(
        viewModel: viewModel.makeBreakdownViewModel(for: entry),
        backRequested: viewModel.breakdownBackRequested)
    }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  /// `Search ▸ …`: the query field, bound to the view model's query and focus, over the list
  /// (the keys that move a selection move the list's).
  private var queryRow: some View {
    HStack {
      Text(viewModel.queryName).frame(width: HistoryLayout.queryNameWidth)
      TextField(viewModel.queryName, text: $viewModel.query)
        .searchesList()
        .focused($viewModel.focusedField, equals: .query)
    }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → History View: view update
  /// The rows, taking the lines the other lines leave, with the selection bound to the view
  /// model: Up/Down write it.
  private var list: some View {
    List(selection: $viewModel.selectedIndex) {
      HistoryRows(viewModel: viewModel)
    }
    .listRowInsets(leading: HistoryLayout.indent)
    .frame(maxHeight: .infinity)
  }
}

// MARK: ⟶ History ViewModel → History View: view update
/// The rows, a view of their own so that only its body reads `viewModel.rows`: Observation
/// evaluates it again when the rows change, not when the query, the footer or the selection
/// does (those the screen's body reads). The list then diffs the lines by entry id, setting
/// only those that changed.
private struct HistoryRows: View {
  let viewModel: HistoryViewModel

  var body: some View {
    ForEach(HistoryLine.lines(of: viewModel.rows)) { line in Text(line.text) }
  }
}

/// A row as the list shows it, by its entry's id: the sums' column is as wide as the widest,
/// so the rows are laid out together (`HistoryLayout.texts`).
private struct HistoryLine: Identifiable, Equatable {
  let id: HistoryViewModel.Row.ID
  let text: String

  @MainActor static func lines(of rows: [HistoryViewModel.Row]) -> [HistoryLine] {
    let texts = HistoryLayout.texts(of: rows.map(\.words))
    return zip(rows, texts).map { row, text in HistoryLine(id: row.id, text: text) }
  }
}
