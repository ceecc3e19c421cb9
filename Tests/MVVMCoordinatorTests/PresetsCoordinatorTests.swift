import TerminalUI
import Testing

@testable import MVVMCoordinator

/// The Presets child coordinator on its own: it pushes its screen, and on choose or cancel it
/// pops it and finishes exactly once with the result.
@MainActor
struct PresetsCoordinatorTests {
  private let navigation = RecordingNavigation()
  private let coordinator: PresetsCoordinator
  private let finishes = FinishRecorder()

  /// Records every `onFinish` call.
  final class FinishRecorder {
    var results: [String?] = []
  }

  init() {
    coordinator = PresetsCoordinator(navigation: navigation, currentSeparators: ",;")
    coordinator.onFinish = { [finishes] _, separators in finishes.results.append(separators) }
    navigation.setRoot(ViewController())
    _ = navigation.takeLog()
    coordinator.start()
  }

  private func presets() throws -> PresetsViewModel {
    try #require(navigation.top as? PresetsViewController).viewModel
  }

  @Test func startPushesThePresetsWithTheCurrentOneSelected() throws {
    #expect(navigation.takeLog() == ["push PresetsViewController"])
    #expect(navigation.screens == ["ViewController", "PresetsViewController"])
    #expect(try presets().selectedIndex == 4)
    #expect(try presets().coordinator === coordinator)
    #expect(finishes.results == [])
  }

  @Test func choosingPopsAndFinishesWithTheSeparators() throws {
    _ = navigation.takeLog()
    try presets().presetChosen(at: 0)
    #expect(navigation.takeLog() == ["pop"])
    #expect(navigation.screens == ["ViewController"])
    #expect(finishes.results == [","])
  }

  @Test func cancellingPopsAndFinishesWithNothing() throws {
    _ = navigation.takeLog()
    try presets().cancelRequested()
    #expect(navigation.takeLog() == ["pop"])
    #expect(navigation.screens == ["ViewController"])
    #expect(finishes.results == [nil])
  }

  @Test func itPassesItselfSoTheParentKnowsWhichChildFinished() throws {
    // Identifiers, not the child itself: the closure is the child's, so holding it would be a
    // retain cycle (AddressSanitizer's leak check reports it).
    var finished: [ObjectIdentifier] = []
    coordinator.onFinish = { child, _ in finished.append(ObjectIdentifier(child)) }
    try presets().cancelRequested()
    #expect(finished == [ObjectIdentifier(coordinator)])
  }
}
