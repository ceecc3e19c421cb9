import CalculatorUI
import DeclarativeUI

/// The History screen: shows its view model's state, with the query and the selection bound
/// to it, and starts the load when it appears. The query field, the screen's first, has the
/// focus. Enter restores the selected entry, Right shows its Breakdown over the screen, Delete
/// deletes it, Esc cancels.
struct HistoryView: View {
  @ObservedObject var viewModel: HistoryViewModel
  let cancelRequested: @MainActor () -> Void

  // MARK: ⟶ History ViewModel → History View: view update
  var body: some View {
    VStack {
      LabeledContent(HistoryLayout.title, value: viewModel.savedCountText)
      queryRow
      switch viewModel.state {
      case .loading(let message, let footer), .failed(let message, let footer):
        Text(message)
        list(of: [])
        if let footer { Text(footer) }
      case .loaded(let rows, let message, let footer):
        if let message { Text(message) }
        list(of: rows)
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
  /// `Search ▸ …`: the query field, bound to the view model's query, over the list (the keys
  /// that move a selection move the list's while it has the focus).
  private var queryRow: some View {
    HStack {
      Text(viewModel.queryName).frame(width: HistoryLayout.queryNameWidth)
      TextField(viewModel.queryName, text: $viewModel.query).searchesList()
    }
  }

  // MARK: ⟶ History View → History ViewModel: user input
  // MARK: ⟶ History ViewModel → History View: view update
  /// The rows, taking the lines the other lines leave, with the selection bound to the view
  /// model: Up/Down write it.
  private func list(of rows: [HistoryViewModel.Row]) -> some View {
    List(selection: $viewModel.selectedIndex) {
      HistoryRows(rows: rows).equatable()
    }
    .listRowInsets(leading: HistoryLayout.indent)
    .frame(maxHeight: .infinity)
  }
}

// MARK: ⟶ History ViewModel → History View: view update
/// The rows, handed down as values, not as the view model: every change the view model
/// publishes evaluates `HistoryView` again (`objectWillChange` says only that something will
/// change), but this view does not observe it, and `.equatable()` compares its rows with the last
/// ones (the same array, while only the footer or the query changed: one comparison), so its
/// body runs only for new rows. The list then diffs the lines by entry id.
private struct HistoryRows: View, Equatable {
  let rows: [HistoryViewModel.Row]

  var body: some View {
    ForEach(HistoryLine.lines(of: rows)) { line in Text(line.text) }
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
