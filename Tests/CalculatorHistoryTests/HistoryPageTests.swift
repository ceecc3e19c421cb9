import CalculatorHistory
import CalculatorModel
import Foundation
import Testing

/// The page the History screen loads: the newest entries and the total.
struct HistoryPageTests {
  static func store(entries count: Int) async throws -> InMemoryHistoryStore {
    let store = InMemoryHistoryStore()
    for index in 0..<count { _ = try await store.save(Calculator(numbers: "\(index)")) }
    return store
  }

  @Test func aPageWithRoomToSpareHoldsEveryEntryAndAsksNoCount() async throws {
    let store = try await Self.store(entries: 3)
    let page = try await store.newestPage(limit: 5)
    #expect(page.entries.map(\.numbers) == ["2", "1", "0"])
    #expect(page.total == 3)
  }

  @Test func aFullPageCountsTheRest() async throws {
    let store = try await Self.store(entries: 7)
    let page = try await store.newestPage(limit: 5)
    #expect(page.entries.map(\.numbers) == ["6", "5", "4", "3", "2"])
    #expect(page.total == 7)
  }

  @Test func removingAnEntryTakesItAndOneOffTheTotalOnce() async throws {
    var page = try await Self.store(entries: 7).newestPage(limit: 5)
    let id = page.entries[1].id
    let removed = page.remove(id: id)
    #expect(removed)
    #expect(page.entries.map(\.numbers) == ["6", "4", "3", "2"])
    #expect(page.total == 6)
    let removedAgain = page.remove(id: id)
    #expect(!removedAgain)
    #expect(page.total == 6)
  }

  @Test func theTotalIsNeverLessThanTheEntriesShown() {
    let entry = HistoryEntry(id: 1, saving: Calculator(numbers: "1"), at: Date())
    #expect(HistoryPage(entries: [entry], total: 0).total == 1)
  }
}
