import CalculatorUI
import TerminalUI

/// The Calculator screen: shows its view model's outputs, sends the user's events to its
/// inputs, and pushes the next screen when the view model calls its route closure. In a window
/// under 6 rows (the compact size class) it shows the compact layout instead, bound to the same
/// view model.
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
    viewModel.load()
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
  }

  /// Every output of the view model, bound in this one place; each binding fires at once.
  private func bind() {
    // MARK: ⟶ Calculator ViewModel → Calculator View: view update
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
    // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
    // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
    // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
    viewModel.onRoute = { [weak self] route in self?.follow(route) }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
    if isViewLoaded { showLayout(for: traitCollection) }
  }

  /// Shows the layout for `traits`' size class in the other's place, with what the other
  /// showed: the texts and cursors the user made, which the view model does not echo, the
  /// outputs last bound, and the focus. The view model hears nothing.
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

  private func follow(_ route: CalculatorViewModel.Route) {
    switch route {
    // MARK: ⟶ Calculator ViewModel → Breakdown ViewModel: navigate forward
    case .breakdown:
      let breakdown = BreakdownViewController(viewModel: viewModel.makeBreakdownViewModel())
      navigationController?.pushViewController(breakdown)
    // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
    case .presets:
      let presetsViewModel = viewModel.makePresetsViewModel()
      observeChoice(of: presetsViewModel)
      navigationController?.pushViewController(PresetsViewController(viewModel: presetsViewModel))
    // MARK: ⟶ Calculator ViewModel → History ViewModel: navigate forward
    case .history:
      let historyViewModel = viewModel.makeHistoryViewModel()
      observeRestore(of: historyViewModel)
      navigationController?.pushViewController(HistoryViewController(viewModel: historyViewModel))
    case .quit:
      view.window?.close()
    }
  }

  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  private func observeChoice(of presetsViewModel: PresetsViewModel) {
    presetsViewModel.onCompletion = { [weak self] completion in
      guard let self else { return }
      if case .chosen(let separators) = completion {
        viewModel.presetChosen(separators)
      }
      navigationController?.popViewController()
    }
  }

  // MARK: ⟶ History ViewModel → Calculator ViewModel: data back
  private func observeRestore(of historyViewModel: HistoryViewModel) {
    historyViewModel.onCompletion = { [weak self] completion in
      guard let self else { return }
      if case .restored(let separators, let numbers) = completion {
        viewModel.entryRestored(separators: separators, numbers: numbers)
      }
      navigationController?.popViewController()
    }
  }
}
