import Coordinators

/// The Presets flow, a child of `AppCoordinator`: it shows the presets, then pops them and
/// finishes with the chosen separators, or with nil when the user cancels.
@MainActor
final class PresetsCoordinator: Coordinator {
  /// Called once, when the flow ends; the parent applies the choice and removes this child.
  /// The parent captures itself weakly here: it owns this coordinator.
  var onFinish: ((_ child: PresetsCoordinator, _ chosenSeparators: String?) -> Void)?
  private let navigation: any Navigating
  private let factory: ScreenFactory
  private let currentSeparators: String

  init(navigation: any Navigating, factory: ScreenFactory, currentSeparators: String) {
    self.navigation = navigation
    self.factory = factory
    self.currentSeparators = currentSeparators
  }

  // MARK: ⟶ Calculator ViewModel → Presets ViewModel: navigate forward
  func start() {
    navigation.push(
      factory.makePresetsScreen(currentSeparators: currentSeparators, coordinator: self))
  }
}

extension PresetsCoordinator: PresetsCoordinating {
  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  func presetChosen(_ separators: String) {
    finish(choosing: separators)
  }

  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  func presetsCancelled() {
    finish(choosing: nil)
  }

  // MARK: ⟶ Presets ViewModel → Calculator ViewModel: data back
  private func finish(choosing separators: String?) {
    navigation.pop()
    onFinish?(self, separators)
  }
}
