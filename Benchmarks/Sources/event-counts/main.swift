// Runs COUNT events of one kind in one app, each in `countedRegion`, which turns callgrind's
// instrumentation on and off around it: valgrind started with `--instr-atstart=no` then counts
// the instructions and calls (mallocs among them) of the events and nothing else.
// Setup, the checks, and the keys that restore the starting state after each event run outside.
//
// scripts/event-counts reports (run of 2N − run of N) / N: what one event costs, with every
// constant cost cancelled out. It runs this once per app and event, with COUNT = 2N and
// DUMP_AFTER = N: after the Nth event the counts so far are written to a file of their own and
// counting starts again from zero, so the first file is the run of N (the same program doing
// the same first N events) and the two together the run of 2N. Without DUMP_AFTER, one file.
//
//   event-counts EVENT APP COUNT [DUMP_AFTER]
//
// EVENT is Keystroke, KeystrokeLongField (the same into a 100 000-character field),
// KeystrokeDispatch, Launch, LaunchAtHistory (Launch opened at History), RoundTrip, Paste1MiB,
// CompactKeystroke (Keystroke in the Calculator's compact view, 80×5), SizeClassSwap (80×24 to
// 80×5 and back, each frame drawn), Undo and Redo (Ctrl-_ after a typed character, Ctrl-Y after
// that undo), Save, OpenHistory, OpenHistoryFile1k and
// OpenHistoryFile100k (History on an SQLite file of that many entries), SearchKeystroke (one key
// in History's query: no store call) and SearchKeystroke10 (the same on 10 rows), SearchFile1k and SearchFile100k (a three-character query
// on an SQLite file of that many entries, to the frame with its rows), ModelSum1MiB (the model
// alone, whatever APP is), KeystrokeStagesLongField (the next, into 100 000 characters) or KeystrokeStages (one
// keystroke through the same pipeline as Keystroke, each stage in a function of its own, for the
// per-stage split); APP is one of `BenchmarkedApp.all`'s names.
//
// At the end it writes `body evaluations: N` on standard error: how many times DeclarativeUI
// evaluated a composed view's `body` inside the counted regions, every event of the run
// together (0 for an app that shows no declarative views). scripts/event-counts reads it as it
// reads callgrind's counts: (run of 2N − run of N) / N is the body evaluations per event.

import BenchmarkRig
import CalculatorHistory
import CalculatorModel
import CallgrindControl
import DeclarativeUI
import Foundation
import GRDBSQLite
import SQLiteHistory
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The body evaluations of the counted regions, all of the run's events together: DeclarativeUI's
/// counter is read before callgrind's counting starts and after it stops, so this bookkeeping
/// is not in the instructions counted.
@MainActor
enum CountedBodyEvaluations {
  static var total = 0

  /// `body evaluations: N` on stderr, the line scripts/event-counts reads: written on every
  /// path that ends the run normally (the end of the top-level code, the History events' `exit`).
  static func report() {
    let line = Array("body evaluations: \(total)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}

/// The counted regions so far, and after how many callgrind's counts are dumped (DUMP_AFTER).
@MainActor
enum CountedRegions {
  static var ended = 0
  static var dumpAfter: Int?

  /// After each region, outside it: at DUMP_AFTER, the counts so far go to their own file, and
  /// the body evaluations so far to stderr (`body evaluations after N: B`).
  static func end() {
    ended += 1
    guard ended == dumpAfter else { return }
    calc_counting_dump()
    let line = Array("body evaluations after \(ended): \(CountedBodyEvaluations.total)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// Every event in a region of its own: a run that counted more or fewer would be misread.
  static func check(expected: Int) {
    guard ended == expected else { fail("counted \(ended) regions for COUNT \(expected)") }
  }
}

/// The counted region: callgrind's instrumentation is on from its start to its end only.
@inline(never)
@MainActor
func countedRegion(_ event: () -> Void) {
  let bodies = BodyEvaluations.count
  calc_counting_start()
  event()
  calc_counting_stop()
  CountedBodyEvaluations.total += BodyEvaluations.count - bodies
  CountedRegions.end()
}

/// The same around an event that ends when the work it started is done (`sendAndSettle`).
@inline(never)
@MainActor
func countedAsyncRegion(_ event: () async -> Void) async {
  let bodies = BodyEvaluations.count
  calc_counting_start()
  await event()
  calc_counting_stop()
  CountedBodyEvaluations.total += BodyEvaluations.count - bodies
  CountedRegions.end()
}

/// A history file of `entries` entries, then `extra`'s, in a fresh temporary folder: the store
/// makes the file and its first entry, then one SQLite statement adds the rest (as 100,000 saves would leave
/// them, in a second rather than in 100,000 synchronous commits). Plain SQLite rather than the
/// sqlite3 program: under valgrind, starting a process fails.
func historyFile(entries: Int, adding extra: [String] = []) async throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("event-counts-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let path = folder.appendingPathComponent("history.sqlite").path
  _ = try await SQLiteHistoryStore(path: path).save(Calculator(numbers: "1,1,1,x"))
  let sql = """
    WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < \(entries))
    INSERT INTO entry (separators, numbers, sum, numberCount, ignoredCount, savedAt)
    SELECT ',', printf('%d,%d,%d,x', i, i, i), printf('%d', 3 * i), 3, 1,
      '2026-11-24 13:05:07.250' FROM n;
    """
    + extra.map { numbers in
      // As a save of it would store it (the texts added here hold no quote).
      let entry = HistoryEntry(id: 0, saving: Calculator(numbers: numbers), at: Date())
      return """
        INSERT INTO entry (separators, numbers, sum, numberCount, ignoredCount, savedAt)
        VALUES (',', '\(numbers)', '\(entry.sum)', \(entry.numberCount), \(entry.ignoredCount),
          '2026-11-24 13:05:07.250');
        """
    }.joined()
  var database: OpaquePointer?
  defer { sqlite3_close(database) }
  guard sqlite3_open(path, &database) == SQLITE_OK,
    sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK
  else { fail("could not fill \(path): \(String(cString: sqlite3_errmsg(database)))") }
  return path
}

/// Where frames go, as the real terminal's one write per frame: a write to /dev/null.
let devNull = open("/dev/null", O_WRONLY)

@MainActor
func writeFrame(_ bytes: [UInt8]) {
  _ = bytes.withUnsafeBytes { write(devNull, $0.baseAddress, $0.count) }
}

/// A usage or setup error: one message on stderr, exit 64 (EX_USAGE).
func fail(_ message: String) -> Never {
  let line = Array("event-counts: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  exit(64)
}

/// The History events: each ends when the store has answered and the frame showing it is
/// written (`sendAndSettle`).
@MainActor
func countHistoryEvent(_ eventName: String, app: BenchmarkedApp, count: Int) async throws {
  switch eventName {
  case "Save":
    // Ctrl-S on the 100-character input, to the frame whose status line says saved, with an
    // in-memory store: the pattern's share of a save. An edit and its undo clear the note.
    let rig = try await TerminalRig.checkedSave(app, write: writeFrame)
    for _ in 0..<count {
      await countedAsyncRegion { await rig.sendAndSettle(KeyBytes.controlS) }
      rig.clearSaveNote()
    }

  case "OpenHistory", "OpenHistoryFile1k", "OpenHistoryFile100k":
    // Ctrl-R to the first frame with rows (the newest 1,000), on 1,000 entries in memory, or
    // on an SQLite file of 1,000 or 100,000 entries; Esc back is not counted.
    let rig: TerminalRig
    var folder: String?
    switch eventName {
    case "OpenHistory":
      rig = try await TerminalRig.checkedHistory(
        app, history: InMemoryHistoryStore(entries: BenchmarkInput.historyEntries(count: 1_000)),
        write: writeFrame)
    default:
      let path = try await historyFile(entries: eventName == "OpenHistoryFile1k" ? 1_000 : 100_000)
      folder = (path as NSString).deletingLastPathComponent
      rig = try await TerminalRig.checkedHistory(
        app, history: try SQLiteHistoryStore(path: path), write: writeFrame)
    }
    for _ in 0..<count {
      await countedAsyncRegion { await rig.sendAndSettle(KeyBytes.controlR) }
      rig.sendEscape()
    }
    if let folder { try? FileManager.default.removeItem(atPath: folder) }

  case "SearchKeystroke", "SearchKeystroke10":
    // One key typed into History's empty query, to its frame (`Searching…`), on 1,003 entries
    // in memory (SearchKeystroke10: 10): what the pattern does on each edit before the pause,
    // which should not depend on how many entries there are. The window's list shows ten rows
    // (`TerminalRig.tenRowSize`), so both draw the same number. The search it starts, and the
    // Backspace that empties the query again, are not counted.
    let entries = BenchmarkInput.historyEntries(
      count: eventName == "SearchKeystroke" ? 1_000 : 10 - BenchmarkInput.searchable.count)
    let rig = try await TerminalRig.checkedSearch(
      app,
      history: InMemoryHistoryStore(
        entries: entries
          + BenchmarkInput.searchable.enumerated().map { offset, numbers in
            HistoryEntry(
              id: Int64(entries.count + offset + 1), saving: Calculator(numbers: numbers),
              at: entries[0].savedAt)
          }),
      size: TerminalRig.tenRowSize, write: writeFrame)
    for _ in 0..<count {
      countedRegion { rig.send(KeyBytes.digit) }
      await rig.settle()
      await rig.sendAndSettle(KeyBytes.backspace)
    }

  case "SavedBreakdown":
    // Right on History's first row of 1,000 entries in memory, to the frame of its Breakdown,
    // then Esc, to the frame of History as it was: a screen reused in a second flow, there and
    // back. Neither asks the store.
    let rig = try await TerminalRig.checkedSavedBreakdown(
      app,
      history: InMemoryHistoryStore(entries: BenchmarkInput.historyEntries(count: 1_000)),
      write: writeFrame)
    for _ in 0..<count {
      countedRegion {
        rig.send(KeyBytes.right)
        rig.sendEscape()
      }
    }

  case "SearchFile1k", "SearchFile100k":
    // The query `,y,` typed in one read, to the frame with its three rows, on an SQLite file of
    // 1,000 or 100,000 entries (and the three it matches): the wait passes, the store answers
    // from its index. Ctrl-U, which lists every entry again, is not counted.
    let path = try await historyFile(
      entries: eventName == "SearchFile1k" ? 1_000 : 100_000,
      adding: BenchmarkInput.searchable)
    let rig = try await TerminalRig.checkedSearch(
      app, history: try SQLiteHistoryStore(path: path), write: writeFrame)
    for _ in 0..<count {
      await countedAsyncRegion { await rig.sendAndSettle(TerminalRig.searchQuery) }
      await rig.sendAndSettle(KeyBytes.controlU)
    }
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)

  default:
    fail("not a History event: \(eventName)")
  }
}

let events = [
  "Keystroke", "KeystrokeLongField", "KeystrokeDispatch", "Launch", "LaunchAtHistory",
  "RoundTrip", "Paste1MiB", "CompactKeystroke", "SizeClassSwap", "Undo", "Redo",
  "Save", "OpenHistory", "OpenHistoryFile1k", "OpenHistoryFile100k", "SearchKeystroke",
  "SearchKeystroke10", "SearchFile1k", "SearchFile100k", "SavedBreakdown", "KeystrokeStages",
  "KeystrokeStagesLongField", "ModelSum1MiB",
]

/// Where the model's results go, so that the optimiser cannot drop the work.
nonisolated(unsafe) var modelSink = Int128(0)
let usage =
  "usage: event-counts EVENT APP COUNT [DUMP_AFTER]\n  EVENT: \(events.joined(separator: ", "))\n"
  + "  APP: \(BenchmarkedApp.all.map(\.name).joined(separator: ", "))"

let arguments = CommandLine.arguments.dropFirst()
guard (3...4).contains(arguments.count) else {
  fail("expected 3 or 4 arguments, got \(arguments.count)\n\(usage)")
}
let (eventName, appName, countText) = (
  arguments[arguments.startIndex], arguments[arguments.startIndex + 1],
  arguments[arguments.startIndex + 2]
)
guard events.contains(eventName) else { fail("unknown event \"\(eventName)\"\n\(usage)") }
guard let app = BenchmarkedApp.named(appName) else { fail("unknown app \"\(appName)\"\n\(usage)") }
guard let count = Int(countText), count > 0 else {
  fail("COUNT must be a positive integer, got \"\(countText)\"")
}
if arguments.count == 4 {
  let dumpText = arguments[arguments.startIndex + 3]
  guard let dumpAfter = Int(dumpText), dumpAfter > 0, dumpAfter < count else {
    fail("DUMP_AFTER must be a positive integer below COUNT (\(count)), got \"\(dumpText)\"")
  }
  CountedRegions.dumpAfter = dumpAfter
}
guard calc_counting_is_available() else {
  fail("built without valgrind's headers (valgrind/callgrind.h): nothing would be counted")
}

// Every task on the main thread, one job at a time: no pool thread runs beside a counted
// region, and the rig's settle ends exactly when the work an event started has run out, so
// the asynchronous events count the same on every run (as `--headless` shows the same screen).
guard MainSerialExecution.install() else {
  fail("the Swift runtime has no executor hooks: the asynchronous events cannot be counted")
}

do {
  switch eventName {
  case "Keystroke":
    // One character typed at the end of Numbers holding 100 characters; the Backspace after
    // each event restores the 100, so every event types into the same field.
    let rig = try TerminalRig.checked(
      app, write: writeFrame, typing: { $0.send(KeyBytes.digit) },
      undo: { $0.send(KeyBytes.backspace) })
    for _ in 0..<count {
      countedRegion { rig.send(KeyBytes.digit) }
      rig.send(KeyBytes.backspace)
    }

  case "KeystrokeLongField":
    // The same keystroke into a field of 100 000 characters.
    let rig = try TerminalRig.checked(
      app, calculator: BenchmarkInput.longCalculator, write: writeFrame,
      typing: { $0.send(KeyBytes.digit) }, undo: { $0.send(KeyBytes.backspace) })
    for _ in 0..<count {
      countedRegion { rig.send(KeyBytes.digit) }
      rig.send(KeyBytes.backspace)
    }

  case "CompactKeystroke":
    // The Keystroke event in an 80×5 window: the Calculator's compact view.
    let rig = try TerminalRig.checked(
      app, size: TerminalRig.compactSize, write: writeFrame, typing: { $0.send(KeyBytes.digit) },
      undo: { $0.send(KeyBytes.backspace) })
    for _ in 0..<count {
      countedRegion { rig.send(KeyBytes.digit) }
      rig.send(KeyBytes.backspace)
    }

  case "Undo", "Redo":
    // Ctrl-_ after a character typed into the 100-character Numbers (Undo), or Ctrl-Y after
    // that undo (Redo), to the frame; the other key, not counted, makes the next event the same.
    let rig = try TerminalRig.checked(
      app, write: writeFrame, typing: { $0.send(KeyBytes.digit) },
      undo: { $0.send(KeyBytes.controlUnderscore) })
    rig.send(KeyBytes.digit)
    let (counted, other) =
      eventName == "Undo"
      ? (KeyBytes.controlUnderscore, KeyBytes.controlY)
      : (KeyBytes.controlY, KeyBytes.controlUnderscore)
    if eventName == "Redo" { rig.send(KeyBytes.controlUnderscore) }
    for _ in 0..<count {
      countedRegion { rig.send(counted) }
      rig.send(other)
    }

  case "SizeClassSwap":
    // The window goes to 80×5 and back to 80×24, each with the frame the terminal's resize
    // draws whole: the compact view swapped in and the full one back.
    let rig = try TerminalRig.checkedSizeClassSwap(app, write: writeFrame)
    for _ in 0..<count {
      countedRegion {
        rig.driver.resize(to: TerminalRig.compactSize)
        rig.driver.resize(to: TerminalRig.size)
      }
    }

  case "KeystrokeDispatch":
    // The same key handed to the window already decoded, and no frame rendered.
    let rig = try TerminalRig.checked(
      app, write: writeFrame, typing: { $0.app.window.handle(.text("7")) },
      undo: { $0.app.window.handle(.backspace) })
    let window = rig.app.window
    for _ in 0..<count {
      countedRegion { window.handle(.text("7")) }
      window.handle(.backspace)
    }

  case "Launch":
    // The app built around the 100-character input, and its first frame; every app stays alive
    // until the end, so its release is not counted.
    var rigs: [TerminalRig] = []
    rigs.reserveCapacity(count)
    for _ in 0..<count {
      countedRegion {
        let rig = TerminalRig(app, calculator: BenchmarkInput.calculator, write: writeFrame)
        rig.render()
        rigs.append(rig)
      }
    }
    withExtendedLifetime(rigs) {}

  case "LaunchAtHistory":
    // The same launch opened at History (`--open history`): the stack built at launch, the
    // History screen's first frame (Loading…; the store's answers are not part of it, as the
    // count's are not part of Launch).
    var rigs: [TerminalRig] = []
    rigs.reserveCapacity(count)
    for _ in 0..<count {
      countedRegion {
        let rig = TerminalRig(
          app, calculator: BenchmarkInput.calculator, route: .history(selecting: nil),
          write: writeFrame)
        rig.render()
        rigs.append(rig)
      }
    }
    withExtendedLifetime(rigs) {}

  case "RoundTrip":
    // Enter, Esc (Breakdown and back); Ctrl-P, Enter (Presets, choose the current separators,
    // back): the state after each event is the state before it.
    let rig = try TerminalRig.checkedRoundTrip(app, write: writeFrame)
    for _ in 0..<count {
      countedRegion { rig.roundTrip() }
    }

  case "Paste1MiB":
    // 1 MiB pasted into the empty Numbers field, to the rendered frame; Ctrl-U empties it.
    let rig = try TerminalRig.checkedPaste(app, write: writeFrame)
    for _ in 0..<count {
      countedRegion { rig.send(BenchmarkInput.pasteOneMiB) }
      rig.send(KeyBytes.controlU)
    }

  case "Save", "OpenHistory", "OpenHistoryFile1k", "OpenHistoryFile100k", "SearchKeystroke",
    "SearchKeystroke10", "SearchFile1k", "SearchFile100k", "SavedBreakdown":
    // These events end when the work they started is done, on the main actor's queue. The
    // top-level code stays synchronous and the main run loop drains that queue: valgrind
    // crashes in the `dispatch_main()` an asynchronous top level would call.
    Task {
      await MainSerialExecution.calibrate()
      do {
        try await countHistoryEvent(eventName, app: app, count: count)
      } catch {
        fail("\(appName): \(error)")
      }
      CountedRegions.check(expected: count)
      CountedBodyEvaluations.report()
      exit(0)
    }
    RunLoop.main.run()

  case "ModelSum1MiB":
    // The model alone (APP is ignored): the sum of the text Paste1MiB pastes, counted when the
    // text is written (a calculator keeps its tally, so reading it again counts nothing).
    let text = BenchmarkInput.oneMiB
    for _ in 0..<count {
      countedRegion { modelSink &+= Calculator(numbers: text).sum }
    }

  case "KeystrokeStagesLongField":
    try countStages(of: app, calculator: BenchmarkInput.longCalculator, count: count)

  default:
    try countStages(of: app, calculator: BenchmarkInput.calculator, count: count)
  }
} catch {
  fail("\(appName): \(error)")
}
CountedRegions.check(expected: count)
CountedBodyEvaluations.report()
