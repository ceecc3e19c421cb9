import CalculatorUI
import KeyValueObserving
import TerminalUI

/// The History screen: shows its view model's state and footer, tells it what the user did (each
/// edit of the query included), pushes the Breakdown its view model routes to, and stops its
/// load or search when the screen goes (not when the Breakdown covers it); whoever opened the
/// screen hears the completion.
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  let viewModel: HistoryViewModel
  /// Its observation of the view model's state: it ends with this view.
  private var observation: KeyValueObservation?
  /// Its observation of the footer, apart from the state's: a query edit sets the footer alone.
  private var footerObservation: KeyValueObservation?
  /// Its observation of the saved count, which the Calculator screen shares.
  private var savedCountObservation: KeyValueObservation?
  /// Its observation of the row to select once loaded (the app opened at an entry).
  private var selectionObservation: KeyValueObservation?

  init(viewModel: HistoryViewModel) {
    self.viewModel = viewModel
    super.init(layout: HistoryLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    focusedView = layout.queryField
    // MARK: ⟶ History View → History ViewModel: user input
    viewModel.load()
    layout.queryField.addAction(for: .editingChanged) { [weak self] field in
      self?.viewModel.queryChanged(field.text)
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        viewModel.restoreSelected(at: layout.list.selectedIndex)
      })
    addKeyCommand(
      KeyCommand(.right) { [weak self] in
        guard let self else { return }
        viewModel.breakdownRequested(at: layout.list.selectedIndex)
      })
    addKeyCommand(
      KeyCommand(.delete) { [weak self] in
        guard let self else { return }
        viewModel.deleteSelected(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.viewModel.cancelRequested() })
  }

  // MARK: ⟶ History View → History ViewModel: user input
  /// Every key reaches the view model first (the notice it shows until the next key); the key
  /// then goes on as usual.
  override func pressesBegan(_ key: Key) -> Bool {
    viewModel.keyPressed()
    return false
  }

  // MARK: ⟶ History View → History ViewModel: cancel
  /// Popped, the screen stops its work; covered by the Breakdown, it lets a load or a search
  /// go on, and shows the answer on return.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    if isMovingFromParent { viewModel.cancelLoading() }
  }

  // MARK: ⟶ History ViewModel → History View: view update
  /// The state, applied now and each time it is set (when a load, a search or a delete
  /// answers); the footer, observed by its own key path, so that a query edit sets the footer
  /// alone and the rows stay as they are; the saved count, shown as it is now and whenever
  /// either screen reads a new one; the row to select (the first after a search); and the
  /// route, followed here.
  private func bind() {
    observation = viewModel.observe(\.state, options: [.initial, .new]) { [weak self] _, change in
      guard let state = change.newValue else { return }
      self?.apply(state)
    }
    footerObservation = viewModel.observe(\.footer, options: [.initial, .new]) {
      [weak self] _, change in
      self?.layout.setFooter(change.newValue ?? nil)
    }
    savedCountObservation = viewModel.savedCount.observe(\.value, options: [.initial, .new]) {
      [weak self] _, change in
      self?.layout.setSavedCount(change.newValue ?? nil)
    }
    selectionObservation = viewModel.observe(\.selectedRow, options: [.initial, .new]) {
      [weak self] _, change in
      if let row = change.newValue ?? nil { self?.layout.list.selectedIndex = row }
    }
    // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
    viewModel.onRoute = { [weak self] route in self?.follow(route) }
  }

  /// The view owns navigation, as the Calculator's does: it pushes the Breakdown screen, reused
  /// as it is, with the view model the route carries. The Breakdown pops itself, as from the
  /// Calculator; this screen, covered meanwhile, is there as it was.
  private func follow(_ route: HistoryViewModel.Route) {
    switch route {
    // MARK: ⟶ History ViewModel → Breakdown ViewModel: navigate forward
    case .breakdown(let breakdownViewModel):
      navigationController?.pushViewController(
        BreakdownViewController(viewModel: breakdownViewModel))
    }
  }

  private func apply(_ state: HistoryViewModel.State) {
    switch state {
    case .loading(let message), .failed(let message):
      layout.setMessage(message)
      layout.setRows([])
    case .loaded(let rows, let message):
      layout.setMessage(message)
      layout.setRows(rows)
    }
  }
}
