import CalculatorUI
import TerminalUI

/// The Calculator screen as a passive view: forwards every user event to its presenter and
/// shows what the presenter tells it, nothing else. It never navigates: the coordinators do.
/// In a window under 6 rows it shows the compact layout instead, the same view to its presenter.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  /// Strong: the view owns its presenter, which holds the view weakly.
  let presenter: CalculatorPresenter
  /// The layout for the compact size class, shown in `layout`'s place.
  private let compactLayout = CompactCalculatorLayout()
  /// The layout showing, which the presenter's texts and focus go to.
  private var shown: any CalculatorWidgets { view === compactLayout ? compactLayout : layout }

  init(presenter: CalculatorPresenter) {
    self.presenter = presenter
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // MARK: ⟶ Calculator View → Calculator Presenter: user input
    for widgets in [layout, compactLayout] as [any CalculatorWidgets] {
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
    // MARK: ⟶ Calculator View → Calculator Presenter: undo
    addKeyCommand(KeyCommand(.control("_")) { [weak self] in self?.presenter.undoRequested() })
    addKeyCommand(KeyCommand(.control("y")) { [weak self] in self?.presenter.redoRequested() })
    // MARK: ⟶ Calculator Presenter → Calculator View: view update
    presenter.attach(self)
    showLayout(for: traitCollection)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
    super.traitCollectionDidChange(previousTraitCollection)
    if isViewLoaded { showLayout(for: traitCollection) }
  }

  /// Puts the layout for `traits`' size class in the other's place, with what the other showed:
  /// both texts and cursors, the sum, the status line, and the focus. The presenter is not told.
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

  // MARK: ⟶ Calculator View → Calculator Presenter: user input
  override func viewDidDisappear() {
    super.viewDidDisappear()
    presenter.viewDidDisappear()
  }
}

extension CalculatorViewController: CalculatorViewing {
  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func show(separators: String) {
    shown.separatorsField.text = separators
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func show(numbers: String) {
    shown.numbersField.text = numbers
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func show(sum: String, status: String) {
    shown.sumText = sum
    shown.statusText = status
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  /// On both layouts: the count comes worded, and `takeOver(from:)` carries only a count that a
  /// layout worded itself (`setSavedCount(_:)`).
  func show(savedCount: String?) {
    layout.titleRow.trailingText = savedCount
    compactLayout.hintRow.trailingText = savedCount
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func focusNumbers() {
    focusedView = shown.numbersField
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func focusSeparatorsAtEnd() {
    shown.separatorsField.moveCursor(to: Int.max)
    focusedView = shown.separatorsField
  }

  // MARK: ⟶ Calculator Presenter → Calculator View: view update
  func focusNumbersAtEnd() {
    shown.numbersField.moveCursor(to: Int.max)
    focusedView = shown.numbersField
  }
}
