import CalculatorModel
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import CalculatorHistory
@testable import SQLiteHistory

/// A clock that moves one second each time it is read, from 2026-11-24 13:05:07.250 UTC.
final class TickingClock: Sendable {
  static let start = Date(timeIntervalSince1970: 1_795_525_507.25)
  private let next = Mutex(TickingClock.start)

  /// The time now, and one second later the next time.
  func now() -> Date {
    next.withLock { date in
      defer { date += 1 }
      return date
    }
  }
}

extension HistoryEntry {
  /// The entry with its time to the millisecond, the precision the file keeps.
  var toTheMillisecond: HistoryEntry {
    var entry = self
    entry.savedAt = Date(
      timeIntervalSince1970: (savedAt.timeIntervalSince1970 * 1000).rounded() / 1000)
    return entry
  }
}

/// The two stores the app has, for the tests every store must pass.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory
  case sqlite

  var testDescription: String { rawValue }

  /// A new, empty store of this kind on `clock`, and the folder its file is in (keep it alive
  /// as long as the store).
  func make(clock: TickingClock) throws -> (store: any HistoryStore, folder: TemporaryFolder) {
    let folder = try TemporaryFolder()
    switch self {
    case .inMemory:
      return (InMemoryHistoryStore(now: { clock.now() }), folder)
    case .sqlite:
      let store = try SQLiteHistoryStore(
        path: folder.path + "/history.sqlite", now: { clock.now() })
      return (store, folder)
    }
  }
}

/// SPEC: History store. What every store does, the in-memory one and the SQLite one alike.
struct HistoryStoreContractTests {
  @Test(arguments: StoreKind.allCases)
  func listsNewestFirstWithinTheLimitAndCountsEntries(kind: StoreKind) async throws {
    let (store, folder) = try kind.make(clock: TickingClock())
    defer { withExtendedLifetime(folder) {} }
    #expect(try await store.newest(limit: 10) == [])
    #expect(try await store.count() == 0)

    let first = try await store.save(Calculator(numbers: "1,2,x,3"))
    let second = try await store.save(Calculator(separators: ";", numbers: "4;5"))
    let third = try await store.save(Calculator(numbers: "-7"))
    #expect(
      first.toTheMillisecond
        == HistoryEntry(
          id: 1, separators: ",", numbers: "1,2,x,3", sum: 6, numberCount: 3, ignoredCount: 1,
          savedAt: TickingClock.start))
    #expect([second.id, third.id] == [2, 3])
    #expect(third.savedAt.timeIntervalSince(first.savedAt) == 2)

    let all = [third, second, first].map(\.toTheMillisecond)
    #expect(try await store.newest(limit: 10).map(\.toTheMillisecond) == all)
    #expect(try await store.newest(limit: 3).map(\.toTheMillisecond) == all)
    #expect(try await store.newest(limit: 2).map(\.toTheMillisecond) == Array(all.prefix(2)))
    #expect(try await store.newest(limit: 0) == [])
    #expect(try await store.newest(limit: -1) == [])
    #expect(try await store.count() == 3)
  }

  @Test(arguments: StoreKind.allCases)
  func deleteRemovesOneEntryIgnoresAnUnknownIdAndIdsAreNeverReused(kind: StoreKind) async throws {
    let (store, folder) = try kind.make(clock: TickingClock())
    defer { withExtendedLifetime(folder) {} }
    let a = try await store.save(Calculator(numbers: "1"))
    let b = try await store.save(Calculator(numbers: "2"))
    let c = try await store.save(Calculator(numbers: "3"))

    try await store.delete(id: b.id)
    #expect(try await store.newest(limit: 10).map(\.id) == [c.id, a.id])
    try await store.delete(id: 99)
    try await store.delete(id: b.id)
    #expect(try await store.count() == 2)

    // Deleting the newest and saving again gives a new id, not the deleted one.
    try await store.delete(id: c.id)
    let d = try await store.save(Calculator(numbers: "3"))
    #expect(d.id == 4)
    #expect(try await store.newest(limit: 10).map(\.id) == [4, a.id])
  }

  @Test(arguments: StoreKind.allCases)
  func savingTheNewestAgainMovesItsTimeInsteadOfAddingARow(kind: StoreKind) async throws {
    let (store, folder) = try kind.make(clock: TickingClock())
    defer { withExtendedLifetime(folder) {} }
    let first = try await store.save(Calculator(separators: ";", numbers: "1;2"))
    let again = try await store.save(Calculator(separators: ";", numbers: "1;2"))
    #expect(again.id == first.id)
    #expect(again.savedAt.timeIntervalSince(first.savedAt) == 1)
    #expect(try await store.count() == 1)
    let listed = try await store.newest(limit: 10)
    #expect(listed.map(\.toTheMillisecond) == [again.toTheMillisecond])
    #expect(listed.first?.sum == 3)
  }

  @Test(arguments: StoreKind.allCases)
  func savingAnOlderEntryAgainOrTheSameNumbersWithOtherSeparatorsAddsARow(kind: StoreKind)
    async throws
  {
    let (store, folder) = try kind.make(clock: TickingClock())
    defer { withExtendedLifetime(folder) {} }
    _ = try await store.save(Calculator(numbers: "1,2"))
    _ = try await store.save(Calculator(numbers: "3"))
    _ = try await store.save(Calculator(numbers: "1,2"))  // older, not the newest: a new row
    _ = try await store.save(Calculator(separators: ";", numbers: "1,2"))  // other separators
    _ = try await store.save(Calculator(separators: ";", numbers: "1,2 "))  // other numbers
    let listed = try await store.newest(limit: 10)
    #expect(listed.map(\.id) == [5, 4, 3, 2, 1])
    #expect(listed.map(\.separators) == [";", ";", ",", ",", ","])
    #expect(listed.map(\.numbers) == ["1,2 ", "1,2", "1,2", "3", "1,2"])
    #expect(listed.map(\.sum) == [0, 0, 3, 3, 3])
    #expect(try await store.count() == 5)
  }

  @Test(arguments: StoreKind.allCases)
  func sumsPastSixtyFourBitsRoundTripExactly(kind: StoreKind) async throws {
    let (store, folder) = try kind.make(clock: TickingClock())
    defer { withExtendedLifetime(folder) {} }
    let max = "9223372036854775807"
    let min = "-9223372036854775808"
    _ = try await store.save(Calculator(numbers: "\(max),\(max),\(max)"))
    _ = try await store.save(Calculator(numbers: "\(min),\(min),\(min)"))
    let sums = try await store.newest(limit: 10).map(\.sum)
    #expect(sums == [Int128(Int64.min) * 3, Int128(Int64.max) * 3])
    #expect(sums.map(String.init) == ["-27670116110564327424", "27670116110564327421"])
  }

  @Test(arguments: StoreKind.allCases)
  func unicodeSeparatorsAndNumbersRoundTripScalarForScalar(kind: StoreKind) async throws {
    let (store, folder) = try kind.make(clock: TickingClock())
    defer { withExtendedLifetime(folder) {} }
    // Emoji, right-to-left text, controls, and a combining sequence.
    let separators = "→🙂\u{1B}\u{2028}"
    let numbers = "1→2🙂3\u{1B}4\u{2028}שלום→e\u{301}5"
    let saved = try await store.save(Calculator(separators: separators, numbers: numbers))
    #expect(saved.sum == 10 && saved.numberCount == 4 && saved.ignoredCount == 2)
    // The same text precomposed (é as U+00E9) is canonically equal for Swift: it repeats the
    // newest entry, and the stored text stays as first typed.
    let precomposed = numbers.replacingOccurrences(of: "e\u{301}", with: "\u{E9}")
    #expect(Array(precomposed.unicodeScalars) != Array(numbers.unicodeScalars))
    let again = try await store.save(Calculator(separators: separators, numbers: precomposed))
    #expect(again.id == saved.id)
    let entry = try #require(try await store.newest(limit: 1).first)
    #expect(Array(entry.separators.unicodeScalars) == Array(separators.unicodeScalars))
    #expect(Array(entry.numbers.unicodeScalars) == Array(numbers.unicodeScalars))
    #expect(entry.calculator.sum == 10)
    #expect(try await store.count() == 1)
  }

  @Test(arguments: StoreKind.allCases)
  func int128ExtremesRoundTripExactly(kind: StoreKind) async throws {
    let folder = try TemporaryFolder()
    let extremes: [Int128] = [.max, .min, 0, -1]
    let store: any HistoryStore
    switch kind {
    case .inMemory:
      store = InMemoryHistoryStore(
        entries: extremes.enumerated().map { index, sum in
          HistoryEntry(
            id: Int64(index + 1), separators: ",", numbers: "\(sum)", sum: sum, numberCount: 1,
            ignoredCount: 0, savedAt: TickingClock.start)
        })
    case .sqlite:
      // A save cannot reach Int128's ends (numbers have 64 bits): the rows are written as a
      // later version, or another process, might write them.
      let sqlite = try SQLiteHistoryStore(path: folder.path + "/history.sqlite")
      for sum in extremes {
        let entry = try await sqlite.save(Calculator(numbers: "\(sum)"))
        try await sqlite.pool.write { db in
          try db.execute(
            sql: "UPDATE entry SET sum = ? WHERE id = ?", arguments: [String(sum), entry.id])
        }
      }
      store = sqlite
    }
    #expect(try await store.newest(limit: 10).map(\.sum) == extremes.reversed())
    #expect(
      try await store.newest(limit: 10).map { String($0.sum) } == [
        "-1", "0", "-170141183460469231731687303715884105728",
        "170141183460469231731687303715884105727",
      ])
  }
}
