/// What the History screen loads: the newest entries, at most a limit of them, and how many
/// there are in all (SPEC: History); or, for a search, the newest of those that match and how
/// many match. Loading a page of a 100,000-entry history costs what it costs on a 1,000-entry
/// one: the store reads `limit` rows and counts.
public struct HistoryPage: Hashable, Sendable {
  /// The newest entries first.
  public private(set) var entries: [HistoryEntry]
  /// How many entries the store holds (that match, for a search), the ones shown included.
  public private(set) var total: Int

  public init(entries: [HistoryEntry], total: Int) {
    self.entries = entries
    self.total = max(total, entries.count)
  }

  /// Takes away the entry a committed delete removed; false if the page does not hold it
  /// (a second delete of the same entry).
  @discardableResult
  public mutating func remove(id: HistoryEntry.ID) -> Bool {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
    entries.remove(at: index)
    total -= 1
    return true
  }
}

extension HistoryStore {
  /// The newest `limit` entries and the total: the count is asked only when the page is full,
  /// since a page with room to spare holds every entry.
  public nonisolated(nonsending) func newestPage(limit: Int) async throws -> HistoryPage {
    let entries = try await newest(limit: limit)
    let total = entries.count < limit ? entries.count : try await count()
    return HistoryPage(entries: entries, total: total)
  }
}
