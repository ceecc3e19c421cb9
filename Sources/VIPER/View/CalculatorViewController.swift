import CalculatorUI
import TerminalUI

/// What the Calculator presenter may ask of its view: texts to show, already worded.
@MainActor
protocol CalculatorViewProtocol: AnyObject {
  func show(separators: String)
  func show(numbers: String)
  func show(sum: String, status: String)
  /// Shows `text` right-aligned in the title row (`1,234 saved`), or none.
  func show(savedCount: String?)
  func focusNumbers()
  /// Focuses Separators, its cursor at the end of its text (after an undo or a redo).
  func focusSeparatorsAtEnd()
  /// Focuses Numbers, its cursor at the end of its text (after an undo or a redo).
  func focusNumbersAtEnd()
}

/// The Calculator module's View: forwards every user event to its presenter and shows what the
/// presenter tells it. It decides nothing, knows no model, and never navigates (the Router
/// does). In a window under 6 rows (the compact size class) it shows the compact layout in the
/// full one's place: the same protocol, the same events, and a presenter that never knows.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  /// Strong: the view owns its presenter, which holds the view weakly.
  let presenter: any CalculatorPresenterProtocol
  /// The view for the compact size class, shown in `layout`'s place.
  let compactLayout = CompactCalculatorLayout()
  /// The layout showing, which gets what the presenter shows.
  private var shown: any CalculatorWidgets { view === compactLayout ? compactLayout : layout }

  init(presenter: any CalculatorPresenterProtocol) {
    self.presenter = presenter
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for widgets in [layout, compactLayout] as [any CalculatorWidgets] {
      // MARK: ⟶ Calculator View → Calculator Interactor: user input
      widgets.separatorsField.addAction(for: .editingChanged) { [weak self] field in
        self?.presenter.separatorsChanged(field.text)
      }
      widgets.numbersField.addAction(for: .editingChanged) { [weak self] field in
        self?.presenter.numbersChanged(field.text)
      }
    }
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.presenter.breakdownRequested() })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.presenter.presetsRequested() })
    addKeyCommand(KeyCommand(.control("s")) { [weak self] in self?.presenter.saveRequested() })
    addKeyCommand(KeyCommand(.control("r")) { [weak self] in self?.presenter.historyRequested() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.presenter.quitRequested() })
    // MARK: ⟶ Calculator View → Calculator Interactor: undo
    addKeyCommand(KeyCommand(.control("_")) { [weak self] in self?.presenter.undoRequested() })
    addKeyCommand(KeyCommand(.control("y")) { [weak self] in self?.presenter.redoRequested() })
    showLayout(for: traitCollection)
    // MARK: ⟶ Calculator Interactor → Calculator View: view update
    presenter.viewDidLoad()
  }

  // MARK: ⟶ Calculator View → Calculator Interactor: user input
  override func viewDidDisappear() {
    super.viewDidDisappear()
    presenter.viewDidDisappear()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
    if isViewLoaded { showLayout(for: traitCollection) }
  }

  /// Shows the layout for `traits`' size class in the other's place, with what the other
  /// showed: both texts and cursors, the sum and status, and the focus.
  private func showLayout(for traits: TraitCollection) {
    let next: any CalculatorWidgets =
      traits.verticalSizeClass == .compact ? compactLayout : layout
    let current = shown
    guard next !== current else { return }
    next.takeOver(from: current)
    let focus = next.field(matching: focusedView, in: current)
    // MARK: ⟶ Calculator View → Calculator View: size class
    view = next
    focusedView = focus
  }
}

extension CalculatorViewController: CalculatorViewProtocol {
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func show(separators: String) {
    shown.separatorsField.text = separators
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func show(numbers: String) {
    shown.numbersField.text = numbers
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func show(sum: String, status: String) {
    shown.sumText = sum
    shown.statusText = status
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  /// The count comes worded: both layouts show it (the title row, the hint row), so a swap
  /// has nothing to carry.
  func show(savedCount: String?) {
    layout.titleRow.trailingText = savedCount
    compactLayout.hintRow.trailingText = savedCount
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func focusNumbers() {
    focusedView = shown.numbersField
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func focusSeparatorsAtEnd() {
    shown.separatorsField.moveCursor(to: Int.max)
    focusedView = shown.separatorsField
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func focusNumbersAtEnd() {
    shown.numbersField.moveCursor(to: Int.max)
    focusedView = shown.numbersField
  }
}
