import CalculatorUI
import TerminalUI

/// What the History presenter may ask of its view: texts only, every one already worded.
@MainActor
protocol HistoryViewProtocol: AnyObject {
  /// Shows `text` in place of the rows (`Loading…`, the empty text, a failure), or no line.
  func show(message: String?)
  func show(rows: [HistoryLayout.Row])
  /// Shows `text` above the hint (`1,000 of N`, a failed delete), or no line.
  func show(footer: String?)
  /// Shows `text` right-aligned in the title row (`1,234 saved`), or none.
  func show(savedCount: String?)
  /// Selects that row of the list.
  func select(row: Int)
}

/// The History module's View: forwards its appearance, its disappearance (popped or covered),
/// every key and each edit of the query to its presenter, and shows the texts the presenter
/// gives. The query field has the focus; it hands the list's keys (↑↓ PgUp PgDn Home End) to
/// the list.
@MainActor
final class HistoryViewController: LayoutViewController<HistoryLayout> {
  let presenter: any HistoryPresenterProtocol

  init(presenter: any HistoryPresenterProtocol) {
    self.presenter = presenter
    super.init(layout: HistoryLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    focusedView = layout.queryField
    // MARK: ⟶ History View → History Interactor: user input
    layout.queryField.addAction(for: .editingChanged) { [weak self] field in
      self?.presenter.queryChanged(field.text)
    }
    addKeyCommand(
      KeyCommand(.enter) { [weak self] in
        guard let self else { return }
        presenter.entryChosen(at: layout.list.selectedIndex)
      })
    addKeyCommand(
      KeyCommand(.right) { [weak self] in
        guard let self else { return }
        presenter.breakdownRequested(at: layout.list.selectedIndex)
      })
    addKeyCommand(
      KeyCommand(.delete) { [weak self] in
        guard let self else { return }
        presenter.deleteRequested(at: layout.list.selectedIndex)
      })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.presenter.cancelRequested() })
    // MARK: ⟶ History Interactor → History View: view update
    presenter.viewDidLoad()
  }

  // MARK: ⟶ History View → History Interactor: user input
  /// Every key first: the presenter takes a notice away; the key then goes on as usual.
  override func pressesBegan(_ key: Key) -> Bool {
    presenter.keyPressed()
    return false
  }

  // MARK: ⟶ History View → History Interactor: cancel
  /// Popped or covered by the Breakdown: the presenter is told which.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    presenter.viewDidDisappear(isMovingFromParent: isMovingFromParent)
  }
}

extension HistoryViewController: HistoryViewProtocol {
  // MARK: ⟶ History Interactor → History View: view update
  func show(message: String?) {
    layout.setMessage(message)
  }

  // MARK: ⟶ History Interactor → History View: view update
  func show(rows: [HistoryLayout.Row]) {
    layout.setRows(rows)
  }

  // MARK: ⟶ History Interactor → History View: view update
  func show(footer: String?) {
    layout.setFooter(footer)
  }

  // MARK: ⟶ History Interactor → History View: view update
  func select(row: Int) {
    layout.list.selectedIndex = row
  }

  // MARK: ⟶ History Interactor → History View: view update
  func show(savedCount: String?) {
    layout.titleRow.trailingText = savedCount
  }
}
