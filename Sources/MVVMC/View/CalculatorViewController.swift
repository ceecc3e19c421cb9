import CalculatorUI
import TerminalUI

/// The Calculator screen: shows its view model's outputs and forwards every edit and key to
/// it. It knows nothing but its view model. In a window under 6 rows (the compact size class)
/// it shows the compact layout instead, bound to the same view model.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  let viewModel: CalculatorViewModel
  /// The view for the compact size class, shown in `layout`'s place.
  private let compactLayout = CompactCalculatorLayout()
  /// The layout showing, which the bindings write.
  private var shown: any CalculatorWidgets { view === compactLayout ? compactLayout : layout }

  init(viewModel: CalculatorViewModel) {
    self.viewModel = viewModel
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
    // MARK: ⟶ Calculator View → Calculator ViewModel: user input
    for widgets in [layout, compactLayout] as [any CalculatorWidgets] {
      widgets.separatorsField.addAction(for: .editingChanged) { [weak self] field in
        self?.viewModel.separatorsChanged(field.text)
      }
      widgets.numbersField.addAction(for: .editingChanged) { [weak self] field in
        self?.viewModel.numbersChanged(field.text)
      }
    }
    showLayout(for: traitCollection)
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.viewModel.breakdownRequested() })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.viewModel.presetsRequested() })
    addKeyCommand(KeyCommand(.control("s")) { [weak self] in self?.viewModel.saveRequested() })
    addKeyCommand(KeyCommand(.control("r")) { [weak self] in self?.viewModel.historyRequested() })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.viewModel.quitRequested() })
    // MARK: ⟶ Calculator View → Calculator ViewModel: undo
    addKeyCommand(KeyCommand(.control("_")) { [weak self] in self?.viewModel.undoRequested() })
    addKeyCommand(KeyCommand(.control("y")) { [weak self] in self?.viewModel.redoRequested() })
    viewModel.viewDidLoad()
  }

  /// Covered by a pushed screen: the view model drops its save note.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    viewModel.viewDidDisappear()
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  private func bind() {
    viewModel.separatorsText.observe(on: self) { [weak self] text in
      self?.shown.separatorsField.text = text
    }
    viewModel.numbersText.observe(on: self) { [weak self] text in
      self?.shown.numbersField.text = text
    }
    viewModel.sumText.observe(on: self) { [weak self] text in self?.shown.sumText = text }
    viewModel.statusText.observe(on: self) { [weak self] text in self?.shown.statusText = text }
    viewModel.focusedField.observe(on: self) { [weak self] field in
      guard let self else { return }
      focusedView = field == .separators ? shown.separatorsField : shown.numbersField
    }
    viewModel.savedCount.observe(on: self) { [weak self] count in
      self?.shown.setSavedCount(count)
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
    if isViewLoaded { showLayout(for: traitCollection) }
  }

  /// Shows the layout for `traits`' size class in the other's place, with what the other
  /// showed: the texts and cursors the user made, which the view model does not echo, the
  /// outputs last bound, and the focus. The view model and the coordinator hear nothing.
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
