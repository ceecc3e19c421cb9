import CalculatorUI
import TerminalUI

/// The History screen: shows its view model's state and footer, forwards each edit of the query (the
/// focused field) and Enter, Right and Delete (with the selected row) and Esc to it, and tells
/// it when the screen loads and goes (whether popped, or only covered).
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  let viewModel: HistoryViewModel

  init(viewModel: HistoryViewModel) {
    self.viewModel = viewModel
    super.init(layout: HistoryLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    focusedView = layout.queryField
    // MARK: ⟶ History View → History ViewModel: user input
    layout.queryField.addAction(for: .editingChanged) { [weak self] field in
      self?.viewModel.queryChanged(field.text)
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        viewModel.entryChosen(at: layout.list.selectedIndex)
      })
    addKeyCommand(
      KeyCommand(.right) { [weak self] in
        guard let self else { return }
        viewModel.breakdownRequested(at: layout.list.selectedIndex)
      })
    addKeyCommand(
      KeyCommand(.delete) { [weak self] in
        guard let self else { return }
        viewModel.deleteRequested(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.viewModel.backRequested() })
    viewModel.viewDidLoad()
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
    viewModel.viewDidDisappear(popped: isMovingFromParent)
  }

  // MARK: ⟶ History ViewModel → History View: view update
  private func bind() {
    viewModel.state.observe(on: self) { [weak self] state in
      guard let self else { return }
      switch state {
      case .loading(let message), .failed(let message):
        layout.setMessage(message)
      case .loaded(let rows, let message):
        layout.setRows(rows)
        layout.setMessage(message)
      }
    }
    // Its own box: a query edit sets the footer and leaves the rows as they are.
    viewModel.footer.observe(on: self) { [weak self] footer in self?.layout.setFooter(footer) }
    viewModel.savedCount.observe(on: self) { [weak self] count in
      self?.layout.setSavedCount(count)
    }
    viewModel.selectedRow.observe(on: self) { [weak self] row in
      if let row { self?.layout.list.selectedIndex = row }
    }
  }
}
