import CalculatorModel
import CalculatorUI
import FuzzSupport
import MVC
import MVP
import MVVMClosure
import MVVMCoordinator
import TerminalUI

/// Every variant's app, headless, on any byte stream (issue 9, target 3).
///
/// Input: a flags byte (bit 0: resize to the second size after the first piece and back after
/// the second), width and height bytes for the two sizes, piece sizes (see `FuzzInput`), then
/// the key bytes. Each piece is one read; a lone ESC left at its end times out, as in a
/// terminal. No variant may crash, every frame written must be free of control bytes other
/// than the renderer's own sequences, and all variants must end on the same screen and sum.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzApp(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let resizes = input.byte() & 1 != 0
  // Up to 64x12: every layout, clipping and "too small" case, at a cost per frame that leaves
  // millions of runs within reach (rendering dominates the run time).
  let first = Size(width: Int(input.byte() % 64) + 1, height: Int(input.byte() % 12) + 1)
  let second = Size(width: Int(input.byte() % 64) + 1, height: Int(input.byte() % 12) + 1)
  let sizes = input.pieceSizes()
  // Every piece renders a frame in four apps, so the sizes are used once, not cyclically.
  let pieces = FuzzInput.pieces(of: input.rest(), sizes: sizes, cycling: false)
  MainActor.assumeIsolated {
    let results = apps.map { make in
      run(make(Calculator()), pieces: pieces, sizes: resizes ? [first, second] : [first])
    }
    for result in results.dropFirst() {
      require(
        result == results[0],
        "variants differ on \(pieces.map(Array.init)):\n\(results[0])\n---\n\(result)")
    }
  }
  return 0
}

private let apps: [@MainActor (Calculator) -> any CalculatorApp] = [
  { MVCApp(calculator: $0) }, { MVPApp(calculator: $0) },
  { MVVMClosureApp(calculator: $0) }, { MVVMCoordinatorApp(calculator: $0) },
]

/// What must be the same in every variant after the same input.
private struct Outcome: Equatable {
  var screen: [String]
  var cursor: Point
  var isCursorVisible: Bool
  var breakdown: Breakdown
}

@MainActor
private func run(_ app: any CalculatorApp, pieces: [ArraySlice<UInt8>], sizes: [Size]) -> Outcome {
  app.window.size = sizes[0]
  let terminal = HeadlessTerminal(window: app.window, recordsWrites: true)
  for (index, piece) in pieces.enumerated() where !app.window.isClosed {
    terminal.send(piece)
    if terminal.isWaitingForEscapeSequence { terminal.escapeTimeout() }
    // A resize redraws everything, the costliest step, so it happens twice rather than per piece.
    if sizes.count > 1 && index < 2 { terminal.resize(to: sizes[(index + 1) % sizes.count]) }
  }
  terminal.endOfInput()
  for frame in terminal.writes {
    require(FrameRenderer.writesOnlyItsOwnSequences(frame), "unsafe frame bytes \(frame)")
  }
  require(terminal.screen.rawControlCount == 0, "raw control bytes reached the screen")
  return Outcome(
    screen: terminal.screen.lines, cursor: terminal.screen.cursor,
    isCursorVisible: terminal.screen.isCursorVisible, breakdown: app.calculator.breakdown)
}
