import CalculatorUI
import KeyValueObserving
import TerminalUI

/// The History screen: shows its view model's state and footer, tells it what the user did (each
/// edit of the query included), and stops its load or search when the screen goes; whoever
/// opened the screen hears the completion.
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
  override func viewDidDisappear() {
    super.viewDidDisappear()
    viewModel.cancelLoading()
  }

  // MARK: ⟶ History ViewModel → History View: view update
  /// The state, applied now and each time it is set (when a load, a search or a delete
  /// answers); the footer, observed by its own key path, so that a query edit sets the footer
  /// alone and the rows stay as they are; the saved count, shown as it is now and whenever
  /// either screen reads a new one; and the row to select (the first after a search).
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
