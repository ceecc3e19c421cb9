import CalculatorHistory
import CalculatorModel
import Foundation
import Testing

@Suite struct InMemoryHistoryStoreTests {
  @Test func savesNewestFirst() async throws {
    let store = InMemoryHistoryStore()
    _ = try await store.save(Calculator(numbers: "1,2"))
    _ = try await store.save(Calculator(separators: ";", numbers: "3;x"))
    let entries = try await store.newest(limit: 10)
    #expect(entries.map(\.numbers) == ["3;x", "1,2"])
    #expect(entries[0].sum == 3 && entries[0].numberCount == 1 && entries[0].ignoredCount == 1)
    #expect(try await store.count() == 2)
  }
}
