import CalculatorFormatting

/// What the History interactor hands on.
@MainActor
protocol HistoryPresentationLogic {
  func presentHistory(response: HistoryScene.LoadHistory.Response)
  func presentSearch(response: HistoryScene.Search.Response)
  func presentDeleteFailure(response: HistoryScene.DeleteEntry.Response)
  func presentChosenEntry(response: HistoryScene.ChooseEntry.Response)
  func presentSavedCount(response: HistoryScene.ShowSavedCount.Response)
  func presentSelection(response: HistoryScene.SelectEntry.Response)
  func presentNoticeDismissed(response: HistoryScene.DismissNotice.Response)
}

/// Words the loading state, the loaded page or the failure, and a search's progress, answer or
/// failure, through CalculatorFormatting.
@MainActor
final class HistoryPresenter: HistoryPresentationLogic {
  weak var viewController: HistoryDisplayLogic?

  // MARK: ⟶ History Interactor → History View: view update
  func presentHistory(response: HistoryScene.LoadHistory.Response) {
    let viewModel: HistoryScene.LoadHistory.ViewModel
    switch response {
    case .loading:
      viewModel = .init(rows: [], message: HistoryText.loading, footer: nil)
    case .loaded(let page, let query):
      // A search's empty answer has no message: its footer says `No matches`.
      viewModel = .init(
        rows: HistoryText.rows(page.entries),
        message: query.isEmpty ? HistoryText.message(for: page) : nil,
        footer: HistoryText.footer(for: page, query: query))
    case .failed(let error):
      viewModel = .init(rows: [], message: HistoryText.unavailable(error), footer: nil)
    }
    viewController?.displayHistory(viewModel: viewModel)
  }

  // MARK: ⟶ History Interactor → History View: view update
  func presentSearch(response: HistoryScene.Search.Response) {
    let viewModel: HistoryScene.Search.ViewModel
    switch response {
    case .searching:
      viewModel = .init(matches: nil, footer: HistoryText.searching)
    case .page(let page, let query):
      viewModel = .init(
        matches: .init(
          rows: HistoryText.rows(page.entries),
          message: query.isEmpty ? HistoryText.message(for: page) : nil),
        footer: HistoryText.footer(for: page, query: query))
    case .failed(let error):
      viewModel = .init(matches: nil, footer: HistoryText.notSearched(error))
    }
    viewController?.displaySearch(viewModel: viewModel)
  }

  // MARK: ⟶ History Interactor → History View: view update
  func presentDeleteFailure(response: HistoryScene.DeleteEntry.Response) {
    viewController?.displayDeleteFailure(
      viewModel: HistoryScene.DeleteEntry.ViewModel(footer: HistoryText.notDeleted(response.error)))
  }

  // MARK: ⟶ History Router → Calculator Interactor: data back
  func presentChosenEntry(response: HistoryScene.ChooseEntry.Response) {
    viewController?.displayChosenEntry(viewModel: HistoryScene.ChooseEntry.ViewModel())
  }

  // MARK: ⟶ History Interactor → History View: view update
  func presentSelection(response: HistoryScene.SelectEntry.Response) {
    viewController?.displaySelection(
      viewModel: HistoryScene.SelectEntry.ViewModel(
        row: response.row, notice: response.missingID.map(HistoryText.noEntry)))
  }

  // MARK: ⟶ History Interactor → History View: view update
  func presentNoticeDismissed(response: HistoryScene.DismissNotice.Response) {
    viewController?.displayNoticeDismissed(
      viewModel: HistoryScene.DismissNotice.ViewModel(
        footer: HistoryText.footer(for: response.page)))
  }

  // MARK: ⟶ History Interactor → History View: view update
  func presentSavedCount(response: HistoryScene.ShowSavedCount.Response) {
    viewController?.displaySavedCount(
      viewModel: HistoryScene.ShowSavedCount.ViewModel(
        savedCount: response.count.map(HistoryText.savedCount)))
  }
}
