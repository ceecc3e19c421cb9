import CalculatorUI
import Composable
import TerminalUI

/// The Calculator screen: sends an action for everything the user does, and in one `observe`
/// shows the store's state, writes the fields the reducer wrote, and pushes or pops the screen
/// over it as the state's `destination` says (what TCA's UIKit navigation tools do).
@MainActor
final class CalculatorViewController: LayoutViewController<CalculatorLayout> {
  let store: Store<CalculatorFeature.State, CalculatorFeature.Action>
  private var observation: ObservationToken?
  /// The field writes already applied (nil before the first), so each is applied once.
  private var appliedWrites: CalculatorFeature.FieldWrites?
  /// The saved count the title shows (nil before the first is read), so that it is worded once.
  private var shownSavedCount: Int?
  /// The screen pushed for the state's destination, while there is one.
  private weak var presented: ViewController?

  init(store: Store<CalculatorFeature.State, CalculatorFeature.Action>) {
    self.store = store
    super.init(layout: CalculatorLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // MARK: ⟶ Calculator View → Calculator Feature: user input
    layout.separatorsField.addAction(for: .editingChanged) { [weak self] field in
      self?.store.send(.separatorsChanged(field.text))
    }
    layout.numbersField.addAction(for: .editingChanged) { [weak self] field in
      self?.store.send(.numbersChanged(field.text))
    }
    addKeyCommand(KeyCommand(.enter) { [weak self] in self?.store.send(.breakdownRequested) })
    addKeyCommand(KeyCommand(.control("p")) { [weak self] in self?.store.send(.presetsRequested) })
    addKeyCommand(KeyCommand(.control("s")) { [weak self] in self?.store.send(.saveRequested) })
    addKeyCommand(KeyCommand(.control("r")) { [weak self] in self?.store.send(.historyRequested) })
    addKeyCommand(KeyCommand(.escape) { [weak self] in self?.store.send(.quitRequested) })
    store.send(.onLoad)
    // MARK: ⟶ Calculator Feature → Calculator View: view update
    observation = store.observe { [weak self] state in self?.apply(state) }
  }

  /// Tab, Shift-Tab, Up and Down move focus in the view; the state hears where it went.
  override func moveFocus(forward: Bool) {
    super.moveFocus(forward: forward)
    store.send(.focusChanged(focusedView === layout.separatorsField ? .separators : .numbers))
  }

  // MARK: ⟶ Calculator Feature → Calculator View: view update
  /// Every part of the state the screen shows, applied in this one place, now and after every
  /// action; each widget is written only when its value changed.
  private func apply(_ state: CalculatorFeature.State) {
    if appliedWrites?.separators != state.fieldWrites.separators {
      layout.separatorsField.text = state.separators
    }
    if appliedWrites?.numbers != state.fieldWrites.numbers {
      layout.numbersField.text = state.numbers
    }
    appliedWrites = state.fieldWrites
    if layout.sumLabel.text != state.sumText { layout.sumLabel.text = state.sumText }
    if layout.statusLabel.text != state.statusText { layout.statusLabel.text = state.statusText }
    if state.savedCount != shownSavedCount { layout.setSavedCount(state.savedCount) }
    shownSavedCount = state.savedCount
    let field = state.focusedField == .separators ? layout.separatorsField : layout.numbersField
    if focusedView !== field { focusedView = field }
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
