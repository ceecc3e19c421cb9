import CalculatorModel
import Foundation
import Synchronization

/// A history store that keeps its entries in memory, with the same rules as the SQLite one:
/// headless runs use it unless `--history` names a file, so tests never touch a user's file.
public final class InMemoryHistoryStore: HistoryStore {
  private struct State {
    var entries: [HistoryEntry] = []  // oldest first
    var lastID: Int64 = 0
  }
  private let state = Mutex(State())
  private let now: @Sendable () -> Date

  /// `now` gives each save its time (the clock, unless a test gives another).
  public init(entries: [HistoryEntry] = [], now: @escaping @Sendable () -> Date = Date.init) {
    self.now = now
    state.withLock {
      $0.entries = entries.sorted { $0.id < $1.id }
      $0.lastID = $0.entries.last?.id ?? 0
    }
  }

  public nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry {
    let date = now()
    return state.withLock { state in
      if let newest = state.entries.last, newest.isRepeated(by: calculator) {
        state.entries[state.entries.count - 1].savedAt = date
        return state.entries[state.entries.count - 1]
      }
      state.lastID += 1
      let entry = HistoryEntry(id: state.lastID, saving: calculator, at: date)
      state.entries.append(entry)
      return entry
    }
  }

  public nonisolated(nonsending) func newest(limit: Int) async throws -> [HistoryEntry] {
    state.withLock { Array($0.entries.suffix(max(limit, 0)).reversed()) }
  }

  public nonisolated(nonsending) func count() async throws -> Int {
    state.withLock { $0.entries.count }
  }

  public nonisolated(nonsending) func search(_ text: String, limit: Int) async throws
    -> HistoryPage
  {
    let wanted = Array(text.utf8)
    return state.withLock { state in
      // Byte for byte, as SQLite's `instr` and its trigram index compare: "e" is found in an
      // "é" typed as e and a combining accent, not in one typed as one character.
      let matches = state.entries.reversed().filter {
        wanted.isEmpty || Array($0.numbers.utf8).firstRange(of: wanted) != nil
      }
      return HistoryPage(entries: Array(matches.prefix(max(limit, 0))), total: matches.count)
    }
  }

  public nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws {
    state.withLock { $0.entries.removeAll { $0.id == id } }
  }
}
