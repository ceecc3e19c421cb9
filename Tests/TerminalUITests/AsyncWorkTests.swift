import Synchronization
import Testing

@testable import TerminalUI

/// Work a screen starts in a `Task`, as UIKit's run loop runs it: drawn in the next frame,
/// and waited for by the headless terminal's `type`/`finish` (SPEC: Headless mode).
@MainActor
struct AsyncWorkTests {
  /// A screen with a field and a status label; Enter runs `onEnter`.
  private func makeTerminal(
    activity: (any BackgroundActivity)? = nil,
    onEnter: @escaping @MainActor (Label) -> Void = { _ in }
  ) -> (HeadlessTerminal, Label) {
    let status = Label("idle")
    let controller = TestScreenController {
      StackView(arrangedSubviews: [Label("Title"), TextField(), status])
    }
    controller.afterCommand = { if $0 == "enter" { onEnter(status) } }
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    let terminal = HeadlessTerminal(window: window, recordsWrites: true)
    terminal.activity = activity
    return (terminal, status)
  }

  @Test func aTaskStartedByAKeyThatChangesALabelAfterAnAwaitIsInTheFrameTypeDraws() async {
    let (terminal, _) = makeTerminal { status in
      Task {
        let answer = await Task.detached { 6 * 7 }.value
        status.text = "answer \(answer)"
      }
    }
    await terminal.type("1\r")
    #expect(terminal.text == "Title\n▸ 1\nanswer 42\n")
  }

  @Test func aChangeMadeOutsideKeyDispatchIsDrawnInTheNextFrame() async {
    let (terminal, status) = makeTerminal()
    let frames = terminal.writes.count
    status.text = "later"
    #expect(terminal.writes.count == frames)  // scheduled, not drawn in the same turn
    await terminal.settle()
    #expect(terminal.writes.count == frames + 1)
    #expect(terminal.text == "Title\n▸\nlater\n")
  }

  @Test func severalChangesOutsideKeyDispatchMakeOneFrame() async {
    let (terminal, status) = makeTerminal()
    let field = terminal.window.activeViewController?.focusedView as? TextField
    let frames = terminal.writes.count
    status.text = "one"
    field?.text = "12"
    status.text = "two"
    await terminal.settle()
    await terminal.settle()
    #expect(terminal.writes.count == frames + 1)
    #expect(terminal.text == "Title\n▸ 12\ntwo\n")
  }

  @Test func aChangeDuringKeyDispatchSchedulesNoFrameOfItsOwn() async {
    let status = Label("idle")
    let controller = TestScreenController { StackView(arrangedSubviews: [status]) }
    controller.afterCommand = { _ in status.text = "entered" }
    let window = Window(size: Size(width: 20, height: 6), rootViewController: controller)
    var frames: [[UInt8]] = []
    let driver = WindowDriver(window: window) { frames.append($0) }
    driver.render()
    driver.receive(Array("\r".utf8))
    #expect(!driver.isRenderScheduled)
    #expect(!window.needsDisplay)
    #expect(frames.count == 2)
    for _ in 0..<10 { await Task.yield() }
    #expect(frames.count == 2)
  }

  @Test func aClosedWindowIsNotDrawnAgain() async {
    let (terminal, status) = makeTerminal()
    terminal.endOfInput()
    let frames = terminal.writes.count
    status.text = "late"
    await terminal.settle()
    #expect(terminal.writes.count == frames)
  }

  @Test func typeWaitsForBackgroundWorkThatFinishesOnlyLater() async {
    let activity = GatedActivity()
    let (terminal, _) = makeTerminal(activity: activity) { status in
      Task {
        await activity.operation()
        status.text = "saved"
      }
    }
    terminal.send("\r")
    #expect(terminal.text == "Title\n▸\nidle\n")  // `send` does not wait
    await terminal.type("\r")
    #expect(terminal.text == "Title\n▸\nsaved\n")
    #expect(activity.started == 2)
  }

  @Test func settlingWaitsForWorkThatStartsMoreWork() async {
    let activity = GatedActivity()
    let (terminal, _) = makeTerminal(activity: activity) { status in
      Task {
        for step in 1...3 {
          await activity.operation()
          status.text = "step \(step)"
        }
      }
    }
    await terminal.type("\r")
    #expect(terminal.text == "Title\n▸\nstep 3\n")
    #expect(activity.started == 3)
  }

  @Test func finishWaitsForTheLastKeysWorkBeforeTheFinalScreen() async {
    let activity = GatedActivity()
    let (terminal, _) = makeTerminal(activity: activity) { status in
      Task {
        await activity.operation()
        status.text = "saved"
      }
    }
    await terminal.type("7\u{1B}")  // a lone ESC: resolved by the end of input
    await terminal.finish()
    #expect(terminal.window.isClosed)
    #expect(terminal.text == "Title\n▸ 7\nidle\n")
    let (other, _) = makeTerminal(activity: activity) { status in
      Task {
        await activity.operation()
        status.text = "saved"
      }
    }
    await other.type("7")
    other.send("\r")  // not waited for: the end of input does
    await other.finish()
    #expect(other.text == "Title\n▸ 7\nsaved\n")
  }

  @Test(arguments: [1, 2, 3, 5, 100])
  func theOutputIsTheSameHoweverTheInputIsSplit(chunkSize: Int) async {
    let input = Array("12\r3\u{1B}[D4\r5\u{7F}\r\u{1B}[200~6,7\u{1B}[201~\r".utf8)
    func run(chunks: [ArraySlice<UInt8>]) async -> (String, String) {
      let activity = GatedActivity()
      var count = 0
      let (terminal, _) = makeTerminal(activity: activity) { status in
        count += 1
        let number = count
        Task {
          await activity.operation()
          let doubled = await Task.detached { number * 2 }.value
          status.text = "done \(number) \(doubled)"
        }
      }
      for chunk in chunks { await terminal.type(chunk) }
      await terminal.finish()
      let field = terminal.window.activeViewController?.focusedView as? TextField
      return (terminal.text, field?.text ?? "")
    }
    let whole = await run(chunks: [input[...]])
    let split = await run(
      chunks: stride(from: 0, to: input.count, by: chunkSize).map {
        input[$0..<min($0 + chunkSize, input.count)]
      })
    #expect(whole.0 == "Title\n▸ 1246,73\ndone 4 8\n")
    #expect(split == whole)
  }
}

/// A background activity whose operations finish only once somebody waits for them to
/// settle: `settled()` releases them (from another task), so a test can tell whether the
/// terminal waited without any sleep.
final class GatedActivity: BackgroundActivity {
  private struct State {
    var started = 0
    var inFlight = 0
    var gates: [CheckedContinuation<Void, Never>] = []
    var waiters: [CheckedContinuation<Int, Never>] = []
  }
  private let state = Mutex(State())

  var started: Int { state.withLock { $0.started } }

  /// One operation: in flight until `settled()` is called, then done. It ends on the caller's
  /// actor, in the turn the caller resumes in, as `MonitoredHistoryStore`'s operations do.
  nonisolated(nonsending) func operation() async {
    await withCheckedContinuation { gate in
      state.withLock {
        $0.started += 1
        $0.inFlight += 1
        $0.gates.append(gate)
      }
    }
    let (waiters, started) = state.withLock { state in
      state.inFlight -= 1
      guard state.inFlight == 0 else { return ([CheckedContinuation<Int, Never>](), 0) }
      defer { state.waiters = [] }
      return (state.waiters, state.started)
    }
    for waiter in waiters { waiter.resume(returning: started) }
  }

  func settled() async -> Int {
    await withCheckedContinuation { waiter in
      let (gates, started) = state.withLock { state -> ([CheckedContinuation<Void, Never>], Int?) in
        guard state.inFlight > 0 else { return ([], state.started) }
        state.waiters.append(waiter)
        defer { state.gates = [] }
        return (state.gates, nil)
      }
      if let started { waiter.resume(returning: started) }
      if !gates.isEmpty { Task.detached { for gate in gates { gate.resume() } } }
    }
  }
}
