import CalculatorUI
import KeyValueObserving
import TerminalUI

/// The Calculator screen: observes its view model's outputs, sends the user's events to its
/// inputs, and pushes the next screen when the view model calls its route closure. In a window
/// under 6 rows (the compact size class) it shows the compact layout instead, observing the
/// same view model.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  let viewModel: CalculatorViewModel
  /// The view for the compact size class, shown in `layout`'s place.
  private let compactLayout = CompactCalculatorLayout()
  /// The layout showing, which the observations write.
  private var shown: any CalculatorWidgets { view === compactLayout ? compactLayout : layout }
  /// Its observations of the view model: they end with this view.
  private var observations: [KeyValueObservation] = []

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

  /// Every output of the view model, observed in this one place; each is applied at once
  /// (`.initial`) and after every assignment.
  private func bind() {
    // MARK: ⟶ Calculator ViewModel → Calculator View: view update
    observations = [
      viewModel.observe(\.separatorsText, options: [.initial, .new]) { [weak self] _, change in
        self?.shown.separatorsField.text = change.newValue ?? ""
      },
      viewModel.observe(\.numbersText, options: [.initial, .new]) { [weak self] _, change in
        self?.shown.numbersField.text = change.newValue ?? ""
      },
      viewModel.observe(\.sumText, options: [.initial, .new]) { [weak self] _, change in
        self?.shown.sumText = change.newValue ?? ""
      },
      viewModel.observe(\.statusText, options: [.initial, .new]) { [weak self] _, change in
        self?.shown.statusText = change.newValue ?? ""
      },
      viewModel.observe(\.focusedField, options: [.initial, .new]) { [weak self] _, change in
        guard let self else { return }
        focusedView = change.newValue == .separators ? shown.separatorsField : shown.numbersField
      },
      viewModel.savedCount.observe(\.value, options: [.initial, .new]) { [weak self] _, change in
        self?.shown.setSavedCount(change.newValue ?? nil)
      },
    ]
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
  /// outputs last observed, and the focus. The view model hears nothing.
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
