import Benchmark
import BenchmarkRig
import CalculatorHistory
import CalculatorModel
import TerminalUI

/// The per-event benchmarks (README, "Benchmarks") for one app. Every app does the same work per
/// iteration: the same input, the same 80×24 in-memory terminal, the same keys.
///
/// Each benchmark body runs on the main actor (the apps are `@MainActor`) and measures only
/// between `startMeasurement()` and `stopMeasurement()`: the hop to the main actor, the app's
/// construction (except in Launch) and the keys that restore the starting state are not
/// measured. One iteration is one sample, so the figures are per event.
func architectureBenchmarks(_ app: BenchmarkedApp) {
  let settings = BenchmarkSettings.self

  // One character typed at the end of Numbers holding 100 characters; the Backspace that
  // restores the 100 characters runs after the measurement, so every sample types into the
  // same field.
  register("Keystroke", app, settings.base) {
    try TerminalRig.checked(
      app, typing: { $0.send(KeyBytes.digit) }, undo: { $0.send(KeyBytes.backspace) })
  } body: { benchmark, rig in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { rig.send(KeyBytes.digit) }
    benchmark.stopMeasurement()
    for _ in benchmark.scaledIterations { rig.send(KeyBytes.backspace) }
  }

  // The same key handed to the window already decoded, and no frame rendered: what the
  // architecture's dispatch costs, from the window to the labels.
  register("KeystrokeDispatch", app, settings.base) {
    try TerminalRig.checked(
      app, typing: { $0.app.window.handle(.text("7")) }, undo: { $0.app.window.handle(.backspace) })
  } body: { benchmark, rig in
    let window = rig.app.window
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { window.handle(.text("7")) }
    benchmark.stopMeasurement()
    for _ in benchmark.scaledIterations { window.handle(.backspace) }
  }

  // Enter pushes Breakdown, Esc pops it; Ctrl-P pushes Presets, Enter chooses the preselected
  // preset (the current separators, so the state is the same after every sample) and pops.
  register("RoundTrip", app, settings.base) {
    try TerminalRig.checkedRoundTrip(app)
  } body: { benchmark, rig in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { rig.roundTrip() }
    benchmark.stopMeasurement()
  }

  // 1 MiB pasted into the empty Numbers field, to the rendered frame; Ctrl-U empties the
  // field again after the measurement.
  register("Paste1MiB", app, settings.throughput) {
    try TerminalRig.checkedPaste(app)
  } body: { benchmark, rig in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { rig.send(BenchmarkInput.pasteOneMiB) }
    benchmark.stopMeasurement()
    for _ in benchmark.scaledIterations { rig.send(KeyBytes.controlU) }
  }

  // Ctrl-S on the 100-character input, to the frame whose status line says saved (a store in
  // memory: the pattern's share of a save); an edit and its undo clear the note afterwards.
  registerAsync("Save", app, settings.base) {
    try await TerminalRig.checkedSave(app)
  } body: { benchmark, rig in
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      await rig.sendAndSettle(KeyBytes.controlS)
      benchmark.stopMeasurement()
      rig.clearSaveNote()
    }
  }

  // Ctrl-R to the first frame with rows: the newest 1,000 of 1,000 entries in memory; Esc back
  // after the measurement.
  registerAsync("OpenHistory", app, settings.base) {
    try await TerminalRig.checkedHistory(
      app,
      history: InMemoryHistoryStore(entries: BenchmarkInput.historyEntries(count: 1_000)))
  } body: { benchmark, rig in
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      await rig.sendAndSettle(KeyBytes.controlR)
      benchmark.stopMeasurement()
      rig.sendEscape()
    }
  }

  // Construction of the app around the 100-character input, and its first frame. The app is
  // released after the measurement.
  Benchmark("Launch.\(app.name)", configuration: settings.base) { @MainActor benchmark async in
    let calculator = BenchmarkInput.calculator
    var rigs: [TerminalRig] = []
    rigs.reserveCapacity(benchmark.scaledIterations.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let rig = TerminalRig(app, calculator: calculator)
      rig.render()
      rigs.append(rig)
    }
    withExtendedLifetime(rigs) { benchmark.stopMeasurement() }
  }
}

/// Registers `<type>.<app>`: `prepare` builds and checks the rig once, before the warm-up;
/// `body` runs for every sample on the main actor.
private func register(
  _ type: String, _ app: BenchmarkedApp, _ configuration: Benchmark.Configuration,
  prepare: @escaping @MainActor () throws -> TerminalRig,
  body: @escaping @MainActor (Benchmark, TerminalRig) -> Void
) {
  let fixture = Fixture()
  Benchmark("\(type).\(app.name)", configuration: configuration) { @MainActor benchmark async in
    guard let rig = fixture.rig else {
      benchmark.error("\(type).\(app.name) ran without its rig: setup did not run")
      return
    }
    body(benchmark, rig)
  } setup: { @MainActor in
    do {
      fixture.rig = try prepare()
    } catch {
      throw RigCheckFailed(description: "\(type).\(app.name): \(error)")
    }
  } teardown: { @MainActor in
    fixture.rig = nil
  }
}

/// `register` for the events that end when the store has answered: `prepare` and `body` await.
/// The measurement starts and stops around each event in `body`, since the keys that restore
/// the starting state must not be measured between them.
private func registerAsync(
  _ type: String, _ app: BenchmarkedApp, _ configuration: Benchmark.Configuration,
  prepare: @escaping @MainActor () async throws -> TerminalRig,
  body: @escaping @MainActor (Benchmark, TerminalRig) async -> Void
) {
  let fixture = Fixture()
  Benchmark("\(type).\(app.name)", configuration: configuration) { @MainActor benchmark async in
    guard let rig = fixture.rig else {
      benchmark.error("\(type).\(app.name) ran without its rig: setup did not run")
      return
    }
    await body(benchmark, rig)
  } setup: { @MainActor in
    do {
      fixture.rig = try await prepare()
    } catch {
      throw RigCheckFailed(description: "\(type).\(app.name): \(error)")
    }
  } teardown: { @MainActor in
    fixture.rig = nil
  }
}

/// Holds a benchmark's rig from its setup to its teardown.
@MainActor
private final class Fixture {
  var rig: TerminalRig?
  nonisolated init() {}
}
