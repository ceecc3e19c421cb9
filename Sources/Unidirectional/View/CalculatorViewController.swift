import CalculatorUI
import Composable
import TerminalUI

/// The Calculator screen: sends an action for everything the user does, and in one `observe`
/// shows the store's state, writes the fields the reducer wrote, and pushes or pops the screen
/// over it as the state's `destination` says (what TCA's UIKit navigation tools do). In a window
/// under 6 rows (the compact size class) a second view, the compact layout, observes the same
/// store in the full one's place and sends the same actions.
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  let store: Store<CalculatorFeature.State, CalculatorFeature.Action>
  /// The view for the compact size class, shown in `layout`'s place.
  private let compactLayout = CompactCalculatorLayout()
  /// The view showing, which the observation writes.
  private var shown: any CalculatorWidgets { view === compactLayout ? compactLayout : layout }
  private var observation: ObservationToken?
  /// The field writes already applied (nil before the first), so each is applied once.
  private var appliedWrites: CalculatorFeature.FieldWrites?
  /// The saved count the view shows (nil before the first is read), so that it is worded once.
  private var shownSavedCount: Int?
  /// The screen pushed for the state's destination, while there is one.
  private weak var presented: ViewController?

  init(store: Store<CalculatorFeature.State, CalculatorFeature.Action>) {
    self.store = store
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for widgets in [layout, compactLayout] as [any CalculatorWidgets] {
      // MARK: ⟶ Calculator View → Calculator Feature: user input
      widgets.separatorsField.addAction(for: .editingChanged) { [weak self] field in
        self?.store.send(.separatorsChanged(field.text))
      }
      widgets.numbersField.addAction(for: .editingChanged) { [weak self] field in
        self?.store.send(.numbersChanged(field.text))
      }
    }
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.store.send(.breakdownRequested) })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.store.send(.presetsRequested) })
    addKeyCommand(KeyCommand(.control("s")) { [weak self] in self?.store.send(.saveRequested) })
    addKeyCommand(KeyCommand(.control("r")) { [weak self] in self?.store.send(.historyRequested) })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.store.send(.quitRequested) })
    // MARK: ⟶ Calculator View → Calculator Feature: undo
    addKeyCommand(KeyCommand(.control("_")) { [weak self] in self?.store.send(.undoRequested) })
    addKeyCommand(KeyCommand(.control("y")) { [weak self] in self?.store.send(.redoRequested) })
    store.send(.onLoad)
    // MARK: ⟶ Calculator Feature → Calculator View: view update
    observation = store.observe { [weak self] state in self?.apply(state) }
    showView(for: traitCollection)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
    if isViewLoaded { showView(for: traitCollection) }
  }

  /// Puts the view for `traits`' size class in the other's place. The fields own their texts
  /// and cursors (the state is not written back into them), so the next view takes those, and
  /// what the other showed, from the view going; the focus is the state's.
  private func showView(for traits: TraitCollection) {
    let next: any CalculatorWidgets =
      traits.verticalSizeClass == .compact ? compactLayout : layout
    let current = shown
    guard next !== current else { return }
    next.takeOver(from: current)
    // MARK: ⟶ Calculator View → Calculator View: size class
    view = next
    focusedView = field(store.state.focusedField)
  }

  /// Tab, Shift-Tab, Up and Down move focus in the view; the state hears where it went.
  override func moveFocus(forward: Bool) {
    super.moveFocus(forward: forward)
    store.send(.focusChanged(focusedView === shown.separatorsField ? .separators : .numbers))
  }

  /// The showing view's field for `field`.
  private func field(_ field: CalculatorFeature.Field) -> TextField {
    field == .separators ? shown.separatorsField : shown.numbersField
  }

  // MARK: ⟶ Calculator Feature → Calculator View: view update
  /// Every part of the state the screen shows, applied in this one place, now and after every
  /// action, on the view showing; each widget is written only when its value changed.
  private func apply(_ state: CalculatorFeature.State) {
    let widgets = shown
    if appliedWrites?.separators != state.fieldWrites.separators {
      widgets.separatorsField.text = state.separators
    }
    if appliedWrites?.numbers != state.fieldWrites.numbers {
      widgets.numbersField.text = state.numbers
    }
    appliedWrites = state.fieldWrites
    widgets.sumText = state.sumText
    widgets.statusText = state.statusText
    if state.savedCount != shownSavedCount { widgets.setSavedCount(state.savedCount) }
    shownSavedCount = state.savedCount
    let focus = field(state.focusedField)
    if focusedView !== focus { focusedView = focus }
    showDestination(state.destination)
    if state.isQuitting { view.window?.close() }
  }

  // MARK: ⟶ Calculator Feature → Breakdown Feature: navigate forward
  // MARK: ⟶ Calculator Feature → Presets Feature: navigate forward
  // MARK: ⟶ Calculator Feature → History Feature: navigate forward
  /// Pushes the screen of a destination that appeared, with a store scoped to it, and pops the
  /// one whose destination went.
  private func showDestination(_ destination: CalculatorFeature.Destination.State?) {
    switch (destination, presented) {
    case (nil, nil), (.some, .some):
      return
    case (nil, .some):
      presented = nil
      navigationController?.popViewController()
    case (.breakdown?, nil):
      guard
        let child = store.scope(state: { $0.destination?.breakdown }, action: { .breakdown($0) })
      else { return }
      push(BreakdownViewController(store: child))
    case (.presets?, nil):
      guard let child = store.scope(state: { $0.destination?.presets }, action: { .presets($0) })
      else { return }
      push(PresetsViewController(store: child))
    case (.history?, nil):
      guard let child = store.scope(state: { $0.destination?.history }, action: { .history($0) })
      else { return }
      push(HistoryViewController(store: child))
    }
  }

  /// Pushes `screen`, noted as presented first: pushing loads it, and the actions it sends on
  /// load (History's `onAppear`) bring this observation back before the push returns.
  private func push(_ screen: ViewController) {
    presented = screen
    navigationController?.pushViewController(screen)
  }
}

extension CalculatorFeature.Action {
  /// The action for `action` of the presented screen.
  fileprivate static func breakdown(_ action: BreakdownFeature.Action) -> Self {
    .destination(.presented(.breakdown(action)))
  }
  fileprivate static func presets(_ action: PresetsFeature.Action) -> Self {
    .destination(.presented(.presets(action)))
  }
  fileprivate static func history(_ action: HistoryFeature.Action) -> Self {
    .destination(.presented(.history(action)))
  }
}
