import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Foundation
import TestRecording
import TestSupport
import Testing

@testable import MVVMC

/// The matrix's History scenarios: the view models with the controllable store (each call
/// waits for the test's answer, so no test sleeps) and a spy coordinator; the flows that leave
/// a screen (restore, leaving while loading) through the real coordinators on a recording
/// stack. Every recorder is compared exhaustively.
@MainActor
struct HistoryTests {
  private let spy = CoordinatorSpy()
  private let store = ControllableHistoryStore()

  /// Every entry saved at the same minute; `time` is that minute as the rows show it.
  private static let savedAt = Date(timeIntervalSince1970: 1_764_079_439)
  private static let time = HistoryText.rows([entry(0, numbers: "")])[0].savedAt

  private static func entry(_ id: Int64, separators: String = ",", numbers: String)
    -> HistoryEntry
  {
    HistoryEntry(
      id: id, saving: Calculator(separators: separators, numbers: numbers), at: savedAt)
  }

  /// A Calculator view model reporting to the spy, its outputs recorded, the bind-time taken.
  private func makeCalculator(numbers: String) -> (CalculatorViewModel, Recorder) {
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: numbers), history: store)
    viewModel.coordinator = spy
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    return (viewModel, outputs)
  }

  /// A History view model reporting to the spy whose load the store answered with `entries`
  /// (fewer than the limit: no count), its state recorded, the states so far taken.
  private func makeLoadedHistory(_ entries: [HistoryEntry]) async -> (HistoryViewModel, Recorder) {
    let viewModel = HistoryViewModel(history: store)
    viewModel.coordinator = spy
    let states = recordState(of: viewModel)
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: HistoryText.limit))
    await store.answer(.entries(entries))
    _ = states.take()
    return (viewModel, states)
  }

  /// The app's flow on a recording stack, started, with History pushed and the start taken.
  private func makeFlowInHistory(numbers: String) throws
    -> (AppCoordinator, CalculatorViewModel, RecordingNavigation, HistoryViewController)
  {
    let navigation = RecordingNavigation()
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: numbers), history: store)
    let coordinator = AppCoordinator(
      navigation: navigation, calculatorViewModel: viewModel,
      factory: ScreenFactory(history: store))
    coordinator.start()
    viewModel.historyRequested()
    #expect(
      navigation.take() == ["setRoot CalculatorViewController", "push HistoryViewController"])
    let history = try #require(navigation.top as? HistoryViewController)
    return (coordinator, viewModel, navigation, history)
  }

  @Test func saveShowsSavedOnceTheStoreCommitted() async {
    let (viewModel, outputs) = makeCalculator(numbers: "1,2,x")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,x")))
    #expect(outputs.take() == [])
    await store.answer(.entry(Self.entry(1, numbers: "1,2,x")))
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 1 ignored · saved"])
    viewModel.numbersChanged("1,2")
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(store.requests == [.save(Calculator(numbers: "1,2,x"))])
    #expect(spy.take() == [])
  }

  @Test func aFailedSaveShowsItsReason() async {
    let (viewModel, outputs) = makeCalculator(numbers: "4")
    viewModel.saveRequested()
    #expect(await store.nextRequest() == .save(Calculator(numbers: "4")))
    await store.fail(HistoryError.io(path: "/home/u/history.sqlite", reason: "disk is full"))
    #expect(outputs.take() == ["sum 4", "status 1 number, 0 ignored · not saved: disk is full"])
    #expect(viewModel.finalCalculator == Calculator(numbers: "4"))
  }

  @Test func historyShowsLoadingThenTheNewestRows() async throws {
    let (calculator, _) = makeCalculator(numbers: "")
    calculator.historyRequested()
    #expect(spy.take() == ["show history"])
    // The coordinator starts a child flow, which pushes History around a view model of it.
    let (coordinator, _, _, screen) = try makeFlowInHistory(numbers: "")
    let child = try #require(coordinator.childCoordinators.only as? HistoryCoordinator)
    #expect(screen.viewModel.coordinator === child)
    // Loading until the store answers, then the entries in the store's order (newest first).
    let viewModel = HistoryViewModel(history: store)
    let states = recordState(of: viewModel)
    #expect(states.take() == ["loading Loading…"])
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    #expect(states.take() == [])
    await store.answer(
      .entries([Self.entry(2, numbers: "1,2,x,3"), Self.entry(1, separators: ";", numbers: "1;-4")])
    )
    #expect(
      states.take() == [
        "loaded [\(Self.time) 6 1,2,x,3; \(Self.time) -3 1;-4] message nil footer nil"
      ])
    // A full page: the store counts, and the footer says how many there are in all.
    let full = HistoryViewModel(history: store)
    let fullStates = recordState(of: full)
    _ = fullStates.take()
    full.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    let entries = (1...1_000).reversed().map { Self.entry(Int64($0), numbers: "\($0)") }
    await store.answer(.entries(entries))
    #expect(await store.nextRequest() == .count)
    #expect(fullStates.take() == [])
    await store.answer(.count(1_234))
    let rows = entries.map { "\(Self.time) \($0.numbers) \($0.numbers)" }
    #expect(
      fullStates.take() == [
        "loaded [\(rows.joined(separator: "; "))] message nil footer 1,000 of 1,234"
      ])
  }

  @Test func anEmptyHistoryShowsTheEmptyText() async {
    let viewModel = HistoryViewModel(history: store)
    let states = recordState(of: viewModel)
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries([]))
    #expect(
      states.take() == [
        "loading Loading…",
        "loaded [] message No saved calculations. Ctrl-S on the calculator saves one."
          + " footer nil",
      ])
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func aFailedLoadShowsHistoryUnavailable() async {
    let viewModel = HistoryViewModel(history: store)
    viewModel.coordinator = spy
    let states = recordState(of: viewModel)
    viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.fail(HistoryError.notAHistoryDatabase(path: "/home/u/history.sqlite"))
    #expect(
      states.take() == ["loading Loading…", "failed History unavailable: not a history database"])
    // With no row, Enter and Delete do nothing.
    viewModel.entryChosen(at: 0)
    viewModel.deleteRequested(at: 0)
    #expect(spy.take() == [])
    #expect(store.requests == [.newest(limit: 1_000)])
  }

  @Test func restoringAnEntryPutsItBackIntoTheCalculator() async throws {
    // The view model hands the selected row's entry to its coordinator.
    let entries = [Self.entry(7, separators: ";", numbers: "4;5;x"), Self.entry(3, numbers: "1")]
    let (viewModel, states) = await makeLoadedHistory(entries)
    viewModel.entryChosen(at: 0)
    #expect(spy.take() == ["history entry 7"])
    viewModel.entryChosen(at: 2)
    #expect(spy.take() == [])
    #expect(states.take() == [])
    // Through the coordinators: the child pops and finishes with it, the parent restores it
    // into the Calculator view model and removes the child.
    let (coordinator, calculator, navigation, screen) = try makeFlowInHistory(numbers: "1,2")
    screen.viewModel.viewDidLoad()
    #expect(await store.nextRequest() == .newest(limit: 1_000))
    await store.answer(.entries(entries))
    let outputs = recordOutputs(of: calculator)
    _ = outputs.take()
    screen.viewModel.entryChosen(at: 0)
    #expect(navigation.take() == ["pop"])
    #expect(navigation.screens == ["CalculatorViewController"])
    #expect(
      outputs.take() == [
        "separators ;", "numbers 4;5;x", "sum 9", "status 2 numbers, 1 ignored", "focus numbers",
      ])
    #expect(calculator.finalCalculator == Calculator(separators: ";", numbers: "4;5;x"))
    #expect(coordinator.childCoordinators.isEmpty)
  }

  @Test func deletingAnEntryRemovesItsRowOnceCommitted() async {
    let (viewModel, states) = await makeLoadedHistory([
      Self.entry(2, numbers: "2"), Self.entry(1, numbers: "1"),
    ])
    viewModel.deleteRequested(at: 1)
    #expect(await store.nextRequest() == .delete(id: 1))
    #expect(states.take() == [])
    await store.answer(.done)
    #expect(states.take() == ["loaded [\(Self.time) 2 2] message nil footer nil"])
    viewModel.deleteRequested(at: 0)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.answer(.done)
    #expect(
      states.take() == [
        "loaded [] message No saved calculations. Ctrl-S on the calculator saves one."
          + " footer nil"
      ])
    viewModel.deleteRequested(at: 0)
    #expect(store.pendingRequests == [])
    #expect(spy.take() == [])
  }

  @Test func aFailedDeleteKeepsTheRowAndShowsTheReason() async {
    let (viewModel, states) = await makeLoadedHistory([
      Self.entry(2, numbers: "2"), Self.entry(1, numbers: "1"),
    ])
    viewModel.deleteRequested(at: 0)
    #expect(await store.nextRequest() == .delete(id: 2))
    await store.fail(HistoryError.io(path: "/home/u/history.sqlite", reason: "database is locked"))
    #expect(
      states.take() == [
        "loaded [\(Self.time) 2 2; \(Self.time) 1 1] message nil"
          + " footer Not deleted: database is locked"
      ])
    #expect(spy.take() == [])
  }

  @Test func leavingWhileLoadingCancelsTheLoadAndFreesTheScreen() async throws {
    let tracker = ReleaseTracker()
    let (coordinator, calculator, navigation, _) = try makeFlowInHistory(numbers: "1")
    do {
      let screen = try #require(navigation.top as? HistoryViewController)
      tracker.track("HistoryViewController", screen)
      tracker.track("HistoryViewModel", screen.viewModel)
      tracker.track("HistoryCoordinator", try #require(coordinator.childCoordinators.only))
      // Loading the view starts the load, as when the window first shows the screen.
      _ = screen.view
      #expect(await store.nextRequest() == .newest(limit: 1_000))
      // Esc: the view model asks its coordinator to leave, which pops the screen.
      screen.viewModel.backRequested()
    }
    #expect(navigation.take() == ["pop"])
    #expect(store.cancelledRequests == [.newest(limit: 1_000)])
    #expect(store.pendingRequests == [])
    #expect(coordinator.childCoordinators.isEmpty)
    #expect(tracker.alive == [])
    #expect(calculator.finalCalculator == Calculator(numbers: "1"))
  }
}

// MARK: Extra — what this pattern needs beyond the matrix
//
// The save note's lifetime, which the Calculator view model owns: it shows only for the model
// that was saved and goes when the screen is covered or the model changes.

@MainActor
struct SaveNoteTests {
  private let store = ControllableHistoryStore()

  @Test func aSaveAnsweredAfterAnEditShowsNothing() async {
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: "1"), history: store)
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    viewModel.saveRequested()
    viewModel.numbersChanged("1,2")
    #expect(outputs.take() == ["sum 3", "status 2 numbers, 0 ignored"])
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1")))
    await store.answer(.entry(HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: .now)))
    #expect(outputs.take() == [])
  }

  @Test func theNoteGoesWhenTheScreenIsCoveredOrAPresetOrEntryIsApplied() async {
    let viewModel = CalculatorViewModel(calculator: Calculator(numbers: "1"), history: store)
    let outputs = recordOutputs(of: viewModel)
    _ = outputs.take()
    func save() async {
      viewModel.saveRequested()
      _ = await store.nextRequest()
      await store.answer(.entry(HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: .now)))
      #expect(outputs.take() == ["sum 1", "status 1 number, 0 ignored · saved"])
    }
    await save()
    viewModel.viewDidDisappear()
    #expect(outputs.take() == ["sum 1", "status 1 number, 0 ignored"])
    viewModel.viewDidDisappear()
    #expect(outputs.take() == [])
    await save()
    viewModel.presetChosen(",")
    #expect(
      outputs.take() == ["separators ,", "sum 1", "status 1 number, 0 ignored", "focus numbers"])
    await save()
    viewModel.historyEntryChosen(HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: .now))
    #expect(
      outputs.take() == [
        "separators ,", "numbers 1", "sum 1", "status 1 number, 0 ignored", "focus numbers",
      ])
  }
}
