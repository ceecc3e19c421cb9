import CalculatorUI
import TerminalUI

/// What the History presenter may ask of its view controller.
@MainActor
protocol HistoryDisplayLogic: AnyObject {
  func displayHistory(viewModel: HistoryScene.LoadHistory.ViewModel)
  func displaySearch(viewModel: HistoryScene.Search.ViewModel)
  func displayDeleteFailure(viewModel: HistoryScene.DeleteEntry.ViewModel)
  func displayChosenEntry(viewModel: HistoryScene.ChooseEntry.ViewModel)
  func displaySavedCount(viewModel: HistoryScene.ShowSavedCount.ViewModel)
  func displaySelection(viewModel: HistoryScene.SelectEntry.ViewModel)
  func displayNoticeDismissed(viewModel: HistoryScene.DismissNotice.ViewModel)
}

/// The History scene's view controller: asks its interactor to load when it loads and to stop
/// when it is popped, sends each edit of the query and Enter and Delete with the selected
/// row, routes to the selected entry's Breakdown and back, and displays the texts its
/// presenter made.
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  var interactor: HistoryBusinessLogic?
  var router: (HistoryRoutingLogic & HistoryDataPassing)?

  init() {
    super.init(layout: HistoryLayout())
    setup()
  }

  // MARK: ⟶ Calculator View → History Interactor: navigate forward
  /// Clean Swift's `setup()`: the scene's cycle, made with the view controller.
  private func setup() {
    let interactor = HistoryInteractor()
    let presenter = HistoryPresenter()
    let router = HistoryRouter()
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.queryField
    // MARK: ⟶ History View → History Interactor: user input
    layout.queryField.addAction(for: .editingChanged) { [weak self] field in
      self?.interactor?.search(request: .init(query: field.text))
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        interactor?.chooseEntry(request: .init(index: layout.list.selectedIndex))
      })
    addKeyCommand(
      KeyCommand(.delete) { [weak self] in
        guard let self else { return }
        interactor?.deleteEntry(request: .init(index: layout.list.selectedIndex))
      })
    // MARK: ⟶ History View → Breakdown Interactor: navigate forward
    addKeyCommand(KeyCommand(.right) { [weak self] in self?.router?.routeToBreakdown() })
    // MARK: ⟶ History Router → Calculator Interactor: data back
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.router?.routeToCalculator() })
    // MARK: ⟶ History Interactor → History View: view update
    interactor?.loadHistory(request: .init())
  }

  // MARK: ⟶ History View → History Interactor: user input
  /// Every key first: a notice in the footer goes; the key then goes on as usual.
  override func pressesBegan(_ key: Key) -> Bool {
    interactor?.dismissNotice(request: .init())
    return false
  }

  // MARK: ⟶ History View → History Interactor: cancel
  /// Popped: the load or the search stops. Covered by the Breakdown, it goes on, and the scene
  /// shows its answer.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    guard isMovingFromParent else { return }
    interactor?.cancelLoad(request: .init())
  }
}

extension HistoryViewController: HistoryDisplayLogic {
  // MARK: ⟶ History Interactor → History View: view update
  func displayHistory(viewModel: HistoryScene.LoadHistory.ViewModel) {
    layout.setRows(viewModel.rows)
    layout.setMessage(viewModel.message)
    layout.setFooter(viewModel.footer)
  }

  // MARK: ⟶ History Interactor → History View: view update
  /// The rows stay until the answer, which selects its first row.
  func displaySearch(viewModel: HistoryScene.Search.ViewModel) {
    if let matches = viewModel.matches {
      layout.setRows(matches.rows)
      layout.setMessage(matches.message)
      layout.list.selectedIndex = 0
    }
    layout.setFooter(viewModel.footer)
  }

  // MARK: ⟶ History Interactor → History View: view update
  func displayDeleteFailure(viewModel: HistoryScene.DeleteEntry.ViewModel) {
    layout.setFooter(viewModel.footer)
  }

  // MARK: ⟶ History Router → Calculator Interactor: data back
  func displayChosenEntry(viewModel: HistoryScene.ChooseEntry.ViewModel) {
    router?.routeToCalculator()
  }

  // MARK: ⟶ History Interactor → History View: view update
  func displaySelection(viewModel: HistoryScene.SelectEntry.ViewModel) {
    layout.list.selectedIndex = viewModel.row
    if let notice = viewModel.notice { layout.setFooter(notice) }
  }

  // MARK: ⟶ History Interactor → History View: view update
  func displayNoticeDismissed(viewModel: HistoryScene.DismissNotice.ViewModel) {
    layout.setFooter(viewModel.footer)
  }

  // MARK: ⟶ History Interactor → History View: view update
  func displaySavedCount(viewModel: HistoryScene.ShowSavedCount.ViewModel) {
    layout.titleRow.trailingText = viewModel.savedCount
  }
}
