import CalculatorModel
import DeclarativeUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

@testable import MVVMObservation

/// The matrix's Presets scenarios: the Presets view model, and its view through a host, its
/// outcome closures recorded (the Presets view model has no outcome of its own: the view
/// hands the selected separators, or the cancel, to whoever opened it).
@MainActor
struct PresetsScreenTests {
  private func makeScreen(current: String) -> (PresetsViewModel, HeadlessTerminal, Recorder) {
    let viewModel = PresetsViewModel(currentSeparators: current)
    let recorder = Recorder()
    let view = PresetsView(
      viewModel: viewModel, presetChosen: recorder.callback("choose"),
      cancelRequested: { [weak recorder] in recorder?.record("cancel") })
    let (_, terminal) = host(view)
    return (viewModel, terminal, recorder)
  }

  @Test func presetsListsTheSixPresetsInOrder() {
    let viewModel = PresetsViewModel(currentSeparators: ",")
    #expect(
      viewModel.rows.map { "\($0.separators)=\($0.name)" } == [
        ",=comma", ";=semicolon", " =space", "|=pipe", ",;=comma or semicolon",
        ",\n=comma or new line",
      ])
  }

  @Test(arguments: [(",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0)])
  func presetsPreselectsTheMatchingRowElseTheFirst(current: String, index: Int) {
    #expect(PresetsViewModel(currentSeparators: current).selectedIndex == index)
  }

  @Test func choosingARowReportsItsSeparators() {
    let (viewModel, terminal, recorder) = makeScreen(current: ",")
    terminal.send("\u{1B}[B\u{1B}[B")
    #expect(viewModel.selectedIndex == 2)
    terminal.send("\r")
    #expect(recorder.take() == ["choose  "])
  }

  @Test func cancellingReportsCancel() {
    let (_, terminal, recorder) = makeScreen(current: ";")
    terminal.send("\u{1B}[B")
    terminal.send("\u{1B}")
    terminal.escapeTimeout()
    #expect(recorder.take() == ["cancel"])
  }

  /// MVVM-Observation's back references are Observation's: a view model keeps nothing of the
  /// views that read it, so a host that goes away is freed while its view model lives on.
  @Test func whatItReportsToIsHeldWeakly() {
    let viewModel = CalculatorViewModel(
      calculator: Calculator(), history: ControllableHistoryStore(), clock: ManualClock())
    weak var released: HostingController<CalculatorView>?
    do {
      let (host, terminal) = host(CalculatorView(viewModel: viewModel))
      terminal.send("5")
      released = host
    }
    #expect(released == nil)
    viewModel.numbers = "6"
    #expect(viewModel.finalCalculator == Calculator(separators: ",", numbers: "6"))
  }
}

/// The matrix's Breakdown scenarios: the Breakdown view model, and its view's back keys
/// through a host.
@MainActor
struct BreakdownScreenTests {
  @Test func breakdownShowsOneRowPerFragmentAndTheFooter() {
    let viewModel = BreakdownViewModel(breakdown: Calculator(numbers: "5,,7").breakdown)
    #expect(
      viewModel.rows.map { "\($0.fragment)|\($0.value)|\($0.total)" } == [
        "5|5|5", "|ignored: empty|", "7|7|12",
      ])
    #expect(viewModel.footer == "Sum 12 · 2 numbers, 1 ignored")
  }

  @Test(arguments: ["\u{1B}", "\u{7F}", "\u{1B}[D"])
  func breakdownBackKeysReturn(key: String) {
    let recorder = Recorder()
    let view = BreakdownView(
      viewModel: BreakdownViewModel(breakdown: Calculator(numbers: "1").breakdown),
      backRequested: { [weak recorder] in recorder?.record("back") })
    let (_, terminal) = host(view)
    terminal.send(key)
    if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
    #expect(recorder.take() == ["back"])
  }
}
