import Coordinators

/// The Presets flow, a child of `AppCoordinator`: it shows the presets, then pops them and
/// finishes with the chosen separators, or with nil when the user cancels.
@MainActor
final class PresetsCoordinator: Coordinator {
  /// Called once, when the flow ends; the parent hands the choice on and removes this child.
  /// The parent captures itself weakly here: it owns this coordinator.
  var onFinish: ((_ child: PresetsCoordinator, _ chosenSeparators: String?) -> Void)?
  private let navigation: any Navigating
  private let currentSeparators: String

  init(navigation: any Navigating, currentSeparators: String) {
    self.navigation = navigation
    self.currentSeparators = currentSeparators
  }

  // MARK: ⟶ Calculator Presenter → Presets Presenter: navigate forward
  /// Pushes the Presets screen: a presenter reporting to this coordinator, inside its view.
  func start() {
    let presenter = PresetsPresenter(currentSeparators: currentSeparators)
    presenter.coordinator = self
    navigation.push(PresetsViewController(presenter: presenter))
  }
}

extension PresetsCoordinator: PresetsCoordinating {
  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  func presetChosen(_ separators: String) {
    finish(choosing: separators)
  }

  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  func presetsCancelled() {
    finish(choosing: nil)
  }

  // MARK: ⟶ Presets Presenter → Calculator Presenter: data back
  private func finish(choosing separators: String?) {
    navigation.pop()
    onFinish?(self, separators)
  }
}
