import CalculatorUI
import TerminalUI

/// The History screen as a passive view: forwards its appearance, its disappearance, every
/// edit of the query and every key to its presenter, and shows the texts the presenter gives.
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  let presenter: HistoryPresenter

  init(presenter: HistoryPresenter) {
    self.presenter = presenter
    super.init(layout: HistoryLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.queryField
    // MARK: ⟶ History View → History Presenter: user input
    layout.queryField.addAction(for: .editingChanged) { [weak self] field in
      self?.presenter.queryChanged(field.text)
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        presenter.entryChosen(at: layout.list.selectedIndex)
      })
    addKeyCommand(
      KeyCommand(.delete) { [weak self] in
        guard let self else { return }
        presenter.deleteRequested(at: layout.list.selectedIndex)
      })
    addKeyCommand(
      KeyCommand(.right) { [weak self] in
        guard let self else { return }
        presenter.breakdownRequested(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.presenter.cancelRequested() })
    // MARK: ⟶ History Presenter → History View: view update
    presenter.attach(self)
  }

  // MARK: ⟶ History View → History Presenter: cancel
  /// Forwards whether the screen was popped or only covered; the presenter decides.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    presenter.viewDidDisappear(popped: isMovingFromParent)
  }

  // MARK: ⟶ History View → History Presenter: user input
  /// Every key first: the presenter takes a notice away; the key then goes on as usual.
  override func pressesBegan(_ key: Key) -> Bool {
    presenter.keyPressed()
    return false
  }
}

extension HistoryViewController: HistoryViewing {
  // MARK: ⟶ History Presenter → History View: view update
  func show(message: String?) {
    layout.setMessage(message)
  }

  // MARK: ⟶ History Presenter → History View: view update
  func show(rows: [HistoryLayout.Row]) {
    layout.setRows(rows)
  }

  // MARK: ⟶ History Presenter → History View: view update
  func show(footer: String?) {
    layout.setFooter(footer)
  }

  // MARK: ⟶ History Presenter → History View: view update
  func show(savedCount: String?) {
    layout.titleRow.trailingText = savedCount
  }

  // MARK: ⟶ History Presenter → History View: view update
  func select(row: Int) {
    layout.list.selectedIndex = row
  }
}
