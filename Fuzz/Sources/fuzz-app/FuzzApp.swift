import CalculatorModel
import CalculatorUI
import Foundation
import FuzzSupport
import TerminalUI

/// Every variant's app, headless, on any byte stream.
///
/// Input: a flags byte (bit 0: resize to the second size after the first piece and back after
/// the second), width and height bytes for the two sizes, piece sizes (see `FuzzInput`), then
/// the key bytes. Each piece is one read; a lone ESC left at its end times out, as in a
/// terminal. No variant may crash, every variant must write the same bytes, frame for frame,
/// and end with the same breakdown, and those frames must hold no control byte other than the
/// renderer's own sequences.
///
/// The apps run on their `WindowDriver` alone, not on a `HeadlessTerminal`: comparing the
/// frames' bytes is a stronger check than comparing screens, and it skips parsing every frame
/// into a virtual screen once per variant (the parse cost as much as the rendering). Since the
/// variants' bytes are equal, one variant's frames are audited. Each app has an empty
/// in-memory history; the tasks the launch, Ctrl-S and Ctrl-R start do not run inside one input
/// (nothing drains the main actor's queue until the input's frames are taken), so History stays
/// at `Loading…` and no title row shows a count: the keys, the push and the screen are fuzzed,
/// not the store's answers (the conformance suite covers those). Every frame is also drawn
/// whole and compared with what was drawn of it (`Window.auditsDrawing`), in release builds too:
/// a view that forgets to say it changed stops the run.
/// `apps` (GeneratedVariants.swift) is variants.json's list, written by scripts/variants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzApp(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let resizes = input.byte() & 1 != 0
  // Up to 64x12: every layout, clipping and "too small" case, at a cost per frame that leaves
  // millions of runs within reach (rendering dominates the run time).
  let first = Size(width: Int(input.byte() % 64) + 1, height: Int(input.byte() % 12) + 1)
  let second = Size(width: Int(input.byte() % 64) + 1, height: Int(input.byte() % 12) + 1)
  let sizes = input.pieceSizes()
  // Every piece renders a frame in every app, so the sizes are used once, not cyclically.
  let pieces = FuzzInput.pieces(of: input.rest(), sizes: sizes, cycling: false)
  MainActor.assumeIsolated {
    Window.auditsDrawing = true
    let results = apps.map { make in
      run(make(Calculator()), pieces: pieces, sizes: resizes ? [first, second] : [first])
    }
    for frame in results[0].frames {
      require(FrameRenderer.writesOnlyItsOwnSequences(frame), "unsafe frame bytes \(frame)")
    }
    for result in results.dropFirst() {
      require(
        result == results[0],
        "variants differ on \(pieces.map(Array.init)):\n\(results[0])\n---\n\(result)")
    }
  }
  finishLaunchTasks()
  return 0
}

/// Runs the jobs the apps left on the main actor's queue: every app asks its history for the
/// saved count at launch, in a task on the main actor that nothing runs inside one input. Left
/// queued, each input's tasks would keep what they hold alive (the process grew by about 40 KB
/// an input, to libFuzzer's memory limit in minutes) and unbalance the input's allocations (so
/// libFuzzer's leak check ran every input twice and scanned the heap, a seventh of the speed).
/// The in-memory store answers without suspending, so a few turns of the main run loop end them
/// (a task a turn's jobs enqueue runs on the next); an answer updates nothing that is compared.
private func finishLaunchTasks() {
  for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
}

/// What must be the same in every variant after the same input.
private struct Outcome: Equatable {
  var frames: [[UInt8]]
  var breakdown: Breakdown
}

@MainActor
private func run(_ app: any CalculatorApp, pieces: [ArraySlice<UInt8>], sizes: [Size]) -> Outcome {
  var frames: [[UInt8]] = []
  app.window.size = sizes[0]
  let driver = WindowDriver(window: app.window) { frames.append($0) }
  driver.render()
  for (index, piece) in pieces.enumerated() where !app.window.isClosed {
    driver.receive(piece)
    if driver.isWaitingForEscapeSequence { driver.escapeTimeout() }
    // A resize redraws everything, the costliest step, so it happens twice rather than per piece.
    if sizes.count > 1 && index < 2 { driver.resize(to: sizes[(index + 1) % sizes.count]) }
  }
  driver.endOfInput()
  return Outcome(frames: frames, breakdown: app.calculator.breakdown)
}
