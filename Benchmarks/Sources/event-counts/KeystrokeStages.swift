import BenchmarkRig
import CalculatorModel
import TerminalUI

// One keystroke through the pipeline `WindowDriver.receive` runs, spelled out so that each
// stage is a function of its own with a plain symbol name: scripts/event-counts reads the
// inclusive cost of the calls to each one from callgrind's call graph (the model's share and
// the layout's share are the calls into `CalculatorModel` and into `layoutSubviews` inside them).

/// Bytes → keys (`KeyDecoder`).
@inline(never)
@_silgen_name("calc_stage_decode")
func decodeStage(_ decoder: inout KeyDecoder, _ bytes: [UInt8]) -> [Key] {
  decoder.feed(bytes)
}

/// Keys → the window → the pattern's path → the model → the labels.
@inline(never)
@_silgen_name("calc_stage_handle")
@MainActor
func handleStage(_ window: Window, _ keys: [Key]) {
  for key in keys where !window.isClosed { window.handle(key) }
}

/// Layout, then what changed drawn over the last frame's cells.
@inline(never)
@_silgen_name("calc_stage_render")
@MainActor
func renderStage(_ window: Window) -> Frame {
  window.render()
}

/// The rows drawn against the previous frame's: the bytes that bring the terminal up to date.
@inline(never)
@_silgen_name("calc_stage_diff")
func diffStage(_ renderer: inout FrameRenderer, _ frame: Frame) -> [UInt8] {
  renderer.render(frame.cells, cursor: frame.cursor, rows: frame.drawnRows)
}

/// The frame's one write.
@inline(never)
@_silgen_name("calc_stage_write")
@MainActor
func writeStage(_ bytes: [UInt8]) {
  if !bytes.isEmpty { writeFrame(bytes) }
}

/// COUNT keystrokes, each typed in the counted region through the five stages, then undone
/// outside it through the same pipeline.
@MainActor
func countStages(of app: BenchmarkedApp, calculator: Calculator, count: Int) throws {
  let rig = TerminalRig(app, calculator: calculator)
  let window = rig.app.window
  var decoder = KeyDecoder()
  var renderer = FrameRenderer()

  func keystroke(_ bytes: [UInt8]) {
    let keys = decodeStage(&decoder, bytes)
    handleStage(window, keys)
    let frame = renderStage(window)
    writeStage(diffStage(&renderer, frame))
  }

  let start = calculator.numbers
  keystroke([])  // the first frame, a full redraw
  keystroke(KeyBytes.digit)
  guard rig.app.calculator.numbers == start + "7" else {
    throw RigCheckFailed(description: "the staged keystroke did not type 7")
  }
  keystroke(KeyBytes.backspace)
  for _ in 0..<count {
    countedRegion { keystroke(KeyBytes.digit) }
    keystroke(KeyBytes.backspace)
  }
  guard rig.app.calculator.numbers == start else {
    throw RigCheckFailed(description: "the staged keystrokes did not restore Numbers")
  }
}
