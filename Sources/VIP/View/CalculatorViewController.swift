import CalculatorUI
import TerminalUI

/// What the Calculator presenter may ask of its view controller: show view models.
@MainActor
protocol CalculatorDisplayLogic: AnyObject {
  func displayCalculation(viewModel: CalculatorScene.Load.ViewModel)
  func displayResult(viewModel: CalculatorScene.UpdateResult.ViewModel)
  func displayChoice(viewModel: CalculatorScene.ApplyChoice.ViewModel)
  func displaySavedCount(viewModel: CalculatorScene.ShowSavedCount.ViewModel)
  func displayStep(viewModel: CalculatorScene.ShowStep.ViewModel)
}

/// The Calculator scene's view controller: sends each edit and key to its interactor as a
/// request (or to its router, for navigation), and displays the view models its presenter
/// makes. It decides nothing and never sees the model. In a window under 6 rows (the compact
/// size class) it displays the same view models on the compact layout, shown in the full one's
/// place.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  var interactor: CalculatorBusinessLogic?
  var router: (CalculatorRoutingLogic & CalculatorDataPassing)?
  /// The layout for the compact size class, shown in `layout`'s place.
  let compactLayout = CompactCalculatorLayout()
  /// The layout showing, which displays the view models.
  private var shown: any CalculatorWidgets { view === compactLayout ? compactLayout : layout }

  /// The composition root makes the interactor (it holds the model and the store); the scene
  /// sets up the rest of its cycle around it.
  init(interactor: CalculatorInteractor) {
    super.init(layout: CalculatorLayout())
    setup(interactor)
  }

  // MARK: ⟶ App → Calculator Interactor: assembly
  /// Clean Swift's `setup()`: view controller → interactor → presenter ⇢ view controller, and
  /// the router ⇢ view controller, with the interactor as its data store.
  private func setup(_ interactor: CalculatorInteractor) {
    let presenter = CalculatorPresenter()
    let router = CalculatorRouter()
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for widgets in [layout, compactLayout] as [any CalculatorWidgets] {
      // MARK: ⟶ Calculator View → Calculator Interactor: user input
      widgets.separatorsField.addAction(for: .editingChanged) { [weak self] field in
        self?.interactor?.editSeparators(request: .init(separators: field.text))
      }
      widgets.numbersField.addAction(for: .editingChanged) { [weak self] field in
        self?.interactor?.editNumbers(request: .init(numbers: field.text))
      }
    }
    addKeyCommand(
      KeyCommand(.control("s")) { [weak self] in self?.interactor?.save(request: .init()) })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.router?.routeToQuit() })
    // MARK: ⟶ Calculator View → Calculator Interactor: undo
    addKeyCommand(
      KeyCommand(.control("_")) { [weak self] in self?.interactor?.undo(request: .init()) })
    addKeyCommand(
      KeyCommand(.control("y")) { [weak self] in self?.interactor?.redo(request: .init()) })
    // MARK: ⟶ Calculator View → Breakdown Interactor: navigate forward
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.router?.routeToBreakdown() })
    // MARK: ⟶ Calculator View → Presets Interactor: navigate forward
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.router?.routeToPresets() })
    // MARK: ⟶ Calculator View → History Interactor: navigate forward
    addKeyCommand(KeyCommand(.control("r")) { [weak self] in self?.router?.routeToHistory() })
    showLayout(for: traitCollection)
    // MARK: ⟶ Calculator Interactor → Calculator View: view update
    interactor?.load(request: .init())
  }

  /// Covered by a pushed scene: the save's note goes.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    interactor?.hideSaveNote(request: .init())
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

  // MARK: ⟶ Presets Router → Calculator Interactor: data back
  // MARK: ⟶ History Router → Calculator Interactor: data back
  /// Shown again after Presets or History (UIKit's `viewWillAppear(_:)`, which TerminalUI
  /// lacks, is where Clean Swift asks this): the interactor applies what their router wrote
  /// into its data store.
  func sceneWillAppear() {
    interactor?.applyChoice(request: .init())
  }
}

extension CalculatorViewController: CalculatorDisplayLogic {
  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func displayCalculation(viewModel: CalculatorScene.Load.ViewModel) {
    shown.separatorsField.text = viewModel.separators
    shown.numbersField.text = viewModel.numbers
    shown.sumText = viewModel.sum
    shown.statusText = viewModel.status
    focusedView = shown.numbersField
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func displayResult(viewModel: CalculatorScene.UpdateResult.ViewModel) {
    shown.sumText = viewModel.sum
    shown.statusText = viewModel.status
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  func displayChoice(viewModel: CalculatorScene.ApplyChoice.ViewModel) {
    shown.separatorsField.text = viewModel.separators
    if let numbers = viewModel.numbers { shown.numbersField.text = numbers }
    shown.sumText = viewModel.sum
    shown.statusText = viewModel.status
    focusedView = shown.numbersField
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  /// The count comes worded: both layouts show it (the title row, the hint row), so a swap has
  /// nothing to carry.
  func displaySavedCount(viewModel: CalculatorScene.ShowSavedCount.ViewModel) {
    layout.titleRow.trailingText = viewModel.savedCount
    compactLayout.hintRow.trailingText = viewModel.savedCount
  }

  // MARK: ⟶ Calculator Interactor → Calculator View: view update
  /// Writes only the texts the step changed (a write puts that field's cursor at its end); the
  /// other field keeps its cursor. The step's field gets the focus, its cursor at its end.
  func displayStep(viewModel: CalculatorScene.ShowStep.ViewModel) {
    if let separators = viewModel.separators { shown.separatorsField.text = separators }
    if let numbers = viewModel.numbers { shown.numbersField.text = numbers }
    shown.sumText = viewModel.sum
    shown.statusText = viewModel.status
    let field = viewModel.field == .separators ? shown.separatorsField : shown.numbersField
    field.moveCursor(to: Int.max)
    focusedView = field
  }
}
